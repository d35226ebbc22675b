import { MARK } from '../../engine/core/figures';
import { TAKE_THE_HEX, type Success } from '../../plan/success';

/** The successes a player picks from at the table: one condition each, the number where it takes one. */
export type SuccessChoice = 'hex' | 'eliminated' | 'defenderLoss' | 'attackerLoss';

export const SUCCESS_CHOICES: readonly (readonly [SuccessChoice, string])[] = [
  ['hex', 'the defender retreats or is eliminated'],
  ['eliminated', 'the defender is eliminated'],
  ['defenderLoss', 'the defender loses at least'],
  ['attackerLoss', 'the attacker loses at most'],
];

export function choiceOf(success: Success): { readonly choice: SuccessChoice; readonly n: number } {
  if (success.defenderLossAtLeast !== undefined) return { choice: 'defenderLoss', n: success.defenderLossAtLeast };
  if (success.attackerLossAtMost !== undefined) return { choice: 'attackerLoss', n: success.attackerLossAtMost };
  if (success.marks === MARK.defenderEliminated) return { choice: 'eliminated', n: 1 };
  return { choice: 'hex', n: 1 };
}

export function successOf(choice: SuccessChoice, n: number): Success {
  switch (choice) {
    case 'hex':
      return TAKE_THE_HEX;
    case 'eliminated':
      return { marks: MARK.defenderEliminated };
    case 'defenderLoss':
      return { defenderLossAtLeast: n };
    case 'attackerLoss':
      return { attackerLossAtMost: n };
  }
}
