import { describe, expect, it } from 'vitest';
import { engineApi } from '../engine/api';
import { goodDescriptions } from '../engine/test-descriptions';
import { compareExact } from '../plan/exact';
import { TAKE_THE_HEX, chancesOf } from '../plan/success';
import { type ReplyEngine, bestReply } from './replies';

const engine: ReplyEngine = { replies: async (input) => engineApi.replies(input), figuresMany: async (inputs) => engineApi.figuresMany(inputs) };
/** Every game's documented combats, told apart by whether the opponent still chooses something once the attack is declared. */
const documented = goodDescriptions().map((d) => ({ ...d, replies: engineApi.replies(d.input) }));
const withReplies = documented.filter((d) => d.replies.ok && d.replies.value.length > 0);
const withNone = documented.filter((d) => d.replies.ok && d.replies.value.length === 0);

describe('the opponent’s best reply', () => {
  it.each(withReplies.map((d) => [d.name, d.input] as const))('%s: is the reply worst for the attacker, no better than the one the planner set, and says which replies need a chart', async (_name, combat) => {
    const best = await bestReply(combat, TAKE_THE_HEX, engine);
    if (!best) throw new Error('no reply weighed');
    const set = engineApi.figures(combat);
    if (!set.ok) throw new Error('refused');
    expect(compareExact(best.chance, chancesOf(set.value, TAKE_THE_HEX).success)).toBeLessThanOrEqual(0);
    // Every reply the engine weighs is at least as good for the attacker as the best reply.
    const replies = engineApi.replies(combat);
    if (!replies.ok) throw new Error('refused');
    for (const r of replies.value) {
      const f = engineApi.figures(r);
      if (f.ok) expect(compareExact(chancesOf(f.value, TAKE_THE_HEX).success, best.chance)).toBeGreaterThanOrEqual(0);
    }
    expect(best.unweighed.every((why) => why.startsWith('this combat reads your'))).toBe(true);
  });

  it('is weighed for at least one documented combat, and none where the opponent chooses nothing', async () => {
    expect(withReplies.length).toBeGreaterThan(0);
    expect(withNone.length).toBeGreaterThan(0);
    for (const { input } of withNone) expect(await bestReply(input, TAKE_THE_HEX, engine)).toBe(undefined);
  });
});
