import { type WildernessDraft, readDraft, toDescription } from './draft';
import { applyAllocation, wildernessLossPlans } from './losses';
import type { DeskRules } from './rules';

/** The Wilderness Campaign at the desk: counters carry printed strength; losses come off it. */
export const WILDERNESS_DESK: DeskRules<WildernessDraft> = {
  game: 'wilderness',
  unitTypes: ['infantry', 'cavalry', 'fortification'],
  valueName: 'strength',
  read: readDraft,
  // A cavalry probe needs no units on either side.
  askable: (draft) => draft.kind === 'cavalry-probe' || (draft.attackers.length > 0 && draft.defenders.length > 0),
  describe: toDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
  lossPlans: (effects, draft) => wildernessLossPlans(effects, draft.attackers, draft.defenders),
  applyResult: (_effects, _draft, allocations, plans, units) => plans.flatMap((p) => applyAllocation(p, allocations[p.side] ?? {}, units)),
};
