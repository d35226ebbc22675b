import { describe, expect, it } from 'vitest';
import { hex } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { paintTerrain, placeCounter, toggleHexsideFeature, toggleMarker } from '../../map/edit';
import { defaultMap } from '../../map/state';
import { wildernessClaims } from './claims';

const source = { game: 'wilderness', ref: 'Terrain Effects Chart' };

let map = defaultMap();
map = placeCounter(map, { id: 'def', hex: '0,0', side: 'confederate', type: 'infantry', strength: 5, label: 'Heth' });
map = placeCounter(map, { id: 'a1', hex: '0,-1', side: 'union', type: 'infantry', strength: 8 });
map = placeCounter(map, { id: 'a2', hex: '1,0', side: 'union', type: 'infantry', strength: 6 });
map = placeCounter(map, { id: 'far', hex: '3,0', side: 'union', type: 'cavalry', strength: 2 });

describe('Wilderness claims from the map', () => {
  it('claims nothing special on open ground', () => {
    const claims = wildernessClaims(map, ['a1', 'a2', 'far', 'missing'], 'def');
    expect(claims.map((c) => [c.field, c.unitCounterId, c.value])).toEqual([
      ['acrossRiver', 'a1', false],
      ['acrossEstuary', 'a1', false],
      ['acrossRiver', 'a2', false],
      ['acrossEstuary', 'a2', false],
      ['terrain', undefined, 'clear'],
      ['entrenched', undefined, false],
    ]);
    expect(claims.every((c) => c.source.game === source.game && c.source.ref === source.ref)).toBe(true);
  });

  it('reads a river hexside between one attacker and the defender', () => {
    const river = toggleHexsideFeature(map, hexsideBetween(hex(0, 0), hex(0, -1)), 'river');
    const claims = wildernessClaims(river, ['a1', 'a2'], 'def');
    const across = claims.filter((c) => c.field === 'acrossRiver');
    expect(across.map((c) => c.value)).toEqual([true, false]);
    expect(across[0]?.reason).toBe('a river hexside lies between Union infantry 8 in 0,-1 and Heth (Confederate infantry 5) in 0,0');
  });

  it('reads the defender\'s mountain pass or mountain hex, and its entrenched marker', () => {
    const pass = toggleMarker(paintTerrain(map, hex(0, 0), 'mountain-pass'), 'def', 'entrenched');
    const claims = wildernessClaims(pass, [], 'def');
    expect(claims).toEqual([
      { field: 'terrain', value: 'mountain-pass', reason: 'Heth (Confederate infantry 5) in 0,0 is a mountain pass hex', source },
      { field: 'entrenched', value: true, reason: 'Heth (Confederate infantry 5) in 0,0 carries an entrenched marker', source },
    ]);
    expect(wildernessClaims(paintTerrain(map, hex(0, 0), 'mountain'), [], 'def')[0]?.value).toBe('mountain');
    expect(wildernessClaims(paintTerrain(map, hex(0, 0), 'woods'), [], 'def')[0]?.value).toBe('clear');
  });

  it('reads an estuary hex on either end of an attack', () => {
    const estuary = paintTerrain(map, hex(1, 0), 'estuary');
    const claims = wildernessClaims(estuary, ['a1', 'a2'], 'def').filter((c) => c.field === 'acrossEstuary');
    expect(claims.map((c) => c.value)).toEqual([false, true]);
  });

  it('claims nothing for a defender not on the map', () => {
    expect(wildernessClaims(map, ['a1'], 'nobody')).toEqual([]);
  });
});
