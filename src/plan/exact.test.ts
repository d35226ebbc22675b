import { describe, expect, it } from 'vitest';
import { approx, ONE, ZERO, compareExact, exact, minus, percent, plus, sameExact, times } from './exact';

describe('exact plan arithmetic', () => {
  it('keeps fractions in lowest terms with a positive denominator', () => {
    expect(exact(6, -8)).toEqual({ num: -3n, den: 4n });
    expect(plus(exact(1, 6), exact(1, 3))).toEqual(exact(1, 2));
    expect(minus(ONE, exact(5, 36))).toEqual(exact(31, 36));
    expect(() => exact(1, 0)).toThrow(RangeError);
  });

  it('multiplies six four-dice chances without losing a unit in the last place', () => {
    let all = ONE;
    for (let i = 0; i < 6; i++) all = times(all, exact(1295, 1296));
    expect(all.num).toBe(1295n ** 6n);
    expect(all.den).toBe(1296n ** 6n);
    expect(all.den > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(compareExact(all, ONE)).toBe(-1);
    expect(sameExact(plus(all, minus(ONE, all)), ONE)).toBe(true);
  });

  it('reads as the nearest double, even past a double’s range', () => {
    expect(approx(exact(61, 729))).toBe(61 / 729);
    expect(approx(exact(1n, 2n ** 600n))).toBe(2 ** -600);
    expect(approx({ num: 3n * 10n ** 400n, den: 4n * 10n ** 400n })).toBeCloseTo(0.75, 15);
    expect(approx({ num: -(3n * 10n ** 400n), den: 4n * 10n ** 400n })).toBeCloseTo(-0.75, 15);
    expect(approx(exact(0, 5))).toBe(0);
  });

  it('shows chances as players read them, never rounding a possible result to nothing', () => {
    expect(percent(ZERO)).toBe('0 %');
    expect(percent(ONE)).toBe('100 %');
    expect(percent(exact(5, 6))).toBe('83.3 %');
    expect(percent(exact(1, 46656))).toBe('< 0.1 %');
    expect(percent(exact(46655, 46656))).toBe('> 99.9 %');
  });
});
