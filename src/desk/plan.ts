import { failureWords } from '../engine/core/errors';
import type { EngineAnswer, PlanRequest } from '../engine/api';
import type { Effects } from '../engine/core/combat';
import { type Figures, HEX_CLEARED, MARK } from '../engine/core/figures';
import type { PlanAnswer } from '../engine/engine';
import { type Branches, type PlanChances, combinePlan } from '../plan/combine';
import { type DoubleCommitment, defenderGroups, doubleCommitments } from '../plan/groups';
import type { Exact } from '../plan/exact';
import { type Success, successOf } from '../plan/success';
import type { UnitRecord } from '../store/records';
import { type Allocation, planKey, suggestAllocation } from './losses';
import type { DeskRules, Sides } from './rules';

/** One attack of a phase plan as saved with the game: its set-up as at the desk, and what the player counts as success. */
export interface PlannedAttack<D extends Sides = Sides> {
  readonly id: string;
  readonly draft: D;
  readonly success: Success;
}

/** The engine as a plan asks it: several attacks at once, each with its effects where asked for (a later attack on its hex is weighed from each result). */
export interface PlanEngine {
  planMany(requests: readonly PlanRequest[]): Promise<readonly EngineAnswer<PlanAnswer>[]>;
}

/**
 * A plan weighed: each attack's loss measure or its problems, the units committed twice, and the
 * chances when every attack can be weighed. An attack after others on its hex has its chance
 * counted from each of their results (`chances`), so it is said with the attacks before it
 * (`earlier`) and beside its chance alone, weighed as if it were the only attack on the hex.
 */
export interface WeighedPlan {
  readonly measures: readonly (string | undefined)[];
  readonly problems: readonly (readonly string[])[];
  readonly doubles: readonly DoubleCommitment[];
  readonly chances?: PlanChances;
  /** Each attack's earlier attacks on the same hex (indexes, in plan order); empty for the first on its hex. */
  readonly earlier: readonly (readonly number[])[];
  /** Each attack's chance of success alone, as the units stand; given where it has earlier attacks on its hex. */
  readonly alone: readonly (Exact | undefined)[];
}

type Units = ReadonlyMap<string, UnitRecord>;

const NOT_MADE: Figures = { attackerLoss: 0, defenderLoss: 0, marks: MARK.noCombat };

/**
 * Weighs a phase plan exactly. A unit committed to two attacks is named and nothing is weighed.
 * Attacks on the same defenders are fought in plan order: each result of the earlier one is applied
 * to the units as the desk would apply it (the losses shared out as the desk first suggests), and the
 * later attack is described and weighed from the units so left. A later attack the rules refuse in
 * one of those branches (its units gone) is not made there, and counts as not succeeding. The engine
 * is asked once for every attack as the units stand, then once per later attack on a hex for all the
 * states the attacks before it can leave.
 */
export async function weighPlan<D extends Sides>(
  attacks: readonly PlannedAttack<D>[],
  units: Units,
  rules: DeskRules<D>,
  engine: PlanEngine,
  /** The combat description of an attack from a state of the units (the desk adds the player's charts). */
  describe: (draft: D, units: Units) => Record<string, unknown> = (draft, from) => (rules.declared ?? rules.describe)(draft, from),
): Promise<WeighedPlan> {
  const doubles = doubleCommitments(attacks.map((a) => a.draft));
  const groups = defenderGroups(attacks.map((a) => a.draft));
  // An attack's effects are needed only where another attack on its hex comes after it.
  const followed = new Set(groups.flatMap((g) => g.slice(0, -1)));
  const first = await engine.planMany(attacks.map((a, i) => ({ input: describe(a.draft, units), effects: followed.has(i) })));
  const measures = first.map((answer) => (answer.ok ? answer.value.measure : undefined));
  const problems = first.map((answer) => (answer.ok ? [] : answer.errors.map(failureWords)));
  const earlier = attacks.map((_, i) => {
    const group = groups.find((g) => g.includes(i)) ?? [];
    return group.slice(0, group.indexOf(i));
  });
  // Alone, an attack is its answer as the units stand: the one the plan starts each hex from, so it costs nothing more.
  const alone = first.map((answer, i) => (answer.ok && (earlier[i]?.length ?? 0) > 0 ? successOf(answer.value, (attacks[i] as PlannedAttack<D>).success) : undefined));
  if (doubles.length > 0 || problems.some((p) => p.length > 0)) return { measures, problems, doubles, earlier, alone };

  const after = (attack: PlannedAttack<D>, effects: Effects | undefined, state: Units): Units => {
    if (!effects) return state;
    const plans = rules.lossPlans(effects, attack.draft, state);
    const allocations: Record<string, Allocation> = {};
    for (const plan of plans) allocations[planKey(plan)] = suggestAllocation(plan, state);
    const changed = rules.applyResult(effects, attack.draft, allocations, plans, state);
    if (changed.length === 0) return state;
    const next = new Map(state);
    for (const u of changed) next.set(u.id, u);
    return next;
  };
  const branchesOf = (attack: PlannedAttack<D>, answer: EngineAnswer<PlanAnswer> | undefined, state: Units): Branches<Units> => {
    if (!answer?.ok) return { total: 1, outcomes: [{ figures: NOT_MADE, weight: 1, after: state }] };
    return { total: answer.value.total, outcomes: answer.value.outcomes.map((o) => ({ figures: o.figures, weight: o.weight, after: after(attack, o.effects, state) })) };
  };

  const planned = await Promise.all(
    groups.map(async (group) => {
      // The group's units as they stand in a state: two states alike in them give the same branches.
      const ids = [...new Set(group.flatMap((i) => [...(attacks[i] as PlannedAttack<D>).draft.attackers, ...(attacks[i] as PlannedAttack<D>).draft.defenders]))];
      const signature = (state: Units) => JSON.stringify(ids.map((id) => state.get(id) ?? null));
      const levels: Map<string, Branches<Units>>[] = [];
      let frontier = new Map([[signature(units), units]]);
      for (const [k, i] of group.entries()) {
        const attack = attacks[i] as PlannedAttack<D>;
        const states = [...frontier.values()];
        const answers = k === 0 ? [first[i]] : await engine.planMany(states.map((state) => ({ input: describe(attack.draft, state), effects: followed.has(i) })));
        const level = new Map<string, Branches<Units>>();
        frontier = new Map();
        states.forEach((state, n) => {
          const branches = branchesOf(attack, answers[n], state);
          level.set(signature(state), branches);
          // Once a result clears the hex, the attacks after it on the hex are not made.
          for (const o of branches.outcomes) if ((o.figures.marks & HEX_CLEARED) === 0) frontier.set(signature(o.after), o.after);
        });
        levels.push(level);
      }
      return group.map((i, k) => ({
        success: (attacks[i] as PlannedAttack<D>).success,
        fight: (state: Units): Branches<Units> => levels[k]?.get(signature(state)) ?? branchesOf(attacks[i] as PlannedAttack<D>, undefined, state),
      }));
    }),
  );
  const combined = await combinePlan(planned, units);
  // combinePlan gives the attacks group by group; the plan shows them in its own order.
  const order = groups.flat();
  const byAttack = order.map((_, k) => combined.attacks[order.indexOf(k)]);
  return { measures, problems, doubles, earlier, alone, chances: { ...combined, attacks: byAttack.filter((a) => a !== undefined) } };
}
