import { LitElement, type TemplateResult, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type ChartSlotDescriptor, type PlayerChart, checkSheet, describeSlot, readRangeKey } from '../../../engine/core/chart';
import type { FieldError } from '../../../engine/core/errors';
import type { DefinitionForm } from '../../../engine/games/own';
import { tableSlot } from '../../../engine/games/own/definition/check';
import { definitionFile, readDefinition, readDefinitionFile } from '../../../engine/games/own/definition/file';
import { METHOD_ROUNDINGS, ROUNDINGS, ROUNDING_WORDS, VALUE_USES } from '../../../engine/games/own/definition/form';
import type { ChartChecker } from '../../../store/charts';
import { downloadJson, theme } from '../../views';
import { defineGameStyles } from './define-game.styles';
import { type Json, fieldWords, getAt, setAt, shortName, typedNumber } from './paths';
import { STARTS, emptyDefinition } from './starts';

const USE_WORDS: Readonly<Record<(typeof VALUE_USES)[number], string>> = {
  strength: 'the strength it fights with',
  attack: 'its attack strength',
  defence: 'its defence strength',
  steps: 'its steps',
  other: 'kept and shown only',
};
const METHOD_WORDS = { defender: 'in the defender’s favour', nearest: 'to the nearest (a half to the defender)', attacker: 'in the attacker’s favour' } as const;
const RETREATS: readonly (readonly [boolean | number, string])[] = [[false, 'no retreat'], [true, 'retreats (as your rules say)'], ...Array.from({ length: 4 }, (_, i) => [i + 1, `retreats ${i + 1} hex${i === 0 ? '' : 'es'}`] as const)];

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');

/**
 * Defining your own game: its name and source, sides, unit types and values, method and dice, results,
 * conditions and table, each a field bound to its place in the definition. The engine's own check runs
 * after every change and each problem is shown by its field, in the form's words; *Save the rules* is
 * offered once the whole definition reads. A definition file is read whole or not at all. Fires
 * `definition-save` with the definition, and `definition-cancel`.
 */
export class AdjDefineGame extends LitElement {
  static override styles = [theme, defineGameStyles];

  /** The rules saved for the game, to edit; none for a game with none yet. */
  @property({ attribute: false }) definition?: DefinitionForm;

  @state() private form: Json = emptyDefinition();
  @state() private errors: readonly FieldError[] = [];
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

  /** Whether a field's problems are shown beside it (the summary below the form always counts them all). */
  private shown(path: string): boolean {
    return this.showAll || this.touched.has(path);
  }

  private check(): void {
    const read = readDefinition(this.form);
    this.errors = read.ok ? [] : read.errors;
  }

  private set(path: string, value: Json): void {
    this.form = setAt(this.form, path, value);
    this.touched = new Set([...this.touched, path]);
    this.fileProblems = [];
    this.check();
  }

  private errorsAt(path: string): FieldError[] {
    return this.errors.filter((e) => e.path === path || e.path.startsWith(`${path}.`));
  }

  /** A field's own problems, below it; the field marked as wrong. */
  private problems(path: string) {
    const here = this.shown(path) ? this.errors.filter((e) => e.path === path) : [];
    return here.length === 0 ? nothing : html`<span class="problem" id="p-${path}">${here.map((e) => e.message).join('; ')}</span>`;
  }

  /** A text field; `read` turns what is typed into the definition's value (a number where digits are typed, say). */
  private text(path: string, label: string, { wide = false, read = (t: string): Json => t } = {}) {
    const wrong = this.shown(path) && this.errors.some((e) => e.path === path);
    return html`<label class=${wide ? 'wide' : ''}
      >${label}
      <input .value=${str(getAt(this.form, path))} aria-invalid=${wrong ? 'true' : 'false'} @change=${(e: Event) => this.set(path, read((e.target as HTMLInputElement).value))} />
      ${this.problems(path)}
    </label>`;
  }

  private number(path: string, label: string) {
    const wrong = this.shown(path) && this.errors.some((e) => e.path === path);
    return html`<label class="short"
      >${label}
      <input inputmode="numeric" .value=${str(getAt(this.form, path))} aria-invalid=${wrong ? 'true' : 'false'} @change=${(e: Event) => this.set(path, typedNumber((e.target as HTMLInputElement).value))} />
      ${this.problems(path)}
    </label>`;
  }

