import type { Chart } from '../../../core/chart';
import { type SlotChart, rangeColumn, rangeRow } from '../charts/read';
import { SPECIAL_TYPES } from '../schema/ground';
import { forceWords } from './supply';

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

/** The column of each whole percentage (0 to 100, as Combat Results Table cells read) on an attrition chart, once found. */
const percentColumns = new WeakMap<Chart<number>, Int16Array>();
const NOT_FOUND = -1;
const lossWords = (percent: number) => `a loss of ${percent}%`;

/**
 * What a force loses for each percentage, read on the player's Combat Attrition Table: nothing for no
 * loss or no force. The force's row is looked up at the first loss read, so a chart without it is
 * refused there, as the table is read; so is a chart without a percentage read. `reset` readies it
 * for another force (the plan's fast path keeps one for each side from one combat to the next).
 */
export class AttritionReading {
  private attrition!: SlotChart<number>;
  private columns!: Int16Array;
  private forceSp = 0;
  /** The cells of the force's row, once looked up. */
  private row: readonly number[] | undefined;

  reset(attrition: SlotChart<number>, forceSp: number): this {
    if (this.attrition?.chart !== attrition.chart) {
      let columns = percentColumns.get(attrition.chart);
      if (!columns) percentColumns.set(attrition.chart, (columns = new Int16Array(101).fill(NOT_FOUND)));
      this.columns = columns;
    }
    this.attrition = attrition;
    this.forceSp = forceSp;
    this.row = undefined;
    return this;
  }

  /** The SP lost for a loss of `percent`. */
  sp(percent: number): number {
    const forceSp = this.forceSp;
    if (percent === 0 || forceSp === 0) return 0;
    const attrition = this.attrition;
    const row = (this.row ??= attrition.chart.cells[rangeRow(attrition, forceSp, forceWords)] as readonly number[]);
    const cached = Number.isInteger(percent) && percent >= 0 && percent <= 100;
    let column = cached ? (this.columns[percent] as number) : NOT_FOUND;
    if (column === NOT_FOUND) {
      column = rangeColumn(attrition, percent, lossWords);
      if (cached) this.columns[percent] = column;
    }
    // The row and column are the chart's own (rangeRow and rangeColumn found them).
    return row[column] as number;
  }
}

/** The strength points a percentage loss costs a force of `forceSp`, read on the player's Combat Attrition Table. */
export function attritionLoss(attrition: SlotChart<number>, forceSp: number, percent: number): number {
  return new AttritionReading().reset(attrition, forceSp).sp(percent);
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
