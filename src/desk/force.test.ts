import { describe, expect, it } from 'vitest';
import { engineApi } from '../engine/api';
import { planApi } from '../plan/plan-api';
import { EMPTY_DRAFT, type WildernessDraft } from '../games/wilderness/draft';
import { WILDERNESS_DESK } from '../games/wilderness/rules';
import { compareExact, exact } from '../plan/exact';
import { forcesOf } from '../plan/force';
import { TAKE_THE_HEX, chancesOf } from '../plan/success';
import { SPI_1975_CRT } from '../engine/games/bng/starting-charts';
import { EMPTY_BNG_DRAFT, type BngDraft } from '../games/bng/draft';
import { BNG_DESK } from '../games/bng/rules';
import type { UnitRecord } from '../store/records';
import { withCharts } from './charts';
import type { WbtsDraft } from '../games/wbts/draft';
import { rules as wbtsRules } from '../games/wbts/index';
import { WBTS_DESK } from '../games/wbts/rules';
import { type ForceEngine, searchSmallestForce } from './force';
import type { PlannedAttack } from './plan';

const unit = (id: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: {} });
const roster = [unit('II', 'union', 14), unit('V', 'union', 12), unit('VI', 'union', 11), unit('IX', 'union', 9), unit('XVIII', 'union', 6), unit('Cav', 'union', 2), unit('Heth', 'confederate', 5)];
const units = new Map(roster.map((u) => [u.id, u]));
const calls: number[] = [];
const engine: ForceEngine = {
  successMany: async (inputs, success, shared) => {
    calls.push((JSON.parse(inputs) as unknown[]).length);
    return planApi.successMany(inputs, success, shared);
  },
};
const attack: PlannedAttack<WildernessDraft> = { id: 'a', draft: { ...EMPTY_DRAFT, attackers: ['II', 'V', 'VI', 'IX', 'XVIII', 'Cav'], defenders: ['Heth'] }, success: { defenderLossAtLeast: 2 } };

/** Every force's chance, straight from the engine: what the search must agree with. */
function chanceOf(ids: readonly string[], success = attack.success) {
  const answer = engineApi.figures(WILDERNESS_DESK.describe({ ...attack.draft, attackers: ids }, units));
  return answer.ok ? chancesOf(answer.value, success).success : undefined;
}

