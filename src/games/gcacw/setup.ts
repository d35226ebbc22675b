import { html, nothing } from 'lit';
import { ATTACKER_GAME_SPECIFIC, ATTACK_TYPES, DEFENDER_GAME_SPECIFIC } from '../../engine/games/gcacw/data/modifiers';
import { HEXSIDES } from '../../engine/games/gcacw/schema/combat';
import { TERRAINS } from '../../engine/games/gcacw/schema/common';
import { TITLES } from '../../engine/games/gcacw/titles';
import { ATTACKER_FLAGS, ATTACKS, DEFENDER_FLAGS, type GcacwDraft, demoralizedOf, fatigueOf, inTitle, leadersOf } from './rules';
import { toggle } from '../../desk/rules';
import type { UnitRecord } from '../../store/records';
import { type Patch, numberField, removeButton, selectField, toggleButton } from '../views';

type GcacwPatch = Patch<GcacwDraft>;

export const TERRAIN_WORDS = TERRAINS.map((t) => [t, t === 'provisional-swamp' ? 'provisional swamp' : t] as const);
const DEFENDER_TERRAIN = TERRAIN_WORDS.map(([t, w]) => [t, `Defender in ${w}`] as const);

/** The title's own modifiers, each offered only where the charts give it. */
function renderGameSpecific(draft: GcacwDraft, patch: GcacwPatch) {
  const leaders = draft.attack === 'assault' ? leadersOf(draft.title) : [];
  const attackerFlags = ATTACKER_FLAGS.filter((f) => inTitle(ATTACKER_GAME_SPECIFIC[f], draft.title));
  const defenderFlags = DEFENDER_FLAGS.filter((f) => inTitle(DEFENDER_GAME_SPECIFIC[f], draft.title));
  const surprise = inTitle(ATTACKER_GAME_SPECIFIC.surpriseAttack, draft.title);
  const gunboat = inTitle(DEFENDER_GAME_SPECIFIC.gunboat, draft.title);
  if (leaders.length + attackerFlags.length + defenderFlags.length === 0 && !surprise && !gunboat) return nothing;
  return html`<h3>${draft.title} modifiers</h3>
    <div class="toggles" role="group" aria-label="${draft.title} modifiers">
      ${leaders.length > 0
        ? selectField('Leader assault bonus', draft.leader, [['', 'No leader assault bonus'], ...leaders.map((l) => [l, `${l}: +1`] as const)], (leader) => patch({ leader }))
        : nothing}
      ${attackerFlags.map((f) =>
        toggleButton(`Attacker: ${ATTACKER_GAME_SPECIFIC[f].label}`, draft.attackerFlags.includes(f), (on) => patch({ attackerFlags: toggle(draft.attackerFlags, f, on) as GcacwDraft['attackerFlags'] })),
      )}
      ${defenderFlags.map((f) =>
        toggleButton(`Defender: ${DEFENDER_GAME_SPECIFIC[f].label}`, draft.defenderFlags.includes(f), (on) => patch({ defenderFlags: toggle(draft.defenderFlags, f, on) as GcacwDraft['defenderFlags'] })),
      )}
      ${gunboat
        ? selectField(
            'Gunboat defensive support',
            draft.gunboat,
            [
              [0, 'No gunboat support'],
              [1, 'Gunboat support +1'],
              [2, 'Gunboat support +2'],
            ],
            (g) => patch({ gunboat: g }),
          )
        : nothing}
    </div>
    ${surprise
      ? html`<p class="note">
          Surprise attack: the chart's value is lost from the source and not confirmed. Enter it from your printed chart, or leave it empty for none.
          ${numberField('Surprise attack modifier', draft.surpriseAttack, (n) => patch({ surpriseAttack: n }), { min: -6, max: 6, short: 'Modifier' })}
        </p>`
      : nothing}`;
}

