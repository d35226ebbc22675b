import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { TableView } from '../../engine/core/combat';
import type { QuickRoll } from '../../engine/core/quick-roll';
import type { GameId } from '../../engine/core/source';
import { NAVIGATE_EVENT, type Route, navigate, parseRoute } from '../../router';
import type { AdjutantDb } from '../../store/db';
import { getGame } from '../../store/games';
import { loadPlugin } from '../../games';
import { openDb } from '../../store/open';
import { type PersistState, requestPersistence } from '../../store/persist';
import type { DeskEngine } from '../desk/desk.component';
import type { LogAuditor } from '../desk/host';
import type { LogWriter } from '../../store/log-writer';
import type { SearchWorker } from '../../search-client';
import type { AdjEvent } from '../events';
import type { RulesOption, ScenarioSource } from '../new-game/sources';
import type { ChartEngine } from '../player-charts/player-charts.component';
import { afterPaint, apartFromItsCode, whenIdle } from '../idle';
import { notSaved } from '../../store/write-errors';
import { screenAwake } from '../wake-lock';
import { theme } from '../theme';
import '../header/header';
import '../display-settings/display-settings';
import { DEFAULT_DISPLAY, type Display, applyDisplay, loadDisplay, saveDisplay } from '../display-settings/display';
import '../home/home';
import '../storage-error/storage-error';
import '../update-prompt/update-prompt';

/** Screens past the home screen are fetched when first wanted, so a cold start loads only the home screen. */
const LAZY_SCREENS = {
  desk: () => import('../desk/desk'),
  message: () => import('../desk/desk'),
  tables: () => import('../tables/tables'),
  report: () => import('../after-action/after-action'),
} as const;
type LazyScreen = keyof typeof LAZY_SCREENS;

/** What the shell needs from the engine worker (the real one is a comlink proxy; tests pass a stand-in). */
export interface ShellEngine extends DeskEngine, ScenarioSource, ChartEngine {
  games(): Promise<readonly RulesOption[]>;
  tables(game: GameId): Promise<readonly TableView[]>;
  quickRolls(game: GameId): Promise<readonly QuickRoll[]>;
}

type StorageState = { readonly kind: 'opening' } | { readonly kind: 'open' } | { readonly kind: 'failed'; readonly message: string };

/** The app shell: header, the screen for the current path, and the update control. */
export class AdjApp extends LitElement {
  /** The first drawing of the shell in the page in a task of its own, apart from the one that evaluated its code. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return apartFromItsCode(AdjApp, () => super.scheduleUpdate());
  }

  static override styles = [
    theme,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 100vh;
        min-height: 100dvh;
        background: var(--adj-bg);
      }
      main {
        flex: 1;
        padding-bottom: env(safe-area-inset-bottom);
      }
      @media print {
        adj-header,
        adj-update-prompt {
          display: none;
        }
      }
    `,
  ];

  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: ShellEngine;
  /** Checks a game's whole log against its audit chain, off the page (the audit worker). */
  @property({ attribute: false }) audit?: LogAuditor;
  /** Writes the desk's rolls to the log, off the page (the log worker). */
  @property({ attribute: false }) logWriter?: LogWriter;
  /** Starts a search's own worker (the search worker), and one ahead of the next search. */
  @property({ attribute: false }) startSearch?: () => SearchWorker;
  @property({ attribute: false }) prepareSearch?: (game: GameId) => void;
  /** Set when a new version is waiting; calling it applies the update. */
  @property({ attribute: false }) applyUpdate?: () => void;

  @state() private route: Route = parseRoute(location.pathname);
  @state() private storage: StorageState = { kind: 'opening' };
  @state() private persist: PersistState | 'asking' = 'asking';
  @state() private rules: readonly RulesOption[] = [];
  @state() private tablesFor: GameId | '' = '';
  @state() private tables: readonly TableView[] = [];
  @state() private quickRolls: readonly QuickRoll[] = [];
  /** The saved game the tables route was opened from, once found on this device. */
  @state() private tablesGameId = '';
  /** This device's theme and reading size, from the settings table once storage is open. */
  @state() private display: Display = DEFAULT_DISPLAY;
  /** Why the last display choice was not saved, when it was not. */
  @state() private displayProblem = '';
  @state() private loadedScreens: ReadonlySet<LazyScreen> = new Set();
  private readonly loadingScreens = new Set<LazyScreen>();

  private readonly onLocation = () => (this.route = parseRoute(location.pathname));

