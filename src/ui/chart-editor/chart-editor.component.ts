import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChartCheck } from '../../engine/api';
import type { ChartProblem, ChartSlotDescriptor, PlayerChart } from '../../engine/core/chart';
import type { GameId } from '../../engine/core/source';
import type { ChartChecker } from '../../store/charts';
import { AdjElement } from '../adj-element';
import { renderTable } from '../tables/table-view';
import { theme } from '../theme';
import { chartEditorStyles } from './chart-editor.styles';
import { readPasted } from './paste';

interface Sheet {
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly cells: readonly (readonly string[])[];
}

interface Place {
  readonly row: number;
  readonly column: number;
}

const blank = (rows: number, columns: number) => Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
const numbered = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Entering a chart from the player's own printed sheet, for one of a game's chart slots: tap a cell
 * and pick its result, or paste rows copied from a spreadsheet or typed. The engine checks the
 * chart after every change and names each wrong cell by row and column; Save is offered once it
 * fits. Fires `save` with the chart, and `cancel`.
 */
export class AdjChartEditor extends AdjElement {
  static override styles = [theme, chartEditorStyles];

  @property() game: GameId | '' = '';
  @property({ attribute: false }) chartSlot?: ChartSlotDescriptor;
  @property({ attribute: false }) checker?: ChartChecker;
  /** The chart being edited; none for a new one. */
  @property({ attribute: false }) initial?: PlayerChart;
  /** Entered where a combat asks for it: there is nothing to go back to, so no Cancel. */
  @property({ type: Boolean }) inPlace = false;

  @state() private sheet: Sheet = { rows: [], columns: [], cells: [] };
  @state() private name = '';
  @state() private history: readonly Sheet[] = [];
  @state() private selected: Place | undefined;
  @state() private pasteText = '';
  @state() private pasteRefused: readonly string[] = [];
  @state() private check: ChartCheck | undefined;
  private seq = 0;

  override willUpdate(changed: Map<string, unknown>): void {
    if ((changed.has('chartSlot') || changed.has('initial')) && this.chartSlot) this.start(this.chartSlot, this.initial);
  }

  private start(slot: ChartSlotDescriptor, initial: PlayerChart | undefined): void {
    this.name = initial?.name ?? `${slot.title}, my sheet`;
    const rows = slot.rows ?? numbered(6);
    const columns = slot.columns ?? [''];
    this.sheet = initial ? { rows: initial.rows, columns: initial.columns, cells: initial.cells } : { rows, columns, cells: blank(rows.length, columns.length) };
    this.history = [];
    this.selected = undefined;
    this.pasteRefused = [];
    void this.recheck();
  }

  private chart(sheet: Sheet = this.sheet): PlayerChart {
    return { name: this.name.trim(), entered: this.initial?.entered ?? today(), rows: sheet.rows, columns: sheet.columns, cells: sheet.cells };
  }

  private async ask(sheet: Sheet): Promise<ChartCheck | undefined> {
    if (!this.chartSlot || !this.checker || !this.game) return undefined;
    // The name is not the engine's to judge here: a blank one is asked for at Save.
    return this.checker.checkChart(this.game, this.chartSlot.id, { ...this.chart(sheet), name: this.name.trim() || 'unnamed' });
  }

  private async recheck(): Promise<void> {
    const seq = ++this.seq;
    const check = await this.ask(this.sheet);
    if (seq === this.seq) this.check = check;
  }

  private change(sheet: Sheet): void {
    this.history = [...this.history, this.sheet];
    this.sheet = sheet;
    this.pasteRefused = [];
    void this.recheck();
  }

  private undo(): void {
    const last = this.history.at(-1);
    if (!last) return;
    this.history = this.history.slice(0, -1);
    this.sheet = last;
    this.pasteRefused = [];
    void this.recheck();
  }

  private setCell(place: Place, value: string): void {
    const cells = this.sheet.cells.map((row, r) => (r === place.row ? row.map((c, k) => (k === place.column ? value : c)) : row));
    this.change({ ...this.sheet, cells });
    const columns = this.sheet.columns.length;
    const next = place.row * columns + place.column + 1;
    this.selected = next < this.sheet.rows.length * columns ? { row: Math.floor(next / columns), column: next % columns } : undefined;
  }

