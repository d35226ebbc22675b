import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { EngineAnswer } from '../../engine/api';
import type { Analysis, Resolution } from '../../engine/core/combat';
import { formatSource } from '../../engine/core/source';
import type { DiceInput } from '../../engine/engine';
import { type WildernessDraft, readDraft, toDescription } from '../../desk/draft';
import { describeFieldError } from '../../desk/field-labels';
import { type LossPlan, wildernessLossPlans } from '../../desk/losses';
import { counterOf, deskClaims, placeUnit, takeAllClaims } from '../../desk/map-links';
import { type MapState, defaultMap } from '../../map/state';
import { readMap } from '../../map/validate';
import { navigate } from '../../router';
import { applyCombat, countCombats, currentRng, listCombats, recordCombat, touchGame, undoLastApplied } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { getGame } from '../../store/games';
import type { CombatRecord, GameRecord, UnitRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { addUnit, listUnits } from '../../store/units';
import '../combat-log/combat-log';
import '../dice-entry/dice-entry';
import '../live-panel/live-panel';
import '../result-card/result-card';
import '../roster/roster';
import type { NewUnit, SideTarget } from '../roster/roster.component';
import { renderTable } from '../tables/table-view';
import { theme } from '../theme';
import { renderDeskMap } from './desk-map';
import { deskStyles, sheetStyles } from './desk.styles';
import { renderConditions, renderPicked } from './desk-setup';

/** What the desk needs from the engine worker. */
export interface DeskEngine {
  analyse(input: unknown): Promise<EngineAnswer<Analysis>>;
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
}

/** How many combats of the log are read when a game opens; the rest when the player asks. */
const LOG_PAGE = 40;

interface CardContent {
  readonly resolution: Resolution;
  readonly plans: readonly LossPlan[];
}

interface ShownResult {
  readonly resolution: Resolution;
  readonly record: CombatRecord;
  readonly plans: readonly LossPlan[];
  readonly applied: boolean;
}

/** The combat desk of one saved game: set up, see the odds, roll or enter dice, apply, keep the log. */
export class AdjDesk extends LitElement {
  static override styles = [theme, deskStyles, sheetStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property({ attribute: false }) engine?: DeskEngine;
  @property() gameId = '';

  @state() private game: GameRecord | null | undefined;
  @state() private units: UnitRecord[] = [];
  /** The newest combats of the log; all of them once `logComplete`. */
  @state() private combats: CombatRecord[] = [];
  @state() private logTotal = 0;
  @state() private logComplete = false;
  @state() private draft: WildernessDraft = readDraft(undefined);
  @state() private target: SideTarget = 'attackers';
  @state() private analysis?: Analysis;
  @state() private problems: readonly string[] = [];
  /** Physical dice typed in so far, and what the next one is for; undefined when not entering dice. */
  @state() private entering?: { readonly faces: readonly number[]; readonly purpose: string; readonly rerollOf?: number };
  @state() private result?: ShownResult;
  /** A result being written to the log: its card is built but not shown until the write is done. */
  @state() private saving?: CardContent;
  /** The last card shown or being prepared: kept so the card element outlives a dismissal. */
  private lastCard?: CardContent;
  @state() private confirmDelete = false;
  @state() private renaming = false;
  @state() private message = '';
  @state() private map: MapState = defaultMap();
  @state() private mapShown = false;
  @state() private mapReady = false;
  @state() private mapProblem = '';

  private analyseSeq = 0;

  private get unitMap(): ReadonlyMap<string, UnitRecord> {
    return new Map(this.units.map((u) => [u.id, u]));
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('gameId') || changed.has('db')) void this.load();
    if (changed.has('draft') || changed.has('units') || changed.has('engine')) void this.reanalyse();
  }

  private async load(): Promise<void> {
    this.game = undefined;
    if (!this.db) return;
    const game = (await getGame(this.db, this.gameId)) ?? null;
    if (game) {
      const [units, combats, total] = await Promise.all([listUnits(this.db, game.id), listCombats(this.db, game.id, LOG_PAGE), countCombats(this.db, game.id)]);
      this.units = units;
      this.combats = combats;
      this.logTotal = total;
      this.logComplete = combats.length === total;
      this.draft = readDraft(game.draft);
      this.readSavedMap(game.map);
      this.game = { ...game, rng: currentRng(game, combats) };
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
    // The map's code is fetched the first time it is wanted, so it never slows the desk's opening.
    if (this.mapShown && !this.mapReady) void import('../map/map').then(() => (this.mapReady = true));
  }

  private changeMap(map: MapState): void {
    this.map = map;
    this.mapProblem = '';
    if (this.db && this.game) void this.db.games.update(this.game.id, { map });
  }

  private placeOnMap(unit: UnitRecord, role: 'attacker' | 'defender'): void {
    try {
      this.changeMap(placeUnit(this.map, unit, role, this.draft));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.message = `Map: ${e.message}.`;
    }
  }

  private renderMap() {
    const units = this.unitMap;
    const unplaced = [
      ...this.draft.defenders.map((id) => ({ id, role: 'defender' as const })),
      ...this.draft.attackers.map((id) => ({ id, role: 'attacker' as const })),
    ]
      .filter(({ id }) => !counterOf(this.map, id))
      .map(({ id, role }) => ({ unit: units.get(id), role }))
      .filter((x): x is { unit: UnitRecord; role: 'attacker' | 'defender' } => x.unit !== undefined);
    return renderDeskMap(
      { map: this.map, shown: this.mapShown, ready: this.mapReady, unplaced, claims: deskClaims(this.map, this.draft, units), problem: this.mapProblem },
      {
        toggle: () => this.toggleMap(),
        place: (unit, role) => this.placeOnMap(unit, role),
        change: (map) => this.changeMap(map),
        take: (patch) => this.setDraft(patch),
        takeAll: () => this.setDraft(takeAllClaims(this.map, this.draft, units)),
      },
    );
  }

  private async loadWholeLog(): Promise<void> {
    if (!this.db || !this.game || this.logComplete) return;
    this.combats = await listCombats(this.db, this.game.id);
    this.logTotal = this.combats.length;
    this.logComplete = true;
  }

  /** Re-reads the odds from the engine; an answer that arrives after a newer question is dropped. */
  private async reanalyse(): Promise<void> {
    if (!this.engine || !this.game) return;
    const seq = ++this.analyseSeq;
    if (this.draft.kind !== 'cavalry-probe' && (this.draft.attackers.length === 0 || this.draft.defenders.length === 0)) {
      this.analysis = undefined;
      this.problems = [];
      return;
    }
    const answer = await this.engine.analyse(toDescription(this.draft, this.unitMap));
    if (seq !== this.analyseSeq) return;
    this.analysis = answer.ok ? answer.value : undefined;
    this.problems = answer.ok ? [] : answer.errors.map((e) => describeFieldError(e, this.draft, this.unitMap));
  }

  private setDraft(patch: Partial<WildernessDraft>): void {
    this.draft = { ...this.draft, ...patch };
    this.result = undefined;
    if (this.db && this.game) void this.db.games.update(this.game.id, { draft: this.draft });
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
    if (!this.db || !this.game) return;
    const saved = await addUnit(this.db, { gameId: this.game.id, ...unit, state: {} });
    this.units = [...this.units, saved];
    this.setDraft({ [this.target]: [...this.draft[this.target], saved.id] });
  }

  private async updateUnit(unit: UnitRecord): Promise<void> {
    if (!this.db) return;
    await this.db.units.put(unit);
    this.units = this.units.map((u) => (u.id === unit.id ? unit : u));
  }

  /** Resolves, saves to the log, then shows: a result on screen is always already saved. */
  private async resolveWith(dice: DiceInput, rerollOf?: number): Promise<void> {
    if (!this.engine || !this.db || !this.game) return;
    const input = toDescription(this.draft, this.unitMap);
    const answer = await this.engine.resolve(input, dice);
    if (!answer.ok) {
      if ('missingDie' in answer && 'physical' in dice) {
        this.entering = { faces: dice.physical, purpose: answer.missingDie, ...(rerollOf === undefined ? {} : { rerollOf }) };
      } else {
        this.problems = answer.errors.map((e) => describeFieldError(e, this.draft, this.unitMap));
      }
      return;
    }
    const resolution = answer.value;
    // The write is issued first; a result on screen is always already saved.
    const saved = recordCombat(this.db, {
      gameId: this.game.id,
      at: Date.now(),
      input,
      dice: resolution.dice,
      ...(resolution.rngAfter ? { rngAfter: resolution.rngAfter } : {}),
      outcome: { key: resolution.outcome.key, label: resolution.outcome.label, checklist: resolution.outcome.checklist, effects: resolution.outcome.effects },
      steps: [...resolution.analysis.steps, ...resolution.outcome.steps].map((s) => ({ title: s.title, detail: s.detail, source: formatSource(s.source) })),
      ...(rerollOf === undefined ? {} : { rerollOf }),
    });
    const plans = wildernessLossPlans(resolution.outcome.effects, this.draft.attackers, this.draft.defenders);
    this.result = undefined;
    this.entering = undefined;
    // While it is written, the card is built and laid out unseen, so showing it then costs little.
    const prepare = setTimeout(() => (this.saving = this.lastCard = { resolution, plans }));
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
    this.result = { resolution, record, plans, applied: false };
    this.lastCard = this.result;
    // The log below catches up in the frame after the result is on screen.
    requestAnimationFrame(() =>
      setTimeout(() => {
        this.combats = [record, ...this.combats];
        this.logTotal++;
      }),
    );
    void touchGame(this.db, this.game.id, record.at, resolution.rngAfter);
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

  private async apply(after: UnitRecord[]): Promise<void> {
    if (!this.db || !this.result?.record.id) return;
    const map = this.unitMap;
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
      this.message = 'There are no applied losses to undo.';
      return;
    }
    this.units = await listUnits(this.db, this.game.id);
    this.combats = this.combats.map((c) => (c.id === undone.id ? undone : c));
    if (this.result && this.result.record.id === undone.id) this.result = { ...this.result, applied: false };
    this.message = `Undid the losses of “${undone.outcome.label}”; the roll stays in the log.`;
  }

  private async rename(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.db || !this.game) return;
    const name = String(new FormData(event.target as HTMLFormElement).get('name') ?? '').trim();
    if (!name) {
      this.message = 'Game name: give the game a name.';
      return;
    }
    await this.db.games.update(this.game.id, { name });
    this.game = { ...this.game, name };
    this.renaming = false;
    this.message = '';
  }

  private async deleteGame(): Promise<void> {
    if (!this.db || !this.game) return;
    const id = this.game.id;
    await this.db.transaction('rw', this.db.games, this.db.units, this.db.combats, async () => {
      await this.db?.combats.where('gameId').equals(id).delete();
      await this.db?.units.where('gameId').equals(id).delete();
      await this.db?.games.delete(id);
    });
    navigate({ name: 'home' });
  }

  private async exportFile(): Promise<void> {
    if (!this.db || !this.game) return;
    const data = await exportGame(this.db, this.game.id);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    link.download = `${this.game.name.replace(/[^\w-]+/g, '-')}.adjutant.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  private renderTitle(game: GameRecord) {
    return html`<div class="title">
      ${this.renaming
        ? html`<form @submit=${this.rename}>
            <input name="name" aria-label="Game name" .value=${game.name} />
            <button type="submit">Save name</button>
            <button type="button" class="secondary" @click=${() => (this.renaming = false)}>Cancel</button>
          </form>`
        : html`<h1>${game.name}</h1>`}
      <a class="button secondary" href="/games/${encodeURIComponent(game.id)}/tables" data-nav>Tables</a>
      <button class="secondary" @click=${() => (this.renaming = true)}>Rename</button>
      <button class="secondary" @click=${this.exportFile}>Export</button>
      <button class="secondary" @click=${() => (this.confirmDelete = true)}>Delete</button>
      ${this.confirmDelete
        ? html`<div class="confirm" role="alertdialog" aria-label="Confirm delete">
            <span>Delete “${game.name}”, its units and its log? This cannot be undone.</span>
            <button @click=${this.deleteGame}>Delete game</button>
            <button class="secondary" @click=${() => (this.confirmDelete = false)}>Keep it</button>
          </div>`
        : nothing}
    </div>`;
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
    const card = this.result ?? this.saving ?? this.lastCard;
    if (!card) return dice;
    const shown = this.result !== undefined && !this.entering;
    return html`${dice}<div class="sheet ${shown ? '' : 'unseen'}" role="dialog" aria-label="Result"><adj-result-card
        .resolution=${card.resolution}
        .plans=${card.plans}
        .units=${this.unitMap}
        ?applied=${this.result?.applied ?? false}
        @apply=${(e: CustomEvent<UnitRecord[]>) => this.apply(e.detail)}
        @undo=${this.undo}
        @reroll=${() => this.roll(this.result?.record.id)}
        @dismiss=${() => (this.result = undefined)}
      ></adj-result-card></div>`;
  }

  private renderResolve() {
    const ready = this.analysis !== undefined && this.problems.length === 0;
    return html`<div class="roll">
      <button ?disabled=${!ready} @click=${() => this.roll()}>Roll</button>
      <button class="secondary" ?disabled=${!ready} @click=${() => this.startEntering()}>Enter dice</button>
    </div>`;
  }

  override render() {
    const game = this.game;
    if (game === undefined) return html`<p>Opening the game…</p>`;
    if (game === null) return html`<h1>Game not found</h1><p>It may have been deleted. <a href="/" data-nav>Back to your games</a></p>`;
    if (game.rules !== 'wilderness') {
      return html`${this.renderTitle(game)}<p>The combat desk for this game is not ready yet; its tables are under <em>Tables</em>.</p>`;
    }
    return html`${this.renderTitle(game)}
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
      <div class="layout">
        ${guard([this.draft, this.units, this.target, this.map, this.mapShown, this.mapReady, this.mapProblem], () => this.renderSetup())}
        ${guard([this.analysis, this.problems, this.combats, this.logTotal, this.logComplete], () => this.renderLive())}
      </div>
      ${this.renderSheet()}`;
  }

  // The two panels re-render only when what they show changes: a result coming or going touches neither.
  private renderSetup() {
    const units = this.unitMap;
    return html`<section class="panel setup" aria-label="Set up the combat">
          ${renderConditions(this.draft, (patch) => this.setDraft(patch))}
          ${this.renderMap()}
          <h2>Attackers</h2>
          ${renderPicked('attackers', this.draft, units, (patch) => this.setDraft(patch), (u) => this.updateUnit(u))}
          <h2>Defenders</h2>
          ${renderPicked('defenders', this.draft, units, (patch) => this.setDraft(patch), (u) => this.updateUnit(u))}
          <h2>Roster</h2>
          <adj-roster
            .units=${this.units}
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
          <adj-live-panel .analysis=${this.analysis} .problems=${this.problems}></adj-live-panel>
          ${this.analysis?.table ? renderTable(this.analysis.table) : nothing}
          <h2>Log</h2>
          <button class="secondary" @click=${this.undo}>Undo last applied losses</button>
          <adj-combat-log .combats=${this.combats} total=${this.logTotal} ?complete=${this.logComplete} @need-all=${this.loadWholeLog}></adj-combat-log>
        </section>`;
  }
}
