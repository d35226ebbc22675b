import type { EngineAnswer } from '../engine/api';
import type { FigureDistribution } from '../engine/core/figures';
import type { Exact } from '../plan/exact';
import { type Candidate, type Force, type SmallestForce, forcesOf, smallestForce } from '../plan/force';
import { successOf } from '../plan/success';
import type { UnitRecord } from '../store/records';
import type { PlannedAttack } from './plan';
import type { DeskRules, Sides } from './rules';

/** The engine as a search asks it: many attacks' figures in one call. */
export interface ForceEngine {
  figuresMany(inputs: readonly unknown[]): Promise<readonly EngineAnswer<FigureDistribution>[]>;
}

/** How many forces are sent to the engine at once: the least committed first, so a search that finds one early stops early. */
const BATCH = 128;

/**
 * The smallest force among an attack's attackers (its candidates) whose chance of the attack's
 * success is at least `p`, or the best reachable: every choice of them, the least committed strength
 * first (each unit's number on the roster), each weighed exactly by the engine's fast path. Counters
 * with no number on the roster (a leader) commit no strength: they go with every force.
 */
export async function searchSmallestForce<D extends Sides>(
  attack: PlannedAttack<D>,
  p: Exact,
  units: ReadonlyMap<string, UnitRecord>,
  rules: DeskRules<D>,
  engine: ForceEngine,
  describe: (draft: D) => Record<string, unknown> = (draft) => (rules.declared ?? rules.describe)(draft, units),
): Promise<(SmallestForce & { readonly weighed: number }) | undefined> {
  const valueOf = (id: string) => {
    const unit = units.get(id);
    return unit ? rules.valueOf(unit) : undefined;
  };
  const always = attack.draft.attackers.filter((id) => valueOf(id) === undefined);
  const candidates: Candidate[] = attack.draft.attackers.flatMap((id) => {
    const strength = valueOf(id);
    return strength === undefined ? [] : [{ id, strength }];
  });
  const forces = forcesOf(candidates);
  const withAlways = (found: SmallestForce) => ({ ...found, force: { ...found.force, ids: [...always, ...found.force.ids] }, weighed });
  let best: SmallestForce | undefined;
  let weighed = 0;
  for (let start = 0; start < forces.length; start += BATCH) {
    const batch = forces.slice(start, start + BATCH);
    const answers = await engine.figuresMany(batch.map((f) => describe({ ...attack.draft, attackers: [...always, ...f.ids] })));
    weighed += batch.length;
    const chance = (_: Force, i: number) => {
      const answer = answers[i];
      return answer?.ok ? successOf(answer.value, attack.success) : undefined;
    };
    const found = smallestForce(batch, p, chance);
    if (found?.reaches) return withAlways(found);
    if (found && (!best || found.chance.num * best.chance.den > best.chance.num * found.chance.den)) best = found;
  }
  return best ? withAlways(best) : undefined;
}
