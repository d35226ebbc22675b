import { describe, expect, it } from 'vitest';
import { fraction } from '../../../core/fraction';
import { ratioModifier } from './ratio';

const half = (x: number) => fraction(Math.round(x * 2), 2);
const mod = (a: number, d: number): number => ratioModifier(half(a), half(d)).modifier;

describe('Ratio Chart, in the defender\'s favour', () => {
  it('gives n−1 for n-1 at every boundary up to 13-1, and +13 from 14-1 on', () => {
    for (let n = 1; n <= 13; n++) {
      expect(mod(10 * n, 10), `${n}-1 exactly`).toBe(n - 1);
      expect(mod(10 * n + 9.5, 10), `just under ${n + 1}-1`).toBe(n - 1);
    }
    expect(mod(140, 10)).toBe(13);
    expect(mod(500, 1)).toBe(13);
  });

  it('gives −(n−1) for 1-n at every boundary up to 1-12, and −12 from 1-13 on', () => {
    for (let n = 2; n <= 13; n++) {
      expect(mod(10, 10 * n), `1-${n} exactly`).toBe(-(n - 1));
      // A hair over 1-(n-1) already rounds to 1-n in the defender's favour.
      expect(mod(10, 10 * (n - 1) + 0.5), `just over 1-${n - 1}`).toBe(-(n - 1));
    }
    expect(mod(10, 130)).toBe(-12);
    expect(mod(0.5, 60)).toBe(-12);
  });

  it('rounds in the defender\'s favour and counts halves exactly', () => {
    expect(mod(29, 6)).toBe(3); // 4.83 → 4-1
    expect(mod(9.5, 10)).toBe(-1); // just under 1-1 is 1-2
    expect(mod(10, 10)).toBe(0);
    expect(mod(3.5, 1.5)).toBe(1); // 2.33 → 2-1
    expect(ratioModifier(half(7), half(2)).label).toBe('3-1');
    expect(ratioModifier(half(1), half(20)).label).toBe('1-13 or less');
    expect(ratioModifier(half(40), half(2)).label).toBe('14-1 or more');
  });
});
