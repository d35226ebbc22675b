import { failureWords } from '../../engine/core/errors';
import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type ChartSlotDescriptor, type PlayerChart, fingerprint } from '../../engine/core/chart';
import type { GameId } from '../../engine/core/source';
import { isWriteFailure, notSaved } from '../../store/write-errors';
import { deleteChart, exportCharts, importCharts, listCharts, saveChart, useChart } from '../../store/charts';
import type { AdjutantDb } from '../../store/db';
import type { ChartRecord } from '../../store/records';
import type { TableView } from '../../engine/core/combat';
import { downloadJson } from '../download';
import type { AdjEvent } from '../events';
import { renderTable } from '../tables/table-view';
import { tablesStyles } from '../tables/tables.styles';
import { theme } from '../theme';
import { playerChartsStyles } from './player-charts.styles';
import '../chart-editor/chart-editor';
import type { ChartEngine } from '../../desk/engine';

export type { ChartEngine };


const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The charts a game reads from the player's own sheet, each slot with the player's charts for it:
 * enter, edit, choose the one in use, delete, export; and a charts file to import.
 */
export class AdjPlayerCharts extends LitElement {
  static override styles = [theme, tablesStyles, playerChartsStyles];

  @property() game: GameId | '' = '';
  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: ChartEngine;
  /** A slot whose editor opens at once (the desk sends the player here for a chart it needs). */
  @property() openSlot = '';

