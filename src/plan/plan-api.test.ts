import { describe, expect, it } from 'vitest';
import { fastFiguresOf } from '../engine/engine';
import { exact } from './exact';
import { planApi } from './plan-api';
import { TAKE_THE_HEX, successOf } from './success';
import { GAME_IDS } from '../engine/core/source';

const combat = (strength: number) => ({
  format: 1,
  game: GAME_IDS[0],
  kind: 'infantry-combat',
  attackers: [{ name: 'V', strength }],
  defenders: [{ name: 'Heth', strength: 5 }],
  defenderHex: { terrain: 'clear', entrenched: false },
});

describe('many attacks’ chances of success in one call', () => {
  it('gives each description’s successful and total weight, as the fast path’s figures count them, and NaN for one refused', () => {
    const inputs = [combat(12), { ...combat(3), attackers: [] }, combat(3), combat(12)];
    const answer = planApi.successMany(JSON.stringify(inputs), { defenderLossAtLeast: 1 });
    expect(answer).toHaveLength(8);
    for (const i of [0, 2, 3]) {
      const dist = fastFiguresOf(inputs[i]);
      expect(exact(answer[2 * i] as number, answer[2 * i + 1] as number), `attack ${i}`).toEqual(successOf(dist, { defenderLossAtLeast: 1 }));
      expect(answer[2 * i + 1]).toBe(dist.total);
    }
    expect([answer[2], answer[3]]).toEqual([Number.NaN, Number.NaN]);
    expect(planApi.successMany(JSON.stringify([combat(12)]), { defenderLossAtLeast: 9 })[0]).toBeLessThan(answer[0] as number);
    expect(planApi.successMany('[]', TAKE_THE_HEX)).toHaveLength(0);
    // A field every description has alike may come once, beside them.
    const { defenderHex, ...rest } = combat(12);
    expect(planApi.successMany(JSON.stringify([rest]), { defenderLossAtLeast: 1 }, { defenderHex })).toEqual(answer.slice(0, 2));
  });
});
