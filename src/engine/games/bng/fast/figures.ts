import { FigureTally, type FigureDistribution, MARK } from '../../../core/figures';
import { DISORDERED_FROM } from '../combat-dice';
import { MEASURE, NO_COMBAT_MARKS } from '../plan-marks';
import { type CombatInput, MAX_ATTACKERS, MAX_DEFENDERS } from '../schema';
import { fastCombat } from './combat';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const FAILS = 7 - DISORDERED_FROM;
const PASSES = DISORDERED_FROM - 1;
/** A disorder check's faces, in lowest terms (4-6 Disorders: 1 way of 2 passes, an even chance, 12.12-12.13). */
const CHECK = 6 / gcd(PASSES, FAILS);
const PASS = PASSES / gcd(PASSES, FAILS);
/** CHECK^n and PASS^n for as many checks as a combat can call for: read, not raised, on each evaluation. */
const powers = (base: number): readonly number[] => Array.from({ length: MAX_ATTACKERS + MAX_DEFENDERS + 1 }, (_, n) => base ** n);
const CHECKS = powers(CHECK);
const PASSED = powers(PASS);

/**
 * A combat's figures with no steps or words. Of a side's CHECK^n ways to roll its n checks, PASS^n
 * leave every unit in order and the rest Disorder at least one. As the explained path does
 * (combat-dice.ts), every result is counted over CHECK^(most checks) so that all share one total:
 * night faces × combat dice × CHECK^(most checks).
 */
export function fastFigures(input: CombatInput): FigureDistribution {
  const combat = fastCombat(input);
  const tally = new FigureTally();
  if (!combat) {
    tally.add(0, 0, NO_COMBAT_MARKS, 1);
    return tally.done(MEASURE, 1);
  }
  const { reads, attackersChecking, defendersChecking, marks, mostChecks } = combat;
  for (let k = 0; k < reads.length; k++) {
    const read = reads[k] as number;
    if (read === 0) continue;
    const a = attackersChecking[k] as number;
    const d = defendersChecking[k] as number;
    const m = marks[k] as number;
    const ways = read * (CHECKS[mostChecks - a - d] as number);
    const attackersHold = PASSED[a] as number;
    const defendersHold = PASSED[d] as number;
    const attackersHit = (CHECKS[a] as number) - attackersHold;
    const defendersHit = (CHECKS[d] as number) - defendersHold;
    // No loss is counted: a result's figures differ by their marks alone (the tally skips a weight of 0).
    tally.add(0, 0, m, ways * attackersHold * defendersHold);
    tally.add(0, 0, m | MARK.attackerShaken, ways * attackersHit * defendersHold);
    tally.add(0, 0, m | MARK.defenderShaken, ways * attackersHold * defendersHit);
    tally.add(0, 0, m | MARK.attackerShaken | MARK.defenderShaken, ways * attackersHit * defendersHit);
  }
  return tally.done(MEASURE, combat.ways * (CHECKS[mostChecks] as number));
}

/**
 * What decides the figures: the dice's ways, and for each result read, how often, its marks and how
 * many units of each side check. Names, the order of the units, the result's own name (Ae* from an
 * unchecked hex marks as "-" does) and the columns the dice never reach do not count.
 */
export function fastKey(input: CombatInput): string {
  const combat = fastCombat(input);
  if (!combat) return 'no combat';
  // Each number as one printable character from "0" (ways and reads ≤ 36, marks < 64, checks ≤ 12): four per result read.
  let key = String.fromCharCode(48 + combat.ways);
  for (let k = 0; k < combat.reads.length; k++) {
    const read = combat.reads[k] as number;
    if (read > 0) key += String.fromCharCode(48 + read, 48 + (combat.marks[k] as number), 48 + (combat.attackersChecking[k] as number), 48 + (combat.defendersChecking[k] as number));
  }
  return key;
}
