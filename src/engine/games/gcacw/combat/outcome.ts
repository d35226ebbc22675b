import type { OutcomeBase } from '../../../core/combat';
import type { AppliedResult, CombatResult } from '../results';

/** One combat's result: both halves of the chart row the dice reached, and the dice that reached it. */
export interface CombatOutcome extends OutcomeBase {
  readonly kind: 'combat';
  /** The chart row used, -8..+10. */
  readonly row: number;
  /** The modified difference before it was held to the chart's end rows. */
  readonly difference: number;
  readonly defender: CombatResult;
  readonly attacker: CombatResult;
  readonly artillery: number;
  readonly dice: { readonly subRoll?: number; readonly attacker: number; readonly defender: number };
}

/** Outcomes merge by this key: the defender's result and the attacker's result together. */
export function combatKey(defender: CombatResult, attacker: CombatResult): string {
  return `${defender.code}|${attacker.code}`;
}

export function combatLabel(defender: CombatResult, attacker: CombatResult): string {
  const text = (r: CombatResult): string => (r.code === '-' ? 'no effect' : r.code);
  return `Defender ${text(defender)}, attacker ${text(attacker)}`;
}

/** One side's half of a combat's effects: its result read apart, and each unit's state after it when known. */
export type SideEffects = {
  readonly result: CombatResult;
  readonly manpowerLoss: number;
  /** Several units share the loss: the players divide it (rule 7.5). */
  readonly manpowerLossToSplit?: number;
  readonly units?: readonly (AppliedResult & { readonly id: string })[];
};

/** What a combat does to the units, for the desk to apply. */
export type CombatEffects = {
  readonly kind: 'combat';
  readonly row: number;
  readonly dice: CombatOutcome['dice'];
  readonly artillery: number;
  readonly defender: SideEffects;
  readonly attacker: SideEffects;
};
