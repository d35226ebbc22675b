import { describe, expect, it } from 'vitest';
import { type Exact, ZERO, below, exact, plus, toDouble } from './exact';

const q = (num: number, den: number): Exact => ({ num: BigInt(num), den: BigInt(den) });

describe('exact fractions', () => {
  it('add and compare exactly, in lowest terms', () => {
    expect(plus(q(1, 3), q(1, 6))).toEqual(q(1, 2));
    expect([q(5, 12), q(1, 4), q(1, 3)].reduce(plus, ZERO)).toEqual(q(1, 1));
    expect(exact({ num: 7, den: 36 })).toEqual(q(7, 36));
    expect(below(q(1, 3), q(1, 2))).toBe(true);
    expect(below(q(1, 2), q(2, 4))).toBe(false);
  });

  it('read as the nearest double, even past a double’s range', () => {
    expect(toDouble(q(61, 729))).toBe(61 / 729);
    expect(toDouble({ num: 1n, den: 2n ** 600n })).toBe(2 ** -600);
    expect(toDouble({ num: 3n * 10n ** 400n, den: 4n * 10n ** 400n })).toBeCloseTo(0.75, 15);
    expect(toDouble(q(0, 5))).toBe(0);
  });
});
