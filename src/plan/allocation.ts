import { type FigureDistribution, HEX_CLEARED } from '../engine/core/figures';
import { searchCombos } from './allocation-dp';
import { type AllocationSpace, type UnitKind, allocationSpace, comboCounts, comboUnits, searchOrder } from './allocation-space';
import { type Exact, ONE, ZERO, compareExact, minus, plus, times } from './exact';
import { type AllocationProblem, CRITERIA, type Criterion } from './problem';
import { type Success, chancesOf, successOf } from './success';

// The problem and the criteria are their own module so the search over targets (allocation-dp.ts) reads them without this one.
export { type AllocationProblem, CRITERIA, type Criterion };

/**
 * The best use of a phase's attacking units, searched exactly. Each unit goes to one target it may
 * attack, or to none; the units sent to a target make one attack on it. Attacks on different targets
 * are independent, so each criterion is a product or a sum over the targets, and the search runs over
 * the targets one at a time (allocation-dp.ts), remembering only how many of each kind of unit still
 * able to attack a later target are used: every allocation is weighed, none listed one by one.
 */

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

/**
 * An attack on a target by a set of units (their indices, ascending): its figures, or undefined where
 * the rules refuse it. Any two sets with as many units of each kind give the same figures.
 */
export type AttackFigures = (target: number, units: readonly number[]) => FigureDistribution | undefined;

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

/** An attack's exact chances and hexes cleared, worked out once per distribution (a search meets the same one again and again). */
const attackChances = new WeakMap<FigureDistribution, { readonly chances: ReturnType<typeof chancesOf>; readonly cleared: Exact; readonly success: Success }[]>();

function chancesOnce(dist: FigureDistribution, success: Success) {
  let seen = attackChances.get(dist);
  if (!seen) attackChances.set(dist, (seen = []));
  let found = seen.find((s) => s.success === success);
  if (!found) seen.push((found = { chances: chancesOf(dist, success), cleared: successOf(dist, { marks: HEX_CLEARED }), success }));
  return found;
}

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
    const dist = figuresOf(target, [...units].sort((a, b) => a - b));
    if (!dist) return undefined;
    const { chances, cleared: hexCleared } = chancesOnce(dist, success);
    allSucceed = times(allSucceed, chances.success);
    attackerLoss = plus(attackerLoss, chances.attackerLoss);
    defenderLoss = plus(defenderLoss, chances.defenderLoss);
    cleared = plus(cleared, hexCleared);
    for (const u of units) strength += problem.units[u]?.strength ?? 0;
  }
  return { allSucceed, attackerLoss, defenderLoss, cleared, strength };
}

/** The units each target is attacked with, given how many of each kind: like units handed out in order. */
function allocationOf(space: AllocationSpace, combos: readonly number[]): number[][] {
  const next = space.kinds.map(() => 0);
  return combos.map((combo, target) => {
    const counts = comboCounts(space, target, combo);
    const kinds = (space.targets[target] as AllocationSpace['targets'][number]).kinds;
    return kinds
      .flatMap((k, i) => {
        const units = (space.kinds[k] as UnitKind).units.slice(next[k], (next[k] as number) + (counts[i] as number));
        next[k] = (next[k] as number) + (counts[i] as number);
        return units;
      })
      .sort((a, b) => a - b);
  });
}

/**
 * The best allocations by the criterion, best first (at most `count`), with their exact figures.
 * `figuresOf` is asked once for every number of each kind of unit that may attack each target. For
 * `every`, an allocation that leaves a target alone or has no chance is not among them.
 */
export function bestAllocations(problem: AllocationProblem, criterion: Criterion, success: Success, figuresOf: AttackFigures, count = 3, space = allocationSpace(problem)): RankedAllocation[] {
  const found = searchCombos(space, criterion, success, (t, combo) => figuresOf(t, comboUnits(space, t, combo)), count, searchOrder(space));
  return found.flatMap(({ combos }) => {
    const allocation = allocationOf(space, combos);
    const figures = figuresOfAllocation(allocation, problem, success, figuresOf);
    return figures ? [{ allocation, figures }] : [];
  });
}
