import type { EngineAnswer } from '../engine/api';
import type { Effects } from '../engine/core/combat';
import { type Figures, MARK } from '../engine/core/figures';
import type { PlanOutcome } from '../engine/engine';
import { type Branches, type PlanChances, combinePlan } from '../plan/combine';
import { type DoubleCommitment, defenderGroups, doubleCommitments } from '../plan/groups';
import type { Success } from '../plan/success';
import type { UnitRecord } from '../store/records';
import { type Allocation, planKey, suggestAllocation } from './losses';
import type { DeskRules, Sides } from './rules';

/** One attack of a phase plan as saved with the game: its set-up as at the desk, and what the player counts as success. */
export interface PlannedAttack<D extends Sides = Sides> {
  readonly id: string;
  readonly draft: D;
  readonly success: Success;
}

/** The engine as a plan asks it: each result of an attack with its figures and effects. */
export interface PlanEngine {
  planOutcomes(input: unknown): Promise<EngineAnswer<{ readonly measure: string; readonly total: number; readonly outcomes: readonly PlanOutcome[] }>>;
}

/** A plan weighed: each attack's loss measure or its problems, the units committed twice, and the chances when every attack can be weighed. */
export interface WeighedPlan {
  readonly measures: readonly (string | undefined)[];
  readonly problems: readonly (readonly string[])[];
  readonly doubles: readonly DoubleCommitment[];
  readonly chances?: PlanChances;
}

type Units = ReadonlyMap<string, UnitRecord>;

const NOT_MADE: Figures = { attackerLoss: 0, defenderLoss: 0, marks: MARK.noCombat };

/**
 * Weighs a phase plan exactly. A unit committed to two attacks is named and nothing is weighed.
 * Attacks on the same defenders are fought in plan order: each result of the earlier one is applied
 * to the units as the desk would apply it (the losses shared out as the desk first suggests), and the
 * later attack is described and weighed from the units so left. A later attack the rules refuse in
 * one of those branches (its units gone) is not made there, and counts as not succeeding.
 */
export async function weighPlan<D extends Sides>(
  attacks: readonly PlannedAttack<D>[],
  units: Units,
  rules: DeskRules<D>,
  engine: PlanEngine,
  /** The combat description of an attack from a state of the units (the desk adds the player's charts). */
  describe: (draft: D, units: Units) => Record<string, unknown> = (draft, from) => rules.describe(draft, from),
): Promise<WeighedPlan> {
  const doubles = doubleCommitments(attacks.map((a) => a.draft));
  const first = await Promise.all(attacks.map((a) => engine.planOutcomes(describe(a.draft, units))));
  const measures = first.map((answer) => (answer.ok ? answer.value.measure : undefined));
  const problems = first.map((answer) => (answer.ok ? [] : answer.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message))));
  if (doubles.length > 0 || problems.some((p) => p.length > 0)) return { measures, problems, doubles };

  const after = (attack: PlannedAttack<D>, effects: Effects, state: Units): Units => {
    const plans = rules.lossPlans(effects, attack.draft, state);
    const allocations: Record<string, Allocation> = {};
    for (const plan of plans) allocations[planKey(plan)] = suggestAllocation(plan, state);
    const changed = rules.applyResult(effects, attack.draft, allocations, plans, state);
    if (changed.length === 0) return state;
    const next = new Map(state);
    for (const u of changed) next.set(u.id, u);
    return next;
  };
  const planned = attacks.map((attack, i) => ({
    success: attack.success,
    fight: async (state: Units): Promise<Branches<Units>> => {
      const answer = state === units ? first[i] : await engine.planOutcomes(describe(attack.draft, state));
      if (!answer?.ok) return { total: 1, outcomes: [{ figures: NOT_MADE, weight: 1, after: state }] };
      return { total: answer.value.total, outcomes: answer.value.outcomes.map((o) => ({ figures: o.figures, weight: o.weight, after: after(attack, o.effects, state) })) };
    },
  }));
  const groups = defenderGroups(attacks.map((a) => a.draft));
  const combined = await combinePlan(
    groups.map((g) => g.map((i) => planned[i] as (typeof planned)[number])),
    units,
  );
  // combinePlan gives the attacks group by group; the plan shows them in its own order.
  const order = groups.flat();
  const byAttack = order.map((_, k) => combined.attacks[order.indexOf(k)]);
  return { measures, problems, doubles, chances: { ...combined, attacks: byAttack.filter((a) => a !== undefined) } };
}
