import { describe, expect, it } from 'vitest';
import { defenderGroups, doubleCommitments } from './groups';

describe('the plan’s checks on its attacks', () => {
  it('names each attacking unit committed to two attacks, with the attacks', () => {
    const plan = [
      { attackers: ['II', 'V'], defenders: ['Heth'] },
      { attackers: ['VI'], defenders: ['Field'] },
      { attackers: ['V', 'IX'], defenders: ['Heth'] },
    ];
    expect(doubleCommitments(plan)).toEqual([{ unit: 'V', attacks: [0, 2] }]);
    expect(doubleCommitments(plan.slice(0, 2))).toEqual([]);
  });

  it('groups attacks on the same defenders in plan order, and joins groups an attack links', () => {
    expect(defenderGroups([{ attackers: ['a'], defenders: ['x'] }, { attackers: ['b'], defenders: ['y'] }, { attackers: ['c'], defenders: ['x'] }])).toEqual([[0, 2], [1]]);
    // The third attack hits both hexes' defenders (a stack that spans them is one hex in the rules' eyes).
    expect(defenderGroups([{ attackers: [], defenders: ['x'] }, { attackers: [], defenders: ['y'] }, { attackers: [], defenders: ['y', 'x'] }, { attackers: [], defenders: ['z'] }])).toEqual([[0, 1, 2], [3]]);
    expect(defenderGroups([])).toEqual([]);
  });
});
