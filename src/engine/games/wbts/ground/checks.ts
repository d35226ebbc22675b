import { ruleError } from '../../../core/errors';
import type { GroundInput } from '../schema/ground';

/**
 * The refusals of a ground combat that are about its kind and the step it is at, each at its field:
 * the explained path and the plan's fast path both check a description through these, in the same
 * order, so they refuse the same descriptions with the same words.
 */

/** A storm or siege combat is made on a fort; an attack from march comes from one hex and never on a fort. */
export function checkKind(input: GroundInput): void {
  const { kind, attacker, defender } = input;
  const march = kind === 'attackFromMarch';
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  if (march && defender.fort) throw ruleError('defender.fort', '"Attack from March" cannot be used to storm a fort or fortress (Attack From March)');
  if (kind === 'combat' && defender.fort) throw ruleError('defender.fort', 'units inside a fort or fortress are attacked by a storm (kind "storm") or a siege combat (kind "siegeCombat") (Storm)');
  if (fortAttack && !defender.fort) throw ruleError('defender.fort', `a ${kind === 'storm' ? 'storm' : 'siege combat'} is made on units inside a fort or fortress: say which (Storm)`);
  if (march && attacker.hexes.length > 1) throw ruleError('attacker.hexes', 'an attack from march is made by the units moving with their Leader, from the one hex they move from (Attack From March)');
}

/** The supply dice as rolled at the supply step, where the description gives them. */
export function suppliedDice(input: GroundInput): { readonly attacker?: number; readonly defender?: number } | undefined {
  return 'supplyDice' in input ? input.supplyDice : undefined;
}

/** The supply step rolls the supply dice itself: it is not given them. */
export function checkSupplyStep(supplyStep: boolean, rolled: ReturnType<typeof suppliedDice>): void {
  if (supplyStep && rolled) throw ruleError('supplyDice', 'the supply step rolls the combat supply dice: supplyDice is given to the combat die that follows it (Combat Supply)');
}

/** Once the supply dice are given, each side that rolls for supply (a force of `force` SP; null: no roll) needs its die. */
export function checkSupplyDie(side: 'attacker' | 'defender', rolls: boolean, die: number | undefined, force: number, rolled: ReturnType<typeof suppliedDice>): void {
  if (rolled && rolls && die === undefined) throw ruleError(`supplyDice.${side}`, `the ${side}’s force of ${force} SP rolled for combat supply: give its die (Combat Supply)`);
}

/**
 * The die step and the die as rolled come after the supply dice: neither with the supply step. The
 * die step rolls whatever is still to roll before the combat die (the initiative die, the supply
 * dice) with it; a die given as rolled needs the supply dice given too.
 */
export function checkDieStep(input: GroundInput, supplyStep: boolean, supplyToRoll: boolean): void {
  const { dieStep, combatDie } = input;
  const dieField = dieStep ? 'dieStep' : 'combatDie';
  if (dieStep && combatDie !== undefined) throw ruleError('combatDie', 'the die step rolls the combat die: combatDie is given to the die change that follows it (Ground Combat)');
  if ((dieStep || combatDie !== undefined) && supplyStep) throw ruleError(dieField, 'the supply step rolls only the supply dice; the combat die comes after it (Combat Supply)');
  if (combatDie !== undefined && supplyToRoll) throw ruleError('supplyDice', 'the supply dice are rolled before the combat die: give them as supplyDice (Combat Supply)');
}

/** A fixed die change is at most the leaders' net combat rating. */
export function checkShift(shift: GroundInput['shift'], net: number): void {
  if (typeof shift === 'number' && Math.abs(shift) > net) {
    throw ruleError('shift', `the leaders' net combat rating is ${net}: the die can be moved by ${net === 0 ? 'no row' : `at most ${net} rows`}, not ${Math.abs(shift)} (Ground Combat)`);
  }
}

/** The die step needs a leader who may move the die. */
export function checkDieStepShift(dieStep: boolean, net: number): void {
  if (dieStep && net === 0) throw ruleError('dieStep', 'no leader may move the die (equal combat ratings): the combat is rolled whole (Ground Combat)');
}
