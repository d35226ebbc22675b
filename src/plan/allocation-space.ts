import type { AllocationProblem } from './problem';

/**
 * A phase's allocations as the search walks them. Units the rules cannot tell apart (the same `kind`:
 * the same unit but for its name, in the same hex) are one kind with a count: an attack is a number
 * of each kind, so a stack of like units is weighed once per number sent, not once per choice of them,
 * and allocations that only swap like units are one allocation.
 */

/** A kind of unit: how many there are, what each commits, the targets they may attack, the units (by index). */
export interface UnitKind {
  readonly count: number;
  readonly strength: number;
  readonly targets: readonly number[];
  readonly units: readonly number[];
}

/**
 * One target's attacks: the kinds that may attack it, and each attack as a number (a "combo") whose
 * digits, in mixed radix `count + 1` over those kinds, are how many of each are sent; 0 is none.
 */
export interface TargetAttacks {
  readonly kinds: readonly number[];
  /** Place value of each kind's digit in a combo. */
  readonly place: readonly number[];
  /** How many combos there are, the empty one included. */
  readonly combos: number;
}

export interface AllocationSpace {
  readonly kinds: readonly UnitKind[];
  readonly targets: readonly TargetAttacks[];
  /** Each unit's kind. */
  readonly kindOf: readonly number[];
}

export function allocationSpace(problem: AllocationProblem): AllocationSpace {
  const kindIds = new Map<number, number>();
  const kindOf: number[] = [];
  const members: number[][] = [];
  problem.units.forEach((unit, u) => {
    const own = unit.kind ?? -1 - u;
    let k = kindIds.get(own);
    if (k === undefined) {
      kindIds.set(own, (k = members.length));
      members.push([]);
    }
    kindOf.push(k);
    (members[k] as number[]).push(u);
  });
  const kinds = members.map((units) => {
    const first = problem.units[units[0] as number] as AllocationProblem['units'][number];
    const targets = [...new Set(first.targets)].sort((a, b) => a - b);
    for (const u of units) {
      const unit = problem.units[u] as AllocationProblem['units'][number];
      if (unit.strength !== first.strength || [...new Set(unit.targets)].sort((a, b) => a - b).join() !== targets.join()) {
        throw new RangeError(`units ${units[0]} and ${u} are of one kind but differ in strength or targets`);
      }
    }
    return { count: units.length, strength: first.strength, targets, units };
  });
  const targets = Array.from({ length: problem.targets }, (_, t) => {
    const mine = kinds.flatMap((k, i) => (k.targets.includes(t) ? [i] : []));
    const place: number[] = [];
    let combos = 1;
    for (const k of mine) {
      place.push(combos);
      combos *= (kinds[k] as UnitKind).count + 1;
    }
    return { kinds: mine, place, combos };
  });
  return { kinds, targets, kindOf };
}

/** How many of each of the target's kinds (in `kinds` order) a combo sends. */
export function comboCounts(space: AllocationSpace, target: number, combo: number): number[] {
  const t = space.targets[target] as TargetAttacks;
  return t.kinds.map((k, i) => Math.floor(combo / (t.place[i] as number)) % ((space.kinds[k] as UnitKind).count + 1));
}

/** The units a combo sends, the first of each kind: the one attack that stands for every choice of like units. */
export function comboUnits(space: AllocationSpace, target: number, combo: number): number[] {
  const t = space.targets[target] as TargetAttacks;
  const units: number[] = [];
  t.kinds.forEach((k, i) => {
    const kind = space.kinds[k] as UnitKind;
    const n = Math.floor(combo / (t.place[i] as number)) % (kind.count + 1);
    for (let j = 0; j < n; j++) units.push(kind.units[j] as number);
  });
  return units.sort((a, b) => a - b);
}

/** The combo of a set of units attacking a target; undefined when one of them may not attack it. */
export function comboOf(space: AllocationSpace, target: number, units: readonly number[]): number | undefined {
  const t = space.targets[target] as TargetAttacks;
  let combo = 0;
  for (const u of units) {
    const i = t.kinds.indexOf(space.kindOf[u] as number);
    if (i < 0) return undefined;
    combo += t.place[i] as number;
  }
  return combo;
}

/** What committing each combo of a target costs: the strength of the units it sends. */
export function comboStrengths(space: AllocationSpace, target: number): Float64Array {
  const t = space.targets[target] as TargetAttacks;
  const strength = new Float64Array(t.combos);
  t.kinds.forEach((k, i) => {
    const kind = space.kinds[k] as UnitKind;
    const place = t.place[i] as number;
    for (let c = 0; c < t.combos; c++) strength[c] = (strength[c] as number) + (Math.floor(c / place) % (kind.count + 1)) * kind.strength;
  });
  return strength;
}

/**
 * The order the search takes the targets in, and the kinds still "open" before each: sent to a target
 * already taken and able to attack one not taken yet, so how many of them are used must be remembered.
 * The order keeps that memory small (the fewest states over the search): every order for up to 8
 * targets, else each next target the one that leaves the least open.
 */
export interface SearchOrder {
  readonly order: readonly number[];
  /** open[i]: the kinds open before the i-th target of the order (open[order.length] is empty). */
  readonly open: readonly (readonly number[])[];
  /** How many states each step starts from (the product of the open kinds' counts + 1), and how many ways it tries. */
  readonly states: readonly number[];
  readonly steps: number;
}

function orderCost(space: AllocationSpace, order: readonly number[]): SearchOrder {
  const open: number[][] = [[]];
  const states: number[] = [];
  let steps = 0;
  const seen = new Set<number>();
  for (const [i, t] of order.entries()) {
    const before = open[i] as number[];
    const size = before.reduce((n, k) => n * ((space.kinds[k] as UnitKind).count + 1), 1);
    states.push(size);
    steps += size * (space.targets[t] as TargetAttacks).combos;
    seen.add(t);
    const later = new Set(order.slice(i + 1));
    const now = [...new Set([...before, ...(space.targets[t] as TargetAttacks).kinds])].filter((k) => (space.kinds[k] as UnitKind).targets.some((x) => later.has(x))).sort((a, b) => a - b);
    open.push(now);
  }
  return { order, open, states, steps };
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

export function searchOrder(space: AllocationSpace): SearchOrder {
  const all = space.targets.map((_, t) => t);
  if (all.length <= 8) {
    let best: SearchOrder | undefined;
    for (const order of permutations(all)) {
      const cost = orderCost(space, order);
      if (!best || cost.steps < best.steps) best = cost;
    }
    return best ?? orderCost(space, []);
  }
  const order: number[] = [];
  while (order.length < all.length) {
    let next = -1;
    let cheapest = Infinity;
    for (const t of all) {
      if (order.includes(t)) continue;
      const cost = orderCost(space, [...order, t, ...all.filter((x) => x !== t && !order.includes(x))]);
      const states = cost.states[order.length + 1] ?? 1;
      if (states < cheapest) [cheapest, next] = [states, t];
    }
    order.push(next);
  }
  return orderCost(space, order);
}

/** What a search costs before it starts: the attacks to weigh (every combo of every target but none), and the search's steps and largest level. */
export interface SearchCost {
  readonly attacks: number;
  readonly steps: number;
  readonly largestLevel: number;
}

export function searchCost(space: AllocationSpace, order = searchOrder(space)): SearchCost {
  return {
    attacks: space.targets.reduce((n, t) => n + t.combos - 1, 0),
    steps: order.steps,
    largestLevel: Math.max(1, ...order.states),
  };
}
