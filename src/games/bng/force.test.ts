import { describe, expect, it } from 'vitest';
import { type ForceEngine, searchSmallestForce } from '../../desk/force';
import type { PlannedAttack } from '../../desk/plan';
import { engineApi } from '../../engine/api';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import { compareExact, exact } from '../../plan/exact';
import { forcesOf } from '../../plan/force';
import { planApi } from '../../plan/plan-api';
import { TAKE_THE_HEX } from '../../plan/success';
import type { UnitRecord } from '../../store/records';
import { EMPTY_BNG_DRAFT, type BngDraft } from './draft';
import { BNG_DESK } from './rules';

const engine: ForceEngine = { successMany: async (inputs, success, shared) => planApi.successMany(inputs, success, shared) };

describe('the smallest Blue & Grey force for a chance', () => {
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
});
