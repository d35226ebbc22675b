import { type PhaseSearch, type Refused, attacksToWeigh, isRefused, phaseSearch, problemOf, searchDraft, unitsOf } from '../../../desk/phase-search';
import { describeFieldError } from '../../../desk/field-labels';
import type { Sides } from '../../../desk/rules';
import { type SearchProgress, weighAll } from '../../../desk/search-runner';
import { parseHexKey } from '../../../engine/hex/hex';
import { hexLabel } from '../../../map/describe';
import type { MapState } from '../../../map/state';
import { type Criterion, type PhaseFigures, type RankedAllocation, scoreOf } from '../../../plan/allocation';
import type { PlanChances } from '../../../plan/combine';
import { type Exact, approx, decimal, minus, percent } from '../../../plan/exact';
import type { Refusal, WeighRequest } from '../../../plan/search-session';
import { TAKE_THE_HEX } from '../../../plan/success';
import type { SearchWorker } from '../../../search-client';
import type { ExposedHex } from '../../map/overlays';
import type { SearchResultView, SearchView } from '../../allocation-search/allocation-search.component';
import type { DeskHost } from '../host';

/** What the search asks of the desk besides its host: the map, and the plan to compare with and take into. */
export interface SearchLinks {
  map(): MapState;
  /** The plan's chances as weighed now, if it has any attacks and could be weighed. */
  planChances(): PlanChances | undefined;
  /** Replaces the plan's attacks with these. */
  takeIntoPlan(drafts: readonly Sides[]): void;
  /** Shows (or clears) the enemy's view on the map. */
  showExposure(hexes: readonly ExposedHex[]): void;
  /** Starts a search's own worker. */
  start(): Promise<SearchWorker>;
}

const CRITERION_WORDS: Readonly<Record<Criterion, string>> = {
  every: 'every attack succeeds',
  exchange: 'loss inflicted less loss taken',
  cleared: 'hexes cleared',
};

/**
 * The best allocation of a side's units on the map, and the enemy's view of the other side: each
 * search in a worker of its own, fed a few milliseconds at a time, cancellable, its progress shown.
 */
export class DeskSearch {
  side = '';
  criterion: Criterion = 'every';
  view: SearchView = { state: 'idle' };
  private worker: SearchWorker | undefined;
  /** Bumped by every search and cancel: an answer for an older run is dropped. */
  private run = 0;
  /** The first attack the last search's rules refused, to say why when nothing could be found. */
  private firstRefusal: Refusal | undefined;
  /** The last search's answer, for taking one into the plan. */
  private found: { readonly search: PhaseSearch; readonly draftFor: (target: number, mask: number) => Sides | Refused; readonly found: readonly RankedAllocation[] } | undefined;

  constructor(
    private readonly host: DeskHost,
    private readonly links: SearchLinks,
  ) {}

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

  private end(): void {
    this.worker?.end();
    this.worker = undefined;
  }

  private show(view: SearchView): void {
    this.view = view;
    this.host.requestUpdate();
  }

  /** Each attack the search weighs, set up as the combat on the desk is, with the map's word taken for its hex and units. */
  private drafter(search: PhaseSearch, map: MapState) {
    const desk = this.host.desk;
    if (!desk) throw new Error('the desk has no game');
    const units = this.host.unitMap;
    const template = desk.rules.read({ ...this.host.draft, attackers: [], defenders: [] });
    const place = desk.placeAttack ? (d: Sides) => desk.placeAttack?.(d, map, units) ?? d : undefined;
    return (target: number, mask: number): Sides | Refused => searchDraft<Sides>(template, unitsOf(search, mask), search.targets[target]?.defenders ?? [], (d) => desk.claims(map, d, units), place);
  }

  /** An attack's description, or why the game's rules forbid it. */
  private describe(draft: Sides | Refused): Record<string, unknown> | Refused {
    return isRefused(draft) ? draft : this.host.describeDeclared(draft);
  }

