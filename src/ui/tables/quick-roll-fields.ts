import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldError } from '../../engine/core/errors';
import { type QuickRoll, type QuickRollForm, type QuickRollListField, type QuickRollValueField, groupOf, itemPath } from '../../engine/core/quick-roll';

/** What the fields need from the quick roll they belong to. */
export interface FieldsContext {
  readonly form: QuickRollForm;
  /** The engine's messages at each field's path, already placed (placeErrors). */
  readonly errors: ReadonlyMap<string, readonly string[]>;
  readonly disabled: boolean;
  change(path: string, value: string | boolean): void;
  addItem(list: QuickRollListField): void;
  removeItem(list: QuickRollListField, index: number): void;
}

/** Every path the form shows a field or list at. */
function shownPaths(roll: QuickRoll, form: QuickRollForm): string[] {
  return roll.fields.flatMap((f) => {
    if (f.type !== 'list') return [f.path];
    const items = Array.from({ length: form.lists[f.path] ?? 0 }, (_, i) => f.item.map((item) => itemPath(f, i, item)));
    return [f.path, ...items.flat()];
  });
}

/**
 * Puts each engine error next to the field it names: the field at its path, or the nearest list or
 * group holding it. Errors naming no field shown (the description as a whole) are returned apart.
 */
export function placeErrors(roll: QuickRoll, form: QuickRollForm, errors: readonly FieldError[]): { byPath: Map<string, string[]>; general: FieldError[] } {
  const paths = shownPaths(roll, form).sort((a, b) => b.length - a.length);
  const byPath = new Map<string, string[]>();
  const general: FieldError[] = [];
  for (const error of errors) {
    const at = paths.find((p) => error.path === p || error.path.startsWith(`${p}.`));
    if (at === undefined) general.push(error);
    else byPath.set(at, [...(byPath.get(at) ?? []), error.message]);
  }
  return { byPath, general };
}

const errorId = (path: string): string => `error-${path}`;

function renderErrors(path: string, name: string, ctx: FieldsContext) {
  const messages = ctx.errors.get(path);
  if (!messages) return nothing;
  return html`<p class="field-error" id=${errorId(path)}>${messages.map((m) => `${name}: ${m}`).join(' ')}</p>`;
}

/** One field's control, labelled with its name; `context` adds which list item it belongs to. */
function renderValueField(field: QuickRollValueField, path: string, ctx: FieldsContext, context = '') {
  const value = ctx.form.values[path];
  const invalid = ctx.errors.has(path);
  const describedBy = invalid ? errorId(path) : nothing;
  const name = `${context}${field.label}`;
  const caption = html`<span>${field.label}${field.optional ? ' (optional)' : ''}${context ? html`<span class="visually-hidden">, ${context.replace(/ — $/, '')}</span>` : nothing}</span>`;
  const text = typeof value === 'string' ? value : '';
  const onInput = (e: Event) => ctx.change(path, (e.target as HTMLInputElement | HTMLSelectElement).value);
  let control;
  switch (field.type) {
    case 'flag':
      return html`<div class="field flag">
        <button type="button" aria-pressed=${value === true ? 'true' : 'false'} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${describedBy} ?disabled=${ctx.disabled} @click=${() => ctx.change(path, value !== true)}>
          ${caption}
        </button>
        ${renderErrors(path, name, ctx)}
      </div>`;
    case 'choice':
      control = html`<select name=${path} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${describedBy} ?disabled=${ctx.disabled} @change=${onInput}>
        ${field.initial === undefined ? html`<option value="" ?selected=${text === ''}>${field.optional || groupOf(path) !== undefined ? 'None' : 'Choose…'}</option>` : nothing}
        ${field.choices.map((c) => html`<option value=${String(c.value)} ?selected=${String(c.value) === text}>${c.label}</option>`)}
      </select>`;
      break;
    case 'number':
      control = html`<input type="number" name=${path} inputmode=${field.step === 1 && (field.min ?? -1) >= 0 ? 'numeric' : 'decimal'} step=${field.step}
        min=${field.min ?? nothing} max=${field.max ?? nothing} .value=${live(text)} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${describedBy} ?disabled=${ctx.disabled} @input=${onInput} />`;
      break;
    case 'date':
      control = html`<input type="date" name=${path} min=${field.min} max=${field.max} .value=${live(text)} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${describedBy} ?disabled=${ctx.disabled} @input=${onInput} @change=${onInput} />`;
      break;
    case 'text':
      control = html`<input type="text" name=${path} maxlength=${field.maxLength} .value=${live(text)} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${describedBy} ?disabled=${ctx.disabled} @input=${onInput} />`;
      break;
  }
  return html`<div class="field"><label>${caption}${control}</label>${renderErrors(path, name, ctx)}</div>`;
}

function renderList(list: QuickRollListField, ctx: FieldsContext) {
  const count = ctx.form.lists[list.path] ?? 0;
  const item = list.itemLabel.toLowerCase();
  return html`<fieldset class="list">
    <legend>${list.label}</legend>
    ${Array.from({ length: count }, (_, i) => {
      const context = `${list.itemLabel} ${i + 1} — `;
      return html`<fieldset class="item">
        <legend>${list.itemLabel} ${i + 1}</legend>
        <div class="fields">${list.item.map((f) => renderValueField(f, itemPath(list, i, f), ctx, context))}</div>
        ${count > list.min ? html`<button type="button" class="secondary" ?disabled=${ctx.disabled} @click=${() => ctx.removeItem(list, i)}>Remove ${item} ${i + 1}</button>` : nothing}
      </fieldset>`;
    })}
    <button type="button" class="secondary" ?disabled=${ctx.disabled} @click=${() => ctx.addItem(list)}>Add ${item}</button>
    ${renderErrors(list.path, list.label, ctx)}
  </fieldset>`;
}

/** The quick roll's fields in the engine's order, drawn from its data alone: runs of fields in a grid, each list in its own box. */
export function renderFields(roll: QuickRoll, ctx: FieldsContext) {
  const runs: (QuickRollValueField[] | QuickRollListField)[] = [];
  for (const field of roll.fields) {
    const last = runs[runs.length - 1];
    if (field.type === 'list') runs.push(field);
    else if (Array.isArray(last)) last.push(field);
    else runs.push([field]);
  }
  return runs.map((run) => (Array.isArray(run) ? html`<div class="fields">${run.map((f) => renderValueField(f, f.path, ctx))}</div>` : renderList(run, ctx)));
}
