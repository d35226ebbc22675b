import type { Effects, Resolution } from '../../../engine/core/combat';
import type { LossPlan } from '../../../desk/losses';
import type { DeskRules, Sides } from '../../../desk/rules';
import type { CombatRecord, UnitRecord } from '../../../store/records';

/** What the result card shows for a resolution. */
export interface CardContent {
  readonly resolution: Resolution;
  /** The losses to share out among the units. */
  readonly plans: readonly LossPlan[];
  /** The result changes some unit's state. */
  readonly appliable: boolean;
}

export function cardFor(resolution: Resolution, draft: Sides, rules: DeskRules<Sides>, units: ReadonlyMap<string, UnitRecord>): CardContent {
  const { effects } = resolution.outcome;
  const plans = rules.lossPlans(effects, draft, units);
  return { resolution, plans, appliable: changesUnits(effects, draft, rules, units, plans) };
}

/** Whether a result changes some unit's state: it has losses to share out, or other changes to make. */
export function changesUnits(effects: Effects, draft: Sides, rules: DeskRules<Sides>, units: ReadonlyMap<string, UnitRecord>, plans: readonly LossPlan[] = rules.lossPlans(effects, draft, units)): boolean {
  return plans.length > 0 || rules.applyResult(effects, draft, {}, plans, units).length > 0;
}

/**
 * Whether a log entry's result is still to be applied to the units and can be from the desk: it was
 * rolled at the desk (its set-up is kept), it is not applied now, and it changes some unit.
 */
export function stillToApply(entry: CombatRecord, rules: DeskRules<Sides>, units: ReadonlyMap<string, UnitRecord>): boolean {
  if (entry.draft === undefined || (entry.applied !== undefined && entry.undone !== true)) return false;
  return changesUnits(entry.outcome.effects, rules.read(entry.draft), rules, units);
}
