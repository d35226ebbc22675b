import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { withCharts } from '../../desk/charts';
import { PausedWriter } from '../../desk/paused-writer';
import type { PlayerChart } from '../../engine/core/chart';
import { FailureError } from '../../engine/core/errors';
import type { ChartChecker } from '../../store/charts';
import { chartsInUse } from '../../store/charts';
import type { NewUnit, Sides } from '../../desk/rules';
import type { DeskGame } from '../../games/contract';
import type { DeskViews, GamePlugin } from '../../games/views';
import { boundTo, loadPlugin } from '../../games';
import { navigate } from '../../router';
import { type Change, watchChanges } from '../../store/changes';
import { currentRng } from '../../store/combats';
import { auditStored } from '../../store/audit-stored';
import type { CombatToDeclare } from '../../store/distance';
import { combatSides } from '../../store/report';
import { rollSides } from '../../desk/roll-sides';
import type { AdjutantDb } from '../../store/db';
import { deleteGame, getGame, renameGame, saveGameSetUp } from '../../store/games';
import type { GameRecord, UnitRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { addUnit, addUnits, listUnits, removeUnit, saveUnitChange } from '../../store/units';
import { notSaved, whyNotSaved } from '../../store/write-errors';
import { type RosterUnit, rosterText } from '../../desk/roster-text';
import '../combat-log/combat-log';
import '../dice-entry/dice-entry';
import { whenIdle } from '../idle';
import '../breakpoints/breakpoints';
import '../handover/handover';
import '../distance/distance';
import '../live-panel/live-panel';
import '../luck-report/luck-report';
import type { MapGame } from '../map/analyses';
import '../result-card/result-card';
import '../roster/roster';
import type { SideTarget } from '../roster/roster.component';
import { renderTable } from '../tables/table-view';
import { watchLargeText } from '../large-text';
import type { SaveRequest } from '../save-request';
import { keepAwakeWhileShown } from '../wake-lock';
import { theme } from '../theme';
import { DeskLog } from './controllers/log';
import { DeskMap } from './controllers/map';
import { DeskOdds } from './controllers/odds';
import { DeskPlan } from './controllers/plan';
import { DeskCompare } from './controllers/compare';
import { DeskSearch } from './controllers/search';
import { type SearchWorker, inPageSearch } from '../../search-client';
import type { GameId } from '../../engine/core/source';
import '../allocation-search/allocation-search';
import '../compare-attacks/compare-attacks';
import type { Success } from '../../plan/success';
import type { Criterion } from '../../plan/allocation';
import '../phase-plan/phase-plan';
import { DeskRoll } from './controllers/roll';
import { DeskCampaign } from './controllers/campaign';
import { downloadJson, downloadText } from '../download';
import { renderDeskTitle } from './desk-title';
import { deskStyles, sheetStyles } from './desk.styles';
import type { DeskEngine, DeskHost, LogAuditor } from './host';

export type { DeskEngine } from './host';

/** How long the desk waits for a pause in the player's changes before writing the set-up to the game record. */
const SAVE_PAUSE_MS = 300;

/**
 * How long a change to the set-up, or a game just opened, may wait for its odds before it is drawn
 * without them. The engine answers in a few milliseconds; this bounds the wait when it does not.
 */
const ODDS_WAIT_MS = 100;

/**
 * The combat desk of one saved game: set up, see the odds, roll or enter dice, apply, keep the log.
 * The game's own rules, set-up and map come from its plug-in (src/games); the odds, the roll, the
 * log and the map each have a controller of their own (./controllers).
 */
export class AdjDesk extends LitElement implements DeskHost {
  static override styles = [theme, deskStyles, sheetStyles];

  constructor() {
    super();
    watchLargeText(this);
    keepAwakeWhileShown(this);
  }

  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: DeskEngine;
  /** Checks the whole log against its audit chain (the audit worker); the page itself when none is given. */
  @property({ attribute: false }) audit?: LogAuditor;
  /** Checks the player's charts a game handed over from another tablet carries (the engine). */
  @property({ attribute: false }) chartChecker?: ChartChecker;
  /** Starts a search's own worker; the page itself runs the search when none is given. */
  @property({ attribute: false }) startSearch?: () => SearchWorker;
  /** Starts the next search's worker ahead of time, when the desk is first idle. */
  @property({ attribute: false }) prepareSearch?: (game: GameId) => void;
  @property() gameId = '';
  /** A message for this game handed in by a link (/games/<id>/message#…), for the distance panel to take in. */
  @property() incoming = '';

  @state() game: GameRecord | null | undefined;
  @state() private plugin?: GamePlugin;
  @state() units: UnitRecord[] = [];
  @state() draft: Sides = { attackers: [], defenders: [] };
  @state() private target: SideTarget = 'attackers';
  @state() private confirmDelete = false;
  @state() private renaming = false;
  /** The roster editor is showing in place of the set-up; its code is fetched when first asked for. */
  @state() private editingRoster = false;
  @state() private editorReady = false;
  @state() message = '';
  /** The player's charts in use for this game's chart slots: every description carries them. */
  private charts: Readonly<Record<string, PlayerChart>> = {};

  private readonly odds = new DeskOdds(this);
  private readonly log = new DeskLog(this);
  private readonly roller = new DeskRoll(this, this.odds, this.log);
  private readonly sketch = new DeskMap(this);
  private readonly plan = new DeskPlan(this, () => this.sketch.current());
  private readonly turns = new DeskCampaign(this);
  private readonly compare = new DeskCompare(this, this.plan);
  private readonly searcher = new DeskSearch(this, {
    map: () => this.sketch.current(),
    charts: () => this.charts,
    planChances: () => this.plan.shown.weighed?.chances,
    takeIntoPlan: (drafts) => this.plan.replaceAll(drafts),
    showExposure: (hexes) => this.sketch.showExposure(hexes),
    start: async () => this.startSearch?.() ?? inPageSearch(),
  });

  /** The draft and the map, written to the game record when the player pauses; a write that fails is said. */
  private readonly saver = new PausedWriter<Partial<Pick<GameRecord, 'draft' | 'map' | 'plan'>>>((id, patch) => {
    if (!this.db) return;
    saveGameSetUp(this.db, id, patch).catch((e: unknown) =>
      this.say(`${notSaved(patch.map ? 'The map' : patch.plan ? 'Your plan' : 'Your set-up', e)} It stays on this screen until the game is closed.`),
    );
  }, SAVE_PAUSE_MS);
  /** Stops listening to the other tabs' changes. */
  private unwatch?: () => void;
  /** Writes what is waiting when the page is put away (the tablet may end it there). */
  private readonly saveOnHide = (): void => {
    if (document.visibilityState === 'hidden') this.saver.flush();
  };
  private unitIndex?: { readonly units: readonly UnitRecord[]; readonly byId: ReadonlyMap<string, UnitRecord> };
  /** The game at the desk the odds were last asked with. */
  private deskAsked?: DeskGame<Sides>;

  get auditor(): LogAuditor {
    return this.audit ?? { checkLog: async (gameId) => (this.db ? auditStored(this.db, gameId) : { report: { ok: true, chained: 0, unchained: 0 } }) };
  }

  /** The game's plug-in for its own data: a game whose rules the players define reads them there (GameRules.forGameData). */
  private get bound(): GamePlugin | undefined {
    return this.plugin && boundTo(this.plugin, this.turns.campaign?.game);
  }

  get desk(): DeskGame<Sides> | undefined {
    return this.bound?.rules.desk;
  }

  get gameData(): unknown {
    return this.turns.campaign?.game;
  }

  get deskViews(): DeskViews<Sides> | undefined {
    return this.bound?.views.desk;
  }

  get mapGame(): MapGame | undefined {
    return this.bound?.map;
  }

  get unitMap(): ReadonlyMap<string, UnitRecord> {
    if (this.unitIndex?.units !== this.units) this.unitIndex = { units: this.units, byId: new Map(this.units.map((u) => [u.id, u])) };
    return this.unitIndex.byId;
  }

  /**
   * A change to the set-up is drawn together with its new odds, in the same frame: the player never
   * sees the change beside odds it has made stale. While it waits, the buttons are as the player
   * last saw them, so a second tap on a toggle acts on what it shows. A game just opened waits for
   * its first odds the same way, so the desk comes up whole in one frame, its log below the odds
   * (and out of sight, where it costs no layout), rather than drawn twice.
   */
  protected override async scheduleUpdate(): Promise<void> {
    let late: Promise<'late'> | undefined;
    // Asked again if the set-up changes while its odds are on their way (a second quick tap).
    while (this.game && !this.odds.asked) {
      const asking = this.odds.ask();
      if (!this.odds.asked) break;
      late ??= new Promise((r) => setTimeout(() => r('late'), ODDS_WAIT_MS));
      if ((await Promise.race([asking, late])) === 'late') break;
    }
    super.scheduleUpdate();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('gameId') || changed.has('db')) void this.load();
    // Rules the players changed make the odds on screen stale: they are asked again, as for a change of set-up.
    const desk = this.desk;
    if (desk !== this.deskAsked) {
      if (this.deskAsked) this.draft = { ...this.draft };
      this.deskAsked = desk;
    }
    // Not asked yet: a game's first odds, or a change whose wait ran out.
    if (!this.odds.asked) void this.odds.ask();
    // The plan is weighed against the units as they stand: after a result is applied, again.
    if (changed.has('units') && this.game) {
      void this.plan.weigh();
      void this.compare.weigh();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.saveOnHide);
    this.unwatch = watchChanges((change) => void this.heard(change));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.saveOnHide);
    this.unwatch?.();
    this.saver.flush();
  }

  /** A line of words for the player, drawn at once. */
  private say(message: string): void {
    this.message = message;
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
        return;
      }
      this.turns.heard(saved.campaign);
      this.game = { ...this.game, name: saved.name } as GameRecord;
    }
  }

  private async load(): Promise<void> {
    this.game = undefined;
    if (!this.db) return;
    const game = (await getGame(this.db, this.gameId)) ?? null;
    if (!game) {
      this.game = null;
      return;
    }
    const [units, combats, plugin, charts] = await Promise.all([listUnits(this.db, game.id), this.log.open(game.id), loadPlugin(game.rules), chartsInUse(this.db, game.rules)]);
    this.units = units;
    this.charts = charts;
    this.plugin = plugin;
    this.draft = plugin.rules.desk?.rules.read(game.draft) ?? { attackers: [], defenders: [] };
    this.sketch.read(game.map);
    await this.turns.open(game.campaign, plugin, game.id);
    this.game = { ...game, rng: currentRng(game, combats) };
    this.plan.open(game.plan);
    if (plugin.rules.desk)
      whenIdle(() => {
        this.sketch.prepare();
        this.prepareSearch?.(plugin.rules.id);
      });
  }

  setDraft(patch: Partial<Sides>): void {
    this.draft = { ...this.draft, ...patch };
    this.roller.result = undefined;
    this.saveLater({ draft: this.draft });
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

  saveLater(patch: Partial<Pick<GameRecord, 'draft' | 'map' | 'plan'>>): void {
    if (this.game) this.saver.add(this.game.id, patch);
  }

  private pick(id: string): void {
    const key = this.target;
    const other = key === 'attackers' ? 'defenders' : 'attackers';
    const list = this.draft[key];
    this.setDraft({
      [key]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id],
      [other]: this.draft[other].filter((x) => x !== id),
    });
  }

  private async createUnit(unit: NewUnit): Promise<void> {
    const rules = this.desk?.rules;
    if (!this.db || !this.game || !rules) return;
    try {
      const saved = await addUnit(this.db, { gameId: this.game.id, ...rules.newUnit(unit) });
      this.units = [...this.units, saved];
      this.setDraft({ [this.target]: [...this.draft[this.target], saved.id] });
    } catch (e) {
      this.say(notSaved(`The new unit ${unit.name}`, e));
    }
  }

  /**
   * Saves a change the player made to a unit, over the unit as stored: a change another tab made to
   * its other values is kept; one to the same value is shown, and this one is not written.
   */
  private async updateUnit(unit: UnitRecord): Promise<boolean> {
    const expected = this.unitMap.get(unit.id);
    if (!this.db || !expected) return false;
    try {
      const saved = await saveUnitChange(this.db, expected, unit);
      if (saved.ok) {
        this.units = this.units.map((u) => (u.id === unit.id ? saved.unit : u));
        return true;
      }
      this.units = this.game ? await listUnits(this.db, this.game.id) : this.units;
      this.say(`Not saved: another tab changed ${expected.name} meanwhile. It is shown as it is now; make your change again if it still stands.`);
    } catch (e) {
      this.say(notSaved(`The change to ${expected.name}`, e));
      // Drawn again as stored: the set-up's fields show the unit's values, not the refused change.
      this.units = [...this.units];
    }
    return false;
  }

  private editRoster(on: boolean): void {
    this.editingRoster = on;
    if (on && !this.editorReady) void import('../roster-editor/roster-editor').then(() => (this.editorReady = true));
  }

  private async addRoster(units: readonly RosterUnit[]): Promise<boolean> {
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
      this.say(units.length === 1 ? notSaved(`The new unit ${units[0]?.name ?? ''}`, e) : `The ${units.length} new units were not saved: ${whyNotSaved(e)}`);
      return false;
    }
  }

  private async removeFromRoster(id: string): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      await removeUnit(this.db, { id, gameId: this.game.id });
    } catch (e) {
      this.say(notSaved(this.unitMap.get(id)?.name ?? 'The unit', e, 'taken off the roster'));
      return;
    }
    this.units = this.units.filter((u) => u.id !== id);
    this.sketch.forget(id);
    if (this.draft.attackers.includes(id) || this.draft.defenders.includes(id)) {
      this.setDraft({ attackers: this.draft.attackers.filter((x) => x !== id), defenders: this.draft.defenders.filter((x) => x !== id) });
    }
  }

  private exportRoster(desk: DeskGame<Sides>): void {
    if (!this.game) return;
    downloadText(`${this.game.name.replace(/[^\w-]+/g, '-')}.roster.txt`, rosterText(this.units, desk.rules));
  }

  private renderEditor(desk: DeskGame<Sides>) {
    return html`<section class="panel editor" aria-label="Edit the roster">
      <button class="secondary" @click=${() => this.editRoster(false)}>← Back to the combat</button>
      ${this.editorReady
        ? html`<adj-roster-editor
            .units=${this.units}
            .game=${desk.rules}
            .log=${this.log.combats}
            ?logComplete=${this.log.complete}
            @need-all=${() => this.log.loadWhole()}
            @unit-change=${(e: SaveRequest<UnitRecord>) => e.saving(this.updateUnit(e.detail))}
            @unit-remove=${(e: CustomEvent<string>) => this.removeFromRoster(e.detail)}
            @units-add=${(e: SaveRequest<RosterUnit[]>) => e.saving(this.addRoster(e.detail))}
            @roster-export=${() => this.exportRoster(desk)}
          ></adj-roster-editor>`
        : html`<p>Opening the roster…</p>`}
    </section>`;
  }

  private async rename(name: string): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      const renamed = await renameGame(this.db, this.game.id, name);
      this.game = { ...this.game, name: renamed };
      this.renaming = false;
      this.message = '';
    } catch (e) {
      this.message = e instanceof FailureError ? `${e.message}.` : notSaved('The new name', e);
    }
  }

  private async deleteGame(): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      await deleteGame(this.db, this.game.id);
    } catch (e) {
      this.say(notSaved('The game', e, 'deleted'));
      return;
    }
    // Nothing of the game is to be written after it has gone.
    this.saver.drop();
    navigate({ name: 'home' });
  }

  private async exportFile(): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      downloadJson(`${this.game.name.replace(/[^\w-]+/g, '-')}.adjutant.json`, await exportGame(this.db, this.game.id));
    } catch (e) {
      this.say(`The game could not be exported (${e instanceof Error ? e.message : String(e)}).`);
    }
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

  private renderResolve() {
    const { analysis, problems } = this.odds;
    const ready = analysis !== undefined && problems.length === 0;
    const table = analysis?.table;
    return html`<div class="roll">
      ${table && table.column !== undefined ? html`<p class="in-use">${table.title}, column ${table.columns[table.column]}</p>` : nothing}
      ${analysis?.dicePlan.length === 0
        ? // Nothing left to roll (every die already rolled at an earlier step): the combat is resolved as set up.
          html`<button ?disabled=${!ready} @click=${() => this.roller.roll()}>Resolve</button>`
        : html`<button ?disabled=${!ready} @click=${() => this.roller.roll()}>Roll</button>
            <button class="secondary" ?disabled=${!ready} @click=${() => this.roller.startEntering()}>Enter dice</button>`}
      ${this.odds.chartAsked && this.game
        ? html`<a class="button" href="/games/${encodeURIComponent(this.game.id)}/tables/${encodeURIComponent(this.odds.chartAsked)}" data-nav>Enter this chart from your sheet</a>`
        : nothing}
    </div>`;
  }

  override render() {
    const game = this.game;
    if (game === undefined) return html`<p>Opening the game…</p>`;
    if (game === null) return html`<h1>Game not found</h1><p>It may have been deleted. <a href="/" data-nav>Back to your games</a></p>`;
    const desk = this.desk;
    if (!desk) {
      return html`${this.renderTitle(game)}<p>The combat desk for this game is not ready yet; its tables are under <em>Tables</em>.</p>`;
    }
    const { odds, log, sketch } = this;
    return html`${this.renderTitle(game)}
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing} ${this.turns.render()}
      ${this.editingRoster
        ? this.renderEditor(desk)
        : html`<div class="layout">
        ${guard([this.draft, this.units, this.target, sketch.map, sketch.shown, sketch.full, sketch.ready, sketch.problem, sketch.exposure], () => this.renderSetup(desk))}
        <section class="panel live" aria-label="Odds and result">
          ${guard([odds.analysis, odds.problems, odds.chartAsked], () => this.renderResolve())}
          ${guard([odds.analysis, odds.problems, odds.pending, odds.hints, odds.shownTable], () => this.renderLive())}
          ${guard([this.plan.shown, this.units, odds.analysis, odds.problems], () => this.renderPlan())} ${this.renderCompare()} ${this.renderSearch()}
          ${guard([log.combats, log.total, log.complete, log.chain, this.incoming], () => this.renderLog())}
        </section>
      </div>`}
      ${guard([this.draft, this.units, sketch.map, sketch.full, sketch.ready, sketch.exposure], () => sketch.renderFull())}
      ${this.roller.render()}`;
  }

  // The two panels re-render only when what they show changes: a result coming or going touches neither.
  private renderSetup(desk: DeskGame<Sides>) {
    const units = this.unitMap;
    const patch = (p: Partial<Sides>) => this.setDraft(p);
    const save = (u: UnitRecord) => this.updateUnit(u);
    return html`<section class="panel setup" aria-label="Set up the combat">
      ${this.bound?.views.desk?.conditions(this.draft, patch, units)} ${this.sketch.render()}
      <h2>Attackers</h2>
      ${this.bound?.views.desk?.picked('attackers', this.draft, units, patch, save)}
      <h2>Defenders</h2>
      ${this.bound?.views.desk?.picked('defenders', this.draft, units, patch, save)}
      <div class="roster-head">
        <h2>Roster</h2>
        <button class="secondary" @click=${() => this.editRoster(true)}>Edit, paste or export the roster</button>
      </div>
      <adj-roster
        .units=${this.units}
        .types=${desk.rules.unitTypes}
        .stackTypes=${desk.rules.stackTypes}
        .valueFor=${desk.rules.valueOf}
        .fields=${desk.rules.unitFields}
        .sides=${desk.rules.sides}
        valueName=${desk.rules.valueName}
        .attackers=${this.draft.attackers}
        .defenders=${this.draft.defenders}
        target=${this.target}
        @target=${(e: CustomEvent<SideTarget>) => (this.target = e.detail)}
        @pick=${(e: CustomEvent<string>) => this.pick(e.detail)}
        @create=${(e: CustomEvent<NewUnit>) => this.createUnit(e.detail)}
      ></adj-roster>
    </section>`;
  }

  private renderLive() {
    const { odds } = this;
    return html`<adj-live-panel .analysis=${odds.analysis} .problems=${odds.problems} ?pending=${odds.pending}></adj-live-panel>
      ${odds.pending || odds.problems.length > 0 ? nothing : html`<adj-breakpoints .hints=${odds.hints}></adj-breakpoints>`}
      ${guard([odds.shownTable], () => (odds.shownTable ? renderTable(odds.shownTable) : nothing))}`;
  }

  /** The combat phase's plan: the attacks declared, each with its chance, and the chance that all succeed. */
  private renderPlan() {
    const { plan } = this;
    const units = this.unitMap;
    const count = plan.shown.attacks.length;
    return html`<details class="plan" ?open=${count > 0}>
      <summary>Phase plan${count > 0 ? `: ${count} attack${count === 1 ? '' : 's'}` : ''}</summary>
      <adj-phase-plan
        .rows=${plan.rows(units)}
        .totals=${plan.totals()}
        .doubles=${plan.doubles(units)}
        ?canAdd=${this.odds.analysis !== undefined && this.odds.problems.length === 0}
        ?weighing=${plan.shown.weighing}
        @plan-add=${() => plan.add()}
        @plan-remove=${(e: CustomEvent<string>) => plan.remove(e.detail)}
        @plan-open=${(e: CustomEvent<string>) => plan.edit(e.detail)}
        @plan-move=${(e: CustomEvent<{ id: string; by: number }>) => plan.move(e.detail.id, e.detail.by)}
        @plan-success=${(e: CustomEvent<{ id: string; success: Success }>) => plan.setSuccess(e.detail.id, e.detail.success)}
        @plan-force=${(e: CustomEvent<{ id: string; percent: number }>) => void plan.findForce(e.detail.id, e.detail.percent)}
        @plan-use-force=${(e: CustomEvent<string>) => plan.useForce(e.detail)}
      ></adj-phase-plan>
    </details>`;
  }

  /** Variants of one attack side by side, each line an "at least this result" chance. */
  private renderCompare() {
    const { attack, variants, lines } = this.compare.shown(this.unitMap);
    return html`<details class="compare" ?open=${variants.length > 0}>
      <summary>Compare attacks side by side</summary>
      <adj-compare-attacks
        attack=${attack}
        .variants=${variants}
        .lines=${lines}
        ?canAdd=${this.odds.analysis !== undefined && this.odds.problems.length === 0}
        @compare-add=${() => this.compare.add()}
        @compare-keep=${(e: CustomEvent<string>) => this.compare.keep(e.detail)}
        @compare-open=${(e: CustomEvent<string>) => this.compare.open(e.detail)}
        @compare-remove=${(e: CustomEvent<string>) => this.compare.remove(e.detail)}
      ></adj-compare-attacks>
    </details>`;
  }

  /** The best allocation of a side's units on the map, and where the enemy can hurt it. */
  private renderSearch() {
    const { searcher } = this;
    const sides = (this.desk?.rules.sides ?? []).map((s) => ({ id: s.id, name: s.words }));
    return html`<details class="search" ?open=${searcher.view.state !== 'idle' || searcher.view.results !== undefined || searcher.view.exposure !== undefined}>
      <summary>Best allocation, and the enemy’s view</summary>
      <adj-allocation-search
        .sides=${sides}
        side=${searcher.searchSide}
        criterion=${searcher.criterion}
        .view=${searcher.view}
        @search-side=${(e: CustomEvent<string>) => searcher.setSide(e.detail)}
        @search-criterion=${(e: CustomEvent<Criterion>) => searcher.setCriterion(e.detail)}
        @search-start=${() => void searcher.search()}
        @search-cancel=${() => searcher.cancel()}
        @search-go-on=${() => searcher.goOn()}
        @search-take=${(e: CustomEvent<number>) => searcher.take(e.detail)}
        @search-enemy=${() => void searcher.enemyView()}
        @search-enemy-clear=${() => searcher.clearExposure()}
      ></adj-allocation-search>
    </details>`;
  }

  private renderLog() {
    const { log } = this;
    return html`<h2>Log</h2>
      <button class="secondary" @click=${() => this.roller.undo()}>Undo the last applied result</button>
      <adj-combat-log .game=${this.game ?? undefined} .chain=${log.chain} .combats=${log.combats} total=${log.total} ?complete=${log.complete} @need-all=${() => this.log.loadWhole()}></adj-combat-log>
      <details class="luck">
        <summary>How the dice fell</summary>
        <adj-luck-report .combats=${log.combats} .sides=${this.desk?.rules.sides} ?whole=${log.complete || log.combats.length >= log.total} @need-all=${() => this.log.loadWhole()}></adj-luck-report>
      </details>
      <adj-handover .db=${this.db} gameId=${this.gameId} logSize=${log.total} .checker=${this.chartChecker} @log-received=${() => this.reopenLog()}></adj-handover>
      <adj-distance .db=${this.db} gameId=${this.gameId} .engine=${this.engine} .attacks=${this.declarable} incoming=${this.incoming} @log-received=${() => this.reopenLog()}></adj-distance>`;
  }

  /** The combats a declaration at a distance carries: the phase plan's attacks, each whole, or else the combat on the desk. */
  private readonly declarable = (): readonly CombatToDeclare[] => {
    const units = this.unitMap;
    const planned = this.plan.attacks.map((a) => ({ draft: a.draft, input: this.describeDeclared(a.draft, units) }));
    const ready = planned.length === 0 && this.desk?.rules.askable(this.draft) ? [{ draft: this.draft, input: this.describe(this.draft, units) }] : [];
    return [...planned, ...ready].map(({ draft, input }) => {
      const sides = rollSides(draft, units);
      return { input, label: combatSides(input), ...(sides ? { sides } : {}) };
    });
  };

  /** The log as it stands after entries from another tablet (or tab) were added: the next roll starts from its newest state. */
  private async reopenLog(): Promise<void> {
    const combats = await this.log.open(this.gameId);
    if (this.game) this.game = { ...this.game, rng: currentRng(this.game, combats) };
    this.requestUpdate();
  }
}
