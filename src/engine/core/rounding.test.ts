import { describe, expect, it } from 'vitest';
import { fraction } from './fraction';
import { oddsInDefendersFavour, roundDown, roundNearestHalfUp, roundUp } from './rounding';

describe('roundDown', () => {
  it('drops any fraction and leaves whole numbers alone', () => {
    expect(roundDown(fraction(29, 6))).toBe(4);
    expect(roundDown(fraction(5, 6))).toBe(0);
    expect(roundDown(fraction(4))).toBe(4);
    expect(roundDown(fraction(0))).toBe(0);
    expect(roundDown(fraction(23, 2))).toBe(11);
  });
});

describe('roundUp', () => {
  it('takes any fraction up and leaves whole numbers alone', () => {
    expect(roundUp(fraction(7, 2))).toBe(4);
    expect(roundUp(fraction(1, 100))).toBe(1);
    expect(roundUp(fraction(3))).toBe(3);
    expect(roundUp(fraction(0))).toBe(0);
  });
});

describe('roundNearestHalfUp', () => {
  it('rounds to the nearest whole number, a half going up', () => {
    expect(roundNearestHalfUp(fraction(5, 2))).toBe(3);
    expect(roundNearestHalfUp(fraction(1, 2))).toBe(1);
    expect(roundNearestHalfUp(fraction(7, 3))).toBe(2);
    expect(roundNearestHalfUp(fraction(8, 3))).toBe(3);
    expect(roundNearestHalfUp(fraction(49, 20))).toBe(2);
    expect(roundNearestHalfUp(fraction(0))).toBe(0);
  });
});

describe('oddsInDefendersFavour', () => {
  const odds = (a: number, ad: number, d: number, dd = 1) => oddsInDefendersFavour(fraction(a, ad), fraction(d, dd));

  it('rounds a stronger attacker down: 29 to 6 is 4-1', () => {
    expect(odds(29, 1, 6)).toEqual({ attacker: 4, defender: 1 });
  });

  it('gives exact ratios their own column', () => {
    expect(odds(12, 1, 6)).toEqual({ attacker: 2, defender: 1 });
    expect(odds(6, 1, 6)).toEqual({ attacker: 1, defender: 1 });
    expect(odds(3, 1, 6)).toEqual({ attacker: 1, defender: 2 });
  });

  it('rounds a weaker attacker up against him: 5 to 6 is 1-2, 2 to 6 is 1-3', () => {
    expect(odds(5, 1, 6)).toEqual({ attacker: 1, defender: 2 });
    expect(odds(2, 1, 6)).toEqual({ attacker: 1, defender: 3 });
    expect(odds(29, 10, 6)).toEqual({ attacker: 1, defender: 3 });
  });

  it('just short of a ratio stays in the column below', () => {
    expect(odds(35, 3, 6)).toEqual({ attacker: 1, defender: 1 });
    expect(odds(11, 1, 6)).toEqual({ attacker: 1, defender: 1 });
  });

  it('works on halves without rounding them first', () => {
    // 5½ : 2¾ is exactly 2-1; rounding each side first (5 : 2 or 6 : 3) would not show that it is exact.
    expect(odds(11, 2, 11, 4)).toEqual({ attacker: 2, defender: 1 });
    expect(odds(7, 2, 7, 2)).toEqual({ attacker: 1, defender: 1 });
  });

  it('refuses a zero or negative side', () => {
    expect(() => odds(0, 1, 6)).toThrow(RangeError);
    expect(() => odds(6, 1, 0)).toThrow(RangeError);
    expect(() => odds(-3, 1, 6)).toThrow(RangeError);
  });
});
