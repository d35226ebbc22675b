import { describe, expect, it } from 'vitest';
import { type PlanRequest, engineApi } from '../engine/api';
import { PlanMemo } from './plan-memo';
import { GAME_IDS } from '../engine/core/source';

const combat = (strength: number) => ({
  format: 1,
  game: GAME_IDS[0],
  kind: 'infantry-combat',
  attackers: [{ name: 'V', strength }],
  defenders: [{ name: 'Heth', strength: 5 }],
  defenderHex: { terrain: 'clear', entrenched: false },
});

/** The engine, counting what it is asked. */
function counted() {
  const asked: PlanRequest[] = [];
  return { asked, engine: { planMany: async (requests: readonly PlanRequest[]) => (asked.push(...requests), engineApi.planMany(requests)) } };
}

describe('the plan’s memory of the engine’s answers', () => {
  it('asks the engine only for descriptions it has not answered, and answers the rest as the engine did', async () => {
    const { asked, engine } = counted();
    const memo = new PlanMemo(() => engine);
    const first = await memo.planMany([{ input: combat(12), effects: false }, { input: combat(10), effects: true }]);
    expect(asked).toHaveLength(2);
    const again = await memo.planMany([{ input: combat(10), effects: true }, { input: combat(8), effects: false }, { input: combat(12), effects: false }]);
    expect(asked).toHaveLength(3);
    expect(asked[2]?.input).toEqual(combat(8));
    expect(again[0]).toEqual(first[1]);
    expect(again[2]).toEqual(first[0]);
    expect(again[1]).toEqual(engineApi.planMany([{ input: combat(8), effects: false }])[0]);
  });

  it('answers figures alone from an answer with effects, but not the other way round', async () => {
    const { asked, engine } = counted();
    const memo = new PlanMemo(() => engine);
    await memo.planMany([{ input: combat(12), effects: true }]);
    const [figures] = await memo.planMany([{ input: combat(12), effects: false }]);
    expect(asked).toHaveLength(1);
    expect(figures?.ok && figures.value.outcomes.every((o) => o.effects !== undefined)).toBe(true);
    await memo.planMany([{ input: combat(11), effects: false }]);
    await memo.planMany([{ input: combat(11), effects: true }]);
    expect(asked.map((r) => r.effects)).toEqual([true, false, true]);
  });

  it('forgets the oldest answers past its limit, and asks for the same description once in one call', async () => {
    const { asked, engine } = counted();
    const memo = new PlanMemo(() => engine, 2);
    await memo.planMany([8, 9, 10].map((s) => ({ input: combat(s), effects: false })));
    await memo.planMany([{ input: combat(10), effects: false }, { input: combat(8), effects: false }, { input: combat(8), effects: false }]);
    expect(asked.map((r) => (r.input as ReturnType<typeof combat>).attackers[0]?.strength)).toEqual([8, 9, 10, 8]);
  });
});
