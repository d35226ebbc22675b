import { type AttackReach, NEXT_TO } from '../../../desk/attack-reach';
import { describeFieldError } from '../../../desk/field-labels';
import { counterOf } from '../../../desk/map-links';
import { type PhaseSearch, type Refused, idsOf, isRefused, phaseSearch, searchDraft } from '../../../desk/phase-search';
import type { Sides } from '../../../desk/rules';
import type { PhaseRequest, Refusal, SearchProgress } from '../../../desk/search-session';
import type { PlayerChart } from '../../../engine/core/chart';
import { distance } from '../../../engine/hex/distance';
import { parseHexKey } from '../../../engine/hex/hex';
import { hexLabel } from '../../../map/describe';
import type { MapState } from '../../../map/state';
import type { Criterion, RankedAllocation } from '../../../plan/allocation';
import type { PlanChances } from '../../../plan/combine';
import { type Exact, approx, percent } from '../../../plan/exact';
import { CRITERION_WORDS, aboutHowLong, againstPlan, figureWords, scoreWords } from '../../../desk/search-words';
import { TAKE_THE_HEX } from '../../../plan/success';
import { type SearchWorker, weighPhase } from '../../../search-client';
import type { UnitRecord } from '../../../store/records';
import { whyFailed } from '../../../store/why-failed';
import type { ExposedHex } from '../../map/overlays';
import type { SearchResultView, SearchView } from '../../allocation-search/allocation-search.component';
import type { DeskHost } from '../host';

/** What the search asks of the desk besides its host: the map, the player's charts, and the plan to compare with and take into. */
export interface SearchLinks {
  map(): MapState;
  /** The player's charts for the game's slots, which every attack set up reads. */
  charts(): Readonly<Record<string, PlayerChart>>;
  /** The plan's chances as weighed now, if it could be weighed. */
  planChances(): PlanChances | undefined;
  /** Replaces the plan's attacks with these. */
  takeIntoPlan(drafts: readonly Sides[]): void;
  /** Shows (or clears) the enemy's view on the map. */
  showExposure(hexes: readonly ExposedHex[]): void;
  /** Starts a search's own worker. */
  start(): Promise<SearchWorker>;
}

/** Longer than this, the player is told how long the whole search would take and asked whether to go on. */
const ASK_AFTER_MS = 10_000;

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The best allocation of a side's units on the map, and the enemy's view of the other side: each
 * search in a worker of its own that sets every attack up and weighs it, the page only showing its
 * progress; cancellable; a search that would take long says how long and waits for Go on.
 */
export class DeskSearch {
  side = '';
  criterion: Criterion = 'every';
  private shown: SearchView = { state: 'idle' };
  private worker: SearchWorker | undefined;
  /** Bumped by every search and cancel: an answer for an older run is dropped. */
  private run = 0;
  /** The last search's answer, for taking one into the plan. */
  private found: { readonly search: PhaseSearch; readonly draftFor: (target: number, ids: readonly string[]) => Sides | Refused; readonly found: readonly RankedAllocation[] } | undefined;

  constructor(
    private readonly host: DeskHost,
    private readonly links: SearchLinks,
  ) {}

  /** What the panel shows: the search's state, and what a search weighs in this game and kind of attack. */
  get view(): SearchView {
    return { ...this.shown, weighs: this.reachFor(this.template()).words };
  }

  /** The side searched for: the one the player chose, else the desk's attackers', else the first the game names. */
  get searchSide(): string {
    const rules = this.host.desk?.rules;
    const attacker = this.host.unitMap.get(this.host.draft.attackers[0] ?? '')?.side;
    return this.side || attacker || rules?.sides[0]?.id || '';
  }

  setSide(side: string): void {
    this.side = side;
    this.host.requestUpdate();
  }

  setCriterion(criterion: Criterion): void {
    this.criterion = criterion;
    this.host.requestUpdate();
  }

  cancel(): void {
    this.run++;
    this.end();
    this.show({ state: 'idle', note: 'Search cancelled.' });
  }

  /** Goes on with a search that said how long it would take. */
  goOn(): void {
    const worker = this.worker;
    if (!worker || this.shown.state !== 'asking') return;
    this.show({ ...this.shown, state: 'searching' });
    void worker.session.goOn();
  }

  /** Ends the search's worker (cancelling what it does), or, when the search is over, hands it back for the next. */
  private end(over = false): void {
    if (over) this.worker?.done();
    else this.worker?.end();
    this.worker = undefined;
  }

  private show(view: SearchView): void {
    this.shown = view;
    this.host.requestUpdate();
  }

  /** The combat on the desk with nobody in it: the kind of attack and the conditions every attack of a search takes. */
  private template(): Sides {
    const rules = this.host.desk?.rules;
    return rules ? rules.read({ ...this.host.draft, attackers: [], defenders: [] }) : { attackers: [], defenders: [] };
  }

  private reachFor(template: Sides): AttackReach {
    return this.host.desk?.attackReach?.(template, this.links.map(), this.host.unitMap) ?? NEXT_TO;
  }

