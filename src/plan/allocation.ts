import { type FigureDistribution, HEX_CLEARED } from '../engine/core/figures';
import { type Exact, ONE, ZERO, compareExact, minus, plus, times } from './exact';
import { type Success, chancesOf, successOf, successWeight } from './success';

/**
 * The best use of a phase's attacking units, searched exactly. Each unit goes to one target it may
 * attack, or to none; the units sent to a target make one attack on it. Attacks on different targets
 * are independent, so each criterion is a product or a sum over the targets, and the search runs over
 * the targets one at a time, keeping for every set of units already sent the best few ways to have
 * sent them (a choice that is not among the best few for its set cannot be among the best few at the
 * end). That weighs every allocation, without listing them one by one.
 */

/** What the player ranks the allocations by. */
export type Criterion =
  /** The chance that every target is attacked and every attack succeeds (as the player counts success). */
  | 'every'
  /** The expected loss inflicted less the expected loss taken, in the game's measure. */
  | 'exchange'
  /** The expected number of targets whose defenders leave their hex (retreat or elimination). */
  | 'cleared';

export const CRITERIA: readonly Criterion[] = ['every', 'exchange', 'cleared'];

/** A phase's search: each unit with what it commits and the targets (by index) it may attack. */
export interface AllocationProblem {
  readonly units: readonly { readonly strength: number; readonly targets: readonly number[] }[];
  readonly targets: number;
}

/** One allocation: the units (by index) each target is attacked with; none for a target left alone. */
export type Allocation = readonly (readonly number[])[];

/** An allocation's exact figures: the chance every attack succeeds, the expected losses, the expected hexes cleared. */
export interface PhaseFigures {
  readonly allSucceed: Exact;
  readonly attackerLoss: Exact;
  readonly defenderLoss: Exact;
  readonly cleared: Exact;
  /** What the units sent commit, in the game's own measure. */
  readonly strength: number;
}

export interface RankedAllocation {
  readonly allocation: Allocation;
  readonly figures: PhaseFigures;
}

/** An attack on a target by a set of units (a bit mask of unit indices): its figures, or undefined where the rules refuse it. */
export type AttackFigures = (target: number, mask: number) => FigureDistribution | undefined;

/** The most units a search takes: 2¹² sets of units per target. */
export const MAX_UNITS = 12;

/** The criterion's value of an allocation's figures: higher is better. */
export function scoreOf(figures: PhaseFigures, criterion: Criterion): Exact {
  if (criterion === 'every') return figures.allSucceed;
  if (criterion === 'exchange') return minus(figures.defenderLoss, figures.attackerLoss);
  return figures.cleared;
}

/** Better first: the criterion's value, then the least strength committed. */
export function compareRanked(a: PhaseFigures, b: PhaseFigures, criterion: Criterion): number {
  return compareExact(scoreOf(b, criterion), scoreOf(a, criterion)) || a.strength - b.strength;
}

const maskOf = (units: readonly number[]) => units.reduce((m, u) => m | (1 << u), 0);

/** An allocation's exact figures, from each attack's figures; undefined if the rules refuse one of its attacks. */
export function figuresOfAllocation(allocation: Allocation, problem: AllocationProblem, success: Success, figuresOf: AttackFigures): PhaseFigures | undefined {
  let allSucceed = ONE;
  let attackerLoss = ZERO;
  let defenderLoss = ZERO;
  let cleared = ZERO;
  let strength = 0;
  for (const [target, units] of allocation.entries()) {
    if (units.length === 0) {
      allSucceed = ZERO;
      continue;
    }
    const dist = figuresOf(target, maskOf(units));
    if (!dist) return undefined;
    const chances = chancesOf(dist, success);
    allSucceed = times(allSucceed, chances.success);
    attackerLoss = plus(attackerLoss, chances.attackerLoss);
    defenderLoss = plus(defenderLoss, chances.defenderLoss);
    cleared = plus(cleared, successOf(dist, { marks: HEX_CLEARED }));
    for (const u of units) strength += problem.units[u]?.strength ?? 0;
  }
  return { allSucceed, attackerLoss, defenderLoss, cleared, strength };
}

/** One way to have sent a set of units to the targets so far: its value, what it commits, and how it got there. */
interface Way {
  readonly score: number;
  readonly strength: number;
  /** The set of units sent before this target, and which of its ways, and the units sent to this target. */
  readonly before: number;
  readonly beforeWay: number;
  readonly sent: number;
}

/** How many ways are kept per set of units: the answer's three, and two more so near-equal values are settled exactly. */
const KEPT = 5;

function better(a: Way, b: Way): boolean {
  return a.score > b.score || (a.score === b.score && a.strength < b.strength);
}

