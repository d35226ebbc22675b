import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import type { TableView } from '../../engine/core/combat';
import type { QuickRoll } from '../../engine/core/quick-roll';
import type { GameId } from '../../engine/core/source';
import type { AdjutantDb } from '../../store/db';
import { AdjElement } from '../adj-element';
import type { RulesOption } from '../new-game/sources';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import type { ChartEngine } from '../player-charts/player-charts.component';
import type { QuickRollEngine } from './quick-roll.component';
import { renderTable } from './table-view';
import { quickListStyles, tablesStyles } from './tables.styles';
import './quick-roll';
import '../player-charts/player-charts';

/** The tables browser: every chart of a game exactly as the engine reads it, and its tables to roll on their own. */
export class AdjTables extends AdjElement {
  static override styles = [theme, tablesStyles, quickListStyles];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) rules: readonly RulesOption[] = [];
  @property() selected: GameId | '' = '';
  @property({ attribute: false }) tables: readonly TableView[] = [];
  @property({ attribute: false }) quickRolls: readonly QuickRoll[] = [];
  @property({ attribute: false }) engine?: QuickRollEngine;
  @property({ attribute: false }) db?: AdjutantDb;
  /** The saved game the tables were opened from: its generator rolls and its log keeps the rolls. */
  @property() gameId = '';
  /** The player's own charts for the game's chart slots, when the engine is at hand. */
  @property({ attribute: false }) chartEngine?: ChartEngine;
  /** A chart slot whose editor opens at once. */
  @property() openChart = '';

  @state() private open = '';
  /** The chart being printed on its own, by title; empty when the page prints whole. */
  @state() private printing = '';

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('quickRolls') && !this.quickRolls.some((r) => r.id === this.open)) this.open = '';
  }

  /** Prints one chart as a quick reference: the page's print stylesheet shows only it while the browser prints. */
  private async print(title: string): Promise<void> {
    this.printing = title;
    this.toggleAttribute('data-print-one', true);
    await this.updateComplete;
    window.addEventListener(
      'afterprint',
      () => {
        this.printing = '';
        this.toggleAttribute('data-print-one', false);
      },
      { once: true },
    );
    window.print();
  }

  private choose(event: Event): void {
    const id = (event.target as HTMLSelectElement).value as GameId;
    this.emit('rules-change', id);
  }

  private renderQuickRolls() {
    if (this.quickRolls.length === 0 || !this.engine) return nothing;
    const open = this.quickRolls.find((r) => r.id === this.open);
    return html`<section class="quick" aria-labelledby="quick-heading">
      <h2 id="quick-heading">Quick roll</h2>
      <p class="note">
        ${this.gameId ? 'Rolls use this game’s dice and are saved in its log.' : 'Rolls here are not saved: open the tables from a game to keep them in its log.'}
      </p>
      <div class="quick-list">
        ${this.quickRolls.map(
          (r) => html`<button class="secondary" aria-pressed=${r.id === this.open ? 'true' : 'false'} @click=${() => (this.open = r.id === this.open ? '' : r.id)}>
            ${r.title}
          </button>`,
        )}
      </div>
      ${open
        ? keyed(open.id, html`<adj-quick-roll .roll=${open} .engine=${this.engine} .db=${this.db} gameId=${this.gameId}></adj-quick-roll>`)
        : nothing}
    </section>`;
  }

  override render() {
    return html`<h1>Tables</h1>
      <div class="picker">
        <label
          >Game
          <select @change=${this.choose}>
            ${this.rules.map((r) => html`<option value=${r.id} ?selected=${r.id === this.selected}>${r.name}</option>`)}
          </select>
        </label>
      </div>
      ${this.chartEngine && this.selected
        ? html`<adj-player-charts game=${this.selected} .db=${this.db} .engine=${this.chartEngine} openSlot=${this.openChart}></adj-player-charts>`
        : nothing}
      ${this.renderQuickRolls()}
      ${this.tables.length === 0
        ? html`<p>No tables for this game yet.</p>`
        : this.tables.map(
            (t) => html`<div class="chart ${t.title === this.printing ? 'printing' : ''}">
              ${renderTable(t)}
              <button class="secondary print" aria-label="Print ${t.title}" @click=${() => void this.print(t.title)}>Print</button>
            </div>`,
          )}`;
  }
}
