import type { Resolution } from '../../../engine/core/combat';
import type { LossPlan } from '../../../desk/losses';
import type { DeskRules, Sides } from '../../../desk/rules';
import type { UnitRecord } from '../../../store/records';

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
  return { resolution, plans, appliable: plans.length > 0 || rules.applyResult(effects, draft, {}, plans, units).length > 0 };
}
