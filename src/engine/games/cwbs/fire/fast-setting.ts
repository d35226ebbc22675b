import { FIRE_CHARTS } from '../data/fire-table';
import type { Grade } from '../data/straggler';
import { type MoraleContext, checkFormation, checkingGrade, moraleRow, moraleRowShift } from '../morale/check';
import type { FireInput } from '../schema/index';
import type { Firer } from '../schema/units';
import type { Edition } from '../source';
import { firerFirePoints, outOfRange, roundedFirePoints } from './points';
import { fireColumnShift, shiftedFireColumn } from './shifts';
import { stragglerDieModifier } from './straggler';

/**
 * What decides a fire combat's figures, read straight from its description through the same rule
 * functions the explained path uses (fire points, column shifts, straggler modifier, morale rows),
 * with no steps or words: the fast path's set-up.
 */
export interface FireSetting {
  readonly edition: Edition;
  /** Fire Combat Table column index, after the shifts. */
  readonly column: number;
  /** The grade the straggler check reads (the morale check's: C for artillery on top). */
  readonly grade: Grade;
  readonly stragglerModifier: number;
  /** The target's Morale Table row (index, 0 = row 1) after m or a loss, after m-1, and after m-2. */
  readonly row0: number;
  readonly row1: number;
  readonly row2: number;
}

// The target's check in a fire: no close-combat modifier; the path names the target in a refusal.
const BY_DAY: MoraleContext = { night: false, path: 'target', who: 'Target' };
const AT_NIGHT: MoraleContext = { night: true, path: 'target', who: 'Target' };

/** The fire combat's setting; refuses what the explained path refuses, with the same error first. */
export function fireSetting(input: FireInput): FireSetting {
  const target = input.target;
  let total = 0;
  let firersLowAmmo = false;
  for (let i = 0; i < input.firers.length; i++) {
    const firer = input.firers[i] as Firer;
    const points = firerFirePoints(firer, target.type);
    if (points === undefined) throw outOfRange(firer, `firers.${i}`);
    total += points;
    if (firer.lowAmmo) firersLowAmmo = true;
  }
  const chart = FIRE_CHARTS[input.edition];
  const net = fireColumnShift({ target, night: input.night, upSlope: input.upSlope, firersLowAmmo, flankedDefenderFiring: false });
  const ctx = input.night ? AT_NIGHT : BY_DAY;
  checkFormation(target, ctx.path);
  const grade = checkingGrade(target, ctx.path);
  const up = moraleRowShift(target, ctx);
  return {
    edition: input.edition,
    column: shiftedFireColumn(chart, roundedFirePoints(total), net),
    grade,
    stragglerModifier: stragglerDieModifier(target, input.night),
    row0: moraleRow(grade, up).index,
    row1: moraleRow(grade, up + 1).index,
    row2: moraleRow(grade, up + 2).index,
  };
}
