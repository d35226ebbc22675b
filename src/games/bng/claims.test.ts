import { describe, expect, it } from 'vitest';
import { counterOf, placeUnit, takeAllClaims } from '../../desk/map-links';
import { hex } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { paintTerrain, toggleHexsideFeature, toggleMarker } from '../../map/edit';
import { type MapState, defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { withCharts } from '../../desk/charts';
import { engineApi } from '../../engine/api';
import { QUAD_CRT } from '../../engine/games/bng/test-helpers';
import { bngDeskClaims } from './claims';
import { type BngDraft, EMPTY_BNG_DRAFT, toBngDescription } from './draft';

const unit = (id: string, type: string, side: string): UnitRecord => ({ id, gameId: 'g', name: id, side, type, strength: 4, state: {} });
const units = new Map([unit('wis', 'infantry', 'union'), unit('rick', 'artillery', 'union'), unit('ala', 'infantry', 'confederate')].map((u) => [u.id, u]));
const draft: BngDraft = { ...EMPTY_BNG_DRAFT, attackers: ['wis', 'rick'], defenders: ['ala'] };
const get = (id: string) => units.get(id) as UnitRecord;

/** Alabama at 0,0, Wisconsin beside it at 1,0, Ricketts' battery three hexes off at 3,0. */
function setUp(): MapState {
  let map = placeUnit(defaultMap(), get('ala'), 'defender', draft);
  map = placeUnit(map, get('wis'), 'attacker', draft);
  map = placeUnit(map, get('rick'), 'attacker', draft);
  const at: Record<string, string> = { ala: '0,0', wis: '1,0', rick: '3,0' };
  return { ...map, counters: map.counters.map((c) => ({ ...c, hex: at[c.unitId ?? ''] ?? c.hex })) };
}

describe('what the map says about a Blue & Grey combat', () => {
  it('says nothing until a defender is on the map', () => {
    expect(bngDeskClaims(defaultMap(), draft, units)).toEqual([]);
  });

  it("claims each attacker's range to the nearest defender, the battery's line of sight, and the zones of control", () => {
    const claims = bngDeskClaims(setUp(), draft, units);
    expect(claims.map((c) => [c.text, c.agrees])).toEqual([
      ['wis attacks from an adjacent hex', true],
      ['wis in an enemy zone of control', true],
      ['rick attacks at 3 hexes', false],
      ['rick has a line of sight', true],
      ['rick not in an enemy zone of control', false],
    ]);
    expect(claims[2]?.reason).toMatch(/is 3 hexes from .*the nearest defender/);
    expect(claims[2]?.source).toMatch(/9\.22/);
  });

  it('claims sight blocked by woods, a stream crossed and breastworks from an entrenched marker, each taken with its patch', () => {
    let map = setUp();
    map = paintTerrain(map, hex(2, 0), 'woods');
    map = toggleHexsideFeature(map, hexsideBetween(hex(1, 0), hex(0, 0)), 'stream');
    map = toggleMarker(map, counterOf(map, 'ala')?.id ?? '', 'entrenched');
    const differing = bngDeskClaims(map, { ...draft, zoc: { wis: true, rick: false } }, units).filter((c) => !c.agrees);
    expect(differing.map((c) => [c.text, c.patch])).toEqual([
      ['wis attacks across a stream', { halving: { wis: 'waterObstacle' }, leftShifts: { wis: [{ cause: 'stream hexside', columns: 1 }] } }],
      ['rick attacks at 3 hexes', { ranges: { rick: 3 } }],
      ['rick has no line of sight', { sight: { rick: false } }],
      ['Defenders behind breastworks', { fieldworks: 'breastworks' }],
    ]);
    const taken = takeAllClaims(draft, (d) => bngDeskClaims(map, d, units));
    expect(taken).toMatchObject({ ranges: { rick: 3 }, sight: { rick: false }, fieldworks: 'breastworks', halving: { wis: 'waterObstacle' } });
    expect(bngDeskClaims(map, taken, units).every((c) => c.agrees)).toBe(true);
  });

  it('at night, names a unit of the attacking side next to a defender but not in the attack, and adds it when taken (11.21)', () => {
    const more = new Map(units).set('iron', unit('iron', 'infantry', 'union')).set('far', unit('far', 'infantry', 'union'));
    let map = setUp();
    map = placeUnit(map, more.get('iron') as UnitRecord, 'attacker', draft);
    map = placeUnit(map, more.get('far') as UnitRecord, 'attacker', draft);
    map = { ...map, counters: map.counters.map((c) => (c.unitId === 'iron' ? { ...c, hex: '0,1' } : c.unitId === 'far' ? { ...c, hex: '5,0' } : c)) };
    const night = { ...draft, night: true };
    const claims = bngDeskClaims(map, night, more).filter((c) => c.source.includes('11.21'));
    expect(claims.map((c) => [c.text, c.agrees])).toEqual([["iron is in the defenders' zone of control at night", false]]);
    expect(claims[0]?.patch).toEqual({ attackers: ['wis', 'rick', 'iron'] });
    expect(bngDeskClaims(map, draft, more).some((c) => c.source.includes('11.21'))).toBe(false);
  });

  it('says whether a defending battery is with or next to friendly infantry or cavalry on the map, whoever is picked (9.53)', () => {
    const more = new Map(units).set('guns', unit('guns', 'artillery', 'confederate')).set('tex', unit('tex', 'infantry', 'confederate'));
    const withGuns = { ...draft, defenders: ['guns'] };
    let map = placeUnit(setUp(), more.get('guns') as UnitRecord, 'defender', withGuns);
    map = { ...map, counters: map.counters.map((c) => (c.unitId === 'guns' ? { ...c, hex: '-1,0' } : c)) };
    // Alabama (infantry, not picked) stands next to the battery at 0,0.
    const support = (m: MapState, d: BngDraft) => bngDeskClaims(m, d, more).filter((c) => c.source.includes('9.53'));
    expect(support(map, withGuns).map((c) => [c.text, c.agrees, c.patch])).toEqual([['guns is with or next to friendly infantry or cavalry', false, { supported: { guns: true } }]]);
    const far = { ...map, counters: map.counters.map((c) => (c.unitId === 'ala' ? { ...c, hex: '5,5' } : c)) };
    expect(support(far, withGuns).map((c) => [c.text, c.agrees])).toEqual([['guns is not with or next to friendly infantry or cavalry', true]]);
  });

  it('says how many hexes the defenders stand in, and the artillery bombarding alone is then refused (9.13)', () => {
    const more = new Map(units).set('tex', unit('tex', 'infantry', 'confederate'));
    const two: BngDraft = { ...draft, defenders: ['ala', 'tex'] };
    let map = placeUnit(setUp(), more.get('tex') as UnitRecord, 'defender', two);
    map = { ...map, counters: map.counters.map((c) => (c.unitId === 'tex' ? { ...c, hex: '0,1' } : c)) };
    const hexes = (d: BngDraft) => bngDeskClaims(map, d, more).filter((c) => c.source.includes('9.13'));
    expect(hexes(two).map((c) => [c.text, c.agrees, c.patch])).toEqual([['The defenders are in 2 hexes', false, { defenderHexes: { ala: 1, tex: 2 } }]]);
    const taken = takeAllClaims(two, (d) => bngDeskClaims(map, d, more));
    expect(hexes(taken)[0]?.agrees).toBe(true);
    const description = toBngDescription({ ...taken, attackers: ['rick'], ranges: { rick: 3 } }, more);
    expect(description.kind === 'combat' && description.defenders?.map((d) => d.hex)).toEqual(['hex 1', 'hex 2']);
    const refused = engineApi.analyse(withCharts(description, { crt: QUAD_CRT }));
    expect(refused.ok ? [] : refused.errors).toEqual([{ code: 'refused', path: 'defenders', message: expect.stringContaining('(9.13)') as string }]);
    expect(toBngDescription(two, more)).toMatchObject({ defenders: [{ name: 'ala' }, { name: 'tex' }] });
    const one = toBngDescription(two, more);
    expect(one.kind === 'combat' && one.defenders?.map((d) => d.hex)).toEqual([undefined, undefined]);
  });

  it('reads breastworks and trench hexsides drawn round a defending hex: who attacks through them, and which fieldworks (10.38, 10.39)', () => {
    const more = new Map(units).set('iron', unit('iron', 'infantry', 'union'));
    const three: BngDraft = { ...draft, attackers: ['wis', 'rick', 'iron'] };
    let map = placeUnit(setUp(), more.get('iron') as UnitRecord, 'attacker', three);
    // Wisconsin at 1,0 through a side the breastworks face; the Iron regiment at 0,1 through one they do not.
    map = { ...map, counters: map.counters.map((c) => (c.unitId === 'iron' ? { ...c, hex: '0,1' } : c)) };
    map = toggleHexsideFeature(map, hexsideBetween(hex(1, 0), hex(0, 0)), 'breastworks');
    map = toggleHexsideFeature(map, hexsideBetween(hex(1, -1), hex(0, 0)), 'breastworks');
    const fieldworks = (d: BngDraft, m = map) => bngDeskClaims(m, d, more).filter((c) => /10\.3[89]/.test(c.source));
    expect(fieldworks(three).map((c) => [c.text, c.agrees, c.patch])).toEqual([
      ['wis attacks through the breastworks', false, { throughFieldworks: ['wis'] }],
      ['iron attacks around the breastworks, through a side they do not face', true, { throughFieldworks: [] }],
      ['Defenders behind breastworks', false, { fieldworks: 'breastworks' }],
    ]);
    // Taken, the combat is set as the map has it.
    const taken = takeAllClaims(three, (d) => bngDeskClaims(map, d, more));
    expect(taken).toMatchObject({ fieldworks: 'breastworks', throughFieldworks: ['wis'] });
    expect(fieldworks(taken).every((c) => c.agrees)).toBe(true);

    // A trench side makes them trenches; no fieldwork sides at all, and the map says nothing of them.
    const trench = toggleHexsideFeature(map, hexsideBetween(hex(0, 1), hex(0, 0)), 'trench');
    expect(fieldworks(taken, trench).map((c) => [c.text, c.agrees])).toEqual([
      ['wis attacks through the trench', true],
      ['iron attacks through the trench', false],
      ['Defenders in trenches', false],
    ]);
    expect(fieldworks(three, setUp())).toEqual([]);
  });
});
