import { html, nothing } from 'lit';
import { CC_STRENGTHS, type CcStrength } from '../../engine/games/cwbs/data/close-combat';
import { FIRE_RESULT_CHECKS } from '../../engine/games/cwbs/schema/index';
import { FORMATIONS, MORALE_STATES } from '../../engine/games/cwbs/schema/units';
import { EDITIONS, type Edition } from '../../engine/games/cwbs/source';
import type { UnitRecord } from '../../store/records';
import { type Patch, removeButton, selectField, toggleButton } from '../views';
import { CWBS_KINDS, type CwbsDraft, type CwbsKind, type FireResultCheck, checkingIds, formationOf, moraleStateOf, rangeOf, stackOf } from './draft';
import { MORALE_WORDS } from './rules';

type CwbsPatch = Patch<CwbsDraft>;

export const KIND_LABELS: Readonly<Record<CwbsKind, string>> = { fire: 'Fire', closeCombat: 'Close combat', morale: 'Morale check' };
export const EDITION_LABELS: Readonly<Record<Edition, string>> = { seed: "Charts: the seed's edition", 'v3.2': 'Charts: Series Rules v3.2' };
const RANGES = Array.from({ length: 10 }, (_, i) => i + 1);

/** Who the flank and sunken road toggles are about, in this kind of combat. */
export const HIT: Readonly<Record<CwbsKind, string>> = { fire: 'Target', closeCombat: 'Defender', morale: 'Unit' };

function strengthField(label: string, value: CcStrength | '', set: (s: CcStrength | '') => void) {
  return selectField<CcStrength | ''>(label, value, [['', `${label}: none`], ...CC_STRENGTHS.map((s) => [s, `${label}: ${s}`] as const)], set);
}

/** The kind of combat, the edition of the charts, and the conditions that kind asks about. */
export function renderCwbsConditions(draft: CwbsDraft, patch: CwbsPatch) {
  const who = HIT[draft.kind];
  return html`<h2>Combat</h2>
    <div class="segmented" role="group" aria-label="Kind of combat">
      ${CWBS_KINDS.map((k) => html`<button aria-pressed=${draft.kind === k ? 'true' : 'false'} @click=${() => patch({ kind: k })}>${KIND_LABELS[k]}</button>`)}
    </div>
    <h2>Conditions</h2>
    <div class="toggles" role="group" aria-label="Conditions">
      ${draft.kind === 'morale' ? nothing : selectField('Edition of the charts', draft.edition, EDITIONS.map((e) => [e, EDITION_LABELS[e]] as const), (edition) => patch({ edition }))}
      ${toggleButton('Night', draft.night, (night) => patch({ night }))}
      ${draft.kind === 'fire' ? toggleButton('Up slope', draft.upSlope, (upSlope) => patch({ upSlope })) : nothing}
      ${toggleButton(`${who} in the flank`, draft.flank, (flank) => patch({ flank }))}
      ${toggleButton(`${who} in a sunken road or trench`, draft.sunkenRoad, (sunkenRoad) => patch({ sunkenRoad }))}
      ${draft.kind === 'closeCombat'
        ? html`${strengthField("Attacker's strength", draft.attackerStrength, (attackerStrength) => patch({ attackerStrength }))}
          ${strengthField("Defender's strength", draft.defenderStrength, (defenderStrength) => patch({ defenderStrength }))}`
        : nothing}
      ${draft.kind === 'morale'
        ? html`${selectField<FireResultCheck | ''>('Called for by', draft.fireResult, [['', 'Called for by: no fire result'], ...FIRE_RESULT_CHECKS.map((r) => [r, `Called for by: fire result ${r}`] as const)], (fireResult) => patch({ fireResult }))}
          ${selectField<'attacker' | 'defender' | ''>(
            'Close combat',
            draft.closeCombat,
            [
              ['', 'Not in close combat'],
              ['attacker', 'Close combat attacker'],
              ['defender', 'Close combat defender'],
            ],
            (closeCombat) => patch({ closeCombat }),
          )}`
        : nothing}
    </div>`;
}

const SIDE_WORDS: Readonly<Record<CwbsKind, Readonly<Record<'attackers' | 'defenders', string>>>> = {
  fire: { attackers: 'Firing units', defenders: "Target's stack" },
  closeCombat: { attackers: 'Attacking stack', defenders: 'Defending stack' },
  morale: { attackers: 'Stack checking morale', defenders: 'Stack checking morale' },
};

/**
 * The units on one side: each with what matters of it for this combat. The top unit (the first that
 * is not a leader) shows its morale state and formation; a firer its range and Low Ammo.
 */
export function renderCwbsPicked(side: 'attackers' | 'defenders', draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>, patch: CwbsPatch, save: (u: UnitRecord) => void) {
  const ids = draft[side];
  if (draft.kind === 'morale' && side === 'defenders' && draft.attackers.length > 0) return html`<p class="none">A morale check is made by the stack above.</p>`;
  if (ids.length === 0) return html`<p class="none">None yet: tap units in the roster.</p>`;
  const stack = stackOf(ids, units);
  const checking = draft.kind !== 'morale' || checkingIds(draft) === ids;
  const firing = draft.kind === 'fire' && side === 'attackers';
  const set = (u: UnitRecord, key: string, value: string | boolean) => save({ ...u, state: { ...u.state, [key]: value } });
  return html`<ul class="picked" aria-label=${SIDE_WORDS[draft.kind][side]}>
    ${stack.units.map((u) => {
      const top = checking && u === stack.top && !firing;
      return html`<li>
        <span class="name">${u.name}</span>
        ${firing && u.type !== 'leader' && u.type !== 'wagon'
          ? selectField(`${u.name} range`, rangeOf(draft, u.id), RANGES.map((r) => [r, r === 1 ? '1 hex' : `${r} hexes`] as const), (r) => patch({ ranges: { ...draft.ranges, [u.id]: r } }))
          : nothing}
        ${top
          ? html`${selectField(`${u.name} morale state`, moraleStateOf(u), MORALE_STATES.map((m) => [m, MORALE_WORDS[m]] as const), (m) => set(u, 'morale', m))}
            ${selectField(`${u.name} formation`, formationOf(u), FORMATIONS.map((f) => [f, f === 'line' ? 'Line' : f.charAt(0).toUpperCase() + f.slice(1)] as const), (f) => set(u, 'formation', f))}`
          : nothing}
        ${u.type !== 'leader' && u.type !== 'wagon' && (firing || top)
          ? html`<button aria-pressed=${u.state.lowAmmo === true ? 'true' : 'false'} aria-label="${u.name} Low Ammo" @click=${() => set(u, 'lowAmmo', u.state.lowAmmo !== true)}>Low Ammo</button>`
          : nothing}
        ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== u.id) }))}
      </li>`;
    })}
  </ul>`;
}
