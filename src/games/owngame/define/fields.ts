import { type TemplateResult, html, nothing } from 'lit';
import type { FieldError } from '../../../engine/core/errors';
import { type Json, getAt, setAt, shortName, typedNumber } from './paths';

export const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');

/** The definition being written, as the form's fields read and change it. */
export interface FormState {
  readonly form: Json;
  readonly errors: readonly FieldError[];
  /** Whether a field's problems are shown beside it. */
  shown(path: string): boolean;
  /** Sets a field, marking it changed. */
  set(path: string, value: Json): void;
  /** Sets the whole definition after a change of several fields at once, marking `path` changed. */
  replace(form: Json, path: string): void;
}

/**
 * The controls of the define-your-game form, each bound to its place in the definition and showing
 * the engine's problems with it below it.
 */
export class FormFields {
  constructor(private readonly state: FormState) {}

  private get form(): Json {
    return this.state.form;
  }

  errorsAt(path: string): FieldError[] {
    return this.state.errors.filter((e) => e.path === path || e.path.startsWith(`${path}.`));
  }

  private wrong(path: string): boolean {
    return this.state.shown(path) && this.state.errors.some((e) => e.path === path);
  }

  private set(path: string, value: Json): void {
    this.state.set(path, value);
  }

  /** A field's own problems, below it; the field marked as wrong. */
  problems(path: string): TemplateResult | typeof nothing {
    const here = this.state.shown(path) ? this.state.errors.filter((e) => e.path === path) : [];
    return here.length === 0 ? nothing : html`<span class="problem" id="p-${path}">${here.map((e) => e.message).join('; ')}</span>`;
  }

  /** A text field; `read` turns what is typed into the definition's value (a number where digits are typed, say). */
  text(path: string, label: string, { wide = false, read = (t: string): Json => t } = {}) {
    const wrong = this.wrong(path);
    return html`<label class=${wide ? 'wide' : ''}
      >${label}
      <input .value=${str(getAt(this.form, path))} aria-invalid=${wrong ? 'true' : 'false'} @change=${(e: Event) => this.set(path, read((e.target as HTMLInputElement).value))} />
      ${this.problems(path)}
    </label>`;
  }

  number(path: string, label: string) {
    const wrong = this.wrong(path);
    return html`<label class="short"
      >${label}
      <input inputmode="numeric" .value=${str(getAt(this.form, path))} aria-invalid=${wrong ? 'true' : 'false'} @change=${(e: Event) => this.set(path, typedNumber((e.target as HTMLInputElement).value))} />
      ${this.problems(path)}
    </label>`;
  }

  select<T>(path: string, label: string, options: readonly (readonly [T, string])[]) {
    const now = getAt(this.form, path);
    return html`<label
      >${label}
      <select
        @change=${(e: Event) => {
          const chosen = options[(e.target as HTMLSelectElement).selectedIndex];
          if (chosen) this.set(path, chosen[0] as Json);
        }}
      >
        ${options.map(([value, words]) => html`<option ?selected=${value === now}>${words}</option>`)}
      </select>
      ${this.problems(path)}
    </label>`;
  }

  removeButton(path: string, index: number, what: string) {
    return html`<button class="secondary" aria-label="Remove ${what}" @click=${() => this.set(path, list(getAt(this.form, path)).filter((_, i) => i !== index))}>✕</button>`;
  }

  /** A list's new entry, with a short name made from the names already there. */
  add(path: string, entry: (taken: readonly string[]) => Json, label: string) {
    return html`<button
      class="secondary"
      @click=${() => {
        const items = list(getAt(this.form, path));
        this.set(path, [...items, entry(items.map((x) => str(getAt(x, 'id'))))]);
      }}
    >
      ${label}
    </button>`;
  }

  /** A name whose short name follows it while the short name is still the one made from it. */
  named(path: string, label: string, taken: () => readonly string[], fallback: string) {
    return html`<label
      >${label}
      <input
        .value=${str(getAt(this.form, `${path}.name`))}
        @change=${(e: Event) => {
          const name = (e.target as HTMLInputElement).value;
          const before = str(getAt(this.form, `${path}.name`));
          const id = str(getAt(this.form, `${path}.id`));
          const others = taken().filter((x) => x !== id);
          let next = setAt(this.form, `${path}.name`, name);
          if (id === '' || id === shortName(before, others, fallback)) next = setAt(next, `${path}.id`, shortName(name, others, fallback));
          this.state.replace(next, `${path}.name`);
        }}
      />
      ${this.problems(`${path}.name`)}
    </label>`;
  }
}
