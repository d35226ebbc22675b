import type { OutcomeBase } from '../../core/combat';
import type { Step } from '../../core/explain';
import type { CrtCode } from './crt';
import type { BngRallyEffects } from './effects';

/** A combat's dice and what they read: the night die, the combat die, the result and the disorder checks. */
export interface CombatOutcome extends OutcomeBase {
  readonly kind: 'combat';
  readonly nightDie: number | null;
  readonly die: number | null;
  /** Index of the column read, after every adjustment and shift. */
  readonly column: number | null;
  /** null when every defender was retreated before combat (12.34). */
  readonly result: CrtCode | null;
  /** The disorder check dice, in the order the result's checking units roll them. */
  readonly checkDice: readonly number[];
  readonly attackersDisordered: number;
  readonly defendersDisordered: number;
}

export interface RallyOutcome extends OutcomeBase {
  readonly kind: 'rally';
  readonly steps: readonly Step[];
  readonly checklist: readonly string[];
  readonly effects: BngRallyEffects;
}

export type BngOutcome = CombatOutcome | RallyOutcome;