  /** In-app links carry data-nav; they change the route without a page load. */
  private readonly onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.composedPath().find((t): t is HTMLAnchorElement => t instanceof HTMLAnchorElement && t.hasAttribute('data-nav'));
    if (!anchor) return;
    event.preventDefault();
    navigate(parseRoute(new URL(anchor.href).pathname));
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.onLocation);
    window.addEventListener(NAVIGATE_EVENT, this.onLocation);
    this.addEventListener('click', this.onClick);
    this.addEventListener('games-shown', this.onGamesShown);
    void requestPersistence().then((p) => (this.persist = p));
  }

  override disconnectedCallback(): void {
    window.removeEventListener('popstate', this.onLocation);
    window.removeEventListener(NAVIGATE_EVENT, this.onLocation);
    this.removeEventListener('click', this.onClick);
    this.removeEventListener('games-shown', this.onGamesShown);
    super.disconnectedCallback();
  }

  // db and engine are handed over after the element upgrades (main.ts, tests), so react to them here.
  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('db') && this.db) void this.openStorage(this.db);
    if (changed.has('engine') && this.engine) void this.engine.games().then((rules) => (this.rules = rules));
    void this.loadTables();
    this.loadScreen();
  }

  private loadScreen(name: string = this.route.name): void {
    if (!(name in LAZY_SCREENS)) return;
    const screen = name as LazyScreen;
    if (this.loadingScreens.has(screen)) return;
    this.loadingScreens.add(screen);
    void LAZY_SCREENS[screen]().then(() => (this.loadedScreens = new Set([...this.loadedScreens, screen])));
  }

  private async openStorage(db: AdjutantDb): Promise<void> {
    this.storage = { kind: 'opening' };
    const opened = await openDb(db);
    this.storage = opened.ok ? { kind: 'open' } : { kind: 'failed', message: opened.message };
    if (opened.ok) void loadDisplay(db).then((d) => this.showDisplay(d));
  }

  /**
   * The desk is the next screen a player opens: its code, and the rules and views of the game played
   * last, are fetched as soon as the home screen's games are painted (a quick tap on one then finds
   * them loaded, where waiting for an idle moment could come after the tap); the other recent games'
   * rules and views follow, one at a time as the page is idle.
   */
  private readonly onGamesShown = (event: AdjEvent<'games-shown'>): void => {
    // A warm-up that fails costs nothing: the desk loads the game again, and says what went wrong.
    const warm = (id: GameId) => void loadPlugin(id).catch(() => undefined);
    const [latest, ...others] = event.detail;
    afterPaint(() => {
      this.loadScreen('desk');
      if (latest) warm(latest);
      for (const id of others) whenIdle(() => warm(id));
    });
  };

  private showDisplay(display: Display): void {
    this.display = display;
    applyDisplay(display);
    screenAwake().allow(display.awake !== false);
  }

  /** A display the player chose: shown once it is saved on this device; one that could not be saved is said, and the saved one stays. */
  private async chooseDisplay(display: Display): Promise<void> {
    if (!this.db) return;
    try {
      await saveDisplay(this.db, display);
    } catch (e) {
      this.displayProblem = notSaved('Your display choice', e);
      return;
    }
    this.displayProblem = '';
    this.showDisplay(display);
  }

  /** Keeps the tables browser showing the right game's charts for the current route. */
  private async loadTables(): Promise<void> {
    if (this.route.name !== 'tables' || !this.engine || this.storage.kind !== 'open') return;
    let wanted = this.tablesFor;
    const game = this.route.gameId && this.db ? await getGame(this.db, this.route.gameId) : undefined;
    this.tablesGameId = game?.id ?? '';
    if (game) wanted = game.rules;
    wanted ||= this.rules[0]?.id ?? '';
    if (!wanted || (wanted === this.tablesFor && this.tables.length > 0)) return;
    this.tablesFor = wanted;
    const [tables, quickRolls] = await Promise.all([this.engine.tables(wanted), this.engine.quickRolls(wanted)]);
    this.tables = tables;
    this.quickRolls = quickRolls;
  }

  private renderScreen() {
    const route = this.route;
    if (route.name in LAZY_SCREENS && !this.loadedScreens.has(route.name as LazyScreen)) return html`<p style="padding:1rem">Opening…</p>`;
    switch (route.name) {
      case 'home':
        return html`<adj-home .db=${this.db} .rules=${this.rules} .scenarioSource=${this.engine} .chartChecker=${this.engine} persist=${this.persist}></adj-home>`;
      case 'desk':
      case 'message':
        // One template for both, so opening a message's link and going on at the desk keep the same desk.
        return html`<adj-desk
          .db=${this.db}
          .engine=${this.engine}
          .audit=${this.audit}
          .logWriter=${this.logWriter}
          .startSearch=${this.startSearch}
          .prepareSearch=${this.prepareSearch}
          .chartChecker=${this.engine}
          gameId=${route.gameId}
          activity=${route.name === 'message' ? 'record' : (route.activity ?? 'combat')}
          incoming=${route.name === 'message' ? decodeURIComponent(location.hash.slice(1)) : ''}
        ></adj-desk>`;
      case 'tables':
        return html`<adj-tables
          .rules=${this.rules}
          selected=${this.tablesFor}
          .tables=${this.tables}
          .quickRolls=${this.quickRolls}
          .engine=${this.engine}
          .db=${this.db}
          .chartEngine=${this.engine}
          openChart=${route.chart ?? ''}
          gameId=${route.gameId !== undefined && route.gameId === this.tablesGameId ? route.gameId : ''}
          @rules-change=${(e: AdjEvent<'rules-change'>) => {
            this.tablesFor = e.detail;
            this.tables = [];
            this.quickRolls = [];
          }}
        ></adj-tables>`;
      case 'report':
        return html`<adj-after-action .db=${this.db} gameId=${route.gameId} turn=${route.turn ?? 0}></adj-after-action>`;
      case 'not-found':
        return html`<div style="padding:1rem"><h1>Page not found</h1><p><a href="/" data-nav>Back to your games</a></p></div>`;
    }
  }

  override render() {
    const section = this.route.name === 'home' ? 'home' : this.route.name === 'tables' ? 'tables' : 'other';
    return html`<adj-header section=${section}
        ><adj-display-settings .display=${this.display} problem=${this.displayProblem} @display-change=${(e: AdjEvent<'display-change'>) => this.chooseDisplay(e.detail)}></adj-display-settings
      ></adj-header>
      <main>
        ${this.storage.kind === 'failed'
          ? html`<adj-storage-error message=${this.storage.message} dbName=${this.db?.name ?? 'adjutant'}></adj-storage-error>`
          : this.storage.kind === 'opening'
            ? html`<p style="padding:1rem">Opening your games…</p>`
            : this.renderScreen()}
      </main>
      ${this.applyUpdate ? html`<adj-update-prompt .apply=${this.applyUpdate}></adj-update-prompt>` : ''}`;
  }
}