/** The GCACW combat: title, kind of attack and the conditions the Combat Chart asks about. */
export function renderGcacwConditions(draft: GcacwDraft, patch: GcacwPatch) {
  return html`<h2>Combat</h2>
    <div class="toggles" role="group" aria-label="Game">
      ${selectField('Title', draft.title, [['', 'Choose the title…'], ...TITLES.map((t) => [t, t] as const)], (title) => patch({ title }))}
    </div>
    <div class="segmented attacks" role="group" aria-label="Kind of attack">
      ${ATTACKS.map((a) => html`<button aria-pressed=${draft.attack === a ? 'true' : 'false'} @click=${() => patch({ attack: a })}>${ATTACK_TYPES[a].label}</button>`)}
    </div>
    <h2>Conditions</h2>
    <div class="toggles" role="group" aria-label="Conditions">
      ${toggleButton('Rain', draft.rain, (rain) => patch({ rain }))}
      ${toggleButton('Defender entrenched', draft.entrenched, (entrenched) => patch({ entrenched }))}
      ${selectField("Defender's terrain", draft.defenderTerrain, DEFENDER_TERRAIN, (defenderTerrain) => patch({ defenderTerrain }))}
      ${selectField('Hexside crossed', draft.hexside, [['', 'No bridge, dam, ferry, ford or creek'], ...HEXSIDES.map((h) => [h, `Across a ${h}`] as const)], (hexside) => patch({ hexside }))}
      ${selectField(
        'Ridge',
        draft.ridge,
        [
          ['', 'No ridge'],
          ['up', 'Up a ridge'],
          ['down', 'Down a ridge'],
        ],
        (ridge) => patch({ ridge }),
      )}
      ${selectField('Attack comes from', draft.attackFrom, [['', 'Attack from: not given'], ...TERRAIN_WORDS.map(([t, w]) => [t, `Attack from ${w}`] as const)], (attackFrom) => patch({ attackFrom }))}
      ${selectField(
        "Defender's flanks refused",
        draft.flanksRefused,
        [
          [0, 'Flanks not refused'],
          [1, 'Flanks refused: +1'],
          [2, 'Flanks refused: +2'],
        ],
        (flanksRefused) => patch({ flanksRefused }),
      )}
      ${selectField(
        'Flank bonus',
        draft.flankBonus,
        [0, 1, 2, 3, 4].map((n) => [n, n === 0 ? 'No flank bonus' : `Flank bonus +${n}`] as const),
        (flankBonus) => patch({ flankBonus }),
      )}
    </div>
    ${draft.entrenched
      ? html`<div class="toggles" role="group" aria-label="Entrenched defenders">
          ${numberField("Defenders' Combat Value counting entrenchment", draft.entrenchedCombatValue, (n) => patch({ entrenchedCombatValue: n }), { min: 0.5, max: 999, step: 0.5, short: 'Entrenched CV' })}
          ${numberField("Defenders' Artillery Value counting entrenchment", draft.entrenchedArtillery, (n) => patch({ entrenchedArtillery: n }), { max: 999, short: 'Entrenched artillery' })}
        </div>`
      : nothing}
    ${renderGameSpecific(draft, patch)}`;
}

/** The units on one side with what the Combat Chart and the results read from each. */
export function renderGcacwPicked(side: 'attackers' | 'defenders', draft: GcacwDraft, units: ReadonlyMap<string, UnitRecord>, patch: GcacwPatch, save: (u: UnitRecord) => void) {
  const ids = draft[side];
  if (ids.length === 0) return html`<p class="none">None yet: tap units in the roster.</p>`;
  // A value cleared is left out of the unit's state, so the engine names it as missing.
  const set = (u: UnitRecord, key: string, value: number | boolean | null) =>
    save({ ...u, state: Object.fromEntries([...Object.entries(u.state).filter(([k]) => k !== key), ...(value === null ? [] : [[key, value] as const])]) });
  return html`<ul class="picked" aria-label=${side === 'attackers' ? 'Attacking units' : 'Defending units'}>
    ${ids.map((id) => {
      const u = units.get(id);
      if (!u) return nothing;
      const n = (key: string) => (typeof u.state[key] === 'number' ? (u.state[key] as number) : null);
      return html`<li>
        <span class="name">${u.name}</span>
        ${numberField(`${u.name} Combat Value`, n('combatValue'), (v) => set(u, 'combatValue', v), { min: 0.5, max: 999, step: 0.5, short: 'CV' })}
        ${numberField(`${u.name} Artillery Value`, n('artillery'), (v) => set(u, 'artillery', v), { short: 'Art' })}
        ${numberField(`${u.name} tactical rating`, n('tactical'), (v) => set(u, 'tactical', v), { short: 'Tac' })}
        ${numberField(`${u.name} Manpower Value`, u.strength, (v) => save({ ...u, strength: v }), { max: 999, short: 'Manpower' })}
        ${selectField(
          `${u.name} Fatigue Level`,
          fatigueOf(u),
          [0, 1, 2, 3, 4].map((f) => [f, `Fatigue ${f}`] as const),
          (f) => set(u, 'fatigue', f),
        )}
        ${selectField(
          `${u.name} demoralized`,
          demoralizedOf(u),
          [
            [0, 'Not demoralized'],
            [1, 'Demoralized-1'],
            [2, 'Demoralized-2'],
          ],
          (d) => set(u, 'demoralized', d),
        )}
        ${toggleButton('Disorganized', u.state.disorganized === true, (on) => set(u, 'disorganized', on))}
        ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== id) }))}
      </li>`;
    })}
  </ul>`;
}
