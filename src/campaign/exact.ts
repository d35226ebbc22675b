import type { Fraction } from '../engine/core/fraction';

/** An exact rational in BigInts: a roll's chances summed group by group without rounding, whatever their denominators. */
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

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The nearest double, for numbers far past a double's range on either side of the bar too: each is then cut to its top 64 bits first. */
export function toDouble(q: Exact): number {
  if (q.num <= SAFE && q.den <= SAFE) return Number(q.num) / Number(q.den);
  const cut = (n: bigint) => Math.max(0, n.toString(2).length - 64);
  const [a, b] = [cut(q.num), cut(q.den)];
  return (Number(q.num >> BigInt(a)) / Number(q.den >> BigInt(b))) * 2 ** (a - b);
}
