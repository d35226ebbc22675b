import { describe, expect, it } from 'vitest';
import { type Exact, ZERO, approx, exact, plus } from '../plan/exact';
import { chanceOfAtLeast } from './tail';

const q = (num: number, den: number): Exact => ({ num: BigInt(num), den: BigInt(den) });

/** The same tail by brute force, in exact fractions: every way the events can fall, each way's chance multiplied out. */
function bruteForce(chances: readonly Exact[], k: number): Exact {
  let total = ZERO;
  for (let mask = 0; mask < 2 ** chances.length; mask++) {
    let way: Exact = q(1, 1);
    let happened = 0;
    chances.forEach((p, i) => {
      const hit = (mask >> i) & 1;
      happened += hit;
      way = exact(way.num * (hit ? p.num : p.den - p.num), way.den * p.den);
    });
    if (happened >= k) total = plus(total, way);
  }
  return total;
}

describe('the chance of at least k of some events', () => {
  it('is what every way of the events falling gives, exactly to a double’s precision, on small cases', () => {
    const cases: Exact[][] = [
      [q(1, 2)],
      [q(1, 6), q(5, 12), q(0, 1)],
      [q(1, 3), q(1, 3), q(1, 3), q(1, 3)],
      [q(7, 36), q(13, 36), q(1, 2), q(5, 216), q(1, 1), q(25, 72), q(1, 1296), q(11, 12)],
    ];
    for (const chances of cases) {
      for (let k = 0; k <= chances.length + 1; k++) {
        const exactly = approx(bruteForce(chances, k));
        expect(Math.abs(chanceOfAtLeast(chances, k) - exactly), `${chances.length} events, at least ${k}`).toBeLessThanOrEqual(1e-15 * exactly);
      }
    }
  });

  it('counts by hand: two coins give at least one head 3 times in 4; three thirds give all three 1 time in 27', () => {
    expect(chanceOfAtLeast([q(1, 2), q(1, 2)], 1)).toBe(3 / 4);
    expect(chanceOfAtLeast([q(1, 3), q(1, 3), q(1, 3)], 3)).toBeCloseTo(1 / 27, 16);
    expect(chanceOfAtLeast([], 0)).toBe(1);
    expect(chanceOfAtLeast([], 1)).toBe(0);
  });

  it('keeps the chance of a long run of bad luck, far below what a percentage shows', () => {
    // 600 rolls each worse than par half the time, all 600 worse: 2^-600.
    expect(chanceOfAtLeast(new Array<Exact>(600).fill(q(1, 2)), 600)).toBe(2 ** -600);
    // 2000 rolls at 1/3: at least a third is about a half (the mean, 666⅔, lies just below 667).
    const half = chanceOfAtLeast(new Array<Exact>(2000).fill(q(1, 3)), 667);
    expect(half).toBeGreaterThan(0.45);
    expect(half).toBeLessThan(0.55);
  });
});