  @state() private slots: readonly ChartSlotDescriptor[] = [];
  @state() private charts: readonly ChartRecord[] = [];
  /** The slot being entered, with the chart being edited when it is one already saved. */
  @state() private editing: { readonly slot: ChartSlotDescriptor; readonly record?: ChartRecord } | undefined;
  @state() private confirmDelete = '';
  @state() private message: readonly string[] = [];
  /** A saved chart drawn as the Tables screen draws the app's own, by the engine's view of it. */
  @state() private shown: { readonly id: string; readonly table: TableView } | undefined;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game') || changed.has('db') || changed.has('engine')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.engine || !this.db || !this.game) return;
    const game = this.game;
    const [slots, charts] = await Promise.all([this.engine.chartSlots(game), listCharts(this.db, game)]);
    if (game !== this.game) return;
    this.slots = slots;
    this.charts = charts;
    const open = slots.find((s) => s.id === this.openSlot);
    if (open && !this.editing) this.editing = { slot: open };
  }

  private async refresh(): Promise<void> {
    if (this.db && this.game) this.charts = await listCharts(this.db, this.game);
  }

  private async save(slot: ChartSlotDescriptor, chart: PlayerChart, record: ChartRecord | undefined): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      await saveChart(this.db, { id: record?.id ?? crypto.randomUUID(), rules: this.game, slot: slot.id, chart, savedAt: Date.now() });
    } catch (e) {
      // The editor stays open with the chart as entered, so nothing typed is lost.
      this.message = [notSaved(`Your chart “${chart.name}”`, e)];
      return;
    }
    this.editing = undefined;
    this.message = [`Saved “${chart.name}” (fingerprint ${fingerprint(chart)}); combats of this game now read it.`];
    await this.refresh();
  }

  private async deleteRecord(record: ChartRecord): Promise<void> {
    if (!this.db) return;
    try {
      await deleteChart(this.db, record.id);
    } catch (e) {
      this.message = [notSaved(`“${record.chart.name}”`, e, 'deleted')];
      return;
    }
    this.confirmDelete = '';
    this.message = [`Deleted “${record.chart.name}”.`];
    await this.refresh();
  }

  private async use(record: ChartRecord): Promise<void> {
    if (!this.db) return;
    try {
      await useChart(this.db, record.id);
    } catch (e) {
      this.message = [notSaved(`The choice of “${record.chart.name}”`, e)];
      return;
    }
    await this.refresh();
  }

  private async show(record: ChartRecord): Promise<void> {
    if (this.shown?.id === record.id) {
      this.shown = undefined;
      return;
    }
    const check = await this.engine?.checkChart(record.rules, record.slot, record.chart);
    this.shown = check?.ok ? { id: record.id, table: { ...check.table, title: record.chart.name } } : undefined;
    if (check && !check.ok) this.message = [`“${record.chart.name}” no longer fits its slot:`, ...check.problems.map((p) => p.message)];
  }

  private async exportFile(records: readonly ChartRecord[], name: string): Promise<void> {
    if (!this.db) return;
    downloadJson(`${name.replace(/[^\w-]+/g, '-')}.charts.adjutant.json`, await exportCharts(this.db, records.map((r) => r.id)));
  }

  private async importFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.db || !this.engine) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      this.message = [`${file.name} is not a JSON file: nothing was imported.`];
      return;
    }
    const result = await importCharts(this.db, data, this.engine);
    this.message = result.ok
      ? [`${result.added === 0 ? 'No new charts' : `${result.added} chart${result.added === 1 ? '' : 's'}`} imported from ${file.name}.`]
      : result.errors.some(isWriteFailure)
        ? [`The charts in ${file.name} were not imported.`, ...result.errors.map((e) => e.message)]
        : [`${file.name} was not imported; nothing has changed.`, ...result.errors.slice(0, 8).map(failureWords)];
    await this.refresh();
  }

  private renderChart(record: ChartRecord) {
    const { chart } = record;
    const name = chart.name;
    return html`<li>
      <span class="name">${name} <span class="note">entered ${DAY.format(new Date(chart.entered))}, fingerprint ${fingerprint(chart)}</span></span>
      ${record.inUse ? html`<span class="in-use">in use</span>` : html`<button class="secondary" aria-label="Use ${name}" @click=${() => void this.use(record)}>Use</button>`}
      <button class="secondary" aria-label="Show ${name}" aria-pressed=${this.shown?.id === record.id ? 'true' : 'false'} @click=${() => void this.show(record)}>Show</button>
      <button class="secondary" aria-label="Edit ${name}" @click=${() => (this.editing = { slot: this.slots.find((s) => s.id === record.slot) ?? (this.slots[0] as ChartSlotDescriptor), record })}>Edit</button>
      <button class="secondary" aria-label="Export ${name}" @click=${() => void this.exportFile([record], name)}>Export</button>
      ${this.confirmDelete === record.id
        ? html`<button aria-label="Delete ${name} for good" @click=${() => void this.deleteRecord(record)}>Delete for good</button>
            <button class="secondary" @click=${() => (this.confirmDelete = '')}>Keep it</button>`
        : html`<button class="secondary" aria-label="Delete ${name}" @click=${() => (this.confirmDelete = record.id)}>Delete</button>`}
      ${this.shown?.id === record.id ? html`<div class="shown">${renderTable(this.shown.table)}</div>` : nothing}
    </li>`;
  }

  private renderSlot(slot: ChartSlotDescriptor) {
    const mine = this.charts.filter((c) => c.slot === slot.id);
    const editing = this.editing?.slot.id === slot.id ? this.editing : undefined;
    return html`<h3>${slot.title}</h3>
      <p class="note">${slot.replaces ? `Replaces ${slot.replaces}; without a chart of yours the app reads its own.` : 'Not in the app: enter it from your own chart sheet.'}</p>
      ${mine.length > 0 ? html`<ul aria-label="Your charts for ${slot.title}">${mine.map((r) => this.renderChart(r))}</ul>` : nothing}
      ${editing
        ? html`<div class="editor">
            <adj-chart-editor
              game=${this.game}
              .chartSlot=${slot}
              .checker=${this.engine}
              .initial=${editing.record?.chart}
              @save=${(e: AdjEvent<'save'>) => void this.save(slot, e.detail, editing.record)}
              @cancel=${() => (this.editing = undefined)}
            ></adj-chart-editor>
          </div>`
        : html`<button class="secondary" @click=${() => (this.editing = { slot })}>Enter ${slot.title} from your sheet</button>`}`;
  }

  override render() {
    if (this.slots.length === 0) return nothing;
    return html`<section aria-labelledby="charts-heading">
      <h2 id="charts-heading">Your charts</h2>
      <p class="note">Tables read from your own printed chart sheet, kept on this device and named, with their fingerprint, in every combat that reads them.</p>
      ${this.message.length > 0 ? html`<ul class=${this.message.length > 1 ? 'problems' : ''} role="status">${this.message.map((m) => html`<li>${m}</li>`)}</ul>` : nothing}
      <div class="bar">
        <label class="button secondary">Import charts<input class="visually-hidden" type="file" accept=".json,application/json" @change=${this.importFile} /></label>
        ${this.charts.length > 0 ? html`<button class="secondary" @click=${() => void this.exportFile(this.charts, `${this.game}-charts`)}>Export all your charts</button>` : nothing}
      </div>
      ${this.slots.map((s) => this.renderSlot(s))}
    </section>`;
  }
}
