import type { CombatOutcome } from './combat/outcome';
import type { TableOutcome } from './kinds/outcome';

/** Every outcome of a GCACW description: a combat's, or another table's. */
export type GcacwOutcome = CombatOutcome | TableOutcome;
