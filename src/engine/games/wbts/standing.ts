import { attackerMargin } from './ground/margin';
import type { WbtsOutcome } from './outcome';

/**
 * How good a WBtS outcome is for the attacker, for the luck report's percentiles. Ground combat,
 * storm, attack from march and siege combat: the weighing the leader's die change already uses
 * (attackerMargin: the SP the defender loses over the attacker's, a retreat half a point); no
 * attack (a failed initiative) and contact without combat weigh 0; the supply step, a side short of
 * supply one point against it. Bombardment: the successful
 * bombardments, more being better for the bombarding side. Each is fixed by the key. Naval combat,
 * attacks on fortifications and transits are not ranked yet: their results mix ship and garrison
 * losses the rules do not weigh against each other.
 */
export function wbtsStanding(outcome: WbtsOutcome): number | undefined {
  switch (outcome.kind) {
    case 'ground':
      // The supply step: a side at full strength is better for it than one short of supply.
      if (outcome.supplyStep && outcome.combat === null) return (outcome.attackerSupply?.supplied === false ? -1 : 0) + (outcome.defenderSupply?.supplied === false ? 1 : 0);
      return outcome.combat && !(outcome.initiative && !outcome.initiative.passed) ? attackerMargin(outcome.combat) : 0;
    case 'bombardment':
      return outcome.reductions;
    default:
      return undefined;
  }
}
