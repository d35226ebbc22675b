import { describe, expect, it } from 'vitest';
import { type Hex, hex, hexKey } from '../../engine/hex/hex';
import { bngSight } from '../../engine/games/bng/sight';
import { toHexMap, zones } from '../../map/analysis';
import { describeSight } from '../../map/describe';
import { paintTerrain, placeCounter } from '../../map/edit';
import { PLAIN_MAP } from '../../map/rules';
import { fireRange } from './fire-range';
import { type MapCounter, type MapState, defaultMap, findCounter } from '../../map/state';

const base = placeCounter(placeCounter(defaultMap(), { id: 'gun', hex: '0,0', side: 'union', type: 'artillery', strength: 3 }), {
  id: 'reb',
  hex: '2,0',
  side: 'confederate',
  type: 'infantry',
  strength: 5,
});

function counter(map: MapState, id: string): MapCounter {
  const found = findCounter(map, id);
  if (!found) throw new Error(`no counter ${id}`);
  return found;
}

const sightOn = (map: MapState, from: Hex, to: Hex) => bngSight(from, to, toHexMap(map));

describe('line of sight on the map', () => {
  it('is blocked by a woods hex between two counters, and clear once it is gone (9.33)', () => {
    const wooded = paintTerrain(base, hex(1, 0), 'woods');
    const blocked = sightOn(wooded, hex(0, 0), hex(2, 0));
    expect(blocked.clear).toBe(false);
    const text = describeSight(wooded.shape, blocked, 'the gun', 'the target');
    expect(text.verdict).toBe('Line of sight from the gun to the target: blocked.');
    expect(text.blocked[0]).toMatch(/woods at level 1.*hex 1,0 \(Blue & Grey \(revised\), 9\.33\)/);
    expect(sightOn(paintTerrain(wooded, hex(1, 0), 'clear'), hex(0, 0), hex(2, 0)).clear).toBe(true);
  });

  it('9.37: is not blocked by counters of either side standing on the line', () => {
    const crowded = placeCounter(placeCounter(base, { hex: '1,0', side: 'confederate', type: 'infantry', strength: 9 }), { hex: '1,0', side: 'union', type: 'infantry', strength: 9 });
    expect(sightOn(crowded, hex(0, 0), hex(2, 0))).toEqual(sightOn(defaultMap(), hex(0, 0), hex(2, 0)));
    expect(sightOn(crowded, hex(0, 0), hex(2, 0)).clear).toBe(true);
  });
});

describe('fire range', () => {
  it('rings an artillery counter at range 3 with the Blue & Grey bands, on the map only', () => {
    const range = fireRange(base, counter(base, 'gun'));
    expect(range?.range).toBe(3);
    expect(range?.hexes).toHaveLength(36);
    expect(range?.hexes.find((x) => hexKey(x.hex) === '1,0')?.reading.band).toBe('adjacent');
    expect(range?.hexes.find((x) => hexKey(x.hex) === '3,0')?.reading.band).toBe('reduced');
    expect(fireRange(base, counter(base, 'reb'))).toBeUndefined();
  });

  it('gives a gunboat range 6, cut to the patch', () => {
    const map = placeCounter(defaultMap(), { id: 'gb', hex: '3,0', side: 'union', type: 'gunboat' });
    const range = fireRange(map, counter(map, 'gb'));
    expect(range?.range).toBe(6);
    expect(range?.hexes.every((x) => x.reading.band === 'full')).toBe(true);
    expect(range?.hexes).toHaveLength(36);
  });
});

describe('zones of control', () => {
  it('9.64: gunboats exert none', () => {
    const boat = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'gunboat', strength: 6 });
    expect(zones(boat, PLAIN_MAP).get('union')?.size).toBe(0);
  });

  it('offers breastworks and trench hexsides on its map; the other games’ maps, which have no such markers, do not', async () => {
    const { rules } = await import('./index');
    expect(rules.map.hexsideFeatures).toEqual(expect.arrayContaining(['stream', 'breastworks', 'trench']));
    expect(PLAIN_MAP.hexsideFeatures).not.toContain('breastworks');
    expect(PLAIN_MAP.hexsideFeatures).not.toContain('trench');
  });
});
