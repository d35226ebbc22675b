import { MARK } from '../../../core/figures';

/** A combat result's marks for a plan: each side's retreat, and a side eliminated when its loss reaches all it has (a side with nothing is not). */
export function resultMarks(attackerLoss: number, defenderLoss: number, attackerRetreats: boolean, defenderRetreats: boolean, attackerHas: number, defenderHas: number): number {
  let marks = 0;
  if (defenderRetreats) marks |= MARK.defenderRetreats;
  if (attackerRetreats) marks |= MARK.attackerRetreats;
  if (defenderHas > 0 && defenderLoss >= defenderHas) marks |= MARK.defenderEliminated;
  if (attackerHas > 0 && attackerLoss >= attackerHas) marks |= MARK.attackerEliminated;
  return marks;
}
