import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type ChartSlotDescriptor, type PlayerChart, checkSheet, describeSlot, readRangeKey } from '../../../engine/core/chart';
import type { FieldError } from '../../../engine/core/errors';
import type { DefinitionForm } from '../../../engine/games/owngame';
import { tableSlot } from '../../../engine/games/owngame/definition/check';
import { definitionFile, readDefinition, readDefinitionFile } from '../../../engine/games/owngame/definition/file';
import type { ChartChecker } from '../../../store/charts';
import { type AdjEvent, AdjElement, downloadJson, theme } from '../../views';
import '../../view-elements';
import { defineGameStyles } from './define-game.styles';
import { FormFields, type FormState, list, str } from './fields';
import { type Json, fieldWords, getAt, setAt } from './paths';
import { renderConditions, renderGame, renderMethod, renderResults, renderValues } from './sections';
import { STARTS, emptyDefinition } from './starts';

declare module '../../views' {
  interface AdjEvents {
    /** The game's definition to save, read whole; leave it unsaved. */
    'definition-save': DefinitionForm;
    'definition-cancel': undefined;
  }
}

/**
 * Defining your own game: its name and source, sides, unit types and values, method and dice, results,
 * conditions and table, each a field bound to its place in the definition. The engine's own check runs
 * after every change and each problem is shown by its field, in the form's words; *Save the rules* is
 * offered once the whole definition reads. A definition file is read whole or not at all. Fires
 * `definition-save` with the definition, and `definition-cancel`.
 */
export class AdjDefineGame extends AdjElement implements FormState {
  static override styles = [theme, defineGameStyles];

  /** The rules saved for the game, to edit; none for a game with none yet. */
  @property({ attribute: false }) definition?: DefinitionForm;

  @state() form: Json = emptyDefinition();
  @state() errors: readonly FieldError[] = [];
  @state() private editingTable = false;
  @state() private fileProblems: readonly string[] = [];
  /** The fields changed since the form was started: a new game's empty fields are not marked wrong before they are filled. */
  @state() private touched: ReadonlySet<string> = new Set();
  /** Every field's problems are shown: the form was started from rules already written (saved, shipped or read from a file). */
  @state() private showAll = false;

  override willUpdate(changed: Map<string, unknown>): void {
    // The first time too: the rules given (or none) are checked before the form is first drawn.
    if (changed.has('definition') || !this.hasUpdated) this.start(this.definition ?? emptyDefinition(), this.definition !== undefined);
  }

  private start(form: Json, written = true): void {
    this.form = form;
    this.editingTable = false;
    this.touched = new Set();
    this.showAll = written;
    this.check();
  }

  private readonly fields = new FormFields(this);

  /** Whether a field's problems are shown beside it (the summary below the form always counts them all). */
  shown(path: string): boolean {
    return this.showAll || this.touched.has(path);
  }

  private check(): void {
    const read = readDefinition(this.form);
    this.errors = read.ok ? [] : read.errors;
  }

  set(path: string, value: Json): void {
    this.replace(setAt(this.form, path, value), path);
  }

  replace(form: Json, path: string): void {
    this.form = form;
    this.touched = new Set([...this.touched, path]);
    this.fileProblems = [];
    this.check();
  }

