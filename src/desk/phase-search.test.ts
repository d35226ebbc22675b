import { describe, expect, it } from 'vitest';
import { NEXT_TO } from './attack-reach';
import { phaseSearch } from './phase-search';
import { at, mapOf, unit } from './test-map';

describe('a phase’s search from the map', () => {
  it('takes the units next to an enemy hex, in hex then name order, each with the hexes it may attack', () => {
    const { map, units } = mapOf([
      [unit('Rebel', 'confederate'), at(3, 3)],
      [unit('Other rebel', 'confederate'), at(3, 5)],
      [unit('Birney', 'union'), at(3, 4)],
      [unit('Barlow', 'union'), at(3, 2)],
      [unit('Far', 'union'), at(6, 6)],
    ]);
    const search = phaseSearch(map, units, 'union', NEXT_TO);
    expect(search.units.map((u) => u.name)).toEqual([at(3, 2), at(3, 4)].sort().map((h) => (h === at(3, 2) ? 'Barlow' : 'Birney')));
    expect(search.targets.map((t) => t.defenders)).toEqual([at(3, 3), at(3, 5)].sort().map((h) => (h === at(3, 3) ? ['Rebel'] : ['Other rebel'])));
    const birney = search.units.findIndex((u) => u.id === 'Birney');
    expect(search.reach[birney]).toHaveLength(2);
    expect(search.barred).toEqual([]);
    // The player's picks keep only some units and hexes.
    expect(phaseSearch(map, units, 'union', NEXT_TO, { hexes: new Set([at(3, 5)]) }).units.map((u) => u.id)).toEqual(['Birney']);
  });

  it('counts units alike in all but their names, in one hex, as one kind', () => {
    const { map, units } = mapOf([
      [unit('Rebel', 'confederate'), at(3, 3)],
      [unit('A', 'union'), at(3, 2)],
      [unit('B', 'union'), at(3, 2)],
      [unit('C', 'union', 'infantry', { fatigue: 1 }), at(3, 2)],
      [unit('D', 'union'), at(3, 4)],
    ]);
    const search = phaseSearch(map, units, 'union', NEXT_TO);
    const kindOf = (id: string) => search.kinds[search.units.findIndex((u) => u.id === id)];
    expect(kindOf('A')).toBe(kindOf('B'));
    expect(new Set([kindOf('A'), kindOf('C'), kindOf('D')]).size).toBe(3);
  });
});
