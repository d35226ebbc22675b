import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import { WILDERNESS_DESK } from './rules';
import { ONE, ZERO, exact, minus, plus, times } from '../../plan/exact';
import { TAKE_THE_HEX, chancesOf } from '../../plan/success';
import type { UnitRecord } from '../../store/records';
import { planKey, suggestAllocation } from '../../desk/losses';
import { type PlanEngine, type PlannedAttack, weighPlan } from '../../desk/plan';

const unit = (id: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength, state: {} });
const units = new Map([unit('II', 'union', 14), unit('V', 'union', 12), unit('VI', 'union', 12), unit('IX', 'union', 10), unit('Heth', 'confederate', 5), unit('Field', 'confederate', 4)].map((u) => [u.id, u]));
const engine: PlanEngine = { planMany: async (requests) => engineApi.planMany(requests) };
const attack = (id: string, attackers: string[], defenders: string[]): PlannedAttack<WildernessDraft> => ({ id, draft: { ...EMPTY_DRAFT, attackers, defenders }, success: TAKE_THE_HEX });

/** An attack's exact chance on its own, from the engine's fast figures. */
function alone(a: PlannedAttack<WildernessDraft>, from = units) {
  const answer = engineApi.figures(WILDERNESS_DESK.describe(a.draft, from));
  if (!answer.ok) throw new Error('refused');
  return chancesOf(answer.value, a.success);
}

describe('a Wilderness phase plan', () => {
  it('names a unit committed to two attacks and weighs nothing', async () => {
    const plan = await weighPlan([attack('a', ['II', 'V'], ['Heth']), attack('b', ['V'], ['Field'])], units, WILDERNESS_DESK, engine);
    expect(plan.doubles).toEqual([{ unit: 'V', attacks: [0, 1] }]);
    expect(plan.chances).toBe(undefined);
  });

  it('multiplies the chances of attacks on different hexes', async () => {
    const a = attack('a', ['II', 'V'], ['Heth']);
    const b = attack('b', ['VI'], ['Field']);
    const plan = await weighPlan([a, b], units, WILDERNESS_DESK, engine);
    expect(plan.chances?.allSucceed).toEqual(times(alone(a).success, alone(b).success));
    expect(plan.chances?.attacks).toEqual([alone(a), alone(b)]);
    expect(plan.measures).toEqual(['strength points', 'strength points']);
  });

  it('weighs a second attack on the same hex from each die of the first, as the desk applies it', async () => {
    const a = attack('a', ['VI'], ['Heth']);
    const b = attack('b', ['IX'], ['Heth']);
    const plan = await weighPlan([a, b], units, WILDERNESS_DESK, engine);
    // By the dice, one face at a time: the first attack's result applied with the desk's suggested shares, then the second's six faces.
    let both = ZERO;
    let second = ZERO;
    const sixth = exact(1, 6);
    for (let d1 = 1; d1 <= 6; d1++) {
      const r1 = engineApi.resolve(WILDERNESS_DESK.describe(a.draft, units), { physical: [d1] });
      if (!r1.ok) throw new Error('first refused');
      const effects = r1.value.outcome.effects;
      if (effects['defenderEliminated'] === true) {
        // The hex is cleared: the second attack is not made and counts as taken; both succeeded.
        second = plus(second, sixth);
        both = plus(both, sixth);
        continue;
      }
      const plans = WILDERNESS_DESK.lossPlans(effects as never, a.draft, units);
      const shares = Object.fromEntries(plans.map((p) => [planKey(p), suggestAllocation(p, units)]));
      const left = new Map(units);
      for (const u of WILDERNESS_DESK.applyResult(effects as never, a.draft, shares, plans, units)) left.set(u.id, u);
      const then = alone(b, left).success;
      second = plus(second, times(sixth, then));
    }
    expect(plan.chances?.attacks[1]?.success).toEqual(second);
    expect(plan.chances?.attacks[0]).toEqual(alone(a));
    expect(plan.chances?.allSucceed).toEqual(both);
    // Heth, a 5, takes losses from the first attack: the second is better for it than on its own.
    expect(second).not.toEqual(alone(b).success);
    expect(plan.chances?.someFail).toEqual(minus(ONE, both));
    // The second is said to come after the first, and its chance alone is the engine's for it as the units stand.
    expect(plan.earlier).toEqual([[], [0]]);
    expect(plan.alone).toEqual([undefined, alone(b).success]);
  });

  it('names, for each attack, the attacks before it on its hex, and gives its chance alone beside a chance counted after them', async () => {
    const attacks = [attack('a', ['VI'], ['Heth']), attack('b', ['II'], ['Field']), attack('c', ['IX'], ['Heth']), attack('d', ['V'], ['Heth'])];
    const plan = await weighPlan(attacks, units, WILDERNESS_DESK, engine);
    expect(plan.earlier).toEqual([[], [], [0], [0, 2]]);
    expect(plan.alone).toEqual([undefined, undefined, alone(attacks[2] as PlannedAttack<WildernessDraft>).success, alone(attacks[3] as PlannedAttack<WildernessDraft>).success]);
    // Alone on its hex, an attack's chance is its chance alone.
    expect(plan.chances?.attacks[1]?.success).toEqual(alone(attacks[1] as PlannedAttack<WildernessDraft>).success);
  });

  it('says what the engine refuses in an attack, naming the field', async () => {
    const plan = await weighPlan([attack('a', ['VI'], [])], units, WILDERNESS_DESK, engine);
    expect(plan.problems[0]?.[0]).toMatch(/^defenders/);
    expect(plan.chances).toBe(undefined);
  });
});
