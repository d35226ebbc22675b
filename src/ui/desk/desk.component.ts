import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { EngineAnswer } from '../../engine/api';
import type { Analysis, Resolution, TableView } from '../../engine/core/combat';
import type { DiceInput } from '../../engine/engine';
import type { RngState } from '../../engine/core/rng';
import { describeFieldError } from '../../desk/field-labels';
import type { Allocation, LossPlan } from '../../desk/losses';
import { counterOf, placeUnit, takeAllClaims } from '../../desk/map-links';
import { PausedWriter } from '../../desk/paused-writer';
import type { DeskRules, NewUnit, Sides } from '../../desk/rules';
import { type MapState, defaultMap } from '../../map/state';
import { readMap } from '../../map/validate';
import { navigate } from '../../router';
import { applyCombat, countCombats, currentRng, listCombats, recordCombat, resolutionRecord, touchGame, undoLastApplied } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { deleteGame, getGame, renameGame } from '../../store/games';
import type { CombatRecord, GameRecord, UnitRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { addUnit, listUnits, saveUnit } from '../../store/units';
import '../combat-log/combat-log';
import '../dice-entry/dice-entry';
import { whenIdle } from '../idle';
import '../live-panel/live-panel';
import '../result-card/result-card';
import '../roster/roster';
import type { SideTarget } from '../roster/roster.component';
import { renderTable } from '../tables/table-view';
import { theme } from '../theme';
import { DESK_GAMES, type DeskGame } from './desk-games';
import { renderDeskMap } from './desk-map';
import { downloadJson, renderDeskTitle } from './desk-title';
import { deskStyles, sheetStyles } from './desk.styles';

/** What the desk needs from the engine worker. */
export interface DeskEngine {
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
}

/** How long the desk waits for a pause in the player's changes before writing the set-up to the game record. */
const SAVE_PAUSE_MS = 300;

/**
 * How long a change to the set-up, or a game just opened, may wait for its odds before it is drawn
 * without them. The engine answers in a few milliseconds; this bounds the wait when it does not.
 */
const ODDS_WAIT_MS = 100;

/** How many combats of the log are read when a game opens; the rest when the player asks. */
const LOG_PAGE = 40;

interface CardContent {
  readonly resolution: Resolution;
  readonly plans: readonly LossPlan[];
  /** The result changes some unit's state. */
  readonly appliable: boolean;
}

/**
 * The generator's next roll for the combat as it is set up, worked out with the odds: tapping Roll
 * then only saves and shows it. It stands only while the set-up, the units and the dice state are
 * the very ones it was worked out for.
 */
interface NextRoll {
  readonly draft: Sides;
  readonly units: readonly UnitRecord[];
  readonly rng: RngState;
  readonly input: Record<string, unknown>;
  /** Its result card, laid out unseen while the player looks at the odds. */
  readonly card: CardContent;
}

/** Runs `work` in the frame after the one being drawn, so what is on its way to the screen is not held up. */
function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}

interface ShownResult extends CardContent {
  readonly record: CombatRecord;
  readonly applied: boolean;
}

