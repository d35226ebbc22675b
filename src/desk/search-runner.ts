import type { Refusal, WeighRequest, Weighed } from '../plan/search-session';
import { type PhaseSearch, attacksToWeigh, isRefused } from './phase-search';

/** How long the page describes attacks before it hands them to the search's worker and gives the frame back. */
const SLICE_MS = 6;

/** The part of a search's worker the page feeds. */
export interface Weigher {
  weigh(requests: readonly WeighRequest[]): Promise<Weighed>;
}

/** How far a search has got: attacks weighed of all it has to weigh, how many of them the rules refused, and the first refusal. */
export interface SearchProgress {
  readonly weighed: number;
  readonly total: number;
  readonly refused: number;
  readonly first?: Refusal;
}

/**
 * Weighs every attack a search needs: the page describes them a few milliseconds at a time (so the
 * desk keeps drawing), and the search's worker weighs each batch while the page describes the next.
 * Stops early, answering false, once `cancelled` says so.
 */
export async function weighAll(
  search: PhaseSearch,
  /** An attack's description, or why the game's rules forbid it. */
  describe: (target: number, mask: number) => unknown,
  weigher: Weigher,
  progress: (p: SearchProgress) => void,
  cancelled: () => boolean,
): Promise<boolean> {
  const attacks = attacksToWeigh(search);
  const total = attacks.length;
  let next = 0;
  let weighed = 0;
  let refused = 0;
  let first: SearchProgress['first'];
  let pending: Promise<void> | undefined;
  while (next < total) {
    if (cancelled()) return false;
    const started = performance.now();
    const batch: WeighRequest[] = [];
    while (next < total && (batch.length === 0 || performance.now() - started < SLICE_MS)) {
      const { target, mask } = attacks[next++] as { target: number; mask: number };
      const input = describe(target, mask);
      batch.push(isRefused(input) ? { target, mask, refused: input.refused } : { target, mask, input });
    }
    await pending;
    pending = weigher.weigh(batch).then((answer) => {
      weighed += batch.length;
      refused += answer.refused;
      first ??= answer.first;
      progress({ weighed, total, refused, ...(first ? { first } : {}) });
    });
    // The frame goes back to the desk before the next slice is described.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await pending;
  return !cancelled();
}