  private setHeading(edge: 'rows' | 'columns', i: number, value: string): void {
    this.change({ ...this.sheet, [edge]: this.sheet[edge].map((h, k) => (k === i ? value.trim() : h)) });
  }

  private grow(edge: 'rows' | 'columns', by: 1 | -1): void {
    const { rows, columns, cells } = this.sheet;
    if (edge === 'rows') {
      if (by < 0 && rows.length <= 1) return;
      this.change(by > 0 ? { rows: [...rows, ''], columns, cells: [...cells, columns.map(() => '')] } : { rows: rows.slice(0, -1), columns, cells: cells.slice(0, -1) });
    } else {
      if (by < 0 && columns.length <= 1) return;
      this.change(by > 0 ? { rows, columns: [...columns, ''], cells: cells.map((r) => [...r, '']) } : { rows, columns: columns.slice(0, -1), cells: cells.map((r) => r.slice(0, -1)) });
    }
  }

  /** Pasted rows replace the grid when their shape fits the slot; wrong cells are then marked to fix. Otherwise nothing changes. */
  private async paste(): Promise<void> {
    const slot = this.chartSlot;
    if (!slot) return;
    const block = readPasted(this.pasteText, slot);
    if (block.cells.length === 0) {
      this.pasteRefused = ['Nothing to paste: copy the rows from your spreadsheet, or type them, one row a line.'];
      return;
    }
    const width = Math.max(...block.cells.map((r) => r.length));
    const sheet: Sheet = {
      rows: block.rows ?? slot.rows ?? numbered(block.cells.length),
      columns: block.columns ?? slot.columns ?? (width === this.sheet.columns.length ? this.sheet.columns : Array.from({ length: width }, () => '')),
      cells: block.cells,
    };
    const check = await this.ask(sheet);
    const shape = check && !check.ok ? check.problems.filter((p) => p.row === undefined || p.column === undefined) : [];
    if (shape.length > 0) {
      this.pasteRefused = ['Not pasted; your grid is as it was:', ...shape.map((p) => p.message)];
      return;
    }
    this.change(sheet);
    this.pasteText = '';
  }

  private startFrom(index: number): void {
    const point = this.chartSlot?.startingPoints?.[index];
    if (point) this.change({ rows: point.rows, columns: point.columns, cells: point.cells });
  }

  private save(): void {
    if (!this.check?.ok || !this.name.trim()) return;
    this.emit('save', this.chart());
  }

  private problems(): { readonly bad: ReadonlySet<string>; readonly shown: readonly ChartProblem[]; readonly empty: number } {
    const problems = this.check && !this.check.ok ? this.check.problems : [];
    const isEmpty = (p: ChartProblem) => p.row !== undefined && p.column !== undefined && (this.sheet.cells[p.row]?.[p.column] ?? '').trim() === '';
    const shown = problems.filter((p) => !isEmpty(p));
    const bad = new Set(shown.filter((p) => p.row !== undefined && p.column !== undefined).map((p) => `${p.row}/${p.column}`));
    return { bad, shown, empty: problems.length - shown.length };
  }

  private renderHeading(edge: 'rows' | 'columns', i: number, label: string, fixed: boolean) {
    if (fixed) return label;
    return html`<input aria-label="${edge === 'rows' ? 'Row' : 'Column'} ${i + 1} heading" .value=${label} @change=${(e: Event) => this.setHeading(edge, i, (e.target as HTMLInputElement).value)} />`;
  }

