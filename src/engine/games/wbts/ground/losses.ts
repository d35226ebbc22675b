import { cellAt } from '../../../core/chart';
import type { ChartInUse } from '../charts/read';
import { rangeColumn, rangeRow } from '../charts/read';
import { SPECIAL_TYPES } from '../schema/ground';

export interface LossUnit {
  readonly name: string;
  readonly sp: number;
  readonly type: string;
}

/** What one unit loses. */
export interface UnitLoss {
  readonly name: string;
  readonly lost: number;
  readonly eliminated: boolean;
}

/** The strength points a percentage loss costs a force of `forceSp`, read on the player's Combat Attrition Table. */
export function attritionLoss(attrition: ChartInUse<number>, forceSp: number, percent: number): number {
  if (percent === 0 || forceSp === 0) return 0;
  const row = rangeRow(attrition, forceSp, `a force of ${forceSp} SP`);
  const column = rangeColumn(attrition, percent, `a loss of ${percent}%`);
  return cellAt(attrition.chart, row, column);
}

/**
 * Spreads `loss` strength points over units: each round every unit still standing loses one point,
 * the larger units first, so that no unit takes a second loss before every eligible unit has taken
 * one; trains, naval bases and depots only once every combat unit is gone.
 */
function spreadOver(units: readonly LossUnit[], loss: number, lost: number[], indexes: readonly number[]): number {
  let left = loss;
  while (left > 0) {
    const standing = indexes.filter((i) => (units[i]?.sp ?? 0) - (lost[i] ?? 0) > 0).sort((a, b) => (units[b]?.sp ?? 0) - (lost[b] ?? 0) - ((units[a]?.sp ?? 0) - (lost[a] ?? 0)) || a - b);
    if (standing.length === 0) break;
    for (const i of standing) {
      if (left === 0) break;
      lost[i] = (lost[i] ?? 0) + 1;
      left--;
    }
  }
  return left;
}

/**
 * Each unit's loss. Naval units giving ground support are all eliminated by any loss, and one of
 * them takes one of the points; the rest is spread over the ground units.
 */
export function spreadLosses(units: readonly LossUnit[], loss: number): UnitLoss[] {
  const lost = units.map(() => 0);
  const naval = units.flatMap((u, i) => (u.type === 'naval' ? [i] : []));
  const eliminatedNaval = loss > 0 && naval.length > 0;
  let left = loss;
  if (eliminatedNaval) {
    naval.forEach((i) => (lost[i] = units[i]?.sp ?? 0));
    left -= 1;
  }
  const combat = units.flatMap((u, i) => (u.type !== 'naval' && !SPECIAL_TYPES.includes(u.type as (typeof SPECIAL_TYPES)[number]) ? [i] : []));
  const special = units.flatMap((u, i) => (SPECIAL_TYPES.includes(u.type as (typeof SPECIAL_TYPES)[number]) ? [i] : []));
  left = spreadOver(units, left, lost, combat);
  spreadOver(units, left, lost, special);
  return units.map((u, i) => ({ name: u.name, lost: lost[i] ?? 0, eliminated: (lost[i] ?? 0) >= u.sp && ((lost[i] ?? 0) > 0 || (u.type === 'naval' && eliminatedNaval)) }));
}
