import { describe, expect, it } from 'vitest';
import { add, compare, formatFraction, formatPercent, fraction, gcd, mul, toNumber } from './fraction';

describe('gcd', () => {
  it('work on positive, zero and negative numbers', () => {
    expect(gcd(12, 18)).toBe(6);
    expect(gcd(0, 5)).toBe(5);
    expect(gcd(-4, 6)).toBe(2);
    expect(gcd(7, 13)).toBe(1);
  });
});

describe('fraction', () => {
  it('is kept in lowest terms with the sign on top', () => {
    expect(fraction(6, 8)).toEqual({ num: 3, den: 4 });
    expect(fraction(2, -4)).toEqual({ num: -1, den: 2 });
    expect(fraction(0, 5)).toEqual({ num: 0, den: 1 });
    expect(fraction(7)).toEqual({ num: 7, den: 1 });
  });

  it('refuses a zero denominator and non-whole parts', () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(1.5, 2)).toThrow(RangeError);
    expect(() => fraction(1, 2.5)).toThrow(RangeError);
    expect(() => fraction(Number.NaN)).toThrow(RangeError);
  });

  it('adds, multiplies and compares exactly', () => {
    expect(add(fraction(1, 2), fraction(1, 3))).toEqual(fraction(5, 6));
    expect(add(fraction(1, 6), fraction(5, 6))).toEqual(fraction(1));
    expect(mul(fraction(2, 3), fraction(3, 4))).toEqual(fraction(1, 2));
    expect(mul(fraction(7), fraction(1, 2))).toEqual(fraction(7, 2));
    expect(compare(fraction(1, 3), fraction(1, 2))).toBeLessThan(0);
    expect(compare(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(compare(fraction(5, 6), fraction(4, 5))).toBeGreaterThan(0);
    expect(toNumber(fraction(3, 8))).toBe(0.375);
  });
});

describe('formatting', () => {
  it('writes fractions the way players read them', () => {
    expect(formatFraction(fraction(2))).toBe('2');
    expect(formatFraction(fraction(0))).toBe('0');
    expect(formatFraction(fraction(1, 2))).toBe('½');
    expect(formatFraction(fraction(3, 2))).toBe('1½');
    expect(formatFraction(fraction(23, 2))).toBe('11½');
    expect(formatFraction(fraction(3, 8))).toBe('3/8');
    expect(formatFraction(fraction(7, 3))).toBe('2 1/3');
  });

  it('writes percentages to the digits asked for', () => {
    expect(formatPercent(fraction(1, 3))).toBe('33.3%');
    expect(formatPercent(fraction(1, 6), 2)).toBe('16.67%');
    expect(formatPercent(fraction(1))).toBe('100.0%');
    expect(formatPercent(fraction(0))).toBe('0.0%');
  });
});
