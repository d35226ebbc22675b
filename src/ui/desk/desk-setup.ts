import { html } from 'lit';
import { SUPPLY, TERRAINS, type WildernessDraft, WILDERNESS_KINDS, supplyOf, toggle } from '../../desk/draft';
import type { UnitRecord } from '../../store/records';

export type Patch<D> = (patch: Partial<D>) => void;
type WildernessPatch = Patch<WildernessDraft>;

const KIND_LABELS: Record<(typeof WILDERNESS_KINDS)[number], string> = {
  'infantry-combat': 'Combat',
  'cavalry-combat': 'Cavalry combat',
  'cavalry-probe': 'Cavalry probe',
};

const TERRAIN_LABELS: Record<(typeof TERRAINS)[number], string> = { clear: 'Other terrain', 'mountain-pass': 'Mountain pass', mountain: 'Mountain' };

export function toggleButton(label: string, on: boolean, set: (on: boolean) => void) {
  return html`<button aria-pressed=${on ? 'true' : 'false'} @click=${() => set(!on)}>${label}</button>`;
}

/**
 * A number typed in; an empty or unreadable entry gives null, for the engine to name the field.
 * `short` is the word shown beside it (the accessible name is `label`).
 */
export function numberField(label: string, value: number | null | undefined, set: (n: number | null) => void, { min = 0, max = 99, step = 1, short = '' } = {}) {
  const input = html`<input
    type="number"
    inputmode="decimal"
    min=${min}
    max=${max}
    step=${step}
    aria-label=${label}
    .value=${value === null || value === undefined ? '' : String(value)}
    @change=${(e: Event) => {
      const text = (e.target as HTMLInputElement).value.trim();
      const n = Number(text);
      set(text === '' || !Number.isFinite(n) ? null : n);
    }}
  />`;
  return short ? html`<label class="field"><span aria-hidden="true">${short}</span>${input}</label>` : input;
}

/** A choice from a list, each option with its words. */
export function selectField<T extends string | number>(label: string, value: T, options: readonly (readonly [T, string])[], set: (v: T) => void) {
  return html`<select
    aria-label=${label}
    @change=${(e: Event) => {
      const i = (e.target as HTMLSelectElement).selectedIndex;
      const chosen = options[i];
      if (chosen) set(chosen[0]);
    }}
  >
    ${options.map(([v, words]) => html`<option ?selected=${v === value}>${words}</option>`)}
  </select>`;
}

/** The button that takes a unit off its side. */
export function removeButton(name: string, side: 'attackers' | 'defenders', remove: () => void) {
  return html`<button class="secondary" aria-label="Take ${name} off the ${side}" @click=${remove}>✕</button>`;
}

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
