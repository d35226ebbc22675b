import { describe, expect, it } from 'vitest';
import { phaseSearch } from '../../desk/phase-search';
import { at, mapOf, unit } from '../../desk/test-map';
import { EMPTY_BNG_DRAFT } from './draft';
import { bngReach } from './reach';

describe('who may attack in a Blue & Grey phase’s search', () => {
  it('Blue & Grey: infantry next to the hex, artillery bombarding from up to 3 with a line of sight, never from inside an enemy zone of control (9.41), gunboats from 6', () => {
    const { map, units } = mapOf([
      [unit('Alabama', 'confederate'), at(4, 2)],
      [unit('Wisconsin', 'union'), at(4, 3)],
      [unit('Iowa', 'union'), at(4, 4)],
      [unit('Ricketts', 'union', 'artillery'), at(4, 5)],
      [unit('Griffin', 'union', 'artillery'), at(5, 0)],
      [unit('Far battery', 'union', 'artillery'), at(4, 6)],
      [unit('Rebel picket', 'confederate'), at(6, 0)],
      [unit('Carondelet', 'union', 'gunboat'), at(4, 8)],
    ]);
    const search = phaseSearch(map, units, 'union', bngReach(EMPTY_BNG_DRAFT, map));
    const reaches = (name: string) => {
      const u = search.units.findIndex((x) => x.name === name);
      return u < 0 ? [] : (search.reach[u] ?? []).map((t) => search.targets[t]?.defenders.join());
    };
    expect(reaches('Wisconsin')).toEqual(['Alabama']);
    expect(reaches('Iowa')).toEqual([]);
    expect(reaches('Ricketts')).toEqual(['Alabama']);
    expect(reaches('Far battery')).toEqual([]);
    expect(reaches('Carondelet')).toEqual(['Alabama']);
    // Griffin stands next to the Rebel picket: it may attack it, but not bombard Alabama 2 hexes off.
    expect(reaches('Griffin')).toEqual(['Rebel picket']);
    expect(search.barred.map((b) => [b.unit.name, b.why])).toEqual([['Griffin', `Griffin stands in an enemy zone of control in hex 0601: it must attack next to it and may not bombard (Blue & Grey, 9.41)`]]);
  });
});
