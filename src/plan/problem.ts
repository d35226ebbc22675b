/**
 * A phase's search: each unit with what it commits and the targets (by index) it may attack. Units
 * of one `kind` are ones the rules cannot tell apart (the same but for their names, in the same hex):
 * they have the same strength and targets, and allocations that only swap them are one allocation.
 */
export interface AllocationProblem {
  readonly units: readonly { readonly strength: number; readonly targets: readonly number[]; readonly kind?: number }[];
  readonly targets: number;
}

/** What the player ranks the allocations by. */
export type Criterion =
  /** The chance that every target is attacked and every attack succeeds (as the player counts success). */
  | 'every'
  /** The expected loss inflicted less the expected loss taken, in the game's measure. */
  | 'exchange'
  /** The expected number of targets whose defenders leave their hex (retreat or elimination). */
  | 'cleared';

export const CRITERIA: readonly Criterion[] = ['every', 'exchange', 'cleared'];