  /** The first attack the rules refused, in the player's words: its unit or field, and why. */
  private refusalWords(first: Refusal | undefined, draftFor: (target: number, mask: number) => Sides | Refused): string {
    const rules = this.host.desk?.rules;
    const draft = first && draftFor(first.target, first.mask);
    if (!first || !rules || !draft || isRefused(draft)) return first ? first.error.message : '';
    const units = this.host.unitMap;
    return describeFieldError(first.error, draft, units, rules.fieldWords, rules.unitPaths?.(draft, units));
  }

  /** Weighs every attack of `search` in a fresh worker; undefined if cancelled or failed (the view says which). */
  private async weighed(search: PhaseSearch, draftFor: (target: number, mask: number) => Sides | Refused, run: number): Promise<SearchWorker | undefined> {
    this.end();
    const worker = await this.links.start();
    this.worker = worker;
    this.firstRefusal = undefined;
    const progress = (p: SearchProgress) => {
      this.firstRefusal ??= p.first;
      if (run === this.run) this.show({ state: 'searching', progress: `${p.weighed} of ${p.total} attacks weighed`, done: p.weighed, total: p.total });
    };
    progress({ weighed: 0, total: 1, refused: 0 });
    try {
      const done = await weighAll(search, (t, m) => this.describe(draftFor(t, m)), worker.session, progress, () => run !== this.run);
      return done ? worker : undefined;
    } catch (e) {
      if (run === this.run) this.show({ state: 'idle', note: `The search stopped: ${e instanceof Error ? e.message : String(e)}.` });
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
    const search = phaseSearch(map, host.unitMap, this.searchSide);
    if (search.targets.length === 0) {
      this.show({ state: 'idle', note: 'No unit of this side stands next to an enemy on the map: place the units on the map first.' });
      return;
    }
    const draftFor = this.drafter(search, map);
    const worker = await this.weighed(search, draftFor, run);
    if (!worker) return;
    const criterion = this.criterion;
    const success = host.desk?.planSuccess ?? TAKE_THE_HEX;
    const found = await worker.session.best(problemOf(search, (u) => rules.valueOf(u)), criterion, success);
    if (run !== this.run) return;
    this.end();
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
    const leftOut = search.leftOut.length > 0 ? ` ${search.leftOut.length} more units stand next to the enemy; a search takes at most ${search.units.length}: ${search.leftOut.map((u) => u.name).join(', ')} left out.` : '';
    const why = this.refusalWords(this.firstRefusal, draftFor);
    const note =
      results.length === 0
        ? `No allocation gives ${criterion === 'every' ? 'every attack a chance: some target cannot be attacked with any chance of success' : 'an attack the rules allow'}.${why ? ` The first attack refused: ${why}.` : ''}${leftOut}`
        : `Every allocation of ${search.units.length} units to ${search.targets.length} enemy hexes weighed exactly.${leftOut}`;
    this.show({ state: 'done', results, note });
  }

  /** Puts allocation `index` of the last search into the plan, one attack per target. */
  take(index: number): void {
    const last = this.found;
    const chosen = last?.found[index];
    if (!last || !chosen) return;
    const masks = chosen.allocation.map((units) => units.reduce((m, u) => m | (1 << u), 0));
    this.links.takeIntoPlan(
      masks.flatMap((mask, t) => {
        const draft = mask === 0 ? undefined : last.draftFor(t, mask);
        return draft && !isRefused(draft) ? [draft] : [];
      }),
    );
  }

  /**
   * Where the enemy can hurt the side searched for: for each of its hexes next to the enemy, the
   * strongest attack the enemy units next to it could make (every choice of them weighed), its chance
   * of taking the hex shown on the map; the weakest hex named.
   */
  async enemyView(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!rules) return;
    const run = ++this.run;
    const map = this.links.map();
    const mine = this.searchSide;
    // One search per hex of ours: the enemy units next to it, attacking it alone.
    const searches = [...new Set([...host.unitMap.values()].map((u) => u.side))]
      .filter((s) => s !== mine)
      .flatMap((enemy) => {
        const all = phaseSearch(map, host.unitMap, enemy);
        return all.targets.filter((t) => t.defenders.every((id) => host.unitMap.get(id)?.side === mine)).map((t) => phaseSearch(map, host.unitMap, enemy, { hexes: new Set([t.hex]) }));
      })
      .filter((s) => s.targets.length === 1);
    if (searches.length === 0) {
      this.links.showExposure([]);
      this.show({ ...this.view, exposure: { weakest: 'No enemy unit stands next to this side’s units on the map.', rows: [] } });
      return;
    }
    this.end();
    const worker = await this.links.start();
    this.worker = worker;
    const total = searches.reduce((n, s) => n + attacksToWeigh(s).length, 0);
    let before = 0;
    try {
      for (const [k, search] of searches.entries()) {
        const draftFor = this.drafter(search, map);
        // Each hex is its own target in the one worker.
        const weigher = { weigh: (requests: readonly WeighRequest[]) => worker.session.weigh(requests.map((r) => ({ ...r, target: k }))) };
        const progress = (p: SearchProgress) => run === this.run && this.show({ ...this.view, state: 'searching', progress: `${before + p.weighed} of ${total} enemy attacks weighed`, done: before + p.weighed, total });
        if (!(await weighAll(search, (t, m) => this.describe(draftFor(t, m)), weigher, progress, () => run !== this.run))) return;
        before += attacksToWeigh(search).length;
      }
      const strongest = await worker.session.strongest(
        searches.map((s) => s.units.map((u) => rules.valueOf(u) ?? 0)),
        TAKE_THE_HEX,
      );
      if (run !== this.run) return;
      const rows = strongest.flatMap((s) => {
        const search = searches[s.target];
        const target = search?.targets[0];
        if (!search || !target) return [];
        const attackers = unitsOf(search, s.mask).map((id) => host.unitMap.get(id)?.name ?? id);
        return [{ hex: target.hex, chance: s.chance, words: `hex ${hexLabel(map.shape, parseHexKey(target.hex))}: ${percent(s.chance)} that ${attackers.join(', ')} take it` }];
      });
      rows.sort((a, b) => approx(b.chance) - approx(a.chance) || a.hex.localeCompare(b.hex));
      const weakest = rows[0];
      this.links.showExposure(rows.map((r) => ({ hex: r.hex, chance: approx(r.chance), words: percent(r.chance), weakest: r === weakest })));
      this.show({
        ...this.view,
        state: this.view.state === 'searching' ? 'idle' : this.view.state,
        exposure: { weakest: weakest ? `Weakest: ${weakest.words}.` : 'The rules allow no enemy attack on this side’s hexes.', rows: rows.map((r) => r.words) },
      });
    } finally {
      if (this.worker === worker) this.end();
    }
  }

