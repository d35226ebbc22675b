import { MARK } from '../../core/figures';
import type { CrtCode } from './crt';
import type { Fate } from './results';

/**
 * What a result marks for a plan (docs/games/bng.md, "What a plan weighs"), read by the explained path
 * and the fast path alike: the side a result names retreating or eliminated, and a side shaken when
 * one of its units takes a Disorder without a die and stays on the board to take it (the survivors of
 * an Ae* from an enemy-controlled hex, 12.11, among them).
 */

/** Which units Ae*, Ex and Ex* remove is the player's own chart's to say: no loss is counted. */
export const MEASURE = 'units (the losses are your chart’s to say: not counted)';

/** The marks a result gives whatever its disorder checks roll. */
export const RESULT_MARKS: Readonly<Record<CrtCode, number>> = {
  Ae: MARK.attackerEliminated,
  'Ae*': 0,
  Ar: MARK.attackerRetreats,
  Dr: MARK.defenderRetreats,
  De: MARK.defenderEliminated,
  Ex: 0,
  'Ex*': 0,
  '-': 0,
};

/** Every defender retreated before combat (12.34): no die, and the hex is left. */
export const NO_COMBAT_MARKS = MARK.defenderRetreats;

/**
 * Fates after which a unit stays on the board to be Disordered. A unit the player's chart decides
 * (`byYourChart`) is one of a partial result's survivors when it takes a Disorder: 12.11 Disorders the
 * "surviving attacking units" of a Partial Attacker Eliminated (Ae*), so some survive it.
 */
const SURVIVES: readonly Fate[] = ['none', 'retreat', 'mayRetreat', 'exempt', 'byYourChart'];

/** A unit the result Disorders without a die, and which stays on the board to be Disordered. */
export function shakenWithoutDie(unit: { readonly fate: Fate; readonly automatic: number }): boolean {
  return unit.automatic > 0 && SURVIVES.includes(unit.fate);
}
