import type { UnitRecord } from '../store/records';

/**
 * Losses to take on the board, one plan per side. The player chooses which units take them, as the
 * rules let the owner share out a loss; the app checks the sum.
 */
export interface LossPlan {
  readonly side: 'attacker' | 'defender';
  /**
   * What is lost: points of the units' roster strength (each unit can lose what it has), or whole
   * units (each can lose one).
   */
  readonly measure: 'strength' | 'units';
  /** The loss in words, singular and plural: ["point", "points"], ["Manpower", "Manpower"]. */
  readonly words: readonly [string, string];
  readonly loss: number;
  readonly unitIds: readonly string[];
  /**
   * What the allocation for this plan is known by, when a side has more than one plan (casualties
   * and stragglers); the side when absent.
   */
  readonly key?: string;
  /**
   * The players take any part of the loss, from none up to `loss`: a result whose share a game leaves
   * to the player's own chart (which units it removes). Each unit starts at none.
   */
  readonly upTo?: boolean;
  /** What the card heads the plan with, in place of "Attacker loses 2 points: who takes them". */
  readonly legend?: string;
  /**
   * What each unit can take, by id, where it is neither its strength nor one unit (the steps it has
   * left, say); a unit not named here takes what the measure gives it.
   */
  readonly capacity?: Readonly<Record<string, number>>;
}

/** The key a plan's allocation is kept under: its own, or its side's. */
export function planKey(plan: LossPlan): string {
  return plan.key ?? plan.side;
}

export type Allocation = Readonly<Record<string, number>>;

/** A quantity of a plan's loss in words: "1 point", "3 units", "2 Manpower". */
export function amount(plan: LossPlan, n: number): string {
  return `${n} ${plan.words[n === 1 ? 0 : 1]}`;
}

/** How much of a loss a unit can absorb: what the plan says it can, its roster strength, or one unit. */
function capacity(plan: LossPlan, unit: UnitRecord): number {
  return plan.capacity?.[unit.id] ?? (plan.measure === 'units' ? 1 : (unit.strength ?? 0));
}

/** What must actually be taken: the loss, or everything the side has if that is less. */
export function lossToTake(plan: LossPlan, units: ReadonlyMap<string, UnitRecord>): number {
  const total = plan.unitIds.reduce((sum, id) => sum + (units.has(id) ? capacity(plan, units.get(id) as UnitRecord) : 0), 0);
  return Math.min(plan.loss, total);
}

/** A starting allocation: in the order the units were picked, each takes what it can (none for an `upTo` plan). The player adjusts it. */
export function suggestAllocation(plan: LossPlan, units: ReadonlyMap<string, UnitRecord>): Allocation {
  let left = plan.upTo ? 0 : lossToTake(plan, units);
  const out: Record<string, number> = {};
  for (const id of plan.unitIds) {
    const unit = units.get(id);
    const take = unit ? Math.min(left, capacity(plan, unit)) : 0;
    out[id] = take;
    left -= take;
  }
  return out;
}

/** Why an allocation cannot be applied, naming the unit; undefined when it can. */
export function allocationProblem(plan: LossPlan, allocation: Allocation, units: ReadonlyMap<string, UnitRecord>): string | undefined {
  let sum = 0;
  for (const id of plan.unitIds) {
    const unit = units.get(id);
    const n = allocation[id] ?? 0;
    if (!unit) continue;
    if (!Number.isInteger(n) || n < 0) return `${unit.name}: a loss is a whole number of 0 or more`;
    if (n > capacity(plan, unit)) return `${unit.name}: can lose at most ${amount(plan, capacity(plan, unit))}`;
    sum += n;
  }
  const due = lossToTake(plan, units);
  if (plan.upTo) return sum > due ? `${plan.side === 'attacker' ? 'Attacker' : 'Defender'}: allocate at most ${amount(plan, due)} (now ${sum})` : undefined;
  if (sum !== due) return `${plan.side === 'attacker' ? 'Attacker' : 'Defender'}: allocate exactly ${amount(plan, due)} (now ${sum})`;
  return undefined;
}