function keep(ways: Way[], way: Way): void {
  if (ways.length === KEPT && !better(way, ways[KEPT - 1] as Way)) return;
  let i = ways.length;
  while (i > 0 && better(way, ways[i - 1] as Way)) i--;
  ways.splice(i, 0, way);
  if (ways.length > KEPT) ways.pop();
}

/**
 * The best allocations by the criterion, best first (at most `count`), with their exact figures.
 * `figuresOf` is asked for every set of units that may attack each target, once each. For `every`,
 * an allocation that leaves a target alone or has no chance is not among them.
 */
export function bestAllocations(problem: AllocationProblem, criterion: Criterion, success: Success, figuresOf: AttackFigures, count = 3): RankedAllocation[] {
  const n = problem.units.length;
  if (n > MAX_UNITS) throw new RangeError(`at most ${MAX_UNITS} units can be searched at once, not ${n}`);
  const eligible = Array.from({ length: problem.targets }, (_, t) => maskOf(problem.units.flatMap((u, i) => (u.targets.includes(t) ? [i] : []))));
  const strengthOf = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    strengthOf[mask] = (strengthOf[mask & (mask - 1)] as number) + (problem.units[low]?.strength ?? 0);
  }
  // Each target's value for each set of units that may attack it, as a double for the search; NaN where refused.
  const values = eligible.map((all, t) => {
    const value = new Map<number, number>();
    for (let sent = all; sent > 0; sent = (sent - 1) & all) {
      const dist = figuresOf(t, sent);
      value.set(sent, dist ? approxValue(dist, criterion, success) : Number.NaN);
    }
    return value;
  });
  const every = criterion === 'every';
  // levels[t]: for every set of units sent to the first t targets, its best ways.
  const levels: Map<number, Way[]>[] = [new Map([[0, [{ score: every ? 1 : 0, strength: 0, before: 0, beforeWay: 0, sent: 0 }]]])];
  for (let t = 0; t < problem.targets; t++) {
    const next = new Map<number, Way[]>();
    const all = eligible[t] as number;
    const value = values[t] as Map<number, number>;
    for (const [used, ways] of levels[t] as Map<number, Way[]>) {
      const free = all & ~used;
      // Each subset of the free units that may attack this target, the empty set (this target left alone) last.
      for (let sent = free; ; sent = (sent - 1) & free) {
        const v = sent === 0 ? 0 : (value.get(sent) as number);
        if (!Number.isNaN(v)) {
          const mask = used | sent;
          let kept = next.get(mask);
          if (!kept) next.set(mask, (kept = []));
          ways.forEach((way, w) => keep(kept, { score: every ? way.score * v : way.score + v, strength: way.strength + (strengthOf[sent] as number), before: used, beforeWay: w, sent }));
        }
        if (sent === 0) break;
      }
    }
    levels.push(next);
  }
  // The best ways over every set of units sent (the rest stay idle), then settled by exact figures.
  const finals: { mask: number; way: number; value: Way }[] = [];
  for (const [mask, ways] of levels[problem.targets] as Map<number, Way[]>) ways.forEach((value, way) => finals.push({ mask, way, value }));
  finals.sort((a, b) => (better(a.value, b.value) ? -1 : better(b.value, a.value) ? 1 : 0));
  const ranked = finals.slice(0, count + KEPT).flatMap(({ mask, way }) => {
    const allocation = trace(levels, mask, way);
    const figures = figuresOfAllocation(allocation, problem, success, figuresOf);
    if (!figures || (every && figures.allSucceed.num === 0n)) return [];
    return [{ allocation, figures }];
  });
  ranked.sort((a, b) => compareRanked(a.figures, b.figures, criterion));
  return ranked.slice(0, count);
}

/** Follows a way back through the targets to the units each was attacked with. */
function trace(levels: readonly Map<number, Way[]>[], mask: number, way: number): Allocation {
  const sent: number[][] = [];
  let at = mask;
  let w = way;
  for (let t = levels.length - 1; t > 0; t--) {
    const step = levels[t]?.get(at)?.[w] as Way;
    const units: number[] = [];
    for (let u = 0; 1 << u <= step.sent; u++) if (step.sent & (1 << u)) units.push(u);
    sent.unshift(units);
    at = step.before;
    w = step.beforeWay;
  }
  return sent;
}

/** An attack's contribution to the criterion, near enough to search by (the best few are then settled exactly). */
function approxValue(dist: FigureDistribution, criterion: Criterion, success: Success): number {
  if (criterion === 'every') return successWeight(dist, success) / dist.total;
  if (criterion === 'cleared') return successWeight(dist, { marks: HEX_CLEARED }) / dist.total;
  let value = 0;
  for (const { figures, weight } of dist.outcomes) value += weight * (figures.defenderLoss - figures.attackerLoss);
  return value / dist.total;
}
