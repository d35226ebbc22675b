import { describe, expect, it } from 'vitest';
import type { Distribution } from './distribution';
import { fraction } from './fraction';
import { attackerPercentile, standingsOf } from './standing';

// Four outcomes over 36: worst to best for the attacker by their number.
const DIST: Distribution<{ key: string; s: number | undefined }> = {
  total: 36,
  outcomes: [
    { value: { key: 'b', s: 1 }, weight: 10 },
    { value: { key: 'a', s: 0 }, weight: 6 },
    { value: { key: 'c', s: 1 }, weight: 5 },
    { value: { key: 'd', s: 3 }, weight: 15 },
  ],
};
const standing = (o: { s: number | undefined }) => o.s;

describe('attackerPercentile', () => {
  it('is the chance of worse plus half the chance of as good, exactly', () => {
    // a: nothing worse, 6/36 as good → 3/36.
    expect(attackerPercentile(DIST, 0, standing)).toEqual(fraction(1, 12));
    // b and c rank equal: 6 worse, 15 as good → (12 + 15) / 72 = 3/8.
    expect(attackerPercentile(DIST, 1, standing)).toEqual(fraction(3, 8));
    // d: 21 worse, 15 as good → (42 + 15) / 72 = 19/24.
    expect(attackerPercentile(DIST, 3, standing)).toEqual(fraction(19, 24));
  });

  it('gives ½ for a certain outcome, and nothing when an outcome is not ranked', () => {
    expect(attackerPercentile({ total: 6, outcomes: [{ value: { s: 2 }, weight: 6 }] }, 2, standing)).toEqual(fraction(1, 2));
    expect(attackerPercentile({ total: 6, outcomes: [{ value: { s: 2 }, weight: 3 }, { value: { s: undefined }, weight: 3 }] }, 2, standing)).toBeUndefined();
  });
});

describe('standingsOf', () => {
  it('groups the outcomes the game ranks equal, gives each group its exact chance, worst first, and the rolled group', () => {
    // a (0): 6/36; b and c (1): 15/36; d (3): 15/36.
    const groups = [fraction(1, 6), fraction(5, 12), fraction(5, 12)];
    expect(standingsOf(DIST, 0, standing)).toEqual({ chances: groups, at: 0 });
    expect(standingsOf(DIST, 1, standing)).toEqual({ chances: groups, at: 1 });
    expect(standingsOf(DIST, 3, standing)).toEqual({ chances: groups, at: 2 });
  });

  it('gives nothing when an outcome is not ranked or the rolled standing is not among them', () => {
    expect(standingsOf({ total: 6, outcomes: [{ value: { s: 2 }, weight: 3 }, { value: { s: undefined }, weight: 3 }] }, 2, standing)).toBeUndefined();
    expect(standingsOf(DIST, 2, standing)).toBeUndefined();
  });
});
