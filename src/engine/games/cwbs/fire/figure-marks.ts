import { MARK } from '../../../core/figures';
import type { MoraleResult } from '../data/morale';

/** What a CWBS fire combat's losses are counted in (docs/games/cwbs.md, "What a plan weighs"). */
export const FIRE_MEASURE = 'strength points';

/**
 * The marks a target's morale result sets in a plan's figures: a Back (Back 1* included, though the
 * target may ignore it) leaves the hex; Shaken, Disorganized and Routed shake it; Blood Lust, No
 * effect and no check set none. Both the explained and the fast path read morale results through this.
 */
export function moraleMarks(result: MoraleResult | undefined): number {
  if (!result) return 0;
  let marks = 0;
  if (result.back > 0) marks |= MARK.defenderRetreats;
  if (result.state === 'shaken' || result.state === 'disorganized' || result.state === 'routed') marks |= MARK.defenderShaken;
  return marks;
}

/**
 * The strength points a target's morale result loses to stragglers: Disorganized Back 2 Straggle 1 and
 * Routed Back 2 Straggle 3 (seed 003, Morale Table: "Straggle #—Lose given number of Steps to
 * stragglers"); none for any other result or no check. Both paths read it here.
 */
export function moraleStraggle(result: MoraleResult | undefined): number {
  return result?.straggle ?? 0;
}
