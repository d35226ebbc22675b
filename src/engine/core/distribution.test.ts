import { describe, expect, it } from 'vitest';
import { enumerate, probabilityOf, totalWeight } from './distribution';
import { fraction } from './fraction';

describe('enumerate', () => {
  it('gives the exact distribution of two dice summed', () => {
    const dist = enumerate((d) => d.d6('a') + d.d6('b'), String);
    expect(dist.total).toBe(36);
    expect(totalWeight(dist)).toBe(36);
    expect(probabilityOf(dist, (s) => s === 7)).toEqual(fraction(1, 6));
    expect(probabilityOf(dist, (s) => s === 2)).toEqual(fraction(1, 36));
  });

  it('weights a sub-roll that happens only on some paths', () => {
    // First die even: roll again and keep the second; odd: keep 0.
    const dist = enumerate((d) => (d.d6('first') % 2 === 0 ? d.d6('second') : 0), String);
    expect(totalWeight(dist)).toBe(dist.total);
    expect(probabilityOf(dist, (x) => x === 0)).toEqual(fraction(1, 2));
    expect(probabilityOf(dist, (x) => x === 6)).toEqual(fraction(1, 12));
  });

  it('merges outcomes with the same key', () => {
    const dist = enumerate((d) => (d.d6('x') <= 4 ? 'low' : 'high'), (s) => s);
    expect(dist.outcomes).toHaveLength(2);
    expect(probabilityOf(dist, (s) => s === 'low')).toEqual(fraction(2, 3));
  });

  it('refuses a procedure that never stops drawing', () => {
    expect(() => enumerate((d) => { for (;;) d.d6('again'); }, String, 3)).toThrow(/more than 3 dice/);
  });
});

describe('enumerate, leaf by leaf', () => {
  it('runs the procedure once per leaf of the dice tree', () => {
    let runs = 0;
    // A 6 on the first die calls for a second die: 5 short leaves and 6 long ones.
    const dist = enumerate((d) => {
      runs++;
      const first = d.d6('first');
      return first === 6 ? 6 + d.d6('second') : first;
    }, String);
    expect(runs).toBe(11);
    expect(dist.total).toBe(36);
    expect(totalWeight(dist)).toBe(36);
    expect(probabilityOf(dist, (x) => x === 1)).toEqual(fraction(1, 6));
    expect(probabilityOf(dist, (x) => x === 12)).toEqual(fraction(1, 36));
  });

  it('gives a procedure that rolls nothing one certain outcome', () => {
    const dist = enumerate(() => 'automatic', (s) => s);
    expect(dist).toEqual({ total: 1, outcomes: [{ value: 'automatic', weight: 1 }] });
  });

  it('lets a procedure draw exactly the most dice allowed', () => {
    const dist = enumerate((d) => d.d6('a') + d.d6('b') + d.d6('c'), String, 3);
    expect(dist.total).toBe(216);
    expect(probabilityOf(dist, (s) => s === 18)).toEqual(fraction(1, 216));
  });

  it('refuses a procedure that is not pure', () => {
    let calls = 0;
    // Draws two dice the first time and one afterwards: the enumeration cannot be trusted.
    expect(() => enumerate((d) => (calls++ === 0 ? d.d6('a') + d.d6('b') : d.d6('a')), String)).toThrow(/must be pure/);
  });
});