describe('the smallest force for a chance', () => {
  it('finds the least strength that reaches the chance, as every force weighed by the engine shows', async () => {
    const p = exact(2, 3);
    const found = await searchSmallestForce(attack, p, units, WILDERNESS_DESK, engine);
    if (!found) throw new Error('nothing found');
    expect(found.reaches).toBe(true);
    expect(chanceOf(found.force.ids)).toEqual(found.chance);
    expect(compareExact(found.chance, p)).toBeGreaterThanOrEqual(0);
    for (const f of forcesOf(attack.draft.attackers.map((id) => ({ id, strength: units.get(id)?.strength ?? 0 })))) {
      if (f.strength >= found.force.strength) break;
      const c = chanceOf(f.ids);
      expect(c === undefined || compareExact(c, p) < 0, f.ids.join('+')).toBe(true);
    }
  });

  it('gives the best reachable force when none reaches the chance, after weighing all 63 forces', async () => {
    calls.length = 0;
    const hard = { defenderLossAtLeast: 5, attackerLossAtMost: 0 };
    const found = await searchSmallestForce({ ...attack, success: hard }, exact(99, 100), units, WILDERNESS_DESK, engine);
    expect(found?.reaches).toBe(false);
    expect(found?.weighed).toBe(63);
    expect(calls).toEqual([63]);
    const all = forcesOf(attack.draft.attackers.map((id) => ({ id, strength: units.get(id)?.strength ?? 0 }))).flatMap((f) => chanceOf(f.ids, hard) ?? []);
    const bestChance = all.reduce((a, b) => (compareExact(b, a) > 0 ? b : a));
    expect(found?.chance).toEqual(bestChance);
  });

  it('finds the smallest Blue & Grey force for 80 % of a retreat or elimination, checked against the engine’s own resolves die by die', async () => {
    const brigade = (id: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side: 'union', type: 'infantry', strength, state: { morale: 'good' } });
    const bngUnits = new Map([brigade('1st', 4), brigade('2nd', 3), brigade('3rd', 6), brigade('4th', 2), brigade('5th', 5), { ...brigade('Rebels', 6), side: 'confederate' }].map((u) => [u.id, u]));
    // The player's own chart: here the 1975 SPI table, as a player who has checked it would enter it.
    const charts = { crt: { name: 'My sheet', entered: '2026-11-25', rows: SPI_1975_CRT.rows, columns: SPI_1975_CRT.columns, cells: SPI_1975_CRT.cells } };
    const describe = (draft: BngDraft) => ({ ...BNG_DESK.describe(draft, bngUnits), charts });
    const plan: PlannedAttack<BngDraft> = { id: 'b', draft: { ...EMPTY_BNG_DRAFT, attackers: ['1st', '2nd', '3rd', '4th', '5th'], defenders: ['Rebels'] }, success: TAKE_THE_HEX };
    const found = await searchSmallestForce(plan, exact(4, 5), bngUnits, BNG_DESK, engine, describe);
    if (!found?.reaches) throw new Error('no force reaches 80 %');
    // Its chance, counted from the engine's resolves with each die typed in: the defenders leave on Dr, De or Ex.
    const byDice = (ids: readonly string[]) => {
      let cleared = 0;
      for (let die = 1; die <= 6; die++) {
        const r = engineApi.resolve(describe({ ...plan.draft, attackers: ids }), { physical: [die, 1, 1, 1, 1, 1, 1] });
        if (!r.ok && !('missingDie' in r)) return undefined;
        if (r.ok && ['Dr', 'De'].some((code) => r.value.outcome.label.includes(`(${code})`))) cleared++;
      }
      return exact(cleared, 6);
    };
    expect(byDice(found.force.ids)).toEqual(found.chance);
    for (const f of forcesOf(plan.draft.attackers.map((id) => ({ id, strength: bngUnits.get(id)?.strength ?? 0 })))) {
      if (f.strength >= found.force.strength) break;
      const c = byDice(f.ids);
      expect(c === undefined || compareExact(c, exact(4, 5)) < 0, f.ids.join('+')).toBe(true);
    }
  });

  it('takes a War Between the States leader along in every force: he commits no strength points', async () => {
    const desk = wbtsRules.desk;
    if (!desk) throw new Error('the War Between the States plug-in has a desk');
    const wbtsUnits = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
    const asked: unknown[] = [];
    const counting: ForceEngine = {
      successMany: async (inputs, success, shared) => {
        asked.push(...(JSON.parse(inputs) as Record<string, unknown>[]).map((d) => ({ ...d, ...shared })));
        return planApi.successMany(inputs, success, shared);
      },
    };
    const describe = (draft: WbtsDraft) => withCharts(WBTS_DESK.describe({ ...draft, stage: 'chits' }, wbtsUnits), desk.example.charts ?? {});
    const plan: PlannedAttack<WbtsDraft> = { id: 'w', draft: desk.example.draft, success: TAKE_THE_HEX };
    const found = await searchSmallestForce(plan, exact(1), wbtsUnits, WBTS_DESK, counting, describe);
    // Three troops, so seven forces, each with both leaders; none is sure of the hex.
    expect(found?.weighed).toBe(7);
    expect(found?.reaches).toBe(false);
    expect(found?.force.ids.slice(0, 2)).toEqual(['lee', 'johnston']);
    expect(asked.every((input) => JSON.stringify(input).includes('"leaders":[{"name":"Lee"'))).toBe(true);
  });
});
