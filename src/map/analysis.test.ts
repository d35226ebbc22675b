import { describe, expect, it } from 'vitest';
import { hex } from '../engine/hex/hex';
import { hexsideBetween } from '../engine/hex/hexside';
import { toHexMap, zones } from './analysis';
import { describeHex, hexLabel } from './describe';
import { paintTerrain, placeCounter, toggleHexsideFeature } from './edit';
import { PLAIN_MAP } from './rules';
import { defaultMap, gridMap } from './state';

const base = placeCounter(placeCounter(defaultMap(), { id: 'gun', hex: '0,0', side: 'union', type: 'artillery', strength: 3 }), {
  id: 'reb',
  hex: '2,0',
  side: 'confederate',
  type: 'infantry',
  strength: 5,
});


describe('the map as the geometry reads it', () => {
  it('reads the map\'s own terrain as the engine\'s: a mountain pass is mountain', () => {
    expect(toHexMap(paintTerrain(base, hex(1, 0), 'mountain-pass')).terrain).toEqual({ '1,0': 'mountain' });
  });
});

describe('zones of control', () => {
  it('shade the six hexes round each counter that exerts one, per side, by the game\'s rules', () => {
    const river = toggleHexsideFeature(base, hexsideBetween(hex(2, 0), hex(2, -1)), 'river');
    const z = zones(river, PLAIN_MAP);
    expect(z.get('union')?.size).toBe(6);
    expect(z.get('confederate')?.has('2,-1')).toBe(true);
    expect(zones(river, PLAIN_MAP, { blockedByHexsides: ['river'] }).get('confederate')?.has('2,-1')).toBe(false);
    const leader = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'leader' });
    expect(zones(leader, PLAIN_MAP).get('union')?.size).toBe(0);
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
