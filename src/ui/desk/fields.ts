import { html } from 'lit';
import { live } from 'lit/directives/live.js';
import type { UnitField } from '../../desk/rules';
import { fieldValue, readField, withField } from '../../desk/unit-fields';
import type { UnitRecord } from '../../store/records';

/**
 * The controls a game's set-up is drawn with, the same in every game. Each shows the value it is
 * given whatever was typed or picked (live): a change that was not saved is drawn back as stored.
 */

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
    .value=${live(value === null || value === undefined ? '' : String(value))}
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
  // The options are drawn after the select's own bindings: the first time, `selected` picks; after, the index.
  return html`<select
    aria-label=${label}
    .selectedIndex=${live(Math.max(0, options.findIndex(([v]) => v === value)))}
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

/**
 * One of a unit's values as its game keeps it (a choice, or a number in its bounds), set where it
 * is asked for: the unit with the value changed goes to `save`.
 */
export function unitValueField(unit: UnitRecord, field: UnitField, save: (unit: UnitRecord) => void) {
  const label = `${unit.name}: ${field.label}`;
  const value = fieldValue(unit, field);
  const set = (text: string) => {
    const read = readField(field, text);
    if (read.ok) save(withField(unit, field, read.value));
  };
  if (field.kind === 'choice') {
    return html`<label class="value"
      ><span>${label}</span
      ><select aria-label=${label} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${value === null}>Choose…</option>
        ${field.options.map((o) => html`<option value=${o.code} ?selected=${o.value === value}>${o.words}</option>`)}
      </select></label
    >`;
  }
  if (field.kind === 'unit') {
    return html`<label class="value"
      ><span>${label}</span
      ><input type="text" aria-label=${label} .value=${value === null ? '' : String(value)} @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
    /></label>`;
  }
  return html`<label class="value"
    ><span>${label}</span
    ><input
      type="number"
      inputmode="decimal"
      min=${field.min}
      max=${field.max}
      step=${field.step}
      aria-label=${label}
      .value=${value === null ? '' : String(value)}
      @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
  /></label>`;
}
