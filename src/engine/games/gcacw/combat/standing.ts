import type { CombatResult, RetreatLetter } from '../results';
import type { TableOutcome } from '../kinds/outcome';
import type { CombatOutcome } from './outcome';

const RETREAT: Readonly<Record<RetreatLetter, number>> = { r: 1, R: 2, 'R*': 3 };

/** What a side's half of a result costs it: Manpower first, then how far it must retreat (r, R, R*). */
function cost(r: CombatResult): number {
  return r.manpower * 10 + (r.retreat === undefined ? 0 : RETREAT[r.retreat]);
}

/**
 * How good a GCACW outcome is for the attacker, for the luck report's percentiles: what the
 * defender's result costs him less what the attacker's costs, a Manpower point outweighing any
 * retreat (a retreat is counted r 1, R 2, R* 3 tenths of a point). Status letters (D, F, f, E) and
 * advances are not weighed: results that differ only in them rank equal. Fixed by the key (both
 * printed results). Only combats are ranked; the series' other tables have no attacker.
 */
export function gcacwStanding(outcome: CombatOutcome | TableOutcome): number | undefined {
  // A table check's kind is any string, so a combat is told by its two results.
  return 'defender' in outcome ? cost(outcome.defender) - cost(outcome.attacker) : undefined;
}
