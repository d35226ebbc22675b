import { type Exact, approx } from '../plan/exact';

/**
 * The chance that at least `k` of some independent events happen, each with its own exact chance
 * (the Poisson-binomial tail), by dynamic programming over the events: after each, the chance of
 * each count so far below k, and of k or more together. In doubles, carefully: every step adds
 * non-negative terms (a count's chance times the event's chance of missing, worked out from the
 * exact fraction, plus the count below's times its chance of happening), so nothing cancels and the
 * relative error stays below about 2n units in the last place for n events; a chance below a
 * double's range reads as 0. Exact BigInt fractions grow with every roll and took seconds over a
 * long campaign; this takes milliseconds.
 */
export function chanceOfAtLeast(chances: readonly Exact[], k: number): number {
  if (k <= 0) return 1;
  if (k > chances.length) return 0;
  // counts[j]: the chance of exactly j events so far, for j below k; counts[k]: of k or more.
  const counts = new Float64Array(k + 1);
  counts[0] = 1;
  chances.forEach((p, i) => {
    const hit = approx(p);
    const miss = approx({ num: p.den - p.num, den: p.den });
    // From the top down, so each count still holds its chance before this event when the one above reads it.
    counts[k] = (counts[k] ?? 0) + (counts[k - 1] ?? 0) * hit;
    for (let j = Math.min(k - 1, i + 1); j > 0; j--) counts[j] = (counts[j] ?? 0) * miss + (counts[j - 1] ?? 0) * hit;
    counts[0] = (counts[0] ?? 0) * miss;
  });
  return counts[k] ?? 0;
}
