import { MARK } from '../../../core/figures';
import { CRT_CODES, type CrtCode } from '../crt';
import { MULTIPLIERS, NIGHT_MULTIPLIER, columnIndex, nightTotal } from '../odds';
import { RESULT_MARKS, shakenWithoutDie } from '../plan-marks';
import { checkBombardmentOdds, checkRestrictions } from '../restrictions';
import { attackerRule, defenderRule } from '../results';
import type { CombatInput } from '../schema';
import { netShift } from '../shifts';
import { attackValue, defenceValue } from '../strength';
import { type Sides, readSides } from '../units';
import { type FastCrt, fastCrt } from './crt';

/**
 * A combat as its figures need it, read straight from the description with the explained path's own
 * rules (readSides, the restrictions, the strength walks, netShift, columnIndex, nightTotal, the unit
 * rules of results.ts, plan-marks.ts) but none of its steps or words: for each result the dice can
 * read, how many of the night faces × combat dice read it, how many units of each side roll a
 * disorder check on it, and the marks it gives before those checks.
 */
export interface FastCombat {
  /** Night faces × combat dice: 6 by day, 36 at night. */
  readonly ways: number;
  /** By result (its index in CRT_CODES): how many of the `ways` read it. */
  readonly reads: readonly number[];
  /** By result: the attacking units that roll a disorder check on it. */
  readonly attackersChecking: readonly number[];
  /** By result: the defending units that roll one. */
  readonly defendersChecking: readonly number[];
  /** By result: its marks whatever the checks roll. */
  readonly marks: readonly number[];
  /** The most checks any result read calls for. */
  readonly mostChecks: number;
}

/** Of the six night faces, how many give each multiplier in MULTIPLIERS. */
const FACES = MULTIPLIERS.map((m) => NIGHT_MULTIPLIER.filter((n) => n === m).length);

/** Counts the six combat dice in `column`, once for each of `faces` night faces. */
function countColumn(crt: FastCrt, column: number, faces: number, reads: number[]): void {
  for (let die = 0; die < 6; die++) {
    const code = crt.codes[die * crt.columns + column] as number;
    reads[code] = (reads[code] as number) + faces;
  }
}

/** Each marks of a result, by its index in CRT_CODES. */
const MARKS_OF = CRT_CODES.map((code) => RESULT_MARKS[code]);

/** The combat with the disorder checks and marks of each result read (12.11-12.13). */
function withChecks(sides: Sides, ways: number, reads: readonly number[]): FastCombat {
  const attackersChecking = [0, 0, 0, 0, 0, 0, 0, 0];
  const defendersChecking = [0, 0, 0, 0, 0, 0, 0, 0];
  const marks = [0, 0, 0, 0, 0, 0, 0, 0];
  let mostChecks = 0;
  for (let k = 0; k < CRT_CODES.length; k++) {
    const code = CRT_CODES[k] as CrtCode;
    if (reads[k] === 0) continue;
    let a = 0;
    let d = 0;
    let m = MARKS_OF[k] as number;
    for (const unit of sides.attackers) {
      const r = attackerRule(code, unit);
      if (r.check) a++;
      if (shakenWithoutDie(r)) m |= MARK.attackerShaken;
    }
    for (const unit of sides.defenders) {
      const r = defenderRule(code, unit);
      if (r.check) d++;
      if (shakenWithoutDie(r)) m |= MARK.defenderShaken;
    }
    attackersChecking[k] = a;
    defendersChecking[k] = d;
    marks[k] = m;
    if (a + d > mostChecks) mostChecks = a + d;
  }
  // Built whole rather than spread: this runs for every evaluation.
  return { ways, reads, attackersChecking, defendersChecking, marks, mostChecks };
}

/**
 * The combat up to its dice, or null when every defender was retreated before combat (12.34). Refuses
 * what the explained path refuses, in the same order: the restrictions, the bombardment odds, the chart.
 */
export function fastCombat(input: CombatInput): FastCombat | null {
  const sides = readSides(input);
  checkRestrictions(input, sides);
  const half = input.halfRounds;
  let defence = 0;
  let fighting = false;
  for (const d of sides.defenders) {
    if (!d.staysForCombat) continue;
    fighting = true;
    defence += defenceValue(d, sides.includesAdjacent, half);
  }
  if (!fighting) return null;
  let attack = 0;
  for (const a of sides.attackers) attack += attackValue(a, half);
  checkBombardmentOdds(sides, attack, defence);
  const crt = fastCrt(input);
  const net = netShift(input, sides);
  const reads = [0, 0, 0, 0, 0, 0, 0, 0];
  if (!input.night) countColumn(crt, columnIndex(crt.chart, attack, defence, net), 1, reads);
  // At night each multiplier's column is read once for each face that gives it (11.23).
  else MULTIPLIERS.forEach((m, i) => countColumn(crt, columnIndex(crt.chart, nightTotal(attack, m, half), defence, net), FACES[i] as number, reads));
  return withChecks(sides, (input.night ? NIGHT_MULTIPLIER.length : 1) * 6, reads);
}
