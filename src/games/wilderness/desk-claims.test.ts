import { describe, expect, it } from 'vitest';
import { hexsideBetween } from '../../engine/hex/hexside';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { offsetFromHex } from '../../engine/hex/offset';
import { paintTerrain, toggleHexsideFeature, toggleMarker } from '../../map/edit';
import { type MapState, defaultMap, gridMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import { counterOf, placeUnit, takeAllClaims } from '../../desk/map-links';
import { deskClaims } from './claims';

const unit = (id: string, side: string, strength: number | null = 4): UnitRecord => ({ id, gameId: 'g', name: `Unit ${id}`, side, type: 'infantry', strength, state: {} });
const units = new Map([unit('hancock', 'union', 8), unit('warren', 'union', 6), unit('heth', 'confederate', 5)].map((u) => [u.id, u]));
const draft: WildernessDraft = { ...EMPTY_DRAFT, attackers: ['hancock', 'warren'], defenders: ['heth'] };
const get = (id: string) => units.get(id) as UnitRecord;

function setUp() {
  let map = placeUnit(defaultMap(), get('heth'), 'defender', draft);
  map = placeUnit(map, get('hancock'), 'attacker', draft);
  return placeUnit(map, get('warren'), 'attacker', draft);
}

describe('placing roster units on the map', () => {
  it('puts the defender in the middle and each attacker on a free hex beside it, linked to the roster', () => {
    const map = setUp();
    const heth = counterOf(map, 'heth');
    expect(heth?.hex).toBe('0,0');
    expect(heth).toMatchObject({ side: 'confederate', type: 'infantry', strength: 5, label: 'Unit heth' });
    const a = counterOf(map, 'hancock');
    const b = counterOf(map, 'warren');
    expect(distance(parseHexKey(a?.hex ?? ''), parseHexKey('0,0'))).toBe(1);
    expect(distance(parseHexKey(b?.hex ?? ''), parseHexKey('0,0'))).toBe(1);
    expect(a?.hex).not.toBe(b?.hex);
  });

  it('leaves a unit already on the map where the player put it', () => {
    const map = setUp();
    expect(placeUnit(map, get('hancock'), 'attacker', draft)).toBe(map);
  });

  it('stacks a second defender with the first, and finds a hex on a full-size grid', () => {
    const two = { ...draft, defenders: ['heth', 'warren'] };
    const map = placeUnit(placeUnit(defaultMap(), get('heth'), 'defender', two), get('warren'), 'defender', two);
    expect(counterOf(map, 'warren')?.hex).toBe(counterOf(map, 'heth')?.hex);
    const grid = placeUnit(gridMap(60, 40), get('heth'), 'defender', draft);
    expect(offsetFromHex(parseHexKey(counterOf(grid, 'heth')?.hex ?? ''))).toEqual({ col: 30, row: 20 });
  });

  it('says so when no hex is free', () => {
    let map: MapState = { ...defaultMap(), shape: { kind: 'patch', center: '0,0', radius: 0 } };
    map = placeUnit(map, get('heth'), 'defender', draft);
    expect(() => placeUnit(map, get('hancock'), 'attacker', draft)).toThrow(/no free hex on the map for Unit hancock/);
  });
});

describe('what the map says about the combat on the desk', () => {
  it('says nothing until the defender is on the map', () => {
    expect(deskClaims(defaultMap(), draft, units)).toEqual([]);
  });

  it('agrees with an open-ground desk', () => {
    const claims = deskClaims(setUp(), draft, units);
    expect(claims.map((c) => c.text)).toEqual([
      'Unit hancock does not attack across a river',
      'Unit hancock does not attack across an estuary',
      'Unit warren does not attack across a river',
      'Unit warren does not attack across an estuary',
      "Defender's terrain: no combat effect",
      'Defender not entrenched',
    ]);
    expect(claims.every((c) => c.agrees)).toBe(true);
    expect(claims[0]?.source).toMatch(/Wilderness/);
  });

  it('offers the river, the mountain pass and the entrenchment the map shows, each as a change the player can take', () => {
    let map = setUp();
    const hancock = parseHexKey(counterOf(map, 'hancock')?.hex ?? '');
    map = toggleHexsideFeature(map, hexsideBetween(hancock, parseHexKey('0,0')), 'river');
    map = paintTerrain(map, parseHexKey('0,0'), 'mountain-pass');
    map = toggleMarker(map, counterOf(map, 'heth')?.id ?? '', 'entrenched');
    const differing = deskClaims(map, draft, units).filter((c) => !c.agrees);
    expect(differing.map((c) => [c.text, c.patch])).toEqual([
      ['Unit hancock attacks across a river', { acrossRiver: ['hancock'] }],
      ["Defender's terrain: mountain pass", { terrain: 'mountain-pass' }],
      ['Defender entrenched', { entrenched: true }],
    ]);
    const taken = differing.reduce<WildernessDraft>((d, c) => ({ ...d, ...c.patch }), draft);
    expect(deskClaims(map, taken, units).every((c) => c.agrees)).toBe(true);
  });

  it('takes every claim at once, both attackers across the same river', () => {
    let map = setUp();
    for (const id of ['hancock', 'warren']) {
      map = toggleHexsideFeature(map, hexsideBetween(parseHexKey(counterOf(map, id)?.hex ?? ''), parseHexKey('0,0')), 'river');
    }
    const taken = takeAllClaims(draft, (d) => deskClaims(map, d, units));
    expect(taken.acrossRiver).toEqual(['hancock', 'warren']);
    expect(deskClaims(map, taken, units).every((c) => c.agrees)).toBe(true);
  });

  it('says nothing for a cavalry probe', () => {
    expect(deskClaims(setUp(), { ...draft, kind: 'cavalry-probe' }, units)).toEqual([]);
  });
});
