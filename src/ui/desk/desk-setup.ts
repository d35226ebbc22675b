import { html } from 'lit';
import { SUPPLY, type Supply, TERRAINS, type WildernessDraft, WILDERNESS_KINDS, supplyOf, toggle } from '../../desk/draft';
import type { UnitRecord } from '../../store/records';

type Patch = (patch: Partial<WildernessDraft>) => void;

const KIND_LABELS: Record<(typeof WILDERNESS_KINDS)[number], string> = {
  'infantry-combat': 'Combat',
  'cavalry-combat': 'Cavalry combat',
  'cavalry-probe': 'Cavalry probe',
};

const TERRAIN_LABELS: Record<(typeof TERRAINS)[number], string> = { clear: 'Other terrain', 'mountain-pass': 'Mountain pass', mountain: 'Mountain' };

function toggleButton(label: string, on: boolean, set: (on: boolean) => void) {
  return html`<button aria-pressed=${on ? 'true' : 'false'} @click=${() => set(!on)}>${label}</button>`;
}

/** The kind of combat and the conditions the game offers for it. */
export function renderConditions(draft: WildernessDraft, patch: Patch) {
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
        ? html`<select aria-label="Defender's terrain" @change=${(e: Event) => patch({ terrain: (e.target as HTMLSelectElement).value as WildernessDraft['terrain'] })}>
            ${TERRAINS.map((t) => html`<option value=${t} ?selected=${draft.terrain === t}>${TERRAIN_LABELS[t]}</option>`)}
          </select>`
        : ''}
    </div>`;
}

/** The units on one side, each with the state that matters for this combat. */
export function renderPicked(side: 'attackers' | 'defenders', draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>, patch: Patch, save: (u: UnitRecord) => void) {
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
          ? html`<input
                type="number"
                min="1"
                max="99"
                aria-label="${u.name} printed strength"
                .value=${u.strength === null ? '' : String(u.strength)}
                @change=${(e: Event) => {
                  const n = Number((e.target as HTMLInputElement).value);
                  save({ ...u, strength: Number.isInteger(n) && n > 0 ? n : null });
                }}
              />
              <select aria-label="${u.name} supply" @change=${(e: Event) => save({ ...u, state: { ...u.state, supply: (e.target as HTMLSelectElement).value as Supply } })}>
                ${SUPPLY.map((s) => html`<option value=${s} ?selected=${supplyOf(u) === s}>${s}</option>`)}
              </select>`
          : ''}
        ${side === 'attackers' && draft.kind !== 'cavalry-probe'
          ? html`${toggleButton('Across river', draft.acrossRiver.includes(id), (on) => patch({ acrossRiver: toggle(draft.acrossRiver, id, on) }))}
            ${toggleButton('Across estuary', draft.acrossEstuary.includes(id), (on) => patch({ acrossEstuary: toggle(draft.acrossEstuary, id, on) }))}`
          : ''}
        ${side === 'defenders' && infantry ? toggleButton('Entrained', u.state.entrained === true, (on) => save({ ...u, state: { ...u.state, entrained: on } })) : ''}
        <button class="secondary" aria-label="Take ${u.name} off the ${side}" @click=${() => patch({ [side]: ids.filter((x) => x !== id) })}>✕</button>
      </li>`;
    })}
  </ul>`;
}
