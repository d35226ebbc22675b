import { withCharts } from '../../desk/charts';
import { PausedWriter } from '../../desk/paused-writer';
import type { NewUnit, Sides } from '../../desk/rules';
import type { RosterUnit } from '../../desk/roster-text';
import type { PlayerChart } from '../../engine/core/chart';
import { boundTo, loadPlugin } from '../../games';
import type { DeskActivityName } from '../../router';
import type { DeskGame } from '../../games/contract';
import type { DeskViews, GamePlugin } from '../../games/views';
import type { GameId } from '../../engine/core/source';
import type { SearchWorker } from '../../search-client';
import { type Change, watchChanges } from '../../store/changes';
import type { ChartChecker } from '../../store/charts';
import { chartsInUse } from '../../store/charts';
import { auditStored } from '../../store/audit-stored';
import { type LogWriter, logWriter } from '../../store/log-writer';
import { currentRng } from '../../store/combats';
import type { CombatToDeclare } from '../../store/distance';
import { combatSides } from '../../store/report';
import { rollSides } from '../../desk/roll-sides';
import type { AdjutantDb } from '../../store/db';
import { getGame, saveGameSetUp } from '../../store/games';
import type { GameRecord, SetUpChange, UnitRecord } from '../../store/records';
import { addUnit, addUnits, listUnits, removeUnit, saveUnitChange } from '../../store/units';
import { type NotSavedWords, failureReason, notDone, notSavedLine } from '../../store/write-errors';
import { whenIdle } from '../idle';
import type { MapGame } from '../map/analyses';
import { DeskCampaign } from './controllers/campaign';
import { DeskLog, FIRST_PAGE } from './controllers/log';
import { DeskMap } from './controllers/map';
import { DeskPlan } from './controllers/plan';
import type { DeskEngine, DeskHost, LogAuditor } from './host';

/** How long the desk waits for a pause in the player's changes before writing the set-up to the game record. */
const SAVE_PAUSE_MS = 300;
/** How long after a failure is said another is said beside it rather than over it (sayNotSaved): past the pause above, and the write after it. */
const SAID_TOGETHER_MS = 3000;

/** What the desk is given by the app: storage, the workers, and the game to open. */
export interface DeskServices {
  readonly db?: AdjutantDb | undefined;
  readonly engine?: DeskEngine | undefined;
  /** Checks the whole log against its audit chain (the audit worker); the page itself when none is given. */
  readonly audit?: LogAuditor | undefined;
  /** Writes the rolls to the log (the log worker); the page itself when none is given. */
  readonly logWriter?: LogWriter | undefined;
  /** Checks the player's charts a game handed over from another tablet carries (the engine). */
  readonly chartChecker?: ChartChecker | undefined;
  /** Starts a search's own worker; the page itself runs the search when none is given. */
  readonly startSearch?: (() => SearchWorker) | undefined;
  /** Starts the next search's worker ahead of time, when the desk is first idle. */
  readonly prepareSearch?: ((game: GameId) => void) | undefined;
}

/** Something drawn from the session: told each time what it shows may have changed. */
type Listener = () => void;

/**
 * One open game at the desk, shared by every activity (combat, phase, turn, record): the game record,
 * its units and plug-in, the combat being set up, the map, the plan's attacks, the turn record and
 * the newest entries of the log, with every write to them. Each activity keeps its own working state
 * (odds, a roll, a search) in a part of its own (`part`), made when the activity is first shown.
 */
export class DeskSession implements DeskHost {
  game: GameRecord | null | undefined;
  plugin: GamePlugin | undefined;
  draft: Sides = { attackers: [], defenders: [] };
  private said = '';
  /** The failure said last (sayNotSaved), and when: anything else said since forgets it. */
  private failed: { readonly at: number; readonly reason: string } | undefined;
  /** The unit whose history is open over the desk, by id. */
  historyOf: string | undefined;
  /** The player's charts in use for this game's chart slots: every description carries them. */
  charts: Readonly<Record<string, PlayerChart>> = {};

