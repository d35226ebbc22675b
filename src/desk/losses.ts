import type { UnitRecord } from '../store/records';

/**
 * Losses to take on the board, one plan per side. The player chooses which units take them (the
 * Wilderness defender "may split his losses … in any manner desired"); the app checks the sum.
 */
export interface LossPlan {
  readonly side: 'attacker' | 'defender';
  /** Printed strength points, whole units (Wilderness cavalry combat), or Manpower Value (GCACW). */
  readonly measure: 'points' | 'units' | 'manpower';
  readonly loss: number;
  readonly unitIds: readonly string[];
}

export type Allocation = Readonly<Record<string, number>>;

/** A quantity of a plan's loss in words: "1 point", "3 units", "2 Manpower". */
export function amount(plan: LossPlan, n: number): string {
  if (plan.measure === 'manpower') return `${n} Manpower`;
  return `${n} ${plan.measure === 'units' ? 'unit' : 'point'}${n === 1 ? '' : 's'}`;
}

/** How much of a loss a unit can absorb: its printed strength (Manpower in GCACW), or one unit. */
function capacity(plan: LossPlan, unit: UnitRecord): number {
  return plan.measure === 'units' ? 1 : (unit.strength ?? 0);
}

/** What must actually be taken: the loss, or everything the side has if that is less. */
export function lossToTake(plan: LossPlan, units: ReadonlyMap<string, UnitRecord>): number {
  const total = plan.unitIds.reduce((sum, id) => sum + (units.has(id) ? capacity(plan, units.get(id) as UnitRecord) : 0), 0);
  return Math.min(plan.loss, total);
}

/** A starting allocation: in the order the units were picked, each takes what it can. The player adjusts it. */
export function suggestAllocation(plan: LossPlan, units: ReadonlyMap<string, UnitRecord>): Allocation {
  let left = lossToTake(plan, units);
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
  if (sum !== due) return `${plan.side === 'attacker' ? 'Attacker' : 'Defender'}: allocate exactly ${amount(plan, due)} (now ${sum})`;
  return undefined;
}

/** The units after their losses (Wilderness): strength reduced; a unit at 0 (or a cavalry unit lost) is marked eliminated. */
export function applyAllocation(plan: LossPlan, allocation: Allocation, units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  const out: UnitRecord[] = [];
  for (const id of plan.unitIds) {
    const unit = units.get(id);
    const n = allocation[id] ?? 0;
    if (!unit || n === 0) continue;
    if (plan.measure === 'units') {
      out.push({ ...unit, state: { ...unit.state, eliminated: true } });
    } else {
      const strength = Math.max(0, (unit.strength ?? 0) - n);
      out.push({ ...unit, strength, state: strength === 0 ? { ...unit.state, eliminated: true } : unit.state });
    }
  }
  return out;
}

/** The loss plans a Wilderness result calls for, from its effects. */
export function wildernessLossPlans(effects: Readonly<Record<string, unknown>>, attackers: readonly string[], defenders: readonly string[]): LossPlan[] {
  const plans: LossPlan[] = [];
  const add = (side: LossPlan['side'], measure: LossPlan['measure'], loss: unknown, unitIds: readonly string[]) => {
    if (typeof loss === 'number' && loss > 0) plans.push({ side, measure, loss, unitIds });
  };
  if (effects.kind === 'infantry-combat') {
    add('attacker', 'points', effects.attackerLoss, attackers);
    add('defender', 'points', effects.defenderLoss, defenders);
  } else if (effects.kind === 'cavalry-combat') {
    add('attacker', 'units', effects.attackerUnitsEliminated, attackers);
    add('defender', 'units', effects.defenderUnitsEliminated, defenders);
  }
  return plans;
}
