import type { CrtCode } from './crt';
import type { RallyResult } from './rally-table';
import type { Fate } from './results';
import type { Morale } from './schema';

/** What one combat does to one unit, as plain data for the desk to apply. */
export type BngUnitEffects = {
  readonly side: 'attacker' | 'defender';
  /** Index in its side's list in the description. */
  readonly index: number;
  readonly name: string;
  readonly fate: Fate;
  /** Its morale going into the combat (after 12.17: at least Disordered in a town/urban hex). */
  readonly moraleBefore: Morale;
  /** Disorders the combat gives it, automatic and from its check (0-2); applied if it survives. */
  readonly disorders: number;
  /** Its disorder check (12.12, 12.13), if it rolled one: the die and whether it was 4-6. */
  readonly disorderCheck: { readonly die: number; readonly disordered: boolean } | null;
  /** Its morale afterwards, if it survives (12.14-12.15). */
  readonly moraleAfter: Morale;
  /** The rules applied to it. */
  readonly rules: string;
};

export type BngCombatEffects = {
  readonly kind: 'combat';
  /** null when every defender was retreated before combat (12.34) and no combat was rolled. */
  readonly result: CrtCode | null;
  readonly column: string | null;
  readonly die: number | null;
  readonly night: { readonly die: number; readonly multiplier: 2 | 1 | 0.5 } | null;
  /** Ex and Ex*: losses are counted at unmodified (printed) strengths (12.26). */
  readonly lossesAtPrintedStrength: boolean;
  /** The Breastworks Under Construction marker is removed (10.34). */
  readonly removeUnderConstruction: boolean;
  readonly units: readonly BngUnitEffects[];
};

export type BngRallyEffects = {
  readonly kind: 'rally';
  readonly die: number;
  readonly before: Morale;
  /** The unit's state afterwards: at least Disordered in a town/urban hex (12.17). */
  readonly after: Morale | 'eliminated';
  readonly tableResult: RallyResult;
  readonly inTown: boolean;
};

export type BngEffects = BngCombatEffects | BngRallyEffects;
