import type { EngineAnswer, PlanRequest } from '../engine/api';
import type { PlanAnswer } from '../engine/engine';
import type { PlanEngine } from './plan';

/**
 * A plan's engine that remembers its answers. A plan is weighed again at every change to it, and
 * most of its attacks have not changed; an answer depends on the description alone, so it never goes
 * stale. The oldest answers are forgotten past `limit`.
 */
export class PlanMemo implements PlanEngine {
  private readonly answers = new Map<string, EngineAnswer<PlanAnswer>>();

  constructor(
    private readonly engine: () => PlanEngine | undefined,
    private readonly limit = 512,
  ) {}

  async planMany(requests: readonly PlanRequest[]): Promise<readonly EngineAnswer<PlanAnswer>[]> {
    const keys = requests.map((r) => JSON.stringify(r.input));
    // An answer with effects serves a request for figures alone: its figures are the same.
    const known = (key: string, effects: boolean) => this.answers.get(`E${key}`) ?? (effects ? undefined : this.answers.get(`F${key}`));
    const found: (EngineAnswer<PlanAnswer> | undefined)[] = requests.map((r, i) => known(keys[i] as string, r.effects));
    const asked = new Map<string, PlanRequest>();
    requests.forEach((r, i) => {
      if (!found[i]) asked.set(`${r.effects ? 'E' : 'F'}${keys[i] as string}`, r);
    });
    if (asked.size === 0) return found as EngineAnswer<PlanAnswer>[];
    const engine = this.engine();
    if (!engine) throw new Error('the engine is not ready');
    const answers = await engine.planMany([...asked.values()]);
    const fresh = new Map([...asked.keys()].map((key, i) => [key, answers[i] as EngineAnswer<PlanAnswer>]));
    for (const [key, answer] of fresh) this.remember(key, answer);
    return requests.map((r, i) => found[i] ?? (fresh.get(`${r.effects ? 'E' : 'F'}${keys[i] as string}`) as EngineAnswer<PlanAnswer>));
  }

  private remember(key: string, answer: EngineAnswer<PlanAnswer>): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limit) break;
      this.answers.delete(oldest);
    }
  }
}
