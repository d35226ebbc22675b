import type { OutcomeBase } from '../../core/combat';
import type { CrtName } from './charts';

/**
 * The `effects` of each kind of Wilderness combat: plain data for applying the result to the units.
 * Losses are printed strength points (infantry) or whole units (cavalry), never adjusted strength.
 */

export type InfantryEffects = {
  readonly kind: 'infantry-combat';
  /** The Combat Results Table used, chosen by the defender's total printed strength. */
  readonly table: CrtName;
  /** The odds column read, e.g. "4-1"; "worse than 1-2" for the automatic Hasty Attack result. */
  readonly column: string;
  /** The combat die as rolled; null when the result was automatic and no die was rolled. */
  readonly die: number | null;
  /** The row read: the die plus the die-roll modifier (0 or 1); null when automatic. */
  readonly row: number | null;
  /** Printed strength points the attacking units lose, after doubling for an entrenched defender. */
  readonly attackerLoss: number;
  /** Printed strength points the defending units lose, split among combat and fortification units as the defender chooses. */
  readonly defenderLoss: number;
  /** True when the attacker's loss was doubled because the defender is entrenched. */
  readonly attackerLossDoubled: boolean;
  /** The attacker's loss is at least the attacking units' total printed strength: all are eliminated. */
  readonly attackerEliminated: boolean;
  /** The defender's loss is at least the defending units' total printed strength: all are eliminated. */
  readonly defenderEliminated: boolean;
  /** The attacker may advance any attacking units into the vacated hex (the defender was eliminated). */
  readonly attackerMayAdvance: boolean;
};

export type CavalryEffects = {
  readonly kind: 'cavalry-combat';
  /** The odds column read, "1-3" to "3-1". */
  readonly column: string;
  readonly die: number;
  /** Attacking cavalry units eliminated. */
  readonly attackerUnitsEliminated: number;
  /** Defending cavalry units eliminated. */
  readonly defenderUnitsEliminated: number;
};

export type ProbeEffects = {
  readonly kind: 'cavalry-probe';
  readonly die: number;
  /** The die-roll modifier: 0, +1 entrenched, +2 face-up cavalry, +3 both. */
  readonly modifier: number;
  /** Die plus modifier. */
  readonly modifiedRoll: number;
  /** Successful: turn all enemy units in the probed hex face-up. */
  readonly success: boolean;
};

export type WildernessEffects = InfantryEffects | CavalryEffects | ProbeEffects;

/**
 * One outcome of the dice. Outcomes with the same key are merged in the distribution, so a key
 * stands for the losses alone; the die and row in `effects` are those of the roll that happened.
 */
export interface WildernessOutcome<E extends WildernessEffects = WildernessEffects> extends OutcomeBase {
  readonly effects: E;
}
