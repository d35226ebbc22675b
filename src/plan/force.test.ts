import { describe, expect, it } from 'vitest';
import { exact } from './exact';
import { type Force, forcesOf, smallestForce } from './force';

const units = [
  { id: 'V', strength: 12 },
  { id: 'VI', strength: 10 },
  { id: 'II', strength: 4 },
];

describe('the smallest force for a chance', () => {
  it('lists every choice of units, least committed first, then fewest units', () => {
    const forces = forcesOf([...units, { id: 'IX', strength: 4 }]);
    expect(forces).toHaveLength(15);
    expect(forces.slice(0, 3).map((f) => f.ids)).toEqual([['II'], ['IX'], ['II', 'IX']]);
    expect(forces.at(-1)).toEqual({ ids: ['V', 'VI', 'II', 'IX'], strength: 30 });
    for (let i = 1; i < forces.length; i++) expect((forces[i] as Force).strength).toBeGreaterThanOrEqual((forces[i - 1] as Force).strength);
    expect(() => forcesOf(Array.from({ length: 13 }, (_, i) => ({ id: String(i), strength: 1 })))).toThrow(RangeError);
  });

  it('finds the least strength that reaches the chance, weighing no more forces than it must', () => {
    // A chance that grows with the strength committed: strength / 30.
    const weighed: string[] = [];
    const chance = (f: Force) => (weighed.push(f.ids.join('+')), exact(f.strength, 30));
    const found = smallestForce(forcesOf(units), exact(1, 2), chance);
    expect(found).toEqual({ force: { ids: ['V', 'II'], strength: 16 }, chance: exact(16, 30), reaches: true });
    expect(weighed).toEqual(['II', 'VI', 'V', 'VI+II', 'V+II']);
  });

  it('gives the best reachable force when none reaches the chance, and skips forces the rules refuse', () => {
    const chance = (f: Force) => (f.ids.includes('II') ? undefined : exact(f.strength, 100));
    expect(smallestForce(forcesOf(units), exact(4, 5), chance)).toEqual({ force: { ids: ['V', 'VI'], strength: 22 }, chance: exact(22, 100), reaches: false });
    expect(smallestForce(forcesOf(units), exact(1, 2), () => undefined)).toBe(undefined);
  });
});
