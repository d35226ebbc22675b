import type { CloseCombatOutcome } from './close-combat/chain';
import type { FireOutcome } from './fire/chain';
import type { CheckOutcome } from './kinds/outcome';

/** Every outcome of a CWBS description, of whichever kind. */
export type CwbsOutcome = FireOutcome | CloseCombatOutcome | CheckOutcome;
