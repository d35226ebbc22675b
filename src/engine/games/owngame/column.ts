import { type ChartKey, type EdgeIndex, type Shifted, oddsIndex, rangeIndex, shiftIndex } from '../../core/chart';
import type { Fraction } from '../../core/fraction';
import type { Condition, Definition } from './definition/check';
import type { OwnInput, OwnUnit } from './schema';
import type { Side } from './strength';

/**
 * Where a combat reads the table: its column from the strengths (odds or difference, as the method
 * says), moved by the column shifts, and the die modifier the conditions give. The explained path
 * words each part; the fast path reads the numbers alone.
 */

/** The whole-number odds of `a` to `d`, rounded as the method says: in the defender's favour, the attacker's, or to the nearest (a half to the defender). */
export function wholeOdds(a: number, d: number, rounding: 'defender' | 'attacker' | 'nearest'): { readonly attacker: number; readonly defender: number } {
  const round = (num: number, den: number, favour: 'down' | 'up') => {
    if (rounding === 'nearest') return favour === 'down' ? Math.ceil((2 * num - den) / (2 * den)) : Math.floor((2 * num + den) / (2 * den));
    return (rounding === 'defender') === (favour === 'down') ? Math.floor(num / den) : Math.ceil(num / den);
  };
  // The attacker's multiple rounds down in the defender's favour; the defender's multiple rounds up.
  return a >= d ? { attacker: Math.max(1, round(a, d, 'down')), defender: 1 } : { attacker: 1, defender: Math.max(1, round(d, a, 'up')) };
}

/** The column the strengths give, before shifts: its index, and whether they lay off the table (`clamped`). */
export function strengthColumn(definition: Definition, attack: Fraction, defence: Fraction): EdgeIndex {
  const { method } = definition.form;
  const columns: readonly ChartKey[] = definition.chart.columns;
  // Cross-multiplied to whole numbers: no rounding error at a column's edge.
  const a = attack.num * defence.den;
  const d = defence.num * attack.den;
  if (method.kind === 'odds') {
    if (a === 0) return { index: 0, clamped: 'low' };
    if (d === 0) return { index: columns.length - 1, clamped: 'high' };
    if (method.rounding === 'defender') return oddsIndex(columns, a, d);
    const odds = wholeOdds(a, d, method.rounding);
    return oddsIndex(columns, odds.attacker, odds.defender);
  }
  // The table has a column for every difference from the lowest to the highest (check.ts): off them, the nearest edge.
  const difference = differenceOf(definition, attack, defence);
  const at = rangeIndex(columns, difference);
  if (at && !at.clamped) return at;
  return difference < method.lowest ? { index: 0, clamped: 'low' } : { index: columns.length - 1, clamped: 'high' };
}

/** The strengths' difference as a whole number, rounded as the method says (a half to the defender for "nearest"). */
export function differenceOf(definition: Definition, attack: Fraction, defence: Fraction): number {
  const num = attack.num * defence.den - defence.num * attack.den;
  const den = attack.den * defence.den;
  const { rounding } = definition.form.method;
  if (rounding === 'nearest') return Math.ceil((2 * num - den) / (2 * den));
  return rounding === 'defender' ? Math.floor(num / den) : Math.ceil(num / den);
}

/** Whether a condition of a side's units counts for the combat: every unit of the side has it, or any, as the condition says. */
export function unitConditionCounts(c: Condition, units: readonly OwnUnit[]): boolean {
  return c.when === 'any' ? units.some((u) => u.conditions.includes(c.id)) : units.length > 0 && units.every((u) => u.conditions.includes(c.id));
}

/** The shift and die conditions that count for the combat, in the definition's order. */
export function countingConditions(definition: Definition, input: OwnInput, effect: 'shift' | 'die'): Condition[] {
  const sideUnits = (side: Side) => (side === 'attacker' ? input.attackers : input.defenders);
  return definition.conditionOrder.filter((c) => c.effect === effect && (c.scope === 'combat' ? input.conditions.includes(c.id) : unitConditionCounts(c, sideUnits(c.side))));
}

export interface ShiftTotal {
  readonly left: number;
  readonly right: number;
  readonly net: number;
}

/** The net shift: every shift added, or each direction's largest only, then the net, as the definition says. */
export function netShift(definition: Definition, counting: readonly Condition[]): ShiftTotal {
  let left = 0;
  let right = 0;
  const best = definition.form.shifts === 'best';
  for (const c of counting) {
    if (c.effect !== 'shift') continue;
    if (c.columns < 0) left = best ? Math.max(left, -c.columns) : left - c.columns;
    else right = best ? Math.max(right, c.columns) : right + c.columns;
  }
  return { left, right, net: right - left };
}

/** The sum of the die modifiers that count. */
export function dieModifier(counting: readonly Condition[]): number {
  let sum = 0;
  for (const c of counting) if (c.effect === 'die') sum += c.modifier;
  return sum;
}

/** The column read: the strengths' column (read at the edge when off the table), then the net shift, held at the table's edges. */
export function shiftedColumn(definition: Definition, base: EdgeIndex, net: number): Shifted {
  return shiftIndex(base.index, net, definition.chart.columns.length);
}

/** The row a modified roll reads, held at the table's first and last rows. */
export function rowOf(definition: Definition, total: number): EdgeIndex {
  return rangeIndex(definition.chart.rows, total) ?? { index: 0, clamped: 'low' };
}
