import { describe, expect, it } from 'vitest';
import type { CombatRecord } from '../store/records';
import { type LuckLine, campaignLuck } from './luck';
import { inLogOrder, sessionsOf, turnsOf } from './scope';
import { FIXED_LOG } from './test-log';

const figures = (l: LuckLine | undefined) => l && { kind: l.kind, rolls: l.rolls, worse: l.worse, expected: l.expected, atLeastAsBad: l.atLeastAsBad };
// Shuffled: the log is read in the order it was written, whatever order it comes in.
const LOG = [...FIXED_LOG].reverse();
const START = Date.UTC(1864, 4, 5, 8);
/** The chance of doing at least this badly is enumerated in doubles (tail.ts): equal to the hand count to 12 places. */
const near = (x: number): unknown => expect.closeTo(x, 12);

describe('campaign luck on the fixed log (test-log.ts)', () => {
  it('names the sessions by their start, and the turns the log keeps', () => {
    const log = inLogOrder(LOG);
    expect(sessionsOf(log).map((s) => [s.start, s.entries.map((p) => p.n)])).toEqual([
      [START, [1, 2, 3, 4]],
      [START + 10 * 3_600_000, [5, 6, 7, 8, 9]],
    ]);
    // With a 12 h gap the whole log is one sitting.
    expect(sessionsOf(log, 12)).toHaveLength(1);
    expect(turnsOf(LOG)).toEqual([1, 2]);
  });

  it('counts each side over the whole campaign as by hand', () => {
    const luck = campaignLuck(LOG, { kind: 'campaign' });
    // Entries 1–8 rolled dice; 4 (a morale check) and 7 (mixed attackers) are not ranked.
    expect(luck.rolls).toBe(8);
    expect(luck.notRanked).toBe(2);
    const [union, confederate] = luck.sides;
    expect(luck.sides.map((s) => s.side)).toEqual(['union', 'confederate']);
    // Union: 1, 2, 3, 5, 6, 8; worse in 1, 2, 3, 6. Expected 1/3 + 1/3 + 1/6 + 1/3 + 5/12 + 1/3 = 23/12.
    // At least 4: the four 1/3 rolls give k with chance C(4, k)·2^(4−k)/81 (16, 32, 24, 8, 1 /81); the 1/6
    // and 5/12 give 0, 1, 2 with 35, 32, 5 /72. P = 1/81 + 8/81·37/72 + 24/81·5/72 = 488/5832 = 61/729.
    expect(figures(union?.all)).toEqual({ kind: undefined, rolls: 6, worse: 4, expected: 23 / 12, atLeastAsBad: near(61 / 729) });
    // Union infantry: 1, 2, 5, 6; worse 3; 1/3·3 + 5/12 = 17/12. At least 3: 1/27 + 6/27·5/12 = 7/54.
    // Union cavalry: 3, 8; worse 1; 1/6 + 1/3 = 1/2. At least 1: 1 − 5/6·2/3 = 4/9.
    expect(union?.kinds.map(figures)).toEqual([
      { kind: 'Infantry combat', rolls: 4, worse: 3, expected: 17 / 12, atLeastAsBad: near(7 / 54) },
      { kind: 'Cavalry combat', rolls: 2, worse: 1, expected: 1 / 2, atLeastAsBad: near(4 / 9) },
    ]);
    // Confederate: 1, 2, 3, 5, 8; worse in 5 only. Expected 1/3 + 5/12 + 0 + 1/3 + 1/3 = 17/12.
    // At least 1: 1 − 2/3·7/12·1·2/3·2/3 = 1 − 14/81 = 67/81.
    expect(figures(confederate?.all)).toEqual({ kind: undefined, rolls: 5, worse: 1, expected: 17 / 12, atLeastAsBad: near(67 / 81) });
    // Infantry: 1, 2, 5: 13/12, at least 1: 1 − 2/3·7/12·2/3 = 20/27. Cavalry: 3 (never worse), 8: none worse, chance 1.
    expect(confederate?.kinds.map(figures)).toEqual([
      { kind: 'Infantry combat', rolls: 3, worse: 1, expected: 13 / 12, atLeastAsBad: near(20 / 27) },
      { kind: 'Cavalry combat', rolls: 2, worse: 0, expected: 1 / 3, atLeastAsBad: near(1) },
    ]);
    // Every die is the generator's, as rolled: one each in entries 1–8.
    expect(luck.fairness).toMatchObject({ dice: 8, mismatches: [] });
  });

  it('counts a session and a turn as by hand', () => {
    const first = campaignLuck(LOG, { kind: 'session', start: START });
    // Union 1, 2, 3: all worse, at least 3 = 1/3·1/3·1/6 = 1/54. Confederate: none worse of 1/3 + 5/12 + 0.
    expect(first.sides.map((s) => figures(s.all))).toEqual([
      { kind: undefined, rolls: 3, worse: 3, expected: 5 / 6, atLeastAsBad: near(1 / 54) },
      { kind: undefined, rolls: 3, worse: 0, expected: 3 / 4, atLeastAsBad: near(1) },
    ]);
    expect([first.rolls, first.notRanked, first.fairness.dice]).toEqual([4, 1, 4]);
    const second = campaignLuck(LOG, { kind: 'turn', turn: 2 });
    // Union 5 (par), 6 (worse): 1/3 + 5/12 = 3/4, at least 1: 1 − 2/3·7/12 = 11/18. Confederate 5 (worse): 1/3.
    expect(second.sides.map((s) => [s.side, figures(s.all)])).toEqual([
      ['union', { kind: undefined, rolls: 2, worse: 1, expected: 3 / 4, atLeastAsBad: near(11 / 18) }],
      ['confederate', { kind: undefined, rolls: 1, worse: 1, expected: 1 / 3, atLeastAsBad: near(1 / 3) }],
    ]);
    expect([second.rolls, second.notRanked]).toEqual([3, 1]);
    expect(campaignLuck(LOG, { kind: 'turn', turn: 7 })).toMatchObject({ rolls: 0, notRanked: 0, sides: [] });
  });

  it('counts standings that do not add up, or point past their groups, as not ranked rather than guess', () => {
    const [first] = FIXED_LOG as [CombatRecord];
    const bad: CombatRecord[] = [
      { ...first, standings: { chances: [{ num: 1, den: 3 }, { num: 1, den: 3 }], at: 0 } },
      { ...first, standings: { chances: [{ num: 1, den: 2 }, { num: 1, den: 2 }], at: 2 } },
      { ...first, standings: { chances: [{ num: 1, den: 1 }], at: 0 } },
      { ...first, standings: { chances: [{ num: 1, den: 0 }, { num: 1, den: 2 }], at: 0 } },
    ].map((e, i) => ({ ...e, id: i + 1 }));
    expect(campaignLuck(bad, { kind: 'campaign' })).toMatchObject({ rolls: 4, notRanked: 4, sides: [] });
  });

  it('finds a generator die changed after it was rolled, naming its entry', () => {
    const tampered = FIXED_LOG.map((e) => (e.id === 5 ? { ...e, dice: e.dice.map((d) => ({ ...d, face: d.face === 6 ? 1 : d.face + 1 })) } : e));
    const { mismatches } = campaignLuck(tampered, { kind: 'campaign' }).fairness;
    expect(mismatches.map((m) => m.entry)).toEqual([5]);
  });
});
