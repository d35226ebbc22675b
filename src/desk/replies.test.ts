import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../engine/api';
import { compareExact } from '../plan/exact';
import { TAKE_THE_HEX, chancesOf } from '../plan/success';
import { type ReplyEngine, bestReply } from './replies';

const engine: ReplyEngine = { replies: async (input) => engineApi.replies(input), figuresMany: async (inputs) => engineApi.figuresMany(inputs) };
const combat = JSON.parse(readFileSync('docs/games/wbts/combat.json', 'utf8')) as Record<string, unknown>;

describe('the opponent’s best reply', () => {
  it('is the defender’s chit worst for the attacker, no better than the one the planner set, and says which replies need a chart', async () => {
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

  it('is none where the opponent chooses nothing', async () => {
    const gcacw = JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8')) as Record<string, unknown>;
    expect(await bestReply(gcacw, TAKE_THE_HEX, engine)).toBe(undefined);
  });
});
