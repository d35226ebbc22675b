import { html } from 'lit';
import type { UnitRecord } from '../../store/records';
import { type Patch, numberField, removeButton, selectField, toggleButton } from '../views';
import { toggle } from '../../desk/rules';
import { SUPPLY, TERRAINS, type WildernessDraft, WILDERNESS_KINDS, supplyOf } from './draft';

type WildernessPatch = Patch<WildernessDraft>;

export const KIND_LABELS: Record<(typeof WILDERNESS_KINDS)[number], string> = {
  'infantry-combat': 'Combat',
  'cavalry-combat': 'Cavalry combat',
  'cavalry-probe': 'Cavalry probe',
};

export const TERRAIN_LABELS: Record<(typeof TERRAINS)[number], string> = { clear: 'Other terrain', 'mountain-pass': 'Mountain pass', mountain: 'Mountain' };

/** The kind of combat and the conditions the game offers for it. */
export function renderConditions(draft: WildernessDraft, patch: WildernessPatch) {
  return html`<h2>Combat</h2>
    <div class="segmented" role="group" aria-label="Kind of combat">
      ${WILDERNESS_KINDS.map((k) => html`<button aria-pressed=${draft.kind === k ? 'true' : 'false'} @click=${() => patch({ kind: k })}>${KIND_LABELS[k]}</button>`)}
    </div>
    <h2>Conditions</h2>
    <div class="toggles" role="group" aria-label="Conditions">
      ${draft.kind === 'infantry-combat' ? toggleButton('Hasty Attack', draft.hastyAttack, (on) => patch({ hastyAttack: on })) : ''}
      ${toggleButton('Defender entrenched', draft.entrenched, (on) => patch({ entrenched: on }))}
      ${draft.kind === 'cavalry-combat' ? toggleButton("Infantry in defender's hex", draft.infantryInDefendersHex, (on) => patch({ infantryInDefendersHex: on })) : ''}
      ${draft.kind === 'cavalry-probe' ? toggleButton('Face-up cavalry in the stack', draft.faceUpCavalry, (on) => patch({ faceUpCavalry: on })) : ''}
      ${draft.kind !== 'cavalry-probe'
        ? selectField(
            "Defender's terrain",
            draft.terrain,
            TERRAINS.map((t) => [t, TERRAIN_LABELS[t]] as const),
            (terrain) => patch({ terrain }),
          )
        : ''}
    </div>`;
}

/** The units on one side, each with the state that matters for this combat. */
export function renderPicked(side: 'attackers' | 'defenders', draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>, patch: WildernessPatch, save: (u: UnitRecord) => void) {
  const ids = draft[side];
  if (ids.length === 0) return html`<p class="none">None yet: tap units in the roster.</p>`;
  const infantry = draft.kind === 'infantry-combat';
  return html`<ul class="picked" aria-label=${side === 'attackers' ? 'Attacking units' : 'Defending units'}>
    ${ids.map((id) => {
      const u = units.get(id);
      if (!u) return '';
      return html`<li>
        <span class="name">${u.name}</span>
        ${infantry
          ? html`${numberField(`${u.name} printed strength`, u.strength, (n) => save({ ...u, strength: n !== null && Number.isInteger(n) && n > 0 ? n : null }), { min: 1, short: 'Strength' })}
            ${selectField(
              `${u.name} supply`,
              supplyOf(u),
              SUPPLY.map((s) => [s, s] as const),
              (supply) => save({ ...u, state: { ...u.state, supply } }),
            )}`
          : ''}
        ${side === 'attackers' && draft.kind !== 'cavalry-probe'
          ? html`${toggleButton('Across river', draft.acrossRiver.includes(id), (on) => patch({ acrossRiver: toggle(draft.acrossRiver, id, on) }))}
            ${toggleButton('Across estuary', draft.acrossEstuary.includes(id), (on) => patch({ acrossEstuary: toggle(draft.acrossEstuary, id, on) }))}`
          : ''}
        ${side === 'defenders' && infantry ? toggleButton('Entrained', u.state.entrained === true, (on) => save({ ...u, state: { ...u.state, entrained: on } })) : ''}
        ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== id) }))}
      </li>`;
    })}
  </ul>`;
}