  /** Each attack of a search set up as the combat on the desk is, with the map's word taken for its hex and units. */
  private drafter(search: PhaseSearch, map: MapState, template: Sides) {
    const desk = this.host.desk;
    if (!desk) throw new Error('the desk has no game');
    const units = this.host.unitMap;
    const place = desk.placeAttack ? (d: Sides) => desk.placeAttack?.(d, map, units) ?? d : undefined;
    return (target: number, ids: readonly string[]): Sides | Refused => searchDraft<Sides>(template, ids, search.targets[target]?.defenders ?? [], (d) => desk.claims(map, d, units), place);
  }

  /** The first attack the rules refused, in the player's words: its unit or field, and why. */
  private refusalWords(first: Refusal | undefined, draftFor: (target: number, ids: readonly string[]) => Sides | Refused): string {
    const rules = this.host.desk?.rules;
    const draft = first && draftFor(first.target, first.units);
    if (!first || !rules || !draft || isRefused(draft)) return first ? first.error.message : '';
    const units = this.host.unitMap;
    return describeFieldError(first.error, draft, units, rules.fieldWords, rules.unitPaths?.(draft, units));
  }

  /** The request a search's worker sets its attacks up from. */
  private request(search: PhaseSearch, map: MapState, template: Sides): PhaseRequest {
    const rules = this.host.desk?.rules;
    if (!rules) throw new Error('a search needs a game whose combats the desk sets up');
    return {
      game: rules.game,
      data: this.host.gameData,
      template,
      map,
      units: this.host.units,
      charts: this.links.charts(),
      search: {
        units: search.units.map((u) => u.id),
        kinds: search.kinds,
        strengths: search.units.map((u) => rules.valueOf(u) ?? 0),
        reach: search.reach,
        defenders: search.targets.map((t) => t.defenders),
      },
      askAfterMs: ASK_AFTER_MS,
    };
  }

  /**
   * Weighs every attack of `search` in a fresh worker, the progress shown as `what` ("attacks",
   * "enemy attacks"); the worker, or undefined if cancelled or failed (the view says which).
   */
  private async weighed(request: PhaseRequest, run: number, what: string): Promise<{ worker: SearchWorker; first?: Refusal } | undefined> {
    this.end();
    const worker = await this.links.start();
    if (run !== this.run) {
      worker.end();
      return undefined;
    }
    this.worker = worker;
    const keep = this.shown;
    const progress = (p: SearchProgress) => {
      if (run !== this.run) return;
      const words = `${p.weighed.toLocaleString('en')} of ${count(p.total, what.replace(/s$/, ''), what)} weighed`;
      if (p.asking) {
        this.show({ ...keep, state: 'asking', progress: words, done: p.weighed, total: p.total, estimate: `Weighing every allocation exactly would take ${aboutHowLong(p.asking.estimateMs)} more on this device. Nothing is shown until it is done: no allocation is guessed at.` });
      } else if (this.shown.state !== 'asking') {
        this.show({ ...keep, state: 'searching', progress: words, done: p.weighed, total: p.total });
      }
    };
    this.show({ ...keep, state: 'searching', progress: 'Setting the attacks up…', done: 0, total: 1 });
    try {
      const answer = await weighPhase(worker, request, progress);
      return run === this.run ? { worker, ...(answer.first ? { first: answer.first } : {}) } : undefined;
    } catch (e) {
      if (run === this.run) {
        this.end();
        this.show({ ...keep, state: 'idle', note: `The search stopped: ${whyFailed(e)}` });
      }
      return undefined;
    }
  }

