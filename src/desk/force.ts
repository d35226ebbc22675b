import { type Exact, exact } from '../plan/exact';
import { type Candidate, type Force, type SmallestForce, forcesOf, smallestForce } from '../plan/force';
import type { Success } from '../plan/success';
import type { UnitRecord } from '../store/records';
import type { PlannedAttack } from './plan';
import type { DeskRules, Sides } from './rules';

/** The engine as a search asks it: many attacks' chances of success in one call (plan-api.ts). */
export interface ForceEngine {
  successMany(inputs: string, success: Success, shared?: Readonly<Record<string, unknown>>): Promise<Float64Array>;
}

/** How many forces are sent to the engine at once: the least committed first, so a search that finds one early stops early. */
const BATCH = 256;

/** Descriptions as one JSON text, the player's charts they all carry (one object) sent once beside them. */
function apart(descriptions: readonly Record<string, unknown>[]): [string, Readonly<Record<string, unknown>>] {
  const charts = descriptions[0]?.['charts'];
  if (charts === undefined || descriptions.some((d) => d['charts'] !== charts)) return [JSON.stringify(descriptions), {}];
  return [JSON.stringify(descriptions.map(({ charts: _charts, ...rest }) => rest)), { charts }];
}

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
  const ask = (start: number) => {
    const batch = forces.slice(start, start + BATCH);
    const [inputs, shared] = apart(batch.map((f) => describe({ ...attack.draft, attackers: [...always, ...f.ids] })));
    const answers = engine.successMany(inputs, attack.success, shared);
    // A batch dropped once a force is found is not waited for: its failure would go unheard.
    answers.catch(() => undefined);
    return { batch, answers };
  };
  // The page describes the next batch while the engine weighs this one; found early, the next is dropped.
  let next = forces.length > 0 ? ask(0) : undefined;
  for (let start = 0; next; start += BATCH) {
    const { batch, answers: asked } = next;
    next = start + BATCH < forces.length ? ask(start + BATCH) : undefined;
    const answers = await asked;
    weighed += batch.length;
    const chance = (_: Force, i: number): Exact | undefined => {
      const won = answers[2 * i] as number;
      return Number.isNaN(won) ? undefined : exact(won, answers[2 * i + 1] as number);
    };
    const found = smallestForce(batch, p, chance);
    if (found?.reaches) return withAlways(found);
    if (found && (!best || found.chance.num * best.chance.den > best.chance.num * found.chance.den)) best = found;
  }
  return best ? withAlways(best) : undefined;
}
