import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameId } from '../../engine/core/source';
import { navigate } from '../../router';
import { notSaved } from '../../store/write-errors';
import type { AdjutantDb } from '../../store/db';
import type { EngineAnswer } from '../../engine/api';
import type { ScenarioChoice } from '../../engine/core/scenarios';
import type { ScenarioForces } from '../../engine/core/scenarios';
import { type StartingForces, createGame, listGames } from '../../store/games';
import { checkGameName, safeGameName } from '../../store/game-name';
import type { PersistState } from '../../store/persist';
import type { GameRecord } from '../../store/records';
import type { ChartChecker } from '../../store/charts';
import { BACKUP_REMINDER, combatsSinceBackup, markBackedUp } from '../../store/backup-reminder';
import { downloadJson } from '../download';
import { theme } from '../theme';
import { homeStyles } from './home.styles';
import { openGameFile } from './open-file';
import { inbox } from '../incoming-files';

export interface RulesOption {
  readonly id: GameId;
  readonly name: string;
}

/** Where the new-game form gets scenarios and their set-ups (the engine worker). */
export interface ScenarioSource {
  scenarios(game: GameId): Promise<readonly ScenarioChoice[]>;
  setUp(game: GameId, scenarioId: string, variantIds: readonly string[]): Promise<EngineAnswer<ScenarioForces>>;
}

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
  @state() private nameError = '';
  /** Why the new game could not be saved, when it could not. */
  @state() private startError = '';
  @state() private importErrors: readonly string[] = [];
  /** What the last backup or restore did, in words. */
  @state() private backupNote = '';
  /** Combats logged on this device since its last backup. */
  @state() private sinceBackup = 0;
  @state() private chosenRules: GameId | undefined;
  @state() private scenarios: readonly ScenarioChoice[] = [];
  @state() private scenarioId = '';
  /** How many what-if variants are ticked, for the folded list's summary. */
  @state() private variantsChosen = 0;

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

  /** Files opened with the app or shared to it (incoming-files.ts): opened as the file picker opens them. */
  private readonly onIncoming = (): void => {
    const files = inbox.take();
    if (files.length > 0) void this.openFiles(files);
  };

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('rules') && this.chosenRules === undefined && this.rules[0]) void this.chooseRules(this.rules[0].id);
  }

  private async chooseRules(rules: GameId): Promise<void> {
    this.chosenRules = rules;
    this.scenarios = (await this.scenarioSource?.scenarios(rules)) ?? [];
    this.scenarioId = this.scenarios[0]?.id ?? '';
  }

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

  private async start(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.db) return;
    const form = new FormData(event.target as HTMLFormElement);
    const name = String(form.get('name') ?? '');
    const rules = String(form.get('rules') ?? '') as GameId;
    const checked = checkGameName(name);
    if (!checked.ok) {
      this.nameError = `${checked.message}.`;
      return;
    }
    this.nameError = '';
    const scenarioId = String(form.get('scenario') ?? '');
    let forces: StartingForces | undefined;
    if (scenarioId && this.scenarioSource) {
      const variants = form.getAll('variant').map(String);
      const setUp = await this.scenarioSource.setUp(rules, scenarioId, variants);
      if (!setUp.ok) {
        this.nameError = setUp.errors.map((e) => e.message).join(' ');
        return;
      }
      const label = [scenarioId, ...variants].join(' + ');
      forces = {
        scenario: label,
        units: setUp.value.units.map((u) => ({ name: u.name, side: u.side, type: u.type, strength: u.strength, movement: u.movement, placement: u.placement, state: {} })),
      };
    }
    let game;
    try {
      game = await createGame(this.db, name, rules, Date.now(), forces);
    } catch (e) {
      this.startError = notSaved('The new game', e);
      return;
    }
    this.startError = '';
    navigate({ name: 'desk', gameId: game.id });
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

  private renderScenarios() {
    const variants = this.scenarios.find((s) => s.id === this.scenarioId)?.variants ?? [];
    return html`<label
        >Scenario
        <select name="scenario" @change=${this.chooseScenario}>
          ${this.scenarios.map((s) => html`<option value=${s.id} ?selected=${s.id === this.scenarioId}>${s.name} (turns ${s.turns.first}-${s.turns.last})</option>`)}
          <option value="" ?selected=${this.scenarioId === ''}>No scenario: an empty roster</option>
        </select>
      </label>
      ${variants.length > 0
        ? // Folded: most games are played as printed, and open the list would push Start game off a landscape screen.
          html`<details class="variants">
            <summary>What-if variants: ${this.variantsChosen === 0 ? 'none, as printed' : `${this.variantsChosen} chosen`}</summary>
            <fieldset @change=${this.countVariants}>
              <legend class="visually-hidden">What-if variants</legend>
              ${variants.map((v) => html`<label class="check"><input type="checkbox" name="variant" value=${v.id} />${v.name}</label>`)}
            </fieldset>
          </details>`
        : nothing}`;
  }

  private readonly chooseScenario = (event: Event): void => {
    this.scenarioId = (event.target as HTMLSelectElement).value;
    this.variantsChosen = 0;
  };

  private readonly countVariants = (event: Event): void => {
    this.variantsChosen = (event.currentTarget as HTMLFieldSetElement).querySelectorAll('input:checked').length;
  };

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
          <form @submit=${this.start} novalidate>
            <label
              >Game name
              <input
                name="name"
                autocomplete="off"
                placeholder="e.g. May 1864, first game"
                aria-invalid=${this.nameError ? 'true' : 'false'}
                aria-describedby=${this.nameError ? 'name-error' : nothing}
            /></label>
            ${this.nameError ? html`<p class="error" id="name-error" role="alert">${this.nameError}</p>` : nothing}
            ${this.startError ? html`<p class="error" role="alert">${this.startError}</p>` : nothing}
            <label
              >Game on the table
              <select name="rules" ?disabled=${this.rules.length === 0} @change=${(e: Event) => this.chooseRules((e.target as HTMLSelectElement).value as GameId)}>
                ${this.rules.length === 0
                  ? html`<option>Loading games…</option>`
                  : this.rules.map((r) => html`<option value=${r.id}>${r.name}</option>`)}
              </select>
            </label>
            ${this.scenarios.length > 0 ? this.renderScenarios() : nothing}
            <button type="submit" ?disabled=${this.rules.length === 0}>Start game</button>
          </form>
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
