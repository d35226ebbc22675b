import type { InitiativeEffects, InitiativeOutcome } from './ground/initiative';
import type { GroundEffects, GroundOutcome } from './ground/outcome';
import type { NavalCombatEffects, NavalOutcome } from './naval/combat';
import type { FortAttackEffects, FortAttackOutcome } from './naval/fort-attack';
import type { TransitEffects, TransitOutcome } from './naval/transit';
import type { BombardmentEffects, BombardmentOutcome } from './siege/bombardment';

/** Every outcome of a WBtS description, of whichever kind. */
export type WbtsOutcome = InitiativeOutcome | GroundOutcome | BombardmentOutcome | NavalOutcome | FortAttackOutcome | TransitOutcome;
/** What each kind does to the units: the effects the desk applies, told apart by `kind`. */
export type WbtsEffects = InitiativeEffects | GroundEffects | BombardmentEffects | NavalCombatEffects | FortAttackEffects | TransitEffects;
