import { describe, expect, it } from 'vitest';
import { type ForceEngine, searchSmallestForce } from '../../desk/force';
import type { PlannedAttack } from '../../desk/plan';
import { engineApi } from '../../engine/api';
import { compareExact, exact } from '../../plan/exact';
import { forcesOf } from '../../plan/force';
import { planApi } from '../../plan/plan-api';
import { chancesOf } from '../../plan/success';
import type { UnitRecord } from '../../store/records';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import { WILDERNESS_DESK } from './rules';

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

describe('the smallest Wilderness force for a chance', () => {
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
});
