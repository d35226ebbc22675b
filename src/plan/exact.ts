/**
 * Exact probabilities for a whole plan: products of several attacks' chances outgrow a double's
 * whole numbers (six attacks of four dice each is 1296⁶, past 2⁵³), so a plan's arithmetic is done in BigInt.
 */
export interface Exact {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function exact(num: bigint | number, den: bigint | number = 1n): Exact {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('an exact fraction needs a non-zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = exact(0);
export const ONE = exact(1);

export function plus(a: Exact, b: Exact): Exact {
  return exact(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function minus(a: Exact, b: Exact): Exact {
  return exact(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function times(a: Exact, b: Exact): Exact {
  return exact(a.num * b.num, a.den * b.den);
}

export function sameExact(a: Exact, b: Exact): boolean {
  return a.num === b.num && a.den === b.den;
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareExact(a: Exact, b: Exact): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The nearest double, near enough for display and for sums in doubles: the exact value stays what is
 * compared. Numerator and denominator past a double's whole numbers are each cut to their top 64 bits first.
 */
export function approx(a: Exact): number {
  if (a.num <= SAFE && a.num >= -SAFE && a.den <= SAFE) return Number(a.num) / Number(a.den);
  const cut = (n: bigint) => Math.max(0, (n < 0n ? -n : n).toString(2).length - 64);
  const [x, y] = [cut(a.num), cut(a.den)];
  return (Number(a.num >> BigInt(x)) / Number(a.den >> BigInt(y))) * 2 ** (x - y);
}

/** A chance as players read it: "83.3 %", "< 0.1 %" for a chance too small to show but not nil, "0 %" and "100 %" only when exact. */
export function percent(a: Exact): string {
  if (a.num === 0n) return '0 %';
  if (a.num === a.den) return '100 %';
  const p = approx(a) * 100;
  if (p < 0.05) return '< 0.1 %';
  if (p > 99.95) return '> 99.9 %';
  return `${p.toFixed(1)} %`;
}

/** An expected loss as players read it, to one decimal ("1.4"). */
export function decimal(a: Exact): string {
  return approx(a).toFixed(1);
}
