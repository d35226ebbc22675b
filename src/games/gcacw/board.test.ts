import { describe, expect, it } from 'vitest';
import { hex, hexKey } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { type NewCounter, paintTerrain, placeCounter, toggleHexsideFeature, toggleMarker } from '../../map/edit';
import { flankAgainst, gcacwBoard, nearestEnemy, retreatRanking } from './board';
import { type MapState, defaultMap, gridMap } from '../../map/state';

const place = (map: MapState, c: NewCounter): MapState => placeCounter(map, c);

// The defender at 0,0; two Union units at N (0,-1) and S (0,1) control all six hexes round it.
const ringed = [
  { id: 'def', hex: '0,0', side: 'confederate', type: 'infantry', strength: 6 },
  { id: 'n', hex: '0,-1', side: 'union', type: 'infantry', strength: 6 },
  { id: 's', hex: '0,1', side: 'union', type: 'infantry', strength: 6 },
] as const;
const ringedMap = ringed.reduce(place, defaultMap());

describe('GCACW flank from the map', () => {
  it('covers all six hexes round a defender ringed by two enemy units: +4', () => {
    const flank = flankAgainst(ringedMap, 'def', { zoc: {}, rain: false });
    expect(flank.ok && flank.result.covered).toBe(6);
    expect(flank.ok && flank.result.final).toBe(4);
  });

  it('takes 1 off for an undemoralized friend in a covered hex, none for a demoralized one', () => {
    const friend = place(ringedMap, { id: 'f', hex: '1,-1', side: 'confederate', type: 'infantry', strength: 3 });
    const flank = flankAgainst(friend, 'def', { zoc: {}, rain: false });
    expect(flank.ok && flank.result.final).toBe(3);
    const shaken = flankAgainst(toggleMarker(friend, 'f', 'demoralized'), 'def', { zoc: {}, rain: false });
    expect(shaken.ok && shaken.result.final).toBe(4);
  });

  it('counts a river hexside with no crossing, and a swamp not joined by road', () => {
    const map = paintTerrain(place(defaultMap(), ringed[0]), hex(1, 0), 'swamp');
    const river = toggleHexsideFeature(map, hexsideBetween(hex(0, 0), hex(0, -1)), 'river');
    const flank = flankAgainst(river, 'def', { zoc: {}, rain: false });
    const covered = flank.ok ? flank.result.hexes.filter((h) => h.reasons.length > 0).map((h) => hexKey(h.hex)) : [];
    expect(covered.sort()).toEqual(['0,-1', '1,0']);
  });

  it('treats the hexes beyond a grid\'s edge as off the map, but not beyond a patch\'s', () => {
    const corner = place(gridMap(5, 5), { id: 'def', hex: '0,0', side: 'confederate', type: 'infantry', strength: 4 });
    expect(gcacwBoard(corner, hex(0, 0), {}).offMap.sort()).toEqual(['-1,0', '-1,1', '0,-1', '1,-1'].sort());
    expect(gcacwBoard(ringedMap, hex(3, 0), {}).offMap).toEqual([]);
    const flank = flankAgainst(corner, 'def', { zoc: {}, rain: false });
    expect(flank.ok && flank.result.covered).toBe(4);
  });

  it('reports, rather than throws, a board the rules refuse', () => {
    const mixed = place(ringedMap, { id: 'odd', hex: '0,0', side: 'union', type: 'cavalry', strength: 2 });
    const flank = flankAgainst(mixed, 'def', { zoc: {}, rain: false });
    expect(flank.ok).toBe(false);
    expect(!flank.ok && flank.message).toMatch(/on the attacker's side/);
    expect(flankAgainst(ringedMap, 'nobody', { zoc: {}, rain: false }).ok).toBe(false);
  });
});

describe('GCACW retreat ranking from the map', () => {
  it('ranks the hexes away from the active enemy first', () => {
    const map = place(
      place(defaultMap(), { id: 'r', hex: '0,0', side: 'confederate', type: 'infantry', strength: 4 }),
      { id: 'e', hex: '0,-2', side: 'union', type: 'infantry', strength: 6 },
    );
    const enemy = nearestEnemy(map, 'r');
    expect(enemy && hexKey(enemy)).toBe('0,-2');
    const ranking = retreatRanking(map, 'r', { zoc: {}, kind: 'retreat', activeEnemy: enemy ?? hex(0, 0) });
    expect(ranking.ok && ranking.result.chart).toBe(1);
    const required = ranking.ok ? ranking.result.required.map((c) => hexKey(c.hex)).sort() : [];
    expect(required).toEqual(['-1,1', '0,1', '1,0'].sort());
  });
});
