import { ATTACKER_COLUMNS, DEFENDER_COLUMNS, HIGHEST_ROW, LOWEST_ROW } from '../data/combat-chart';
import { COMBAT_CHART } from '../data/index';
import { type CombatResult, parseResult } from '../results';

/**
 * The column for a Combat Value: a value between two columns (3½) rounds up by ½ and takes the
 * right-hand column, so the whole number at or above the value picks the column.
 */
function columnFor(columns: readonly { readonly from: number }[], combatValue: number): number {
  const whole = Math.ceil(combatValue);
  let index = 0;
  columns.forEach((c, i) => {
    if (c.from <= whole) index = i;
  });
  return index;
}

export function defenderColumn(combatValue: number): number {
  return columnFor(DEFENDER_COLUMNS, combatValue);
}

export function attackerColumn(combatValue: number): number {
  return columnFor(ATTACKER_COLUMNS, combatValue);
}

/** The chart row for a modified difference, clamped to ≤-8 and ≥+10. */
export function clampRow(difference: number): number {
  return Math.min(HIGHEST_ROW, Math.max(LOWEST_ROW, difference));
}

/** Index into the chart's rows (0 = ≤-8) of a clamped row. */
export function rowIndex(row: number): number {
  return row - LOWEST_ROW;
}

// Each printed result is read once and shared by every cell that prints it, so two cells give the
// same result exactly when they hold the same object.
const READ = new Map<string, CombatResult>();
function read(code: string): CombatResult {
  let r = READ.get(code);
  if (!r) {
    r = parseResult(code);
    READ.set(code, r);
  }
  return r;
}
const PARSED = COMBAT_CHART.map(([label, def, att]) => ({ label, defender: def.map(read), attacker: att.map(read) }));

/** Both results of one chart row, read apart, for the columns in use. */
export function resultsAt(row: number, defenderCol: number, attackerCol: number): { readonly defender: CombatResult; readonly attacker: CombatResult; readonly label: string } {
  const r = PARSED[rowIndex(clampRow(row))];
  const defender = r?.defender[defenderCol];
  const attacker = r?.attacker[attackerCol];
  if (!r || !defender || !attacker) throw new RangeError(`no Combat Chart cell at row ${row}, columns ${defenderCol}/${attackerCol}`);
  return { defender, attacker, label: r.label };
}
