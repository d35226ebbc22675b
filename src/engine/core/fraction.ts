/** An exact non-negative rational number. Probabilities and halved strengths are kept as these. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: number, den = 1): Fraction {
  if (!Number.isInteger(num) || !Number.isInteger(den) || den === 0) {
    throw new RangeError(`fraction needs whole numbers and a non-zero denominator, got ${num}/${den}`);
  }
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function compare(a: Fraction, b: Fraction): number {
  return a.num * b.den - b.num * a.den;
}

export function toNumber(f: Fraction): number {
  return f.num / f.den;
}

/** "3/8", "2", "1½" style text for players. */
export function formatFraction(f: Fraction): string {
  if (f.den === 1) return String(f.num);
  const whole = Math.floor(f.num / f.den);
  const rest = fraction(f.num - whole * f.den, f.den);
  const part = rest.num === 1 && rest.den === 2 ? '½' : `${rest.num}/${rest.den}`;
  return whole === 0 ? part : `${whole}${part === '½' ? '' : ' '}${part}`;
}

export function formatPercent(f: Fraction, digits = 1): string {
  return `${((100 * f.num) / f.den).toFixed(digits)}%`;
}
