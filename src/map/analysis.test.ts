import { describe, expect, it } from 'vitest';
import { hex, hexKey } from '../engine/hex/hex';
import { hexsideBetween } from '../engine/hex/hexside';
import { fireRange, sight, toHexMap, zocUnits, zones } from './analysis';
import { describeHex, describeSight, hexLabel } from './describe';
import { paintTerrain, placeCounter, toggleHexsideFeature } from './edit';
import { MAP_GAMES } from './games';
import { type MapCounter, type MapState, defaultMap, findCounter, gridMap } from './state';

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

describe('line of sight on the map', () => {
  it('is blocked by a woods hex between two counters, and clear once it is gone (9.33)', () => {
    const wooded = paintTerrain(base, hex(1, 0), 'woods');
    const blocked = sight(wooded, hex(0, 0), hex(2, 0));
    expect(blocked.clear).toBe(false);
    const text = describeSight(wooded.shape, blocked, 'the gun', 'the target');
    expect(text.verdict).toBe('Line of sight from the gun to the target: blocked.');
    expect(text.blocked[0]).toMatch(/woods at level 1.*hex 1,0 \(Blue & Grey \(revised\), 9\.33\)/);
    expect(sight(paintTerrain(wooded, hex(1, 0), 'clear'), hex(0, 0), hex(2, 0)).clear).toBe(true);
  });

  it('9.37: is not blocked by counters of either side standing on the line', () => {
    const crowded = placeCounter(placeCounter(base, { hex: '1,0', side: 'confederate', type: 'infantry', strength: 9 }), { hex: '1,0', side: 'union', type: 'infantry', strength: 9 });
    expect(sight(crowded, hex(0, 0), hex(2, 0))).toEqual(sight(defaultMap(), hex(0, 0), hex(2, 0)));
    expect(sight(crowded, hex(0, 0), hex(2, 0)).clear).toBe(true);
  });

  it('reads the map\'s own terrain as the engine\'s: a mountain pass is mountain', () => {
    expect(toHexMap(paintTerrain(base, hex(1, 0), 'mountain-pass')).terrain).toEqual({ '1,0': 'mountain' });
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
  it('shade the six hexes round each counter that exerts one, per side, by the game\'s rules', () => {
    const river = toggleHexsideFeature(base, hexsideBetween(hex(2, 0), hex(2, -1)), 'river');
    const z = zones(river, MAP_GAMES.bng);
    expect(z.get('union')?.size).toBe(6);
    expect(z.get('confederate')?.has('2,-1')).toBe(true);
    expect(zones(river, MAP_GAMES.bng, { blockedByHexsides: ['river'] }).get('confederate')?.has('2,-1')).toBe(false);
    const leader = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'leader' });
    expect(zones(leader, MAP_GAMES.bng).get('union')?.size).toBe(0);
  });
});

describe('zones of control, per game', () => {
  it('War Between the States: units under a fort counter are inside it and exert none; those on top are outside', () => {
    let fort = placeCounter(defaultMap(), { id: 'inside', hex: '0,0', side: 'union', type: 'infantry', strength: 4 });
    fort = placeCounter(fort, { id: 'fort', hex: '0,0', side: 'union', type: 'fortification' });
    expect(zones(fort, MAP_GAMES.wbts).get('union')?.size).toBe(0);
    // Other games read the stack as it stands: the infantry controls its six neighbours.
    expect(zones(fort, MAP_GAMES.bng).get('union')?.size).toBe(6);
    const outside = placeCounter(fort, { id: 'outside', hex: '0,0', side: 'union', type: 'cavalry', strength: 2 });
    expect(zones(outside, MAP_GAMES.wbts).get('union')?.size).toBe(6);
    expect(zocUnits(outside, MAP_GAMES.wbts).map((u) => u.exertsZoc)).toEqual([false, false, true]);
  });

  it('a fort counter alone exerts none in War Between the States; the other games say nothing of it', () => {
    const fort = placeCounter(defaultMap(), { hex: '0,0', side: 'confederate', type: 'fortification', strength: 3 });
    expect(zones(fort, MAP_GAMES.wbts).get('confederate')?.size).toBe(0);
    expect(zones(fort, MAP_GAMES.wilderness).get('confederate')?.size).toBe(6);
  });

  it('Blue & Grey 9.64: gunboats exert none', () => {
    const boat = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'gunboat', strength: 6 });
    expect(zones(boat, MAP_GAMES.bng).get('union')?.size).toBe(0);
  });
});

describe('words for the map', () => {
  it('labels grid hexes by printed number and patch hexes by axial key', () => {
    expect(hexLabel(gridMap(10, 10).shape, hex(5, 9))).toBe('0612');
    expect(hexLabel(defaultMap().shape, hex(1, -1))).toBe('1,-1');
  });

  it('describes a hex and what stands on it', () => {
    expect(describeHex(paintTerrain(base, hex(0, 0), 'woods'), hex(0, 0))).toBe('Hex 0,0, woods, level 1, Union artillery 3');
    expect(describeHex(base, hex(1, 1))).toBe('Hex 1,1, clear, level 1, no counters');
  });

  it('names the features on each side of a hex, whichever hex the side was painted from', () => {
    let sides = toggleHexsideFeature(base, hexsideBetween(hex(1, 1), hex(1, 0)), 'river');
    sides = toggleHexsideFeature(sides, hexsideBetween(hex(1, 1), hex(1, 0)), 'bridge');
    sides = toggleHexsideFeature(sides, hexsideBetween(hex(1, 1), hex(0, 2)), 'road');
    expect(describeHex(sides, hex(1, 1))).toBe('Hex 1,1, clear, level 1, no counters, river and bridge on the N side, road on the SW side');
    expect(describeHex(sides, hex(1, 0))).toBe('Hex 1,0, clear, level 1, no counters, river and bridge on the S side');
  });
});
