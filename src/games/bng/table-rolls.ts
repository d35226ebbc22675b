import type { TableRollAppliers } from '../../desk/table-rolls';
import type { Effects } from '../../engine/core/combat';
import type { BngEffects, BngRallyEffects } from '../../engine/games/bng';
import { RALLY_STATES } from '../../engine/games/bng/schema';
import type { UnitRecord } from '../../store/records';
import { moraleOf } from './draft';

/** The rallying unit after its roll: its new morale state, or eliminated (12.41 b); undefined when the roll leaves it as it was. */
export function rallied(effects: BngRallyEffects, unit: UnitRecord): UnitRecord | undefined {
  if (effects.after === 'eliminated') return { ...unit, state: { ...unit.state, eliminated: true } };
  return effects.after === moraleOf(unit) ? undefined : { ...unit, state: { ...unit.state, morale: effects.after } };
}

const rallying = (u: UnitRecord): boolean => u.state.eliminated !== true && (RALLY_STATES as readonly string[]).includes(moraleOf(u));

/** The Blue & Grey quick rolls a player applies to a unit: a Rally roll to a Disordered, Shaken or Routed unit. */
export const BNG_TABLE_ROLLS: TableRollAppliers = {
  rally: {
    takes: rallying,
    prefill: (u) => ({ morale: moraleOf(u) }),
    apply(effects: Effects, u) {
      const e = effects as BngEffects;
      return e.kind === 'rally' ? rallied(e, u) : undefined;
    },
  },
};
