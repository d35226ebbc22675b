import type { CloseCombatOutcome } from './close-combat/chain';
import { MORALE_RESULTS } from './data/morale';
import type { FireOutcome } from './fire/chain';
import type { CheckOutcome } from './kinds/outcome';
import type { MoraleRoll } from './morale/check';

/** How hard a morale result hits the unit, by the Morale Table's own order (Blood Lust 0 … Routed 6); no check counts as No Effect. */
function severity(morale: MoraleRoll | undefined): number {
  return morale ? MORALE_RESULTS.indexOf(morale.result) : 1;
}

/**
 * How good a CWBS outcome is for the attacker (the firer in fire combat), for the luck report's
 * percentiles. Fire: the target's casualties and stragglers together first, then its morale result
 * by the Morale Table's order, and last the firers' Low Ammo, which counts against them. Close
 * combat: the attacker winning first, then the defender's additional morale check by the same order.
 * Both are fixed by the key. The checks and command tables have no attacker and are not ranked.
 */
export function cwbsStanding(outcome: FireOutcome | CloseCombatOutcome | CheckOutcome): number | undefined {
  switch (outcome.kind) {
    case 'fire':
      return ((outcome.casualties + outcome.stragglers) * 8 + severity(outcome.morale)) * 2 - (outcome.lowAmmo ? 1 : 0);
    case 'closeCombat':
      return (outcome.winner === 'attacker' ? 8 : 0) + (outcome.additional ? severity(outcome.additional) : 0);
    case 'check':
      return undefined;
  }
}
