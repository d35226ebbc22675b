import type { EngineAnswer } from '../engine/api';
import type { FigureDistribution } from '../engine/core/figures';
import { type Exact, compareExact } from '../plan/exact';
import { type Success, successOf } from '../plan/success';

/** The engine as the opponent's view asks it: his replies to an attack, and their figures. */
export interface ReplyEngine {
  replies(input: unknown): Promise<EngineAnswer<readonly Record<string, unknown>[]>>;
  figuresMany(inputs: readonly unknown[]): Promise<readonly EngineAnswer<FigureDistribution>[]>;
}

/** The opponent's best reply to an attack: its chance of the attack's success, which reply it is, and the replies that could not be weighed. */
export interface BestReply {
  readonly chance: Exact;
  readonly reply: Record<string, unknown>;
  /** The replies the engine refused (a chart they read is not entered), with why. */
  readonly unweighed: readonly string[];
}

/**
 * The reply worst for the attacker among those the opponent may still make once the attack is
 * declared (a hidden chit the defender picks, say), by the exact chance of the
 * attack's success; undefined where the opponent chooses nothing or no reply can be weighed.
 */
export async function bestReply(input: Record<string, unknown>, success: Success, engine: ReplyEngine): Promise<BestReply | undefined> {
  const replies = await engine.replies(input);
  if (!replies.ok || replies.value.length === 0) return undefined;
  const answers = await engine.figuresMany(replies.value);
  let best: { chance: Exact; reply: Record<string, unknown> } | undefined;
  const unweighed: string[] = [];
  answers.forEach((answer, i) => {
    const reply = replies.value[i];
    if (!reply) return;
    if (!answer.ok) {
      unweighed.push(answer.errors.map((e) => e.message).join('; '));
      return;
    }
    const chance = successOf(answer.value, success);
    if (!best || compareExact(chance, best.chance) < 0) best = { chance, reply };
  });
  return best ? { ...best, unweighed } : undefined;
}
