import { describe, expect, it } from 'vitest';
import { type Exact, below, chanceOfAtLeast, plus, reduced, toDouble } from './exact';

const q = (num: number, den: number): Exact => ({ num: BigInt(num), den: BigInt(den) });

/** The same tail by brute force: every way the events can fall, each way's chance multiplied out. */
function bruteForce(chances: readonly Exact[], k: number): Exact {
  let total: Exact = q(0, 1);
  for (let mask = 0; mask < 2 ** chances.length; mask++) {
    let way: Exact = q(1, 1);
    let happened = 0;
    chances.forEach((p, i) => {
      const hit = (mask >> i) & 1;
      happened += hit;
      way = reduced(way.num * (hit ? p.num : p.den - p.num), way.den * p.den);
    });
    if (happened >= k) total = plus(total, way);
  }
  return total;
}

describe('exact chances', () => {
  it('gives the Poisson-binomial tail exactly as every way of the events falling does, on small cases', () => {
    const cases: Exact[][] = [
      [q(1, 2)],
      [q(1, 6), q(5, 12), q(0, 1)],
      [q(1, 3), q(1, 3), q(1, 3), q(1, 3)],
      [q(7, 36), q(13, 36), q(1, 2), q(5, 216), q(1, 1), q(25, 72)],
    ];
    for (const chances of cases) {
      for (let k = 0; k <= chances.length + 1; k++) expect(chanceOfAtLeast(chances, k), `${chances.length} events, at least ${k}`).toEqual(bruteForce(chances, k));
    }
  });

  it('counts by hand: two coins give at least one head 3 times in 4; three thirds give all three 1 time in 27', () => {
    expect(chanceOfAtLeast([q(1, 2), q(1, 2)], 1)).toEqual(q(3, 4));
    expect(chanceOfAtLeast([q(1, 3), q(1, 3), q(1, 3)], 3)).toEqual(q(1, 27));
    expect(chanceOfAtLeast([], 0)).toEqual(q(1, 1));
    expect(chanceOfAtLeast([], 1)).toEqual(q(0, 1));
  });

  it('stays exact over many rolls, and reads as a double even when the numbers pass a double’s range', () => {
    // 600 rolls each worse than par with chance 1/2: at least 600 is 2^-600, far below what a double's exponent reaches from 1/den.
    const tail = chanceOfAtLeast(new Array<Exact>(600).fill(q(1, 2)), 600);
    expect(tail).toEqual({ num: 1n, den: 2n ** 600n });
    expect(toDouble(tail)).toBe(2 ** -600);
    expect(toDouble({ num: 3n * 10n ** 400n, den: 4n * 10n ** 400n })).toBeCloseTo(0.75, 15);
    expect(toDouble(q(0, 5))).toBe(0);
  });

  it('compares exactly', () => {
    expect(below(q(1, 3), q(1, 2))).toBe(true);
    expect(below(q(1, 2), q(2, 4))).toBe(false);
  });
});
