import { describe, expect, it } from 'vitest';
import { D66_VALUES } from '../../../core/chart';
import { add, fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import { ODDS_CHART, oddsResult } from '../data/close-combat';
import { FIRE_CHARTS, fireColumn, fireResult } from '../data/fire-table';
import { MORALE_CHART, moraleResultAt } from '../data/morale';
import { STRAGGLER_HALVES, stragglersLost } from '../data/straggler';
import type { CloseCombatEffects } from '../effects';
import { asChances, chancesByKey, cwbs } from '../test-helpers';

const side = (over: Record<string, unknown> = {}, unit: Record<string, unknown> = {}) => ({ firers: [{ type: 'smallArms', fireLevel: 'B' }], strength: 'B', ...over, unit: { grade: 'C', ...unit } });
const cc = (attacker: Record<string, unknown> = side(), defender: Record<string, unknown> = side(), over: Record<string, unknown> = {}) => cwbs({ kind: 'closeCombat', attacker, defender, ...over });
const stepValues = (input: Record<string, unknown>, title: string) => analyse(input).steps.find((s) => s.title === title)?.values;

describe('close combat, in the seed’s sequence', () => {
  it('fires at close-combat range on both sides, ignoring morale results: no morale dice in the fire', () => {
    // Fire level B in close combat: 4 points, column 3-4. 3 + 3 = 6 → ½; the attacker's ½ rounds down (die 1); straggler die 1.
    const r = resolve(cc(), { physical: [3, 3, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 6] });
    expect(r.dice.map((d) => d.purpose).slice(0, 6)).toEqual([
      "attacker's fire, first die",
      "attacker's fire, second die",
      "attacker's fire, ½ loss die",
      "attacker's fire, straggler die",
      "defender's fire, first die",
      "defender's fire, second die",
    ]);
    const e = r.outcome.effects as CloseCombatEffects;
    expect(e.defender).toMatchObject({ casualties: 0, stragglers: 0 });
    expect(e.attacker).toMatchObject({ casualties: 0 });
  });

  it('the attacker checks with −6: a retreat ends the combat, the defender does not check', () => {
    // Fire 1 + 1 on both sides: no effect. Grade C, −6: row 12; 66 → Routed, Back 2, Straggle 3.
    const r = resolve(cc(), { physical: [1, 1, 1, 1, 6, 6] });
    expect(r.outcome.effects).toMatchObject({ winner: 'defender', decidedBy: 'attackerMorale', odds: null, attacker: { retreatHexes: 2, morale: { row: 12, result: 'routedBack2' } }, defender: { morale: null } });
    expect(r.dice).toHaveLength(6);
  });

  it('the defender checks with −4: a retreat ends it, and the defender checks again without the −4', () => {
    // Attacker 11 on row 12: No Effect. Defender grade C, −4: row 10; 64 → Routed, Back 2; again on row 6: 11 → Blood Lust.
    const r = resolve(cc(), { physical: [1, 1, 1, 1, 1, 1, 6, 4, 1, 1] });
    expect(r.outcome.effects).toMatchObject({ winner: 'attacker', decidedBy: 'defenderMorale', defender: { retreatHexes: 2, morale: { row: 10 }, additionalMorale: { row: 6, result: 'bloodLust' } } });
  });

  it('then the odds: the loser retreats, 1 hex for the attacker, 2 for the defender, who checks again', () => {
    // B against B: 2 to 2, column 1-1. Die 6: A.
    const won = resolve(cc(), { physical: [1, 1, 1, 1, 1, 1, 1, 1, 6, 2, 2] });
    expect(won.outcome.effects).toMatchObject({ winner: 'attacker', decidedBy: 'odds', odds: { column: '1-1', die: 6, result: 'A' }, defender: { retreatHexes: 2, additionalMorale: { roll: 22 } }, attacker: { retreatHexes: 0 } });
    // Die 5 at 1-1: ½A, second die 3: the defender wins.
    const lost = resolve(cc(), { physical: [1, 1, 1, 1, 1, 1, 1, 1, 5, 3] });
    expect(lost.outcome.effects).toMatchObject({ winner: 'defender', odds: { result: '½A', secondDie: 3 }, attacker: { retreatHexes: 1 }, defender: { retreatHexes: 0, additionalMorale: null } });
  });

  it('a unit allowed to ignore a "*" retreat holds, unless told otherwise', () => {
    // Defender in a trench: grade C, +3 −4, row 7; 55 → Shaken, Back 1*.
    const dice = [1, 1, 1, 1, 1, 1, 5, 5, 1];
    expect(resolve(cc(side(), side({}, { sunkenRoad: true })), { physical: dice }).outcome.effects).toMatchObject({ decidedBy: 'odds', defender: { morale: { result: 'shakenBack1', mayIgnoreRetreat: true } } });
    expect(resolve(cc(side(), side({ holdWhenAllowed: false }, { sunkenRoad: true })), { physical: [...dice, 1] }).outcome.effects).toMatchObject({ decidedBy: 'defenderMorale' });
  });
});

describe('odds points', () => {
  it('an AB stacked with artillery is worth 6; nothing over AA counts; the defender doubles in a trench', () => {
    expect(stepValues(cc(side({ strength: 'AB', artillery: 1 })), "Attacker's points for the odds table")).toEqual({ points: 6 });
    expect(stepValues(cc(side({ strength: 'AA', artillery: 2 })), "Attacker's points for the odds table")).toEqual({ points: 6 });
    expect(stepValues(cc(side(), side({ strength: 'A' }, { sunkenRoad: true })), "Defender's points for the odds table")).toEqual({ points: 8 });
    expect(stepValues(cc(side({ strength: 'C' }), side({ strength: 'A' })), 'Odds')).toEqual({ column: '1-2 or less' });
    expect(stepValues(cc(side({ strength: 'AA' }), side({ strength: 'C' })), 'Odds')).toEqual({ column: '4-1 or more' });
  });

  it("shifts the defender's fire 3 left when attacked from a flank", () => {
    const a = analyse(cc(side(), side({}, { flank: true })));
    expect(a.steps.filter((s) => s.title === "Defender's fire: Column shift").map((s) => s.values?.['shift'])).toEqual([-3]);
    expect(a.steps.filter((s) => s.title === "Attacker's fire: Column shift").map((s) => s.values?.['shift'])).toEqual([2]);
  });
});

describe('exact chances of the close combat', () => {
  it("give each side's casualties and stragglers from its fire, walked die by die", () => {
    // The attacker's A level at close combat: 8 points, column 7-8; the defender's grade C row of the straggler table, no modifier.
    const input = cc(side({ firers: [{ type: 'smallArms', fireLevel: 'A' }] }), side());
    const column = fireColumn(FIRE_CHARTS.seed, 8).index;
    const casualties = new Map<number, number>();
    let stragglers = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let rounding = 1; rounding <= 6; rounding++)
          for (let die = 1; die <= 6; die++) {
            const r = fireResult(FIRE_CHARTS.seed, a + b, column);
            const loss = r.kind === 'loss' ? r.points : 0;
            const lost = rounding >= 4 ? Math.ceil(loss) : Math.floor(loss);
            casualties.set(lost, (casualties.get(lost) ?? 0) + 1);
            const half = loss >= 1.5 ? 'large' : loss >= 0.5 ? 'small' : undefined;
            if (half && stragglersLost(STRAGGLER_HALVES[half], die, 'C').lost > 0) stragglers++;
          }
    const highlights = analyse(input).highlights;
    for (const [n, ways] of casualties) expect(highlights.find((h) => h.label === `Defender: ${n === 1 ? '1 casualty' : `${n} casualties`}`)?.probability).toEqual(fraction(ways, 6 ** 4));
    expect(highlights.find((h) => h.label === 'Defender: any stragglers')?.probability).toEqual(fraction(stragglers, 6 ** 4));
  });

  it('equal a walk of every morale and odds die by hand', () => {
    // Attacker grade B −6 (row 10); defender grade C in a trench, +3 −4 (row 7), again without the −4 (row 3); A against B doubled: 4 to 4, column 1-1.
    const input = cc(side({ strength: 'A' }, { grade: 'B' }), side({}, { sunkenRoad: true }));
    const rows = { attacker: 9, defender: 6, additional: 2 };
    const column = 1;
    const total = 36 ** 4 * 36;
    const counts = new Map<string, number>();
    const put = (key: string, weight: number) => counts.set(key, (counts.get(key) ?? 0) + weight);
    const retreats = (key: string, row: number) => key !== 'bloodLust' && key !== 'noEffect' && key !== 'shaken' && !(row === rows.defender && (key === 'shakenBack1' || key === 'disorganizedBack1'));
    for (const a of D66_VALUES) {
      const ra = moraleResultAt(MORALE_CHART, rows.attacker, a).key;
      if (retreats(ra, rows.attacker)) {
        put(`${ra}|-|-|defender|-`, total / 36);
        continue;
      }
      for (const d of D66_VALUES) {
        const rd = moraleResultAt(MORALE_CHART, rows.defender, d).key;
        if (retreats(rd, rows.defender)) {
          for (const x of D66_VALUES) put(`${ra}|${rd}|-|attacker|${moraleResultAt(MORALE_CHART, rows.additional, x).key}`, total / 36 ** 3);
          continue;
        }
        for (let die = 1; die <= 6; die++) {
          const cell = oddsResult(ODDS_CHART, die, column);
          const seconds = cell === 'halfA' ? [1, 2, 3, 4, 5, 6] : [0];
          for (const second of seconds) {
            const weight = total / 36 ** 2 / 6 / seconds.length;
            const letter = cell === 'halfA' ? '½A' : cell;
            const attackerWins = cell === 'A' || (cell === 'halfA' && second >= 4);
            if (!attackerWins) put(`${ra}|${rd}|${letter}|defender|-`, weight);
            else for (const x of D66_VALUES) put(`${ra}|${rd}|${letter}|attacker|${moraleResultAt(MORALE_CHART, rows.additional, x).key}`, weight / 36);
          }
        }
      }
    }
    const a = analyse(input);
    expect(chancesByKey(a)).toEqual(asChances(counts, total));
    expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));
  });
});