  readonly log = new DeskLog(this);
  readonly sketch = new DeskMap(this);
  readonly plan = new DeskPlan(this, () => this.sketch.current());
  readonly turns = new DeskCampaign(this);

  private shownUnits: UnitRecord[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly draftWatchers = new Set<(draft: Sides) => void>();
  private readonly parts = new Map<string, unknown>();
  private unitIndex?: { readonly units: readonly UnitRecord[]; readonly byId: ReadonlyMap<string, UnitRecord> };
  private opened = 0;
  /** The game whose saved plan the plan was opened with. */
  private planOpened: string | undefined;
  private unwatch?: () => void;
  /** The game at the desk the odds were last asked with. */
  private deskAsked?: DeskGame<Sides>;

  /** The draft, the map and the plan, written to the game record when the player pauses; a write that fails is said. */
  private readonly saver = new PausedWriter<SetUpChange>((id, patch) => {
    if (!this.db) return;
    saveGameSetUp(this.db, id, patch).catch((e: unknown) =>
      this.sayNotSaved(patch.map ? 'The map' : patch.plan ? 'Your plan' : 'Your set-up', e, { after: 'It stays on this screen until the game is closed.' }),
    );
  }, SAVE_PAUSE_MS);

  constructor(
    private services: DeskServices,
    /** Where the desk is drawn, and when it has drawn (the full-screen map moves the player's focus there); how it shows an activity. */
    private readonly view: { readonly renderRoot: HTMLElement | DocumentFragment; readonly updateComplete: Promise<boolean>; show(activity: DeskActivityName): void },
  ) {}

  get db(): AdjutantDb | undefined {
    return this.services.db;
  }

  get engine(): DeskEngine | undefined {
    return this.services.engine;
  }

  get chartChecker(): ChartChecker | undefined {
    return this.services.chartChecker;
  }

  get startSearch(): (() => SearchWorker) | undefined {
    return this.services.startSearch;
  }

  get logWriter(): LogWriter | undefined {
    const db = this.db;
    if (this.services.logWriter) return this.services.logWriter;
    if (!db) return undefined;
    if (this.pageWriter?.db !== db) this.pageWriter = { db, writer: logWriter(db) };
    return this.pageWriter.writer;
  }

  /** The page's own log writer, when the app gave none: kept, with the tips it read ahead, while the database is the same. */
  private pageWriter: { readonly db: AdjutantDb; readonly writer: LogWriter } | undefined;

  get auditor(): LogAuditor {
    return this.services.audit ?? { checkLog: async (gameId) => (this.db ? auditStored(this.db, gameId) : { report: { ok: true, chained: 0, unchained: 0 } }) };
  }

  get renderRoot(): HTMLElement | DocumentFragment {
    return this.view.renderRoot;
  }

  get updateComplete(): Promise<boolean> {
    return this.view.updateComplete;
  }

  /** The game's plug-in for its own data: a game whose rules the players define reads them there (GameRules.forGameData). */
  private get bound(): GamePlugin | undefined {
    return this.plugin && boundTo(this.plugin, this.turns.campaign?.game);
  }

  get desk(): DeskGame<Sides> | undefined {
    return this.bound?.rules.desk;
  }

  get deskViews(): DeskViews<Sides> | undefined {
    return this.bound?.views.desk;
  }

  get gameData(): unknown {
    return this.turns.campaign?.game;
  }

  get mapGame(): MapGame | undefined {
    return this.bound?.map;
  }

  /** A line of words for the player, shown above the activity: drawn as soon as it is set. */
  get message(): string {
    return this.said;
  }

  set message(message: string) {
    this.failed = undefined;
    if (message === this.said) return;
    this.said = message;
    this.requestUpdate();
  }

  /**
   * Says that `what` was not saved, and why. A failure said a moment before stays, this one after it:
   * one tap's writes can fail together (a roll refused with the device's storage full, then the
   * set-up it carried, written again after the pause), and the second must not hide the first; for
   * the same reason, the reason is not said twice.
   */
  sayNotSaved(what: string, e: unknown, words: NotSavedWords = {}): void {
    const { done, after, many } = words;
    const reason = failureReason(e);
    const now = performance.now();
    const beside = this.failed !== undefined && now - this.failed.at < SAID_TOGETHER_MS;
    const sameReason = beside && this.failed?.reason === reason;
    const not = notDone(what, done, many);
    // The same thing failing again for the same reason (a change written again after the pause) is said already.
    if (!(sameReason && this.said.includes(not))) {
      const line = sameReason ? `${not} either.${after ? ` ${after}` : ''}` : notSavedLine(what, e, words);
      this.message = beside ? `${this.said} ${line}` : line;
    }
    this.failed = { at: now, reason };
  }

  /** The game's units as last read or written; setting them weighs the plan again against them. */
  get units(): UnitRecord[] {
    return this.shownUnits;
  }

  set units(units: UnitRecord[]) {
    if (units === this.shownUnits) return;
    this.shownUnits = units;
    if (this.game) void this.plan.weigh();
    this.requestUpdate();
  }

  get unitMap(): ReadonlyMap<string, UnitRecord> {
    if (this.unitIndex?.units !== this.units) this.unitIndex = { units: this.units, byId: new Map(this.units.map((u) => [u.id, u])) };
    return this.unitIndex.byId;
  }

  /** The services changed (the app hands them over after the element upgrades). */
  serve(services: DeskServices): void {
    this.services = services;
  }

  /** Calls `listener` whenever what the desk shows may have changed; returns the function that stops it. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `watcher` with each change the player makes to the set-up; returns the function that stops it. */
  watchDraft(watcher: (draft: Sides) => void): () => void {
    this.draftWatchers.add(watcher);
    return () => this.draftWatchers.delete(watcher);
  }

  requestUpdate(): void {
    // Rules the players changed make the odds on screen stale: the set-up is a new one, asked again.
    const desk = this.desk;
    if (desk !== this.deskAsked) {
      if (this.deskAsked) this.draft = { ...this.draft };
      this.deskAsked = desk;
    }
    for (const listener of this.listeners) listener();
  }

  /**
   * An activity's own working state, made the first time the activity asks for it and kept while
   * the game is open, so leaving an activity and coming back finds it as it was.
   */
  part<T>(key: string, make: (session: DeskSession) => T): T {
    if (!this.parts.has(key)) this.parts.set(key, make(this));
    return this.parts.get(key) as T;
  }

  /** Opens a game: its record, units, newest log entries, plug-in and charts, read together. */
  async open(gameId: string): Promise<void> {
    const ticket = ++this.opened;
    this.game = undefined;
    this.planOpened = undefined;
    this.parts.clear();
    this.requestUpdate();
    const db = this.db;
    if (!db) return;
    // The units and the log's newest entries are read beside the game record, not after it: only the
    // plug-in and the charts wait to know which game it plays. The record is asked for first, so
    // its answer does not queue behind theirs.
    const stored = getGame(db, gameId);
    const read = Promise.all([listUnits(db, gameId), this.log.open(gameId, false, FIRST_PAGE)]);
    // Awaited below; an open left before then (another game asked for, none found) leaves it unheard.
    read.catch(() => undefined);
    const game = (await stored) ?? null;
    if (ticket !== this.opened) return;
    if (!game) {
      this.game = null;
      this.requestUpdate();
      return;
    }
    const [[units, combats], plugin, charts] = await Promise.all([read, loadPlugin(game.rules), chartsInUse(db, game.rules)]);
    if (ticket !== this.opened) return;
    this.units = units;
    this.charts = charts;
    this.plugin = plugin;
    this.draft = plugin.rules.desk?.rules.read(game.draft) ?? { attackers: [], defenders: [] };
    this.sketch.read(game.map);
    await this.turns.open(game.campaign, plugin, game.id);
    this.game = { ...game, rng: currentRng(game, combats) };
    this.requestUpdate();
    // Once the page is idle, what is not on the first screen, each step a task of its own so that a
    // tap meanwhile waits on none of them for long: the rest of the log's page and the log checked
    // whole against its chain, the plan weighed, the log writer (its worker started) reading the
    // log's tip ahead of the first roll, the search's worker and the map's code made ready.
    const idle = (step: () => void) =>
      whenIdle(() => {
        if (ticket === this.opened) step();
      });
    idle(() => {
      void this.log.fillPage(game.id);
      this.log.check(game.id);
    });
    idle(() => this.openPlan());
    if (!plugin.rules.desk) return;
    idle(() => this.logWriter?.readAhead(game.id).catch(() => undefined));
    idle(() => this.services.prepareSearch?.(plugin.rules.id));
    idle(() => this.sketch.prepare());
  }

  /** The plan saved with the game, read and weighed once: when the page is first idle, or when the phase is shown before. */
  openPlan(): void {
    const game = this.game;
    if (!game || this.planOpened === game.id) return;
    this.planOpened = game.id;
    this.plan.open(game.plan);
  }

  /** Starts listening to the other tabs' changes to this game. */
  connect(): void {
    this.unwatch ??= watchChanges((change) => void this.heard(change));
  }

  /** Stops listening, and writes what waits. */
  disconnect(): void {
    this.unwatch?.();
    this.unwatch = undefined;
    this.saver.flush();
  }

  /** Writes what is waiting at once: the page is being put away, and the tablet may end it there. */
  flush(): void {
    this.saver.flush();
  }

  takeUnsaved(): SetUpChange | undefined {
    return this.game ? this.saver.take(this.game.id) : undefined;
  }

  /** Forgets what waits to be written: the game is gone. */
  drop(): void {
    this.saver.drop();
  }

  /** A line of words for the player, drawn at once. */
  say(message: string): void {
    this.message = message;
    this.requestUpdate();
  }

  /**
   * Another tab saved a change to this game: the desk reads it again, so what it writes next starts
   * from what is stored, and says so. The set-up on the desk stays this tab's own.
   */
  private async heard(change: Change): Promise<void> {
    const { db, game } = this;
    if (!db || !game || change.gameId !== game.id) return;
    if (change.kind === 'units') {
      this.units = await listUnits(db, game.id);
      this.say('Another tab changed this game’s units: they are shown here as they are now.');
    } else if (change.kind === 'log') {
      await this.reopenLog();
    } else {
      const saved = await getGame(db, game.id);
      if (!saved) {
        this.saver.drop();
        this.game = null;
        this.requestUpdate();
        return;
      }
      this.turns.heard(saved.campaign);
      this.game = { ...game, name: saved.name };
      this.requestUpdate();
    }
  }

  /** The log as it stands after entries from another tablet (or tab) were added: the next roll starts from its newest state. */
  async reopenLog(): Promise<void> {
    if (!this.game) return;
    const combats = await this.log.open(this.game.id);
    if (this.game) this.game = { ...this.game, rng: currentRng(this.game, combats) };
    this.requestUpdate();
  }

  setDraft(patch: Partial<Sides>): void {
    this.draft = { ...this.draft, ...patch };
    for (const watcher of this.draftWatchers) watcher(this.draft);
    this.saveLater({ draft: this.draft });
    this.requestUpdate();
  }

  describe(draft: Sides, units: ReadonlyMap<string, UnitRecord> = this.unitMap): Record<string, unknown> {
    const rules = this.desk?.rules;
    return rules ? withCharts(rules.describe(draft, units), this.charts) : {};
  }

  /** An attack as the phase plan declares it (whole, from its first roll), with the player's charts. */
  describeDeclared(draft: Sides, units: ReadonlyMap<string, UnitRecord> = this.unitMap): Record<string, unknown> {
    const rules = this.desk?.rules;
    return rules ? withCharts((rules.declared ?? rules.describe)(draft, units), this.charts) : {};
  }

  saveLater(patch: SetUpChange): void {
    if (this.game) this.saver.add(this.game.id, patch);
  }

  /** The player's charts as now stored: one was entered at the desk. The combat on it is weighed again with them. */
  async reloadCharts(): Promise<void> {
    if (!this.db || !this.game) return;
    this.charts = await chartsInUse(this.db, this.game.rules);
    // A set-up of its own, so the odds are asked again: its description now carries the chart.
    this.draft = { ...this.draft };
    this.requestUpdate();
  }

  /** A unit added at the desk, put on the side being filled. */
  async createUnit(unit: NewUnit, side: 'attackers' | 'defenders'): Promise<void> {
    const rules = this.desk?.rules;
    if (!this.db || !this.game || !rules) return;
    try {
      const saved = await addUnit(this.db, { gameId: this.game.id, ...rules.newUnit(unit) });
      this.units = [...this.units, saved];
      this.setDraft({ [side]: [...this.draft[side], saved.id] });
    } catch (e) {
      this.sayNotSaved(`The new unit ${unit.name}`, e);
    }
  }

  /**
   * Saves a change the player made to a unit, over the unit as stored: a change another tab made to
   * its other values is kept; one to the same value is shown, and this one is not written.
   */
  async updateUnit(unit: UnitRecord): Promise<boolean> {
    const expected = this.unitMap.get(unit.id);
    if (!this.db || !expected) return false;
    try {
      const saved = await saveUnitChange(this.db, expected, unit);
      if (saved.ok) {
        this.units = this.units.map((u) => (u.id === unit.id ? saved.unit : u));
        return true;
      }
      if (this.game) this.units = await listUnits(this.db, this.game.id);
      this.say(`Not saved: another tab changed ${expected.name} meanwhile. It is shown as it is now; make your change again if it still stands.`);
    } catch (e) {
      this.sayNotSaved(`The change to ${expected.name}`, e);
      // Drawn again as stored: the set-up's fields show the unit's values, not the refused change.
      this.units = [...this.units];
    }
    return false;
  }

  async addRoster(units: readonly RosterUnit[]): Promise<boolean> {
    if (!this.db || !this.game) return false;
    const gameId = this.game.id;
    try {
      const saved = await addUnits(
        this.db,
        units.map((u) => ({ ...u, gameId })),
      );
      this.units = [...this.units, ...saved];
      return true;
    } catch (e) {
      this.sayNotSaved(units.length === 1 ? `The new unit ${units[0]?.name ?? ''}` : `The ${units.length} new units`, e, { many: units.length > 1 });
      return false;
    }
  }

  async removeFromRoster(id: string): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      await removeUnit(this.db, { id, gameId: this.game.id });
    } catch (e) {
      this.sayNotSaved(this.unitMap.get(id)?.name ?? 'The unit', e, { done: 'taken off the roster' });
      return;
    }
    this.units = this.units.filter((u) => u.id !== id);
    this.sketch.forget(id);
    if (this.draft.attackers.includes(id) || this.draft.defenders.includes(id)) {
      this.setDraft({ attackers: this.draft.attackers.filter((x) => x !== id), defenders: this.draft.defenders.filter((x) => x !== id) });
    }
  }

  /** The combats a declaration at a distance carries: the phase plan's attacks, each whole, or else the combat on the desk. */
  declarable(): readonly CombatToDeclare[] {
    const units = this.unitMap;
    const planned = this.plan.attacks.map((a) => ({ draft: a.draft, input: this.describeDeclared(a.draft, units) }));
    const ready = planned.length === 0 && this.desk?.rules.askable(this.draft) ? [{ draft: this.draft, input: this.describe(this.draft, units) }] : [];
    return [...planned, ...ready].map(({ draft, input }) => {
      const sides = rollSides(draft, units);
      return { input, label: combatSides(input), ...(sides ? { sides } : {}) };
    });
  }

  /** Shows another activity of this game's desk. */
  goTo(activity: DeskActivityName): void {
    this.view.show(activity);
  }

  /** Opens a unit's history over the desk (undefined closes it); the whole log is read for it. */
  showHistory(unitId: string | undefined): void {
    this.historyOf = unitId;
    if (unitId) void this.log.loadWhole();
    this.requestUpdate();
  }
}
