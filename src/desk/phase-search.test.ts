import { describe, expect, it } from 'vitest';
import { hexKey } from '../engine/hex/hex';
import { hexFromOffset } from '../engine/hex/offset';
import { bngReach } from '../games/bng/reach';
import { EMPTY_BNG_DRAFT } from '../games/bng/draft';
import { cwbsReach } from '../games/cwbs/reach';
import { EMPTY_CWBS_DRAFT } from '../games/cwbs/draft';
import { placeCounter } from '../map/edit';
import { type MapState, gridMap } from '../map/state';
import type { UnitRecord } from '../store/records';
import { NEXT_TO, outOfReach } from './attack-reach';
import { phaseSearch } from './phase-search';

/** A hex by its column and row on the printed grid (0-based). */
const at = (col: number, row: number) => hexKey(hexFromOffset({ col, row }));

const unit = (id: string, side: string, type = 'infantry', state: UnitRecord['state'] = {}, strength: number | null = 4): UnitRecord => ({ id, gameId: 'g', name: id, side, type, strength, state });

function mapOf(placed: readonly (readonly [UnitRecord, string])[], terrain: MapState['terrain'] = {}): { map: MapState; units: Map<string, UnitRecord> } {
  let map: MapState = { ...gridMap(10, 12), terrain };
  for (const [u, hex] of placed) map = placeCounter(map, { hex, side: u.side === 'confederate' ? 'confederate' : 'union', type: u.type === 'artillery' ? 'artillery' : 'infantry', label: u.name, unitId: u.id });
  return { map, units: new Map(placed.map(([u]) => [u.id, u])) };
}

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

  it('CWBS fire: brigades fire at up to 2 hexes and batteries farther, beyond the next hex only with a line of sight, and a unit whose line is blocked is left out, named, with why', () => {
    const law = unit('Law', 'confederate');
    const { map, units } = mapOf(
      [
        [law, at(4, 2)],
        [unit('Ward', 'union', 'infantry', { fireLevel: 'A' }), at(4, 3)],
        [unit('Brewster', 'union', 'infantry', { fireLevel: 'B' }), at(4, 4)],
        [unit('Carr', 'union', 'infantry', { fireLevel: 'B' }), at(4, 0)],
        [unit('Graham', 'union', 'infantry', { fireLevel: 'B' }), at(4, 5)],
        [unit('Smith', 'union', 'artillery', { gunPoints: 4 }, null), at(4, 7)],
        [unit('Sickles', 'union', 'leader', { rating: 2 }, null), at(4, 3)],
      ],
      { [at(4, 1)]: 'woods' },
    );
    const search = phaseSearch(map, units, 'union', cwbsReach(EMPTY_CWBS_DRAFT, map));
    // Ward next to Law, Brewster 2 hexes off with a clear line, Smith's battery at 5; Graham is 3 hexes
    // off (past small arms' 2), Sickles fires nothing, and woods stand between Carr and Law.
    expect(search.units.map((u) => u.name).sort()).toEqual(['Brewster', 'Smith', 'Ward']);
    expect(search.targets.map((t) => t.defenders)).toEqual([['Law']]);
    expect(search.barred.map((b) => b.unit.name)).toEqual(['Carr']);
    expect(search.barred[0]?.why).toMatch(/^Carr has no line of sight from hex 0501 to hex 0503: woods at level 1, not below the lower end \(level 1\) — hex 0502 \(Civil War Brigade Series, line of sight as the map reads it/);
    expect(search.words).toMatch(/^Fire combat: .* Close combat is not searched/);
    // The smallest force of an attack on Law leaves out the same units, for the same reasons.
    const reach = cwbsReach(EMPTY_CWBS_DRAFT, map);
    const why = (id: string) => outOfReach(reach, map, units.get(id) as UnitRecord, ['Law']);
    expect([why('Ward'), why('Brewster'), why('Smith'), why('Sickles')]).toEqual([undefined, undefined, undefined, undefined]);
    expect(why('Graham')).toBe('Graham stands 3 hexes from the defenders, beyond the 2 hexes it reaches');
    expect(why('Carr')).toBe(search.barred[0]?.why);
    // Close combat and a morale check have no figures in a plan: nobody takes part, and the words say why.
    expect(phaseSearch(map, units, 'union', cwbsReach({ ...EMPTY_CWBS_DRAFT, kind: 'closeCombat' }, map)).units).toEqual([]);
  });

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