  private select<T>(path: string, label: string, options: readonly (readonly [T, string])[]) {
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

  private removeButton(path: string, index: number, what: string) {
    return html`<button class="secondary" aria-label="Remove ${what}" @click=${() => this.set(path, list(getAt(this.form, path)).filter((_, i) => i !== index))}>✕</button>`;
  }

  /** A list's new entry, with a short name made from the names already there. */
  private add(path: string, entry: (taken: readonly string[]) => Json, label: string) {
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
  private named(path: string, label: string, taken: () => readonly string[], fallback: string) {
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
          this.form = next;
          this.touched = new Set([...this.touched, `${path}.name`]);
          this.check();
        }}
      />
      ${this.problems(`${path}.name`)}
    </label>`;
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

  private renderGame() {
    return html`<fieldset>
      <legend>The game</legend>
      ${this.text('name', 'Name')} ${this.text('source', 'Where its rules and table come from', { wide: true })} ${this.text('sides.0', 'First side')} ${this.text('sides.1', 'Second side')}
      <label class="wide"
        >Unit types, separated by commas
        <input
          .value=${list(getAt(this.form, 'units.types')).map(str).join(', ')}
          @change=${(e: Event) =>
            this.set(
              'units.types',
              (e.target as HTMLInputElement).value
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            )}
        />
        ${this.shown('units.types') && this.errorsAt('units.types').length > 0 ? html`<span class="problem">${this.errorsAt('units.types').map((e) => `${fieldWords(e.path, this.form)}: ${e.message}`).join('; ')}</span>` : nothing}
      </label>
    </fieldset>`;
  }

  private renderValues() {
    const values = list(getAt(this.form, 'units.values'));
    const taken = () => list(getAt(this.form, 'units.values')).map((x) => str(getAt(x, 'id')));
    return html`<fieldset>
      <legend>The values a unit has</legend>
      ${this.problems('units.values')}
      ${values.map(
        (_, i) => html`<div class="row" role="group" aria-label="Value ${i + 1}">
          ${this.named(`units.values.${i}`, `Value ${i + 1}`, taken, 'value')} ${this.text(`units.values.${i}.code`, 'Roster code')}
          ${this.select(`units.values.${i}.use`, 'What it is', VALUE_USES.map((u) => [u, USE_WORDS[u]] as const))} ${this.number(`units.values.${i}.min`, 'Least')} ${this.number(`units.values.${i}.max`, 'Most')}
          ${this.removeButton('units.values', i, `value ${i + 1}`)}
        </div>`,
      )}
      ${this.add('units.values', (ids) => ({ id: shortName('value', ids, 'value'), name: '', code: '', use: 'other', min: 0, max: 99 }), 'Add a value')}
    </fieldset>`;
  }

  private renderMethod() {
    const kind = getAt(this.form, 'method.kind');
    const codes = list(getAt(this.form, 'results')).map((r) => str(getAt(r, 'code'))).filter(Boolean);
    const edge = kind === 'odds' ? (path: string, label: string) => this.text(path, label) : (path: string, label: string) => this.number(path, label);
    return html`<fieldset>
      <legend>Method and dice</legend>
      ${this.select('method.kind', 'Method', [['odds', 'Odds ratio'], ['difference', 'Difference (attack less defence)']] as const)}
      ${this.select('method.rounding', kind === 'odds' ? 'Odds round' : 'A fraction rounds', METHOD_ROUNDINGS.map((r) => [r, METHOD_WORDS[r]] as const))}
      ${edge('method.lowest', kind === 'odds' ? 'Lowest column' : 'Lowest difference')} ${edge('method.highest', kind === 'odds' ? 'Highest column' : 'Highest difference')}
      ${this.select('method.belowLowest', 'Below the lowest column', [['lowest', 'read at the lowest column'], ['refused', 'the attack is refused'], ...codes.map((c) => [c, `${c}, without a roll`] as const)])}
      ${this.select('method.aboveHighest', 'Above the highest column', [['highest', 'read at the highest column'], ...codes.map((c) => [c, `${c}, without a roll`] as const)])}
      ${this.select('dice.roll', 'Dice', [['1d6', 'One die'], ['2d6', 'Two dice, added'], ['1d10', 'One ten-sided die']] as const)} ${this.number('dice.modifier', 'The dice’s own modifier')}
      ${this.select('shifts', 'Column shifts', [['add', 'every shift counts'], ['best', 'each direction’s largest only']] as const)}
      ${this.select('losses', 'Losses count', [['steps', 'steps'], ['strength', 'strength points']] as const)}
    </fieldset>`;
  }

  private renderResults() {
    const results = list(getAt(this.form, 'results'));
    const loss = (path: string, label: string) => this.text(path, label, { read: typedNumber });
    return html`<fieldset>
      <legend>Results: what each code does</legend>
      <p class="note">A loss is a number, <em>all</em> (every unit eliminated), <em>exchange</em> (as much as the other side) or <em>chosen</em> (the units your rules say).</p>
      ${this.problems('results')}
      ${results.map(
        (_, i) => html`<div class="row" role="group" aria-label="Result ${i + 1}">
          ${this.text(`results.${i}.code`, 'Code')} ${this.text(`results.${i}.name`, 'Name', { wide: true })} ${loss(`results.${i}.attacker.loss`, 'Attacker loses')}
          ${this.select(`results.${i}.attacker.retreat`, 'Attacker retreat', RETREATS)} ${loss(`results.${i}.defender.loss`, 'Defender loses')} ${this.select(`results.${i}.defender.retreat`, 'Defender retreat', RETREATS)}
          ${this.removeButton('results', i, `result ${i + 1}`)}
        </div>`,
      )}
      ${this.add('results', () => ({ code: '', name: '', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: false } }), 'Add a result')}
    </fieldset>`;
  }

  private renderConditions() {
    const conditions = list(getAt(this.form, 'conditions'));
    const taken = () => list(getAt(this.form, 'conditions')).map((x) => str(getAt(x, 'id')));
    const effectFields = (i: number): TemplateResult | typeof nothing => {
      const at = `conditions.${i}`;
      const effect = getAt(this.form, `${at}.effect`);
      const unitScope = getAt(this.form, `${at}.scope`) === 'unit';
      const when = unitScope && effect !== 'strength' ? this.select(`${at}.when`, 'Counts when', [['every', 'every unit of its side has it'], ['any', 'any unit of its side has it']] as const) : nothing;
      if (effect === 'shift') return html`${this.number(`${at}.columns`, 'Columns (left is negative)')} ${when}`;
      if (effect === 'die') return html`${this.number(`${at}.modifier`, 'Die modifier')} ${when}`;
      return html`${this.text(`${at}.multiplier`, 'Multiplier (1/2, 3/2, 2)')} ${this.select(`${at}.rounding`, 'Rounded', ROUNDINGS.map((r) => [r, ROUNDING_WORDS[r]] as const))}
      ${this.number(`${at}.least`, 'Never below')}`;
    };
    const retype = (i: number, effect: string) => {
      const at = `conditions.${i}`;
      const { id, name, side, scope, when } = (getAt(this.form, at) ?? {}) as Record<string, unknown>;
      const base = { id, name, side, scope, when: when ?? 'every' };
      const extra = effect === 'shift' ? { columns: -1 } : effect === 'die' ? { modifier: 1 } : { multiplier: '1/2', rounding: 'nearest-up', least: 1 };
      this.set(at, { ...base, effect, ...extra });
    };
    return html`<fieldset>
      <legend>Conditions</legend>
      ${conditions.map((_, i) => {
        const effect = getAt(this.form, `conditions.${i}.effect`);
        return html`<div class="row" role="group" aria-label="Condition ${i + 1}">
          ${this.named(`conditions.${i}`, `Condition ${i + 1}`, taken, 'condition')} ${this.select(`conditions.${i}.side`, 'Side', [['attacker', 'attacker'], ['defender', 'defender']] as const)}
          ${this.select(`conditions.${i}.scope`, 'Ticked', [['combat', 'for the whole combat'], ['unit', 'on a unit']] as const)}
          <label
            >What it does
            <select @change=${(e: Event) => retype(i, ['shift', 'strength', 'die'][(e.target as HTMLSelectElement).selectedIndex] ?? 'shift')}>
              <option ?selected=${effect === 'shift'}>a column shift</option>
              <option ?selected=${effect === 'strength'}>a strength multiplier</option>
              <option ?selected=${effect === 'die'}>a die modifier</option>
            </select>
          </label>
          ${effectFields(i)} ${this.removeButton('conditions', i, `condition ${i + 1}`)}
        </div>`;
      })}
      ${this.add('conditions', (ids) => ({ id: shortName('condition', ids, 'condition'), name: '', side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -1 }), 'Add a condition')}
    </fieldset>`;
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
    const problems = this.errorsAt('table');
    if (!shape) return html`<fieldset><legend>The table</legend><p class="note">Give the results first: a cell of the table holds a result’s code.</p></fieldset>`;
    const slot: ChartSlotDescriptor = describeSlot(tableSlot(shape));
    const checker: ChartChecker = { checkChart: async (_game, _slot, chart) => checkSheet(tableSlot(shape), chart) };
    return html`<fieldset>
      <legend>The table</legend>
      ${this.editingTable
        ? html`<adj-chart-editor
            game="own"
            .chartSlot=${slot}
            .checker=${checker}
            .initial=${table}
            @save=${(e: CustomEvent<PlayerChart>) => {
              e.stopPropagation();
              this.saveTable(e.detail);
            }}
            @cancel=${(e: Event) => {
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
    this.dispatchEvent(new CustomEvent<DefinitionForm>('definition-save', { detail: read.definition, bubbles: true, composed: true }));
  }

  private exportFile(): void {
    const read = readDefinition(this.form);
    if (read.ok) downloadJson(`${read.definition.name.replace(/[^\w-]+/g, '-')}.definition.adjutant.json`, definitionFile(read.definition));
  }

  override render() {
    const ok = this.errors.length === 0;
    return html`${this.renderStart()} ${this.renderGame()} ${this.renderValues()} ${this.renderMethod()} ${this.renderResults()} ${this.renderConditions()} ${this.renderTable()}
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
        <button class="secondary" @click=${() => this.dispatchEvent(new CustomEvent('definition-cancel', { bubbles: true, composed: true }))}>Cancel</button>
      </div>`;
  }
}
