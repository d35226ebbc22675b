import { type Figures, HEX_CLEARED } from '../engine/core/figures';
import { type Exact, ONE, ZERO, exact, minus, plus, times } from './exact';
import { type AttackChances, type Success, lossOf, succeeds } from './success';

/** One attack's results from a given state of the board: each result's figures, its weight over `total`, and the state it leaves. */
export interface Branches<S> {
  readonly total: number;
  readonly outcomes: readonly { readonly figures: Figures; readonly weight: number; readonly after: S }[];
}

/** One attack of a plan as the combination weighs it: what the player counts as success, and the attack fought from a state. */
export interface PlannedAttack<S> {
  readonly success: Success;
  fight(state: S): Branches<S> | Promise<Branches<S>>;
}

/** A plan's exact chances: each attack's (in plan order), every attack succeeding, and the expected losses over all. */
export interface PlanChances {
  readonly attacks: readonly AttackChances[];
  readonly allSucceed: Exact;
  readonly someFail: Exact;
  readonly attackerLoss: Exact;
  readonly defenderLoss: Exact;
  /** The expected number of hexes attacked whose defenders leave them (retreat or elimination) by the end of the phase. */
  readonly cleared: Exact;
}

interface Tally {
  success: Exact;
  attackerLoss: Exact;
  defenderLoss: Exact;
}

/**
 * The plan's chances, exactly. Attacks on different defenders are independent; attacks on the same
 * defenders (a group, in the order they are made) are fought one after the other: each later attack
 * is weighed from every result of the ones before, from the state that result leaves. Once a result
 * clears the hex, the later attacks on it are not made: each counts as succeeded, with no losses.
 */
export async function combinePlan<S>(groups: readonly (readonly PlannedAttack<S>[])[], start: S): Promise<PlanChances> {
  const attacks: AttackChances[] = [];
  let allSucceed = ONE;
  let cleared = ZERO;
  for (const group of groups) {
    const tallies: Tally[] = group.map(() => ({ success: ZERO, attackerLoss: ZERO, defenderLoss: ZERO }));
    let groupSucceeds = ZERO;
    let groupCleared = ZERO;
    const walk = async (i: number, state: S, chance: Exact, allSoFar: boolean, wasCleared: boolean): Promise<void> => {
      const attack = group[i];
      const tally = tallies[i];
      if (!attack || !tally) {
        if (allSoFar) groupSucceeds = plus(groupSucceeds, chance);
        if (wasCleared) groupCleared = plus(groupCleared, chance);
        return;
      }
      if (wasCleared) {
        tally.success = plus(tally.success, chance);
        await walk(i + 1, state, chance, allSoFar, true);
        return;
      }
      const branches = await attack.fight(state);
      for (const { figures, weight, after } of branches.outcomes) {
        const w = times(chance, exact(weight, branches.total));
        const won = succeeds(figures, attack.success);
        if (won) tally.success = plus(tally.success, w);
        tally.attackerLoss = plus(tally.attackerLoss, times(w, lossOf(figures.attackerLoss)));
        tally.defenderLoss = plus(tally.defenderLoss, times(w, lossOf(figures.defenderLoss)));
        await walk(i + 1, after, w, allSoFar && won, (figures.marks & HEX_CLEARED) !== 0);
      }
    };
    await walk(0, start, ONE, true, false);
    attacks.push(...tallies);
    allSucceed = times(allSucceed, groupSucceeds);
    cleared = plus(cleared, groupCleared);
  }
  return {
    attacks,
    allSucceed,
    someFail: minus(ONE, allSucceed),
    attackerLoss: attacks.reduce((sum, a) => plus(sum, a.attackerLoss), ZERO),
    defenderLoss: attacks.reduce((sum, a) => plus(sum, a.defenderLoss), ZERO),
    cleared,
  };
}
