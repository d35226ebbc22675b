import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameId } from '../../engine/core/source';
import { navigate } from '../../router';
import { notSaved } from '../../store/write-errors';
import type { AdjutantDb } from '../../store/db';
import type { RulesOption, ScenarioSource } from '../new-game/sources';
import { listGames } from '../../store/games';
import { safeGameName } from '../../store/game-name';
import type { PersistState } from '../../store/persist';
import type { GameRecord } from '../../store/records';
import type { ChartChecker } from '../../store/charts';
import { BACKUP_REMINDER, combatsSinceBackup, markBackedUp } from '../../store/backup-reminder';
import { downloadJson } from '../download';
import { theme } from '../theme';
import { homeStyles } from './home.styles';
import '../new-game/new-game';
import { openGameFile } from './open-file';
import { inbox } from '../incoming-files';
import { adjEvent } from '../events';

/** How many of the games played last have their rules fetched ahead of a tap (games-shown). */
const RECENT_GAMES = 3;

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  @property({ attribute: false }) scenarioSource?: ScenarioSource;
  /** Checks the player's charts an imported game carries (the engine worker). */
  @property({ attribute: false }) chartChecker?: ChartChecker;

  @state() private games: GameRecord[] | undefined;
  @state() private importErrors: readonly string[] = [];
  /** What the last backup or restore did, in words. */
  @state() private backupNote = '';
  /** Combats logged on this device since its last backup. */
  @state() private sinceBackup = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
    inbox.addEventListener('files', this.onIncoming);
    this.onIncoming();
  }

  override disconnectedCallback(): void {
    inbox.removeEventListener('files', this.onIncoming);
    super.disconnectedCallback();
  }

  override updated(changed: Map<string, unknown>): void {
    // A tap on a game (or Start game) is what comes next: the app may fetch what it opens.
    if (changed.has('games') && this.games) this.dispatchEvent(adjEvent('games-shown', [...new Set(this.games.slice(0, RECENT_GAMES).map((g) => g.rules))]));
  }

  /** Files opened with the app or shared to it (incoming-files.ts): opened as the file picker opens them. */
  private readonly onIncoming = (): void => {
    const files = inbox.take();
    if (files.length > 0) void this.openFiles(files);
  };

  private async load(): Promise<void> {
    if (!this.db) return;
    this.games = await listGames(this.db);
    this.sinceBackup = await combatsSinceBackup(this.db);
  }

  /** Every game to one file; the reminder starts counting again from here. */
  private async backUp(): Promise<void> {
    if (!this.db) return;
    const { backupAll } = await import('../../store/backup');
    const file = await backupAll(this.db, Date.now());
    const name = `adjutant-backup-${new Date(file.at).toISOString().slice(0, 10)}.json`;
    downloadJson(name, file);
    this.backupNote = `Backed up ${file.games.length} game${file.games.length === 1 ? '' : 's'} to ${name}.`;
    try {
      await markBackedUp(this.db, file.lastCombatId, file.at);
      this.sinceBackup = 0;
    } catch (e) {
      this.backupNote += ` ${notSaved('The time of this backup', e)}`;
    }
  }

  /** Reads a game file; nothing is written unless the whole file is good. */
  private async importFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) await this.openFiles([file]);
  }

  /**
   * Opens game and backup files, each on its own (openGameFile: nothing written from a bad one). One
   * game opens at its desk; otherwise what came in is listed here, and each refusal said here.
   */
  private async openFiles(files: readonly File[]): Promise<void> {
    if (!this.db) return;
    const refused: string[] = [];
    const notes: string[] = [];
    let game: GameRecord | undefined;
    for (const file of files) {
      const opened = await openGameFile(this.db, file, this.chartChecker);
      if (opened.kind === 'refused') refused.push(...opened.lines);
      else if (opened.kind === 'restored') notes.push(opened.note);
      else {
        game = opened.game;
        notes.push(`Imported ${opened.game.name} from ${file.name}.`);
      }
    }
    this.importErrors = refused;
    if (files.length === 1 && game) {
      navigate({ name: 'desk', gameId: game.id });
      return;
    }
    if (notes.length > 0) this.backupNote = notes.join(' ');
    await this.load();
  }

  private rulesName(id: GameId): string {
    return this.rules.find((r) => r.id === id)?.name ?? id;
  }

  private renderGames() {
    if (this.games === undefined) return html`<p>Loading your games…</p>`;
    // Said in a line, so that on a phone the form's Start game is on the first screen too.
    if (this.games.length === 0) return html`<p class="empty"><strong>No games yet:</strong> start one below.</p>`;
    return html`<ul aria-label="Saved games">
      ${this.games.map(
        (g) => html`<li>
          <a class="game" href="/games/${encodeURIComponent(g.id)}" data-nav>
            <strong>${safeGameName(g.name)}</strong>
            <span>${this.rulesName(g.rules)} · last played ${WHEN.format(g.updatedAt)}</span>
          </a>
        </li>`,
      )}
    </ul>`;
  }

  private renderBackup() {
    if (!this.games?.length) return nothing;
    return html`<div class="backup">
      ${this.sinceBackup >= BACKUP_REMINDER
        ? html`<p class="reminder">${this.sinceBackup} combats logged since this device's last backup: back up your games to a file you keep elsewhere.</p>`
        : nothing}
      <button class="secondary" @click=${this.backUp}>Back up every game</button>
      <p role="status">${this.backupNote}</p>
    </div>`;
  }

  override render() {
    return html`<div class="layout">
        <section aria-labelledby="games-title">
          <h1 id="games-title">Your games</h1>
          ${this.renderGames()}
          ${this.renderBackup()}
        </section>
        <section aria-labelledby="new-title">
          <h2 id="new-title">New game</h2>
          <adj-new-game .db=${this.db} .rules=${this.rules} .scenarioSource=${this.scenarioSource}></adj-new-game>
          <h2>Import a game or restore a backup</h2>
          <label class="button secondary import"
            >Choose a game or backup file…
            <input class="visually-hidden" type="file" accept=".json,application/json" @change=${this.importFile} />
          </label>
          ${this.importErrors.length > 0
            ? html`<div role="alert">
                <ul class="error">
                  ${this.importErrors.map((e) => html`<li>${e}</li>`)}
                </ul>
              </div>`
            : nothing}
        </section>
      </div>
      <p class="storage" role="status">${this.persist === 'asking' ? 'Checking storage…' : PERSIST_TEXT[this.persist]}</p>`;
  }
}