  clearExposure(): void {
    this.links.showExposure([]);
    const { exposure: _, ...rest } = this.view;
    this.show(rest);
  }
}

function scoreWords(f: PhaseFigures, criterion: Criterion): string {
  return criterion === 'every' ? percent(f.allSucceed) : decimal(scoreOf(f, criterion));
}

function figureWords(f: PhaseFigures): string {
  return `Every attack succeeds ${percent(f.allSucceed)}; expected losses: attacker ${decimal(f.attackerLoss)}, defender ${decimal(f.defenderLoss)}; hexes cleared ${decimal(f.cleared)}; strength committed ${f.strength}.`;
}

/** Why it beats the plan on the desk (or not), by the criterion. */
function againstPlan(f: PhaseFigures, plan: PlanChances | undefined, criterion: Criterion): string {
  if (!plan) return 'Your plan has no attack weighed to compare with.';
  const theirs = criterion === 'every' ? plan.allSucceed : criterion === 'exchange' ? minus(plan.defenderLoss, plan.attackerLoss) : plan.cleared;
  const ours = scoreOf(f, criterion);
  const diff = approx(ours) - approx(theirs);
  const shown = (x: Exact) => (criterion === 'every' ? percent(x) : decimal(x));
  if (Math.abs(diff) < 1e-12) return `Your plan: ${shown(theirs)}, the same.`;
  return `Your plan: ${shown(theirs)}; this is ${diff > 0 ? 'better' : 'worse'} by ${criterion === 'every' ? `${(Math.abs(diff) * 100).toFixed(1)} points` : Math.abs(diff).toFixed(1)}.`;
}
