import { describe, expect, it } from 'vitest';
import { counterOf, placeUnit, takeAllClaims } from '../../desk/map-links';
import { toggleMarker } from '../../map/edit';
import { type MapState, defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { cwbsDeskClaims } from './claims';
import { type CwbsDraft, EMPTY_CWBS_DRAFT } from './draft';

const unit = (id: string, type: string, side: string): UnitRecord => ({ id, gameId: 'g', name: id, side, type, strength: 5, state: { grade: 'B' } });
const units = new Map([unit('ward', 'infantry', 'union'), unit('smith', 'artillery', 'union'), unit('law', 'infantry', 'confederate'), unit('hood', 'leader', 'confederate')].map((u) => [u.id, u]));
const draft: CwbsDraft = { ...EMPTY_CWBS_DRAFT, attackers: ['ward', 'smith'], defenders: ['law', 'hood'] };
const get = (id: string) => units.get(id) as UnitRecord;

/** Law in the middle, Ward beside it, Smith's battery moved 4 hexes off on higher ground than Law. */
function setUp(): MapState {
  let map = placeUnit(defaultMap(), get('law'), 'defender', draft);
  map = placeUnit(map, get('ward'), 'attacker', draft);
  map = placeUnit(map, get('smith'), 'attacker', draft);
  const smith = counterOf(map, 'smith');
  return { ...map, counters: map.counters.map((c) => (c === smith ? { ...c, hex: '4,0' } : c)), levels: { '4,0': 2 } };
}

describe('what the map says about a CWBS combat', () => {
  it('says nothing until the target is on the map', () => {
    expect(cwbsDeskClaims(defaultMap(), draft, units)).toEqual([]);
  });

  it("claims each firer's range to the target, and whether one fires up slope", () => {
    const claims = cwbsDeskClaims(setUp(), draft, units);
    expect(claims.map((c) => [c.text, c.agrees])).toEqual([
      ['ward fires at 1 hex', true],
      ['smith fires at 4 hexes', false],
      ['Not up slope', true],
    ]);
    expect(claims[1]?.reason).toMatch(/is 4 hexes from/);
    expect(claims[1]?.source).toMatch(/Fire Point Determination Chart/);
  });

  it('claims up slope when a firer stands lower than the target, and a trench from an entrenched marker', () => {
    let map = setUp();
    map = { ...map, levels: { ...map.levels, '0,0': 3 } };
    map = toggleMarker(map, counterOf(map, 'law')?.id ?? '', 'entrenched');
    expect(counterOf(map, 'law')?.hex).toBe('0,0');
    const differing = cwbsDeskClaims(map, draft, units).filter((c) => !c.agrees);
    expect(differing.map((c) => [c.text, c.patch])).toEqual([
      ['smith fires at 4 hexes', { ranges: { smith: 4 } }],
      ['Up slope', { upSlope: true }],
      ['Target in a trench', { sunkenRoad: true }],
    ]);
    const taken = takeAllClaims(draft, (d) => cwbsDeskClaims(map, d, units));
    expect(taken).toMatchObject({ ranges: { smith: 4 }, upSlope: true, sunkenRoad: true });
    expect(cwbsDeskClaims(map, taken, units).every((c) => c.agrees)).toBe(true);
  });

  it("reads the close-combat defender's and the checking unit's trench, and no range", () => {
    let map = setUp();
    map = toggleMarker(map, counterOf(map, 'law')?.id ?? '', 'entrenched');
    expect(cwbsDeskClaims(map, { ...draft, kind: 'closeCombat' }, units).map((c) => c.text)).toEqual(['Defender in a trench']);
    expect(cwbsDeskClaims(map, { ...draft, kind: 'morale', attackers: [] }, units).map((c) => c.text)).toEqual(['Unit in a trench']);
  });
});
