import type { Fraction } from '../engine/core/fraction';

/** An exact rational in BigInts: the campaign's chances multiply over hundreds of rolls, past what doubles hold exactly. */
export interface Exact {
  readonly num: bigint;
  readonly den: bigint;
}

export const ZERO: Exact = { num: 0n, den: 1n };

export function exact(f: Fraction): Exact {
  return { num: BigInt(f.num), den: BigInt(f.den) };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function reduced(num: bigint, den: bigint): Exact {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export function plus(a: Exact, b: Exact): Exact {
  return reduced(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** Whether a is less than b. */
export function below(a: Exact, b: Exact): boolean {
  return a.num * b.den < b.num * a.den;
}

/** The nearest double, for numbers far past a double's range on either side of the bar: each is cut to its top 64 bits first. */
export function toDouble(q: Exact): number {
  if (q.num === 0n) return 0;
  const cut = (n: bigint) => Math.max(0, n.toString(2).length - 64);
  const [a, b] = [cut(q.num), cut(q.den)];
  return (Number(q.num >> BigInt(a)) / Number(q.den >> BigInt(b))) * 2 ** (a - b);
}

/**
 * The exact chance that at least `k` of some independent events happen, each with its own chance
 * (the Poisson-binomial tail), by dynamic programming over the events: after each, the chance of
 * each count so far, all over one common denominator, so nothing is rounded.
 */
export function chanceOfAtLeast(chances: readonly Exact[], k: number): Exact {
  if (k <= 0) return { num: 1n, den: 1n };
  // counts[j]: the chance of exactly j events so far, times den.
  let counts: bigint[] = [1n];
  let den = 1n;
  for (const p of chances) {
    const next: bigint[] = new Array<bigint>(counts.length + 1).fill(0n);
    const miss = p.den - p.num;
    counts.forEach((c, j) => {
      next[j] = (next[j] ?? 0n) + c * miss;
      next[j + 1] = (next[j + 1] ?? 0n) + c * p.num;
    });
    counts = next;
    den *= p.den;
  }
  return reduced(counts.slice(k).reduce((a, b) => a + b, 0n), den);
}
