import { CHIT_MAX } from '../schema/common';
import type { GroundKind } from '../schema/ground';

/**
 * The numbers of a ground combat's rules, each said once: the explained path (`prepareGround`) and
 * the plan's fast path (`fast-figures.ts`) both read them here, so the two cannot drift apart.
 */

/** The faces of the initiative die on which the ordering leader passes: his initiative or less. */
export function passingFaces(initiative: number): number {
  return Math.min(6, initiative);
}

export function initiativePasses(die: number, initiative: number): boolean {
  return die <= initiative;
}

/** A side has its combat supply when the points within reach cover what the Combat Supply Table asks. */
export function isSupplied(needed: number, available: number): boolean {
  return needed <= available;
}

/** A side short of combat supply fights at half strength, rounded down. */
export function strengthForSupply(strength: number, supplied: boolean): number {
  return supplied ? strength : Math.floor(strength / 2);
}

/**
 * The SP a side loses: the Attrition Table's SP, doubled for a side short of supply and doubled
 * again where the kind doubles it (the attacker in a storm), at most what the side has.
 */
export function lossSp(attritionSp: number, supplied: boolean, doubled: boolean, has: number): number {
  return Math.min(has, attritionSp * (supplied ? 1 : 2) * (doubled ? 2 : 1));
}

/** The row the combat die reads once moved by `change` rows, within 1 to 6. */
export function dieRow(die: number, change: number): number {
  return Math.min(6, Math.max(1, die + change));
}

/** How a result weighs for the attacker: the SP the defender loses over his own, a retreat counting half a point. */
export function marginOf(attackerLoss: number, defenderLoss: number, attackerRetreats: boolean, defenderRetreats: boolean): number {
  return defenderLoss - attackerLoss + (defenderRetreats ? 0.5 : 0) - (attackerRetreats ? 0.5 : 0);
}

/** Which side chooses how the die moves, and by how many rows at most. */
export interface LeaderShift {
  readonly net: number;
  readonly chooser: 'attacker' | 'defender' | null;
  readonly leader: string | null;
}

/** The better-rated leader's side moves the die, up to the difference of the two combat ratings (a defender without a leader rates 0). */
export function leaderShift(attacker: { readonly name: string; readonly combatRating: number }, defender: { readonly name: string; readonly combatRating: number } | undefined): LeaderShift {
  const d = defender?.combatRating ?? 0;
  const net = Math.abs(attacker.combatRating - d);
  if (net === 0) return { net, chooser: null, leader: null };
  return attacker.combatRating > d ? { net, chooser: 'attacker', leader: attacker.name } : { net, chooser: 'defender', leader: defender?.name ?? null };
}

/**
 * The row (0-based) the side moving the die tries at its `attempt`-th try for a die: it tries the die
 * as rolled first, then +1, -1, +2, -2 … up to the net rating (held within 1 to 6): `tries(net)` tries.
 */
export function triedRow(die: number, attempt: number): number {
  const rows = (attempt + 1) >> 1;
  return dieRow(die, attempt % 2 === 1 ? rows : -rows) - 1;
}

export function tries(net: number): number {
  return 2 * net + 1;
}

/**
 * The row (0-based) the choosing side moves the die to, seeing it: of the rows it tries, in their
 * order (`triedRow`), the first that scores best for it (`scores`, by row; each row tried must be
 * scored). The order matters: results with the same score may differ in their losses.
 */
export function chosenRow(die: number, net: number, scores: ArrayLike<number>): number {
  let best = triedRow(die, 0);
  let bestScore = scores[best] as number;
  for (let attempt = 1, n = tries(net); attempt < n; attempt++) {
    const row = triedRow(die, attempt);
    const score = scores[row] as number;
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The highest chit a leader may pick: up to his initiative, never above the chits' 4 ("a number from
 * 0 - 4", seed 002), at most 1 in an attack from march (0 without a leader).
 */
export const MARCH_CHIT_MAX = 1;

export function chitCap(initiative: number, march: boolean): number {
  return Math.min(march ? MARCH_CHIT_MAX : CHIT_MAX, initiative);
}

/** The attacker's losses are doubled in a storm (not in a siege combat). */
export function attackerLossDoubled(kind: GroundKind): boolean {
  return kind === 'storm';
}
