import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { apartFromItsCode } from '../idle';
import { type DeskActivityName, navigate } from '../../router';
import type { SearchWorker } from '../../search-client';
import type { ChartChecker } from '../../store/charts';
import type { AdjutantDb } from '../../store/db';
import { deleteGame, renameGame } from '../../store/games';
import type { GameRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { whyFailed } from '../../store/why-failed';
import { downloadJson } from '../download';
import type { AdjEvent } from '../events';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import { keepAwakeWhileShown } from '../wake-lock';
import '../unit-history/unit-history';
import { renderDeskTitle } from './desk-title';
import { sheetStyles } from './desk.styles';
import type { DeskEngine, LogAuditor } from './host';
import type { LogWriter } from '../../store/log-writer';
import { DeskSession } from './session';
import { shellStyles } from './shell.styles';
import type { GameId } from '../../engine/core/source';
import { FailureError } from '../../engine/core/errors';

export type { DeskEngine } from './host';

/** Each activity's code, fetched the first time it is shown (and precached with the app for offline play). */
const ACTIVITY_CODE: Readonly<Record<DeskActivityName, () => Promise<unknown>>> = {
  combat: () => import('./combat/combat-activity'),
  phase: () => import('./phase/phase-activity'),
  turn: () => import('./turn/turn-activity'),
  record: () => import('./record/record-activity'),
};

const TAB_WORDS: Readonly<Record<DeskActivityName, string>> = { combat: 'Combat', phase: 'Phase', turn: 'Turn', record: 'Record' };

/**
 * The desk of one saved game: the game's name and what can be done to it, the activity the player
 * is at (the combat, the phase, the turn or the record), and the tabs that reach each of the others
 * in one tap. The game itself, shared by every activity, is the session's; each activity owns what
 * it works out and is fetched when first shown, so a game opens drawing only what is on screen.
 */
export class AdjDesk extends LitElement {
  /** The first drawing of a desk in the page in a task of its own, apart from the one that evaluated its code. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return apartFromItsCode(AdjDesk, () => super.scheduleUpdate());
  }

  static override styles = [theme, sheetStyles, shellStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: DeskEngine;
  /** Checks the whole log against its audit chain (the audit worker); the page itself when none is given. */
  @property({ attribute: false }) audit?: LogAuditor;
  /** Writes the rolls to the log (the log worker); the page itself when none is given. */
  @property({ attribute: false }) logWriter?: LogWriter;
  /** Checks the player's charts a game handed over from another tablet carries (the engine). */
  @property({ attribute: false }) chartChecker?: ChartChecker;
  /** Starts a search's own worker; the page itself runs the search when none is given. */
  @property({ attribute: false }) startSearch?: () => SearchWorker;
  /** Starts the next search's worker ahead of time, when the desk is first idle. */
  @property({ attribute: false }) prepareSearch?: (game: GameId) => void;
  @property() gameId = '';
  @property() activity: DeskActivityName = 'combat';
  /** A message for this game handed in by a link (/games/<id>/message#…), for the distance panel to take in. */
  @property() incoming = '';

  @state() private confirmDelete = false;
  @state() private renaming = false;
  /** The activities whose code is in. */
  @state() private loaded: ReadonlySet<DeskActivityName> = new Set();

  readonly session = new DeskSession({}, this);
  private unsubscribe?: () => void;

  /** Writes what is waiting when the page is put away (the tablet may end it there). */
  private readonly saveOnHide = (): void => {
    if (document.visibilityState === 'hidden') this.session.flush();
  };

  constructor() {
    super();
    watchLargeText(this);
    keepAwakeWhileShown(this);
  }

  /** A unit's history asked for anywhere on the desk (its counter on the map, the units in the combat). */
  private readonly onHistory = (e: AdjEvent<'unit-history'>): void => this.session.showHistory(e.detail);

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('unit-history', this.onHistory);
    document.addEventListener('visibilitychange', this.saveOnHide);
    this.session.connect();
    this.unsubscribe = this.session.subscribe(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('unit-history', this.onHistory);
    document.removeEventListener('visibilitychange', this.saveOnHide);
    this.unsubscribe?.();
    this.session.disconnect();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    const { db, engine, audit, logWriter, chartChecker, startSearch, prepareSearch } = this;
    if (['db', 'engine', 'audit', 'logWriter', 'chartChecker', 'startSearch', 'prepareSearch'].some((k) => changed.has(k))) this.session.serve({ db, engine, audit, logWriter, chartChecker, startSearch, prepareSearch });
    if (changed.has('gameId') || changed.has('db')) void this.session.open(this.gameId);
    if (changed.has('activity')) this.load(this.activity);
  }

  /** Shows an activity of this game, at its own path (the app's route follows). */
  show(activity: DeskActivityName): void {
    this.activity = activity;
    navigate({ name: 'desk', gameId: this.gameId, activity });
  }

  private load(activity: DeskActivityName): void {
    if (this.loaded.has(activity)) return;
    void ACTIVITY_CODE[activity]().then(() => (this.loaded = new Set([...this.loaded, activity])));
  }

  override render() {
    const { session } = this;
    const game = session.game;
    if (game === undefined) return html`<p class="opening">Opening the game…</p>`;
    if (game === null) return html`<div class="opening"><h1>Game not found</h1><p>It may have been deleted. <a href="/" data-nav>Back to your games</a></p></div>`;
    if (!session.desk) {
      return html`${this.renderTitle(game)}<p>The combat desk for this game is not ready yet; its tables are under <em>Tables</em>.</p>`;
    }
    return html`${this.renderTitle(game)} ${session.message ? html`<p class="message" role="status">${session.message}</p>` : nothing}
      <div class="activity">${this.renderActivity()}</div>
      ${this.renderTabs(game)} ${session.sketch.renderFull()} ${this.renderHistory()}`;
  }

  /** A unit's history in a sheet over the desk: every applied result that changed it, oldest first. */
  private renderHistory() {
    const { session } = this;
    const unit = session.historyOf === undefined ? undefined : session.unitMap.get(session.historyOf);
    const rules = session.desk?.rules;
    if (!unit || !rules) return nothing;
    const close = () => session.showHistory(undefined);
    return html`<div class="scrim" @click=${close}></div>
      <div class="sheet history" role="dialog" aria-modal="true" aria-label="History of ${unit.name}">
        <h2>History of ${unit.name}</h2>
        <adj-unit-history alone .unit=${unit} .fields=${rules.unitFields} .entries=${session.log.oldestFirst()} ?complete=${session.log.complete} @need-all=${() => void session.log.loadWhole()}></adj-unit-history>
        <button class="secondary" @click=${close}>Close</button>
      </div>`;
  }

  private renderActivity() {
    const { session, activity } = this;
    if (!this.loaded.has(activity)) return html`<p class="opening">Opening…</p>`;
    switch (activity) {
      case 'combat':
        return html`<adj-combat-activity .session=${session}></adj-combat-activity>`;
      case 'phase':
        return html`<adj-phase-activity .session=${session}></adj-phase-activity>`;
      case 'turn':
        return html`<adj-turn-activity .session=${session}></adj-turn-activity>`;
      case 'record':
        return html`<adj-record-activity .session=${session} incoming=${this.incoming}></adj-record-activity>`;
    }
  }

  /** The activities, one tap each from anywhere in the game, with what each holds now. */
  private renderTabs(game: GameRecord) {
    const { session } = this;
    const planned = session.plan.attacks.length;
    const record = session.turns.campaign?.record;
    const badge: Readonly<Record<DeskActivityName, string>> = {
      combat: '',
      phase: planned > 0 ? `${planned}` : '',
      turn: record ? `${record.turn}` : '',
      record: session.log.total > 0 ? `${session.log.total}` : '',
    };
    const where: Readonly<Record<DeskActivityName, string>> = {
      combat: '',
      phase: planned > 0 ? `, ${planned} attack${planned === 1 ? '' : 's'} planned` : '',
      turn: record ? `, turn ${record.turn}${record.phaseName ? `, ${record.phaseName}` : ''}` : '',
      record: `, ${session.log.total} entr${session.log.total === 1 ? 'y' : 'ies'}`,
    };
    return html`<nav class="tabs" aria-label="Desk">
      ${(['combat', 'phase', 'turn', 'record'] as const).map(
        (a) => html`<a
          href=${a === 'combat' ? `/games/${encodeURIComponent(game.id)}` : `/games/${encodeURIComponent(game.id)}/${a}`}
          data-nav
          aria-current=${a === this.activity ? 'page' : 'false'}
          @pointerenter=${() => this.load(a)}
          ><span class="word">${TAB_WORDS[a]}</span>${badge[a] ? html`<span class="badge" aria-hidden="true">${badge[a]}</span>` : nothing}${where[a]
            ? html`<span class="visually-hidden">${where[a]}</span>`
            : nothing}</a
        >`,
      )}
    </nav>`;
  }

  private renderTitle(game: GameRecord) {
    return renderDeskTitle(
      { game, renaming: this.renaming, confirmDelete: this.confirmDelete },
      {
        setRenaming: (on) => (this.renaming = on),
        rename: (name) => void this.rename(name),
        exportFile: () => void this.exportFile(),
        setConfirmDelete: (on) => (this.confirmDelete = on),
        deleteGame: () => void this.deleteGame(),
      },
    );
  }

  private async rename(name: string): Promise<void> {
    const { db, game } = this.session;
    if (!db || !game) return;
    try {
      const renamed = await renameGame(db, game.id, name);
      this.session.game = { ...game, name: renamed };
      this.renaming = false;
      this.session.say('');
    } catch (e) {
      if (e instanceof FailureError) this.session.say(`${e.message}.`);
      else this.session.sayNotSaved('The new name', e);
    }
  }

  private async deleteGame(): Promise<void> {
    const { db, game } = this.session;
    if (!db || !game) return;
    try {
      await deleteGame(db, game.id);
    } catch (e) {
      this.session.sayNotSaved('The game', e, { done: 'deleted' });
      return;
    }
    // Nothing of the game is to be written after it has gone.
    this.session.drop();
    navigate({ name: 'home' });
  }

  private async exportFile(): Promise<void> {
    const { db, game } = this.session;
    if (!db || !game) return;
    try {
      downloadJson(`${game.name.replace(/[^\w-]+/g, '-')}.adjutant.json`, await exportGame(db, game.id));
    } catch (e) {
      this.session.say(`The game could not be exported: ${whyFailed(e)}`);
    }
  }
}