  /** Searches the best allocations of the side's units on the map, by the criterion chosen. */
  async search(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!rules) return;
    const run = ++this.run;
    const map = this.links.map();
    const template = this.template();
    const search = phaseSearch(map, host.unitMap, this.searchSide, this.reachFor(template));
    const leftOut = search.barred.map((b) => b.why);
    if (search.targets.length === 0) {
      this.show({ state: 'idle', note: 'No unit of this side can attack an enemy hex on the map: place the units on the map first.', leftOut });
      return;
    }
    const draftFor = this.drafter(search, map, template);
    const weighed = await this.weighed(this.request(search, map, template), run, 'attacks');
    if (!weighed) return;
    const criterion = this.criterion;
    const success = host.desk?.planSuccess ?? TAKE_THE_HEX;
    let found: RankedAllocation[];
    try {
      found = await weighed.worker.session.best(criterion, success);
    } catch (e) {
      if (run === this.run) this.show({ state: 'idle', note: `The search stopped: ${whyFailed(e)}`, leftOut });
      return;
    } finally {
      if (this.worker === weighed.worker) this.end(true);
    }
    if (run !== this.run) return;
    const plan = this.links.planChances();
    const name = (id: string) => host.unitMap.get(id)?.name ?? id;
    const results: SearchResultView[] = found.map((r, i) => ({
      title: `${i + 1}. ${CRITERION_WORDS[criterion]}: ${scoreWords(r.figures, criterion)}`,
      attacks: r.allocation.flatMap((units, t) => {
        const target = search.targets[t];
        if (!target || units.length === 0) return [];
        return [`${units.map((u) => search.units[u]?.name ?? '').join(', ')} → ${target.defenders.map(name).join(', ')} (hex ${hexLabel(map.shape, parseHexKey(target.hex))})`];
      }),
      idle: search.units.filter((_, u) => !r.allocation.some((units) => units.includes(u))).map((u) => u.name),
      figures: figureWords(r.figures),
      against: againstPlan(r.figures, plan, criterion),
    }));
    this.found = { search, draftFor, found };
    const why = this.refusalWords(weighed.first, draftFor);
    const alike = new Set(search.kinds).size < search.units.length ? ' Like units in one hex count as one kind: allocations that only swap them are one.' : '';
    const note =
      results.length === 0
        ? `No allocation gives ${criterion === 'every' ? 'every attack a chance: some target cannot be attacked with any chance of success' : 'an attack the rules allow'}.${why ? ` The first attack refused: ${why}.` : ''}`
        : `Every allocation of ${count(search.units.length, 'unit')} to ${count(search.targets.length, 'enemy hex', 'enemy hexes')} weighed exactly.${alike}`;
    this.show({ state: 'done', results, note, leftOut });
  }

  /** Puts allocation `index` of the last search into the plan, one attack per target. */
  take(index: number): void {
    const last = this.found;
    const chosen = last?.found[index];
    if (!last || !chosen) return;
    this.links.takeIntoPlan(
      chosen.allocation.flatMap((units, t) => {
        const draft = units.length === 0 ? undefined : last.draftFor(t, idsOf(last.search, units));
        return draft && !isRefused(draft) ? [draft] : [];
      }),
    );
  }

  /**
   * Where the enemy can hurt the side searched for: for each of its hexes the enemy's units may attack
   * (next to it or at range, as the game's reach says), the strongest attack they could make on it
   * alone (every choice of them weighed), its chance of taking the hex shown on the map; the weakest
   * hex named.
   */
  async enemyView(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!rules) return;
    const run = ++this.run;
    const map = this.links.map();
    const mine = this.searchSide;
    const template = this.template();
    const reach = this.reachFor(template);
    const held = new Map<string, Set<string>>();
    for (const c of map.counters) {
      const unit = c.unitId === undefined ? undefined : host.unitMap.get(c.unitId);
      if (unit) held.set(c.hex, (held.get(c.hex) ?? new Set()).add(unit.side));
    }
    const ours = new Set([...held].filter(([, sides]) => sides.size === 1 && sides.has(mine)).map(([hex]) => hex));
    const searches = [...new Set([...host.unitMap.values()].map((u: UnitRecord) => u.side))]
      .filter((s) => s !== mine)
      .map((enemy) => phaseSearch(map, host.unitMap, enemy, reach, { hexes: ours }))
      .filter((s) => s.targets.length > 0);
    if (searches.length === 0) {
      this.links.showExposure([]);
      this.show({ ...this.shown, exposure: { weakest: 'No enemy unit on the map can attack this side’s units.', rows: [] } });
      return;
    }
    const rows: { hex: string; chance: Exact; words: string }[] = [];
    for (const search of searches) {
      const weighed = await this.weighed(this.request(search, map, template), run, 'enemy attacks');
      if (!weighed) return;
      try {
        const strongest = await weighed.worker.session.strongest(TAKE_THE_HEX);
        if (run !== this.run) return;
        for (const s of strongest) {
          const target = search.targets[s.target];
          if (!target) continue;
          const at = parseHexKey(target.hex);
          // A unit attacking from farther than the next hex says so: the enemy's reach counts fire and bombardment at range.
          const attackers = s.units.map((u) => {
            const unit = search.units[u];
            const from = unit && counterOf(map, unit.id)?.hex;
            const range = from === undefined ? 1 : distance(parseHexKey(from), at);
            return `${unit?.name ?? ''}${range > 1 ? ` (from ${range} hexes)` : ''}`;
          });
          rows.push({ hex: target.hex, chance: s.chance, words: `hex ${hexLabel(map.shape, at)}: ${percent(s.chance)} that ${attackers.join(', ')} take it` });
        }
      } finally {
        if (this.worker === weighed.worker) this.end(true);
      }
    }
    rows.sort((a, b) => approx(b.chance) - approx(a.chance) || a.hex.localeCompare(b.hex));
    const weakest = rows[0];
    this.links.showExposure(rows.map((r) => ({ hex: r.hex, chance: approx(r.chance), words: percent(r.chance), weakest: r === weakest })));
    this.show({
      ...this.shown,
      state: this.shown.results ? 'done' : 'idle',
      exposure: { weakest: weakest ? `Weakest: ${weakest.words}.` : 'The rules allow no enemy attack on this side’s hexes.', rows: rows.map((r) => r.words) },
    });
  }

  clearExposure(): void {
    this.links.showExposure([]);
    const { exposure: _, ...rest } = this.shown;
    this.show(rest);
  }
}
