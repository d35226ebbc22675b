import { MARK } from '../../../core/figures';
import type { CombatResult } from '../results';

/**
 * One side's figures from its half of a Combat Chart cell (docs/games/gcacw.md, "What a plan
 * weighs"), for the explained path's outcomes and the fast path's cells alike.
 */

/** The MARK bits of one side. */
export interface SideMarks {
  readonly retreats: number;
  readonly eliminated: number;
  readonly shaken: number;
}

export const DEFENDER_MARKS: SideMarks = { retreats: MARK.defenderRetreats, eliminated: MARK.defenderEliminated, shaken: MARK.defenderShaken };
export const ATTACKER_MARKS: SideMarks = { retreats: MARK.attackerRetreats, eliminated: MARK.attackerEliminated, shaken: MARK.attackerShaken };

/** The Manpower a result takes before any cap: as printed, and 1 more from each Demoralized-2 unit an R* routs (Summary of Combat Results). */
export function resultLoss(r: CombatResult, demoralizedTwo: number): number {
  return r.retreat === 'R*' ? r.manpower + demoralizedTwo : r.manpower;
}

/** What the side actually loses: at most its Manpower when every unit's was entered. */
export function cappedLoss(loss: number, has: number | undefined): number {
  return has === undefined || loss < has ? loss : has;
}

/** The marks a result gives a side whatever it has: it leaves its hex on r, R or R*; it is shaken by D and by a rout (demoralized). */
export function resultMarks(r: CombatResult, bits: SideMarks): number {
  let marks = 0;
  if (r.retreat !== undefined) marks |= bits.retreats;
  if (r.status === 'D' || r.retreat === 'R' || r.retreat === 'R*') marks |= bits.shaken;
  return marks;
}

/** The side is eliminated when its Manpower is known, above 0, and the loss (before the cap) reaches it. */
export function eliminatedMark(loss: number, has: number | undefined, bits: SideMarks): number {
  return has !== undefined && has > 0 && loss >= has ? bits.eliminated : 0;
}
