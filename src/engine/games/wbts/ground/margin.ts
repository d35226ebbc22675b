import type { CombatReading } from './outcome';
import { marginOf } from './rules';

/** How a result weighs for the attacker: the SP the defender loses over his own, a retreat counting half a point. */
export function attackerMargin(c: CombatReading): number {
  return marginOf(c.attackerLoss, c.defenderLoss, c.attackerRetreats, c.defenderRetreats);
}

/** A side comes off better when the result weighs for it, as the suggested die changes weigh it. */
export function comesOffBetter(c: CombatReading, side: 'attacker' | 'defender'): boolean {
  return side === 'attacker' ? attackerMargin(c) > 0 : attackerMargin(c) < 0;
}
