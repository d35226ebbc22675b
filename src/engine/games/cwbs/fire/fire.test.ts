import { describe, expect, it } from 'vitest';
import { enumerate } from '../../../core/distribution';
import { add, fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import { FIRE_CHARTS, fireColumn, fireResult } from '../data/fire-table';
import { parseOrThrow } from '../../../core/validate';
import { cwbsSchema } from '../schema/index';
import { prepareFire } from './prepare';
import type { FireInput } from '../schema/index';
import { ListDice, allFaces, asChances, chancesByKey, cwbs } from '../test-helpers';
import type { FireEffects } from '../effects';

const fire = (over: Record<string, unknown> = {}, target: Record<string, unknown> = {}) =>
  cwbs({ kind: 'fire', firers: [{ type: 'smallArms', fireLevel: 'A', range: 1 }], ...over, target: { grade: 'B', ...target } });

const prepared = (input: Record<string, unknown>) => {
  const { format: _f, game: _g, ...rest } = input;
  return prepareFire(parseOrThrow(cwbsSchema, rest) as FireInput);
};
const step = (input: Record<string, unknown>, title: string) => analyse(input).steps.filter((s) => s.title === title);

describe('fire points', () => {
  it('adds small arms and artillery by range, and rounds the total down', () => {
    const a = analyse(fire({ firers: [{ type: 'smallArms', fireLevel: 'B', plusWeapons: true, range: 1 }, { type: 'smallArms', fireLevel: 'C', range: 2 }, { type: 'artillery', gunPoints: 2, range: 3 }] }));
    expect(a.steps.filter((s) => s.title === 'Fire points').map((s) => s.values?.['points'])).toEqual([3, 0.5, 1]);
    expect(a.steps.find((s) => s.title === 'Total fire points')?.values).toEqual({ total: 4.5, rounded: 4 });
    expect(a.table?.column).toBe(3);
  });

  it('halves artillery at 4 hexes or more, except on artillery and wagon targets', () => {
    const at = (type: string) => analyse(fire({ firers: [{ type: 'artillery', gunPoints: 5, range: 5 }, { type: 'artillery', gunPoints: 4, range: 7 }] }, { type, grade: type === 'artillery' ? undefined : 'B' }));
    expect(at('infantry').steps.find((s) => s.title === 'Total fire points')?.values).toEqual({ total: 0.75, rounded: 0 });
    expect(at('artillery').steps.find((s) => s.title === 'Total fire points')?.values).toEqual({ total: 1.5, rounded: 1 });
    expect(at('wagon').steps.find((s) => s.title === 'Total fire points')?.values).toEqual({ total: 1.5, rounded: 1 });
    expect(at('infantry').steps.find((s) => s.title === 'Fire points')?.detail).toBe('Firer 1: 5 gun points at 5 hexes: 1, ×½ at 4 hexes or more on an infantry target = ½');
  });

  it('takes fire points as entered', () => {
    expect(step(fire({ firers: [{ type: 'points', points: 21.5 }] }), 'Total fire points')[0]?.values).toEqual({ total: 21.5, rounded: 21 });
  });
});

describe('column shifts', () => {
  it('uses each line once, however many of its conditions hold', () => {
    const shifts = step(fire({ night: true }, { formation: 'column', flank: true, state: 'disorganized' }), 'Column shift').map((s) => s.values?.['shift']);
    expect(shifts).toEqual([-2, 2]);
  });

  it('holds the column at the chart’s edge and says so', () => {
    const a = analyse(fire({ night: true, upSlope: true, firers: [{ type: 'points', points: 2 }] }, { sunkenRoad: true }));
    expect(a.steps.find((s) => s.title === 'Column after shifts')?.detail).toBe("net −4: 2 columns left, stopped at the chart's edge (4 asked) → column less than 1");
    expect(a.table?.column).toBe(0);
    const mounted = analyse(fire({ firers: [{ type: 'points', points: 21 }] }, { type: 'cavalry', formation: 'mounted' }));
    expect(mounted.table?.column).toBe(10);
  });

  it('shifts for a Low Ammo firer once', () => {
    expect(step(fire({ firers: [{ type: 'smallArms', fireLevel: 'A', range: 1, lowAmmo: true }, { type: 'smallArms', fireLevel: 'A', range: 1, lowAmmo: true }] }), 'Column shift').map((s) => s.values?.['shift'])).toEqual([-1]);
  });
});

describe('the fire chain, worked through', () => {
  it('a ½ loss: the die rounds it, the straggler half is picked before rounding, then morale and leaders', () => {
    // 4 fire points, column 3-4; 2 + 2 = 4 → ½.
    const r = resolve(fire({}, { leaders: [{ name: 'Hood' }] }), { physical: [2, 2, 3, 3, 3, 1] });
    const e = r.outcome.effects as FireEffects;
    expect(e).toMatchObject({ fireResult: '½', casualties: 0, lossBeforeRounding: 0.5, stragglers: 0, lowAmmo: false, leaders: [] });
    expect(e.morale).toMatchObject({ result: 'noEffect', roll: 31 });
    expect(r.dice.map((d) => d.purpose)).toEqual(['fire, first die', 'fire, second die', 'fire, ½ loss die', 'fire, straggler die', 'fire, morale check, tens die', 'fire, morale check, units die']);
    // The same ½ rounded up: a casualty, so Hood checks.
    const up = resolve(fire({}, { leaders: [{ name: 'Hood' }], grade: 'E' }), { physical: [2, 2, 4, 6, 6, 6, 1, 1] });
    expect(up.outcome.effects).toMatchObject({ casualties: 1, stragglers: 2, morale: { result: 'routedBack2', straggleSteps: 3, retreatHexes: 2 }, leaders: [{ name: 'Hood', result: 'killed', roll: 2 }] });
    expect(up.outcome.label).toBe('1 casualty, 2 stragglers, morale: Routed, Back 2, Straggle 3');
  });

  it('1½ rounds to 1 or 2 and still reads the 1½-or-more half of the Straggler Table', () => {
    // 7 fire points, column 7-8; 4 + 3 = 7 → 1½.
    const input = fire({ firers: [{ type: 'points', points: 7 }] }, { grade: 'A' });
    const down = resolve(input, { physical: [4, 3, 1, 6, 1, 1] });
    expect(down.outcome.effects).toMatchObject({ fireResult: '1½', casualties: 1, stragglers: 1 });
    expect(down.outcome.steps.find((s) => s.title === 'Fire: straggler check')?.detail).toMatch(/^Straggler Table: fire loss 1½ or more, grade A: die 6: 1 strength point/);
    const up = resolve(input, { physical: [4, 3, 4, 3, 1, 1] });
    expect(up.outcome.effects).toMatchObject({ casualties: 2, stragglers: 0 });
  });

  it('an m result: a morale check moved up, no straggler check, no rounding die', () => {
    // 2 fire points, column 2; 3 + 3 = 6 → m: the morale check on row 4.
    const r = resolve(fire({ firers: [{ type: 'points', points: 2 }] }), { physical: [3, 3, 5, 5] });
    expect(r.outcome.effects).toMatchObject({ fireResult: 'm', casualties: 0, stragglers: 0, morale: { row: 4, roll: 55, result: 'shaken' } });
    // 2 + 2 = 4 → m-2: grade D starts on row 8, up 2 to row 6, where 56 is Shaken, Back 1.
    const up = resolve(fire({ firers: [{ type: 'points', points: 2 }] }, { grade: 'D' }), { physical: [2, 2, 5, 6] });
    expect(up.outcome.effects).toMatchObject({ fireResult: 'm-2', morale: { row: 6, roll: 56, result: 'shakenBack1' } });
  });

  it('a fire roll of 11 or 12 puts the firers on Low Ammo', () => {
    expect(resolve(fire({ firers: [{ type: 'points', points: 0 }] }), { physical: [5, 6, 1, 1, 1, 1] }).outcome.effects).toMatchObject({ fireResult: '½', lowAmmo: true });
    expect(analyse(fire()).highlights.find((h) => h.label === 'Firers go Low Ammo')?.probability).toEqual(fraction(3, 36));
  });

  it('the edition decides roll 3 at 3-4 fire points', () => {
    const seed = resolve(fire({ firers: [{ type: 'points', points: 3 }] }), { physical: [1, 2, 1, 1] });
    const v32 = resolve(fire({ edition: 'v3.2', firers: [{ type: 'points', points: 3 }] }), { physical: [1, 2, 1, 1] });
    expect([seed.outcome.effects, v32.outcome.effects]).toMatchObject([{ fireResult: 'm', morale: { row: 4 } }, { fireResult: 'm-1', morale: { row: 3 } }]);
    expect(seed.analysis.steps[0]?.detail).toBe("Fire Combat Table as printed in the seed's charts (an edition earlier than v3.2); in this column a roll of 3 reads m (v3.2: m-1)");
    expect(v32.analysis.steps[0]?.values).toEqual({ edition: 'v3.2' });
  });
});

describe('exact chances across the whole chain', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['column 3-4, grade B', fire()],
    ['21 or more, night, wrecked, grade E in a trench', fire({ night: true, firers: [{ type: 'points', points: 30 }] }, { grade: 'E', wrecked: 'brigade', sunkenRoad: true, withUnlimberedArtillery: true })],
    ['less than 1, v3.2, routed artillery in the flank', fire({ edition: 'v3.2', firers: [{ type: 'points', points: 0.5 }] }, { type: 'artillery', grade: undefined, state: 'routed', flank: true })],
    ['mounted cavalry, grade A, leader rated 3', fire({ firers: [{ type: 'points', points: 8 }] }, { type: 'cavalry', grade: 'A', formation: 'mounted', leaderRating: 3 })],
  ];

  it.each(cases)('%s: walking all six dice by hand gives the analysis’s chances', (_name, input) => {
    const p = prepared(input);
    const counts = new Map<string, number>();
    for (const faces of allFaces(6)) {
      const o = p.roll(new ListDice(faces));
      counts.set(o.key, (counts.get(o.key) ?? 0) + 1);
    }
    const a = analyse(input);
    expect(chancesByKey(a)).toEqual(asChances(counts, 6 ** 6));
    expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));
  });

  it.each(cases)('%s: distribution() equals the enumeration of roll', (_name, input) => {
    const p = prepared(input);
    const dist = p.distribution?.();
    const walked = enumerate((d) => p.roll(d), (o) => o.key);
    const asFractions = (d: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }) => new Map(d.outcomes.map((o) => [o.value.key, fraction(o.weight, d.total)]));
    expect(dist && asFractions(dist)).toEqual(asFractions(walked));
  });

  it('with a leader: the leader’s dice come only after a casualty, and leave the chances unchanged', () => {
    const input = fire({ firers: [{ type: 'points', points: 1 }] }, { leaders: [{ name: 'Hood' }] });
    const p = prepared(input);
    const walked = enumerate((d) => p.roll(d), (o) => o.key, 8);
    const dist = p.distribution?.();
    const asFractions = (d: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }) => new Map(d.outcomes.map((o) => [o.value.key, fraction(o.weight, d.total)]));
    expect(dist && asFractions(dist)).toEqual(asFractions(walked));
  });

  it('casualty chances match the column read by hand: each ½ splits evenly', () => {
    const input = fire({ firers: [{ type: 'points', points: 10 }] });
    const chart = FIRE_CHARTS.seed;
    const column = fireColumn(chart, 10).index;
    const ways = new Map<number, number>();
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const r = fireResult(chart, a + b, column);
        const loss = r.kind === 'loss' ? r.points : 0;
        for (const c of Number.isInteger(loss) ? [loss, loss] : [Math.floor(loss), Math.ceil(loss)]) ways.set(c, (ways.get(c) ?? 0) + 1);
      }
    }
    const highlights = analyse(input).highlights;
    for (const [n, w] of ways) expect(highlights.find((h) => h.label === `Target: ${n === 1 ? '1 casualty' : `${n} casualties`}`)?.probability).toEqual(fraction(w, 72));
  });

  it('leader losses: the chance of a casualty times 1/36 killed, 3/36 wounded', () => {
    const a = analyse(fire({}, { leaders: [{ name: 'Hood' }, { name: 'Law' }] }));
    const hit = a.highlights.filter((h) => /casualt/.test(h.label) && !h.label.includes(' 0 ')).reduce((s, h) => add(s, h.probability), fraction(0));
    expect(a.highlights.find((h) => h.label === 'Law killed')?.probability).toEqual(fraction(hit.num, hit.den * 36));
    expect(a.highlights.find((h) => h.label === 'Hood wounded')?.probability).toEqual(fraction(hit.num * 3, hit.den * 36));
  });
});