/** The combat desk of one saved game: set up, see the odds, roll or enter dice, apply, keep the log. */
export class AdjDesk extends LitElement {
  static override styles = [theme, deskStyles, sheetStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: DeskEngine;
  @property() gameId = '';

  @state() private game: GameRecord | null | undefined;
  /** The game's rules and set-up at the desk; undefined for a game the desk does not serve yet. */
  @state() private desk?: DeskGame<Sides>;
  @state() private units: UnitRecord[] = [];
  /** The newest combats of the log; all of them once `logComplete`. */
  @state() private combats: CombatRecord[] = [];
  @state() private logTotal = 0;
  @state() private logComplete = false;
  /** The combat being set up, as the game's rules read it (`desk.rules`). */
  @state() private draft: Sides = { attackers: [], defenders: [] };
  @state() private target: SideTarget = 'attackers';
  @state() private analysis?: Analysis;
  /**
   * The table drawn below the odds: the analysis's, a frame after the odds themselves, so a change
   * of table (a whole chart of cells) never holds up the chances on screen.
   */
  @state() private shownTable?: TableView;
  @state() private problems: readonly string[] = [];
  /** Physical dice typed in so far, and what the next one is for; undefined when not entering dice. */
  @state() private entering?: { readonly faces: readonly number[]; readonly purpose: string; readonly rerollOf?: number };
  @state() private result?: ShownResult;
  /** A result being written to the log: its card is built but not shown until the write is done. */
  @state() private saving?: CardContent;
  /** The card of the generator's next roll, built unseen ahead of the tap on Roll. */
  @state() private upcoming?: CardContent;
  /** The last card shown or being prepared: kept so the card element outlives a dismissal. */
  private lastCard?: CardContent;
  @state() private confirmDelete = false;
  @state() private renaming = false;
  @state() private message = '';
  @state() private map: MapState = defaultMap();
  @state() private mapShown = false;
  /** The map's code is in (`loadMap`). */
  @state() private mapReady = false;
  private mapCode?: Promise<typeof import('../map/prepare')>;
  @state() private mapProblem = '';

  private analyseSeq = 0;
  /** The set-up and engine the odds were last asked of. */
  private askedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[]; readonly engine: DeskEngine };
  /** The set-up the odds on screen are for, so a new dice state alone does not redraw them. */
  private analysedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[] };
  private nextRoll?: NextRoll;
  /** The draft and the map, written to the game record when the player pauses. */
  private readonly saver = new PausedWriter<Pick<GameRecord, 'draft' | 'map'>>((id, patch) => {
    if (this.db) void this.db.games.update(id, patch);
  }, SAVE_PAUSE_MS);
  /** Writes what is waiting when the page is put away (the tablet may end it there). */
  private readonly saveOnHide = (): void => {
    if (document.visibilityState === 'hidden') this.saver.flush();
  };
  private unitIndex?: { readonly units: readonly UnitRecord[]; readonly byId: ReadonlyMap<string, UnitRecord> };

  /** The units by id, the same map object until the units change (children compare it by identity). */
  private get unitMap(): ReadonlyMap<string, UnitRecord> {
    if (this.unitIndex?.units !== this.units) this.unitIndex = { units: this.units, byId: new Map(this.units.map((u) => [u.id, u])) };
    return this.unitIndex.byId;
  }

  /** The odds on screen (or none yet) are not for the set-up on screen: the engine's answer is on its way. */
  private get oddsPending(): boolean {
    return this.analysedFor?.draft !== this.draft || this.analysedFor.units !== this.units;
  }

  private get oddsAsked(): boolean {
    const asked = this.askedFor;
    return asked !== undefined && asked.draft === this.draft && asked.units === this.units && asked.engine === this.engine;
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
    while (this.game && !this.oddsAsked) {
      const asking = this.reanalyse();
      if (!this.oddsAsked) break;
      late ??= new Promise((r) => setTimeout(() => r('late'), ODDS_WAIT_MS));
      if ((await Promise.race([asking, late])) === 'late') break;
    }
    super.scheduleUpdate();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('gameId') || changed.has('db')) void this.load();
    // Not asked yet: a game's first odds, or a change whose wait ran out.
    if (!this.oddsAsked) void this.reanalyse();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.saveOnHide);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.saveOnHide);
    this.saver.flush();
  }

  private async load(): Promise<void> {
    this.game = undefined;
    if (!this.db) return;
    const game = (await getGame(this.db, this.gameId)) ?? null;
    if (game) {
      const [units, combats, total, desk] = await Promise.all([
        listUnits(this.db, game.id),
        listCombats(this.db, game.id, LOG_PAGE),
        countCombats(this.db, game.id),
        DESK_GAMES[game.rules]?.(),
      ]);
      this.units = units;
      this.combats = combats;
      this.logTotal = total;
      this.logComplete = combats.length === total;
      this.desk = desk;
      this.draft = desk?.rules.read(game.draft) ?? { attackers: [], defenders: [] };
      this.readSavedMap(game.map);
      this.game = { ...game, rng: currentRng(game, combats) };
      if (desk) whenIdle(() => this.prepareMap());
    } else {
      this.game = null;
    }
  }

  /** A damaged saved map is reported and left in the store until the player edits the map. */
  private readSavedMap(saved: unknown): void {
    if (saved === undefined) {
      this.map = defaultMap();
      this.mapProblem = '';
      return;
    }
    const { map, problems } = readMap(saved);
    this.map = map;
    this.mapProblem = problems.length > 0 ? `The saved map could not be read (${problems[0]?.path}: ${problems[0]?.message}); an empty one is shown, and the saved one is kept until you change this one.` : '';
  }

  private toggleMap(): void {
    this.mapShown = !this.mapShown;
    if (this.mapShown) void this.loadMap();
  }

  /** Fetches the map's code, once: when the map is first shown, or before that when the desk is idle (`prepareMap`). */
  private loadMap(): Promise<typeof import('../map/prepare')> {
    this.mapCode ??= Promise.all([import('../map/prepare'), import('../map-shape/map-shape')]).then(([map]) => {
      this.mapReady = true;
      return map;
    });
    return this.mapCode;
  }

  /**
   * When the desk is first idle after opening a game (never while it opens), the map's code is
   * fetched and a map drawn out of sight, so that the first Show the map costs only its drawing.
   */
  private prepareMap(): void {
    void this.loadMap().then((map) => (this.mapShown ? undefined : map.prepareMap()));
  }

  private changeMap(map: MapState): void {
    this.map = map;
    this.mapProblem = '';
    if (this.game) this.saver.add(this.game.id, { map });
  }

  private placeOnMap(unit: UnitRecord, role: 'attacker' | 'defender'): void {
    try {
      this.changeMap(placeUnit(this.map, unit, role, this.draft, this.desk?.rules.valueOf(unit)));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.message = `Map: ${e.message}.`;
    }
  }

  private renderMap(desk: DeskGame<Sides>) {
    const units = this.unitMap;
    const unplaced = [
      ...this.draft.defenders.map((id) => ({ id, role: 'defender' as const })),
      ...this.draft.attackers.map((id) => ({ id, role: 'attacker' as const })),
    ]
      .filter(({ id }) => !counterOf(this.map, id))
      .map(({ id, role }) => ({ unit: units.get(id), role }))
      .filter((x): x is { unit: UnitRecord; role: 'attacker' | 'defender' } => x.unit !== undefined);
    return renderDeskMap(
      { map: this.map, game: desk.rules.game, shown: this.mapShown, ready: this.mapReady, unplaced, claims: desk.claims(this.map, this.draft, units), problem: this.mapProblem },
      {
        toggle: () => this.toggleMap(),
        place: (unit, role) => this.placeOnMap(unit, role),
        change: (map) => this.changeMap(map),
        take: (patch) => this.setDraft(patch),
        takeAll: () => this.setDraft(takeAllClaims(this.draft, (d) => desk.claims(this.map, d, units))),
      },
    );
  }

  private async loadWholeLog(): Promise<void> {
    if (!this.db || !this.game || this.logComplete) return;
    this.combats = await listCombats(this.db, this.game.id);
    this.logTotal = this.combats.length;
    this.logComplete = true;
  }

  /**
   * Re-reads the odds from the engine, with the generator's next roll worked out alongside them; an
   * answer that arrives after a newer question is dropped.
   */
  private async reanalyse(): Promise<void> {
    const rules = this.desk?.rules;
    if (!this.engine || !this.game || !rules) return;
    const seq = ++this.analyseSeq;
    const { draft, units } = this;
    this.askedFor = { draft, units, engine: this.engine };
    const rng = this.game.rng;
    this.nextRoll = undefined;
    if (!rules.askable(draft)) {
      this.analysis = undefined;
      this.shownTable = undefined;
      this.problems = [];
      this.analysedFor = { draft, units };
      return;
    }
    const input = rules.describe(draft, this.unitMap);
    const answer = await this.engine.resolve(input, { rng });
    if (seq !== this.analyseSeq) return;
    const next: NextRoll | undefined = answer.ok ? { draft, units, rng, input, card: this.cardFor(answer.value, draft, rules) } : undefined;
    this.nextRoll = next;
    // Only the dice moved on: the odds on screen stand, and are not redrawn.
    const sameSetUp = this.analysedFor?.draft === draft && this.analysedFor.units === units && answer.ok === (this.analysis !== undefined);
    if (!sameSetUp) {
      this.analysedFor = { draft, units };
      this.analysis = answer.ok ? answer.value.analysis : undefined;
      this.problems = answer.ok ? [] : answer.errors.map((e) => describeFieldError(e, draft, this.unitMap));
    }
    // Once the odds are on screen, unless the set-up has moved on by then: the table below them,
    // and the next roll's card, built unseen.
    afterPaint(() => {
      if (this.analyseSeq !== seq) return;
      this.shownTable = this.analysis?.table;
      if (next) this.upcoming = next.card;
    });
  }

  private setDraft(patch: Partial<Sides>): void {
    this.draft = { ...this.draft, ...patch };
    this.result = undefined;
    if (this.game) this.saver.add(this.game.id, { draft: this.draft });
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
    const saved = await addUnit(this.db, { gameId: this.game.id, ...rules.newUnit(unit) });
    this.units = [...this.units, saved];
    this.setDraft({ [this.target]: [...this.draft[this.target], saved.id] });
  }

  private async updateUnit(unit: UnitRecord): Promise<void> {
    if (!this.db) return;
    await saveUnit(this.db, unit);
    this.units = this.units.map((u) => (u.id === unit.id ? unit : u));
  }

  /** The generator's roll worked out in advance, when it is for the combat and dice state now on the desk. */
  private preparedRoll(dice: DiceInput): NextRoll | undefined {
    const next = this.nextRoll;
    return next && 'rng' in dice && next.rng === dice.rng && next.draft === this.draft && next.units === this.units ? next : undefined;
  }

  /** What the result card shows for a resolution: the losses to share out, and whether there is anything to apply. */
  private cardFor(resolution: Resolution, draft: Sides, rules: DeskRules<Sides>): CardContent {
    const { effects } = resolution.outcome;
    const plans = rules.lossPlans(effects, draft);
    return { resolution, plans, appliable: plans.length > 0 || rules.applyResult(effects, draft, {}, plans, this.unitMap).length > 0 };
  }

  /** Resolves, saves to the log, then shows: a result on screen is always already saved. */
  private async resolveWith(dice: DiceInput, rerollOf?: number): Promise<void> {
    const rules = this.desk?.rules;
    if (!this.engine || !this.db || !this.game || !rules) return;
    const prepared = this.preparedRoll(dice);
    const input = prepared?.input ?? rules.describe(this.draft, this.unitMap);
    const answer = prepared ? { ok: true as const, value: prepared.card.resolution } : await this.engine.resolve(input, dice);
    if (!answer.ok) {
      if ('missingDie' in answer && 'physical' in dice) {
        this.entering = { faces: dice.physical, purpose: answer.missingDie, ...(rerollOf === undefined ? {} : { rerollOf }) };
      } else {
        this.problems = answer.errors.map((e) => describeFieldError(e, this.draft, this.unitMap));
      }
      return;
    }
    const resolution = answer.value;
    const gameId = this.game.id;
    // The write is issued first; a result on screen is always already saved.
    const saved = recordCombat(this.db, resolutionRecord(gameId, Date.now(), input, resolution, rerollOf));
    const card = prepared?.card ?? this.cardFor(resolution, this.draft, rules);
    this.result = undefined;
    this.entering = undefined;
    // While it is written, the card is built and laid out unseen (if it was not already), so showing it then costs little.
    const prepare = card === this.upcoming ? undefined : setTimeout(() => (this.saving = this.lastCard = card));
    let record: CombatRecord;
    try {
      record = await saved;
    } catch (e) {
      this.message = `The roll could not be saved, so it is not shown: ${e instanceof Error ? e.message : String(e)}. Nothing else changed.`;
      return;
    } finally {
      clearTimeout(prepare);
      this.saving = undefined;
    }
    if (resolution.rngAfter) this.game = { ...this.game, rng: resolution.rngAfter };
    this.result = { ...card, record, applied: false };
    this.lastCard = card;
    // Once the result is on screen: the log below catches up, the game record moves on, and the
    // next roll is worked out for the new dice state.
    afterPaint(() => {
      this.combats = [record, ...this.combats];
      this.logTotal++;
      if (this.db) void touchGame(this.db, gameId, record.at, resolution.rngAfter);
      if (resolution.rngAfter) void this.reanalyse();
    });
  }

  private roll(rerollOf?: number): void {
    if (this.game) void this.resolveWith({ rng: this.game.rng }, rerollOf);
  }

  private startEntering(rerollOf?: number): void {
    this.entering = { faces: [], purpose: this.analysis?.dicePlan[0] ?? 'die', ...(rerollOf === undefined ? {} : { rerollOf }) };
    this.result = undefined;
  }

  private enterDie(face: number): void {
    if (!this.entering) return;
    void this.resolveWith({ physical: [...this.entering.faces, face] }, this.entering.rerollOf);
  }

  /** Applies the shown result to the units, with the losses shared out as the player chose. */
  private async apply(allocations: Readonly<Record<string, Allocation>>): Promise<void> {
    const rules = this.desk?.rules;
    if (!this.db || !this.result?.record.id || !rules) return;
    const map = this.unitMap;
    const { resolution, plans } = this.result;
    const after = rules.applyResult(resolution.outcome.effects, this.draft, allocations, plans, map);
    const before = after.map((u) => map.get(u.id)).filter((u): u is UnitRecord => u !== undefined);
    await applyCombat(this.db, this.result.record.id, before, after);
    const changed = new Map(after.map((u) => [u.id, u]));
    this.units = this.units.map((u) => changed.get(u.id) ?? u);
    const appliedId = this.result.record.id;
    this.result = { ...this.result, applied: true };
    this.combats = this.combats.map((c) => (c.id === appliedId ? { ...c, applied: { before, after }, undone: false } : c));
  }

  private async undo(): Promise<void> {
    if (!this.db || !this.game) return;
    const undone = await undoLastApplied(this.db, this.game.id);
    if (!undone) {
      this.message = 'There is no applied result to undo.';
      return;
    }
    this.units = await listUnits(this.db, this.game.id);
    this.combats = this.combats.map((c) => (c.id === undone.id ? undone : c));
    if (this.result && this.result.record.id === undone.id) this.result = { ...this.result, applied: false };
    this.message = `Undid what “${undone.outcome.label}” did to the units; the roll stays in the log.`;
  }

  private async rename(name: string): Promise<void> {
    if (!this.db || !this.game) return;
    try {
      const renamed = await renameGame(this.db, this.game.id, name);
      this.game = { ...this.game, name: renamed };
      this.renaming = false;
      this.message = '';
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.message = `${e.message}.`;
    }
  }

  private async deleteGame(): Promise<void> {
    if (!this.db || !this.game) return;
    // Nothing of the game is to be written after it has gone.
    this.saver.drop();
    await deleteGame(this.db, this.game.id);
    navigate({ name: 'home' });
  }

  private async exportFile(): Promise<void> {
    if (!this.db || !this.game) return;
    downloadJson(`${this.game.name.replace(/[^\w-]+/g, '-')}.adjutant.json`, await exportGame(this.db, this.game.id));
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

  /** Dice entry and the result sit in a sheet over the desk, so the desk behind does not move. */
  private renderSheet() {
    const dice = this.entering
      ? html`<div class="sheet" role="dialog" aria-label="Enter the dice">
          <adj-dice-entry purpose=${this.entering.purpose} @die=${(e: CustomEvent<number>) => this.enterDie(e.detail)}></adj-dice-entry>
          <button class="secondary" @click=${() => (this.entering = undefined)}>Cancel</button>
        </div>`
      : nothing;
    // The result card, once made, stays in the page out of sight: the next result only updates it.
    const card = this.result ?? this.saving ?? this.upcoming ?? this.lastCard;
    if (!card) return dice;
    const shown = this.result !== undefined && !this.entering;
    return html`${dice}<div class="sheet ${shown ? '' : 'unseen'}" role="dialog" aria-label="Result"><adj-result-card
        .resolution=${card.resolution}
        .plans=${card.plans}
        .units=${this.unitMap}
        ?appliable=${card.appliable}
        ?applied=${this.result?.applied ?? false}
        @apply=${(e: CustomEvent<Readonly<Record<string, Allocation>>>) => this.apply(e.detail)}
        @undo=${this.undo}
        @reroll=${() => this.roll(this.result?.record.id)}
        @dismiss=${() => (this.result = undefined)}
      ></adj-result-card></div>`;
  }

  private renderResolve() {
    const ready = this.analysis !== undefined && this.problems.length === 0;
    const table = this.analysis?.table;
    return html`<div class="roll">
      ${table && table.column !== undefined ? html`<p class="in-use">${table.title}, column ${table.columns[table.column]}</p>` : nothing}
      <button ?disabled=${!ready} @click=${() => this.roll()}>Roll</button>
      <button class="secondary" ?disabled=${!ready} @click=${() => this.startEntering()}>Enter dice</button>
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
    return html`${this.renderTitle(game)}
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
      <div class="layout">
        ${guard([this.draft, this.units, this.target, this.map, this.mapShown, this.mapReady, this.mapProblem], () => this.renderSetup(desk))}
        ${guard([this.analysis, this.problems, this.oddsPending, this.shownTable, this.combats, this.logTotal, this.logComplete], () => this.renderLive())}
      </div>
      ${this.renderSheet()}`;
  }

  // The two panels re-render only when what they show changes: a result coming or going touches neither.
  private renderSetup(desk: DeskGame<Sides>) {
    const units = this.unitMap;
    const patch = (p: Partial<Sides>) => this.setDraft(p);
    const save = (u: UnitRecord) => this.updateUnit(u);
    return html`<section class="panel setup" aria-label="Set up the combat">
          ${desk.conditions(this.draft, patch)}
          ${this.renderMap(desk)}
          <h2>Attackers</h2>
          ${desk.picked('attackers', this.draft, units, patch, save)}
          <h2>Defenders</h2>
          ${desk.picked('defenders', this.draft, units, patch, save)}
          <h2>Roster</h2>
          <adj-roster
            .units=${this.units}
            .types=${desk.rules.unitTypes}
            .valueFor=${desk.rules.valueOf}
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
    return html`<section class="panel live" aria-label="Odds and result">
          ${this.renderResolve()}
          <adj-live-panel .analysis=${this.analysis} .problems=${this.problems} ?pending=${this.oddsPending}></adj-live-panel>
          ${guard([this.shownTable], () => (this.shownTable ? renderTable(this.shownTable) : nothing))}
          <h2>Log</h2>
          <button class="secondary" @click=${this.undo}>Undo the last applied result</button>
          <adj-combat-log .combats=${this.combats} total=${this.logTotal} ?complete=${this.logComplete} @need-all=${this.loadWholeLog}></adj-combat-log>
        </section>`;
  }
}
