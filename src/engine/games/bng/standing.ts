import type { CrtCode } from './crt';
import type { BngOutcome } from './outcome';

/**
 * The results from worst to best for the attacker. The seed gives them no order; this is the plain
 * one: his elimination, partial elimination, retreat; then no effect and both exchanges, which
 * cost both sides and are ranked equal; then the defender's retreat and elimination.
 */
const RANK: Readonly<Record<CrtCode, number>> = { Ae: 0, 'Ae*': 1, Ar: 2, '-': 3, Ex: 3, 'Ex*': 3, Dr: 4, De: 5 };

/**
 * How good a Blue & Grey outcome is for the attacker, for the luck report's percentiles: the result
 * by RANK, then, within a result, the defenders Disordered by their checks less the attackers (never
 * enough to pass the next result). No combat, every defender retreated before it (12.34), ranks with
 * the defender's retreat. Fixed by the key (result and Disorder counts). Rally has no attacker.
 */
export function bngStanding(outcome: BngOutcome): number | undefined {
  if (outcome.kind !== 'combat') return undefined;
  const rank = outcome.result === null ? RANK.Dr : RANK[outcome.result];
  return rank * 1000 + outcome.defendersDisordered - outcome.attackersDisordered;
}
