import type { CombatRecord, UnitRecord } from '../store/records';
import type { Sides } from './rules';

/** The one side all the units named are on, or undefined when there are none, one is not found, or they are mixed. */
function sideOf(ids: readonly string[], units: ReadonlyMap<string, UnitRecord>): string | undefined {
  const sides = new Set(ids.map((id) => units.get(id)?.side));
  const [only] = sides;
  return sides.size === 1 && only ? only : undefined;
}

/**
 * The players' sides in a roll at the desk, for its log entry: the attacking units' side, and the
 * defending units' when it is another. None when the attackers are on no one side (mixed, or a
 * unit not found): the roll's luck is then counted for no side.
 */
export function rollSides(draft: Sides, units: ReadonlyMap<string, UnitRecord>): CombatRecord['sides'] {
  const attacker = sideOf(draft.attackers, units);
  if (!attacker) return undefined;
  const defender = sideOf(draft.defenders, units);
  return defender && defender !== attacker ? { for: attacker, against: defender } : { for: attacker };
}
