import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hex, hexKey, parseHexKey } from '../../hex/hex';
import { Board } from './board';
import { type RetreatQuery, rankRetreat } from './retreat';
import { type BoardInput, boardSchema } from './schema/board';

const board = (input: unknown): Board => new Board(v.parse(boardSchema, input) as BoardInput, 'board');
const union = (id: string, at: string, extra: Record<string, unknown> = {}) => ({ id, hex: at, side: 'union', combatValue: 6, ...extra });
const reb = (id: string, at: string, extra: Record<string, unknown> = {}) => ({ id, hex: at, side: 'confederate', combatValue: 6, ...extra });

function rank(b: Board, over: Partial<RetreatQuery> = {}) {
  return rankRetreat({ board: b, side: 'confederate', retreat: 'retreat', from: hex(0, 0), hexNumber: 1, activeEnemy: hex(0, -1), overrideUsed: false, excluded: [], ...over });
}

const table = (r: ReturnType<typeof rank>): Record<string, [number, number]> =>
  Object.fromEntries(r.candidates.map((c) => [hexKey(c.hex), [c.priority, c.manpowerLoss]]));

describe('Retreat Chart 1', () => {
  // The retreating unit at 0,0, the active enemy unit at N (0,-1). More distant: SE, S, SW.
  // NE and NW are in the enemy's ZOC and no further away. A road leads S.
  const b = board({ units: [reb('Retreating', '0,0'), union('Active', '0,-1')], hexsides: [{ between: ['0,0', '0,1'], features: ['road'] }] });

  it('is used for the first hex of a normal retreat, and when leaving an enemy ZOC', () => {
    const r = rank(b);
    expect(r.chart).toBe(1);
    expect(r.chartReason).toMatch(/enemy ZOC/);
  });

  it('ranks road-following, more distant, unZOCed hexes first and the enemy-occupied hex last', () => {
    const r = rank(b);
    expect(table(r)).toEqual({
      '0,1': [1, 0],
      '1,0': [2, 0],
      '-1,1': [2, 0],
      '1,-1': [4, 2],
      '-1,0': [4, 2],
      '0,-1': [5, 3],
    });
    expect(r.required.map((c) => hexKey(c.hex))).toEqual(['0,1']);
    expect(r.candidates.map((c) => c.priority)).toEqual([1, 2, 2, 4, 4, 5]);
  });

  it('uses the left slash number along a road, or (•) into a friendly-occupied hex', () => {
    const withFriend = board({
      units: [reb('Retreating', '0,0'), union('Active', '0,-1'), reb('Friend', '1,-1')],
      hexsides: [{ between: ['0,0', '-1,0'], features: ['trail'] }],
    });
    const t = table(rank(withFriend));
    expect(t['1,-1']).toEqual([4, 1]);
    expect(t['-1,0']).toEqual([4, 1]);
  });

  it('† counts only the road: a friendly-occupied hex that is no further away still costs 1', () => {
    // The enemy's ZOC is restricted to the retreating unit's hex, so NE and NW are Priority 3.
    const b3 = board({ units: [reb('Retreating', '0,0'), union('Active', '0,-1', { zoc: ['0,0'] }), reb('Friend', '1,-1')], hexsides: [{ between: ['0,0', '-1,0'], features: ['pike'] }] });
    const t = table(rank(b3));
    expect(t['1,-1']).toEqual([3, 1]);
    expect(t['-1,0']).toEqual([3, 0]);
  });

  it('is used for each of the first four hexes of a rout or cavalry retreat', () => {
    const away = board({ units: [reb('Retreating', '0,3'), union('Active', '0,-1')] });
    expect(rank(away, { from: hex(0, 3), retreat: 'rout', hexNumber: 4 }).chart).toBe(1);
    expect(rank(away, { from: hex(0, 3), retreat: 'cavalry', hexNumber: 4 }).chart).toBe(1);
    expect(rank(away, { from: hex(0, 3), retreat: 'rout', hexNumber: 5 }).chart).toBe(2);
    expect(() => rank(away, { from: hex(0, 3), retreat: 'retreat', hexNumber: 5 })).toThrow(/at most 4 hexes/);
  });
});

describe('Retreat Chart 2', () => {
  it('is used for the second to fourth hexes of a normal retreat when not leaving an enemy ZOC', () => {
    // The unit has reached 0,2; another enemy unit at 2,1 has a ZOC reaching 1,2 (SE of 0,2) and 1,1 (NE).
    const b = board({ units: [reb('Retreating', '0,2'), union('Active', '0,-1'), union('Other', '2,1'), reb('Friend', '1,1')] });
    const r = rank(b, { from: hex(0, 2), hexNumber: 2 });
    expect(r.chart).toBe(2);
    const t = table(r);
    expect(t['1,1']).toEqual([2, 0]); // enemy ZOC, friendly-occupied: 0/1• → 0
    expect(t['1,2']).toEqual([2, 1]); // enemy ZOC: 0/1• → 1
    expect(t['0,3']).toEqual([1, 0]);
    expect(t['0,1']).toEqual([1, 0]);
  });
});

describe('cavalry retreat and the override', () => {
  const b = board({ units: [reb('Cavalry', '0,0'), union('Active', '0,-1')] });

  it('a cavalry unit loses no Manpower in a cavalry retreat but is eliminated entering an enemy-occupied hex', () => {
    const r = rank(b, { retreat: 'cavalry' });
    expect(r.candidates.every((c) => c.manpowerLoss === 0)).toBe(true);
    expect(r.candidates.find((c) => hexKey(c.hex) === '0,-1')?.eliminates).toMatch(/eliminated/);
    expect(r.candidates.find((c) => hexKey(c.hex) === '1,-1')?.lossReason).toMatch(/no Manpower in a cavalry retreat/);
  });

  it('offers the one-time override when every required hex eliminates the unit', () => {
    // NE and NW are no further away (Priority 3, loss 1 off-road); S is off the map, SW excluded,
    // SE is in another enemy ZOC but friendly-occupied (Priority 4, loss 0).
    const trap = board({
      units: [reb('Retreating', '0,0'), union('Active', '0,-1', { zoc: ['0,0'] }), union('Other', '2,0'), reb('Friend', '1,0')],
      offMap: ['0,1'],
    });
    const q = { excluded: [parseHexKey('-1,1')], manpower: 1 };
    const r = rank(trap, q);
    expect(r.required.map((c) => [hexKey(c.hex), c.priority, c.manpowerLoss])).toEqual([['1,-1', 3, 1], ['-1,0', 3, 1]]);
    expect(r.override.available).toBe(true);
    expect(r.override.candidates.map((c) => hexKey(c.hex))).toEqual(['1,0']);
    expect(r.leftOut).toHaveLength(2);
    expect(rank(trap, { ...q, overrideUsed: true }).override).toMatchObject({ available: false, reason: expect.stringMatching(/already been used/) });
    expect(rank(trap, { ...q, manpower: 5 }).override.available).toBe(false);
  });
});