  private renderStart() {
    return html`<fieldset class="start">
      <legend>Start from</legend>
      ${STARTS.map((s) => html`<button class="secondary" @click=${() => this.start(structuredClone(s.definition))}>${s.label}</button>`)}
      <button class="secondary" @click=${() => this.start(emptyDefinition(), false)}>Nothing: a game of my own</button>
      <label class="file">Open a definition file <input type="file" accept=".json,application/json" @change=${(e: Event) => void this.openFile(e)} /></label>
      ${this.fileProblems.length > 0 ? html`<ul class="problems" role="alert">${this.fileProblems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
    </fieldset>`;
  }

  /** Reads a definition file: taken whole when every part of it reads, else nothing changes and each problem is named. */
  private async openFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      this.fileProblems = [`${file.name} is not a JSON file: nothing was read.`];
      return;
    }
    const read = readDefinitionFile(data);
    if (!read.ok) {
      this.fileProblems = [`${file.name} was not read; nothing has changed.`, ...read.errors.slice(0, 8).map((e) => `${e.path ? fieldWords(e.path, (data as { definition?: unknown }).definition) : 'The file'}: ${e.message}`)];
      return;
    }
    this.start(read.definition);
    this.fileProblems = [`Read ${file.name}: ${read.definition.name}. Check it, then save the rules.`];
  }

  /** What the table's slot is made from, when the results, method and dice read well enough to say what a cell holds. */
  private tableShape(): DefinitionForm | undefined {
    const codes = list(getAt(this.form, 'results')).map((r) => str(getAt(r, 'code')).trim()).filter(Boolean);
    const kind = getAt(this.form, 'method.kind');
    const roll = getAt(this.form, 'dice.roll');
    if (codes.length === 0 || (kind !== 'odds' && kind !== 'difference') || (roll !== '1d6' && roll !== '2d6' && roll !== '1d10')) return undefined;
    const modifier = getAt(this.form, 'dice.modifier');
    return { name: str(getAt(this.form, 'name')).trim() || 'Your game', method: { kind }, dice: { roll, modifier: typeof modifier === 'number' ? modifier : 0 }, results: codes.map((code) => ({ code })) } as unknown as DefinitionForm;
  }

  /** The table saved from the editor; the method's lowest and highest taken from its edges. */
  private saveTable(chart: PlayerChart): void {
    let next = setAt(this.form, 'table', chart);
    const first = chart.columns[0];
    const last = chart.columns.at(-1);
    if (first !== undefined && last !== undefined) {
      if (getAt(this.form, 'method.kind') === 'odds') next = setAt(setAt(next, 'method.lowest', first), 'method.highest', last);
      else {
        const [low, high] = [readRangeKey(first), readRangeKey(last)];
        if (typeof low !== 'string' && low.kind === 'range') next = setAt(next, 'method.lowest', Number.isFinite(low.low) ? low.low : low.high);
        if (typeof high !== 'string' && high.kind === 'range') next = setAt(next, 'method.highest', Number.isFinite(high.high) ? high.high : high.low);
      }
    }
    this.form = next;
    this.editingTable = false;
    this.check();
  }

  private renderTable() {
    const shape = this.tableShape();
    const table = getAt(this.form, 'table') as PlayerChart | undefined;
    const problems = this.fields.errorsAt('table');
    if (!shape) return html`<fieldset><legend>The table</legend><p class="note">Give the results first: a cell of the table holds a result’s code.</p></fieldset>`;
    const slot: ChartSlotDescriptor = describeSlot(tableSlot(shape));
    const checker: ChartChecker = { checkChart: async (_game, _slot, chart) => checkSheet(tableSlot(shape), chart) };
    return html`<fieldset>
      <legend>The table</legend>
      ${this.editingTable
        ? html`<adj-chart-editor
            game="owngame"
            .chartSlot=${slot}
            .checker=${checker}
            .initial=${table}
            @save=${(e: AdjEvent<'save'>) => {
              e.stopPropagation();
              this.saveTable(e.detail);
            }}
            @cancel=${(e: AdjEvent<'cancel'>) => {
              e.stopPropagation();
              this.editingTable = false;
            }}
          ></adj-chart-editor>`
        : html`<p>${table ? `${table.name}: ${table.rows.length} rows, ${table.columns.length} columns (${table.columns.join(', ') || 'none yet'})` : 'No table yet.'}</p>
            ${problems.length > 0 ? html`<ul class="problems">${problems.slice(0, 6).map((e) => html`<li>${fieldWords(e.path, this.form)}: ${e.message}</li>`)}</ul>` : nothing}
            <button class="secondary" @click=${() => (this.editingTable = true)}>Enter the table</button>`}
    </fieldset>`;
  }

  private save(): void {
    const read = readDefinition(this.form);
    if (!read.ok) return;
    this.emit('definition-save', read.definition);
  }

  private exportFile(): void {
    const read = readDefinition(this.form);
    if (read.ok) downloadJson(`${read.definition.name.replace(/[^\w-]+/g, '-')}.definition.adjutant.json`, definitionFile(read.definition));
  }

  override render() {
    const ok = this.errors.length === 0;
    const f = this.fields;
    return html`${this.renderStart()} ${renderGame(f, this)} ${renderValues(f, this)} ${renderMethod(f, this)} ${renderResults(f, this)} ${renderConditions(f, this)} ${this.renderTable()}
      <div aria-live="polite" class="summary">
        ${ok
          ? html`<p class="ok">The rules read: save them to play.</p>`
          : html`<p>${this.errors.length} thing${this.errors.length === 1 ? '' : 's'} to put right before the rules can be saved:</p>
              <ul class="problems">
                ${this.errors.slice(0, 8).map((e) => html`<li>${fieldWords(e.path, this.form)}: ${e.message}</li>`)}
              </ul>`}
      </div>
      <div class="bar">
        <button ?disabled=${!ok} @click=${() => this.save()}>Save the rules</button>
        <button class="secondary" ?disabled=${!ok} @click=${() => this.exportFile()}>Export as a file</button>
        <button class="secondary" @click=${() => this.emit('definition-cancel')}>Cancel</button>
      </div>`;
  }
}
