import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AdjutantDb } from '../../store/db';
import { getGame } from '../../store/games';
import type { GameRecord } from '../../store/records';
import { theme } from '../theme';

/** The combat desk of one saved game. */
export class AdjDesk extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        padding: 1rem;
        max-width: 1100px;
        margin: 0 auto;
      }
    `,
  ];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  @state() private game: GameRecord | null | undefined;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('gameId') || changed.has('db')) void this.load();
  }

  private async load(): Promise<void> {
    this.game = undefined;
    if (this.db) this.game = (await getGame(this.db, this.gameId)) ?? null;
  }

  override render() {
    if (this.game === undefined) return html`<p>Opening the game…</p>`;
    if (this.game === null) return html`<h1>Game not found</h1><p>It may have been deleted. <a href="/" data-nav>Back to your games</a></p>`;
    return html`<h1>${this.game.name}</h1>
      <p><a class="button secondary" href="/games/${encodeURIComponent(this.game.id)}/tables" data-nav>Tables for this game</a></p>`;
  }
}
