import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameId } from '../../engine/core/source';
import { navigate } from '../../router';
import type { AdjutantDb } from '../../store/db';
import { createGame, listGames } from '../../store/games';
import type { PersistState } from '../../store/persist';
import type { GameRecord } from '../../store/records';
import { theme } from '../theme';
import { homeStyles } from './home.styles';

export interface RulesOption {
  readonly id: GameId;
  readonly name: string;
}

const PERSIST_TEXT: Record<PersistState, string> = {
  persistent: 'Saved on this device. The browser has agreed to keep this storage.',
  'best-effort': 'Saved on this device. The browser may clear it if space runs short: export games you care about, or install the app to the home screen.',
  unsupported: 'Saved on this device.',
};

/** The home screen: saved games, most recent first, and a new game. */
export class AdjHome extends LitElement {
  static override styles = [theme, homeStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  /** The games whose combats the engine can resolve. */
  @property({ attribute: false }) rules: readonly RulesOption[] = [];
  @property() persist: PersistState | 'asking' = 'asking';

  @state() private games: GameRecord[] | undefined;
  @state() private nameError = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    if (this.db) this.games = await listGames(this.db);
  }

  private async start(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.db) return;
    const form = new FormData(event.target as HTMLFormElement);
    const name = String(form.get('name') ?? '');
    const rules = String(form.get('rules') ?? '') as GameId;
    if (!name.trim()) {
      this.nameError = 'Game name: give the game a name, e.g. "Wilderness, May 1864".';
      return;
    }
    this.nameError = '';
    const game = await createGame(this.db, name, rules);
    navigate({ name: 'desk', gameId: game.id });
  }

  private rulesName(id: GameId): string {
    return this.rules.find((r) => r.id === id)?.name ?? id;
  }

  private renderGames() {
    if (this.games === undefined) return html`<p>Loading your games…</p>`;
    if (this.games.length === 0) {
      return html`<div class="empty">
        <p><strong>No games yet.</strong></p>
        <p>Start one with the form: name it, pick the game on your table, and tap <em>Start game</em>. Everything is kept on this device and works without a connection.</p>
      </div>`;
    }
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return html`<ul aria-label="Saved games">
      ${this.games.map(
        (g) => html`<li>
          <a class="game" href="/games/${encodeURIComponent(g.id)}" data-nav>
            <strong>${g.name}</strong>
            <span>${this.rulesName(g.rules)} · last played ${when.format(g.updatedAt)}</span>
          </a>
        </li>`,
      )}
    </ul>`;
  }

  override render() {
    return html`<div class="layout">
        <section aria-labelledby="games-title">
          <h1 id="games-title">Your games</h1>
          ${this.renderGames()}
        </section>
        <section aria-labelledby="new-title">
          <h2 id="new-title">New game</h2>
          <form @submit=${this.start} novalidate>
            <label
              >Game name
              <input
                name="name"
                autocomplete="off"
                placeholder="e.g. Wilderness, May 1864"
                aria-invalid=${this.nameError ? 'true' : 'false'}
                aria-describedby=${this.nameError ? 'name-error' : nothing}
            /></label>
            ${this.nameError ? html`<p class="error" id="name-error" role="alert">${this.nameError}</p>` : nothing}
            <label
              >Game on the table
              <select name="rules" ?disabled=${this.rules.length === 0}>
                ${this.rules.length === 0
                  ? html`<option>Loading games…</option>`
                  : this.rules.map((r) => html`<option value=${r.id}>${r.name}</option>`)}
              </select>
            </label>
            <button type="submit" ?disabled=${this.rules.length === 0}>Start game</button>
          </form>
        </section>
      </div>
      <p class="storage" role="status">${this.persist === 'asking' ? 'Checking storage…' : PERSIST_TEXT[this.persist]}</p>`;
  }
}
