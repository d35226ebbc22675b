import { describe, expect, it } from 'vitest';
import { placeUnit, takeAllClaims } from '../../desk/map-links';
import { hex } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { toggleHexsideFeature } from '../../map/edit';
import { type MapState, defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { wbtsDeskClaims } from './claims';
import { EMPTY_WBTS_DRAFT, type WbtsDraft } from './draft';

const unit = (id: string, side: string): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength: 6, state: {} });
const units = new Map([unit('hq', 'confederate'), unit('corps', 'confederate'), unit('porter', 'union')].map((u) => [u.id, u]));
const draft: WbtsDraft = { ...EMPTY_WBTS_DRAFT, attackers: ['hq', 'corps'], defenders: ['porter'], secondHex: ['corps'] };
const get = (id: string) => units.get(id) as UnitRecord;

/** Porter at 0,0; the HQ's troops beside him at 1,0, J.Johnston's corps beside him at 0,1. */
function setUp(): MapState {
  let map = placeUnit(defaultMap(), get('porter'), 'defender', draft);
  map = placeUnit(map, get('hq'), 'attacker', draft);
  map = placeUnit(map, get('corps'), 'attacker', draft);
  const at: Record<string, string> = { porter: '0,0', hq: '1,0', corps: '0,1' };
  return { ...map, counters: map.counters.map((c) => ({ ...c, hex: at[c.unitId ?? ''] ?? c.hex })) };
}

describe('what the map says about a War Between the States combat', () => {
  it('says nothing until a defender is on the map, nor without a river', () => {
    expect(wbtsDeskClaims(defaultMap(), draft, units)).toEqual([]);
    expect(wbtsDeskClaims(setUp(), draft, units)).toEqual([]);
  });

  it('claims a river crossed by the hex whose side carries one, taken with its patch', () => {
    const map = toggleHexsideFeature(setUp(), hexsideBetween(hex(0, 1), hex(0, 0)), 'river');
    const claims = wbtsDeskClaims(map, draft, units);
    expect(claims.map((c) => [c.text, c.agrees, c.source])).toEqual([['Hex 2 attacks across a river', false, expect.stringContaining('Terrain Effects on Combat') as unknown as string]]);
    const taken = takeAllClaims(draft, (d) => wbtsDeskClaims(map, d, units));
    expect(taken.crossings).toEqual([
      { hexside: 'none', ferry: false },
      { hexside: 'river', ferry: false },
    ]);
    expect(wbtsDeskClaims(map, { ...draft, crossings: [draft.crossings[0], { hexside: 'tidalRiver', ferry: true }] }, units)[0]?.agrees).toBe(true);
    expect(wbtsDeskClaims(map, { ...draft, kind: 'storm' }, units)).toEqual([]);
  });
});