  private renderGrid(slot: ChartSlotDescriptor, bad: ReadonlySet<string>) {
    const { rows, columns, cells } = this.sheet;
    const sel = this.selected;
    return html`<div class="grid">
      <table>
        <caption class="note">Tap a cell, then its result</caption>
        <thead>
          <tr>
            <th scope="col">${slot.rowHeader}</th>
            ${columns.map((c, k) => html`<th scope="col">${this.renderHeading('columns', k, c, slot.columns !== undefined)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (label, r) => html`<tr>
              <th scope="row">${this.renderHeading('rows', r, label, slot.rows !== undefined)}</th>
              ${columns.map((column, k) => {
                const value = cells[r]?.[k] ?? '';
                const wrong = bad.has(`${r}/${k}`);
                return html`<td class=${wrong ? 'bad' : ''}>
                  <button
                    aria-label="Row ${label || r + 1}, column ${column || k + 1}: ${value || 'empty'}${wrong ? ', not allowed' : ''}"
                    aria-pressed=${sel?.row === r && sel.column === k ? 'true' : 'false'}
                    @click=${() => (this.selected = { row: r, column: k })}
                  >
                    ${value}
                  </button>
                </td>`;
              })}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderPicker(slot: ChartSlotDescriptor) {
    const sel = this.selected;
    if (!sel) return nothing;
    const where = `row ${this.sheet.rows[sel.row] || sel.row + 1}, column ${this.sheet.columns[sel.column] || sel.column + 1}`;
    return html`<div class="picker" role="group" aria-label="Result for ${where}">
      ${slot.vocabulary.codes.map((code) => html`<button class="secondary" @click=${() => this.setCell(sel, code)}>${code}</button>`)}
      <button class="secondary" @click=${() => this.setCell(sel, '')}>Clear</button>
    </div>`;
  }

  override render() {
    const slot = this.chartSlot;
    if (!slot) return nothing;
    const { bad, shown, empty } = this.problems();
    const ok = this.check?.ok === true;
    return html`<h2>${slot.title}</h2>
      <p class="note">
        ${slot.dice}; ${slot.vocabulary.words}.${slot.replaces ? ` Replaces ${slot.replaces}.` : ''}
      </p>
      <div class="bar">
        <label>Name <input .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} /></label>
        <button class="secondary" ?disabled=${this.history.length === 0} @click=${() => this.undo()}>Undo</button>
      </div>
      ${(slot.startingPoints ?? []).map(
        (p, i) => html`<p class="start">
          <button class="secondary" @click=${() => this.startFrom(i)}>Start from ${p.label}</button>
        </p>`,
      )}
      ${this.renderGrid(slot, bad)} ${this.renderPicker(slot)}
      ${slot.rows === undefined
        ? html`<div class="bar"><button class="secondary" @click=${() => this.grow('rows', 1)}>Add a row</button><button class="secondary" @click=${() => this.grow('rows', -1)}>Remove the last row</button></div>`
        : nothing}
      ${slot.columns === undefined
        ? html`<div class="bar"><button class="secondary" @click=${() => this.grow('columns', 1)}>Add a column</button><button class="secondary" @click=${() => this.grow('columns', -1)}>Remove the last column</button></div>`
        : nothing}
      <div aria-live="polite">
        ${shown.length > 0 ? html`<ul class="problems">${shown.map((p) => html`<li>${p.message}</li>`)}</ul>` : nothing}
        ${empty > 0 ? html`<p class="note">${empty} cell${empty === 1 ? '' : 's'} still to fill.</p>` : nothing}
        ${this.pasteRefused.length > 0 ? html`<ul class="problems">${this.pasteRefused.map((m) => html`<li>${m}</li>`)}</ul>` : nothing}
      </div>
      <label
        >Paste rows (from a spreadsheet, or typed: tab, comma or space between cells; headings optional)
        <textarea .value=${this.pasteText} @input=${(e: Event) => (this.pasteText = (e.target as HTMLTextAreaElement).value)}></textarea>
      </label>
      <div class="bar"><button class="secondary" @click=${() => void this.paste()}>Fill the grid from the pasted rows</button></div>
      ${ok && this.check?.ok
        ? html`<h3>Preview, as the Tables screen will show it (fingerprint ${this.check.fingerprint})</h3>
            ${renderTable({ ...this.check.table, title: this.name.trim() || slot.title })}`
        : nothing}
      <div class="bar">
        <button ?disabled=${!ok || !this.name.trim()} @click=${() => this.save()}>Save the chart</button>
        ${this.inPlace ? nothing : html`<button class="secondary" @click=${() => this.emit('cancel')}>Cancel</button>`}
      </div>`;
  }
}
