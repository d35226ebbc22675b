import type { Figures, Planning } from '../../../core/figures';
import type { CombatResult } from '../results';
import type { CombatInput } from '../schema/combat';
import type { GcacwInput } from '../schema/index';
import type { GcacwOutcome } from '../outcome';
import { fastCombatFigures, fastCombatKey } from './fast';
import { MANPOWER } from './measure';
import { ATTACKER_MARKS, DEFENDER_MARKS, cappedLoss, eliminatedMark, resultLoss, resultMarks } from './side-figures';
import { demoralizedTwoCount, manpowerOf } from './sides';

/**
 * What a GCACW plan weighs (docs/games/gcacw.md, "What a plan weighs"): a combat's Manpower losses per
 * side, and its retreats, routs, disorganization and demoralization. The series' other kinds (retreat
 * and march tables, events) are no attack.
 */

/** The figures of one outcome on the explained path: both halves of its chart cell, read for what each side has. */
function figuresOf(input: CombatInput, defender: CombatResult, attacker: CombatResult): Figures {
  const defenderHas = manpowerOf(input.defender.units);
  const attackerHas = manpowerOf(input.attacker.units);
  const defenderLoss = resultLoss(defender, demoralizedTwoCount(input.defender.units));
  const attackerLoss = resultLoss(attacker, demoralizedTwoCount(input.attacker.units));
  return {
    attackerLoss: cappedLoss(attackerLoss, attackerHas),
    defenderLoss: cappedLoss(defenderLoss, defenderHas),
    marks:
      resultMarks(defender, DEFENDER_MARKS) |
      eliminatedMark(defenderLoss, defenderHas, DEFENDER_MARKS) |
      resultMarks(attacker, ATTACKER_MARKS) |
      eliminatedMark(attackerLoss, attackerHas, ATTACKER_MARKS),
  };
}

export const gcacwPlanning: Planning<GcacwInput, GcacwOutcome> = {
  measure: (input) => (input.kind === 'combat' ? MANPOWER : undefined),
  figures(o, input) {
    if (!('defender' in o) || input.kind !== 'combat') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(input, o.defender, o.attacker);
  },
  fast: {
    figures: (input) => (input.kind === 'combat' ? fastCombatFigures(input) : undefined),
    key: (input) => (input.kind === 'combat' ? fastCombatKey(input) : input.kind),
  },
};
