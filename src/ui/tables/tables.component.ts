import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import type { TableView } from '../../engine/core/combat';
import type { GameId } from '../../engine/core/source';
import type { RulesOption } from '../home/home.component';
import { theme } from '../theme';
import { renderTable } from './table-view';
import { tablesStyles } from './tables.styles';

/** The tables browser: every chart of a game exactly as the engine reads it. */
export class AdjTables extends LitElement {
  static override styles = [theme, tablesStyles];

  @property({ attribute: false }) rules: readonly RulesOption[] = [];
  @property() selected: GameId | '' = '';
  @property({ attribute: false }) tables: readonly TableView[] = [];

  private choose(event: Event): void {
    const id = (event.target as HTMLSelectElement).value as GameId;
    this.dispatchEvent(new CustomEvent<GameId>('rules-change', { detail: id, bubbles: true, composed: true }));
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
      ${this.tables.length === 0 ? html`<p>No tables for this game yet.</p>` : this.tables.map(renderTable)}`;
  }
}
