import { CellRefusal, type Chart, type ChartReading, cellAt, keyNumber, makeChart, rangeIndex } from '../../../core/chart';
import { ATTACKER_COLUMNS, COMBAT_CHART_NOTE, COMBAT_CHART_ROWS, DEFENDER_COLUMNS, HIGHEST_ROW, LOWEST_ROW } from '../data/combat-chart';
import { type CombatResult, parseResult } from '../results';
import { gcacw } from '../titles';

// Each printed result is read once and shared by every cell that prints it, so two cells give the
// same result exactly when they hold the same object.
const READ = new Map<string, CombatResult>();
function readResult(code: string): CombatResult | CellRefusal {
  let r = READ.get(code);
  if (!r) {
    try {
      r = parseResult(code);
    } catch {
      return new CellRefusal(`"${code}" is not a Combat Chart result (e.g. -, 1, 2DR*, 1Fa)`);
    }
    READ.set(code, r);
  }
  return r;
}

function half(side: 'defender' | 'attacker'): Chart<CombatResult> {
  return makeChart({
    title: `Combat Chart, ${side}'s result`,
    source: gcacw('Combat Chart'),
    rowHeader: "Attacker's die minus defender's die",
    rowKind: 'range',
    columnKind: 'range',
    rows: COMBAT_CHART_ROWS.map(([label]) => label),
    columns: (side === 'defender' ? DEFENDER_COLUMNS : ATTACKER_COLUMNS).map((c) => c.label),
    cells: COMBAT_CHART_ROWS.map(([, defender, attacker]) => (side === 'defender' ? defender : attacker)),
    readCell: readResult,
    note: COMBAT_CHART_NOTE,
  });
}

/** The left half: the defender's result, by the defender's Combat Value not counting entrenchment. */
export const DEFENDER_RESULTS = half('defender');
/** The right half: the attacker's result, by the attacker's Combat Value. */
export const ATTACKER_RESULTS = half('attacker');

/**
 * The column for a Combat Value: a value between two columns (3½) rounds up by ½ and takes the
 * right-hand column, so the whole number at or above the value picks the column.
 */
export function columnFor(chart: Chart<CombatResult>, combatValue: number): number {
  return rangeIndex(chart.columns, Math.ceil(combatValue))?.index ?? 0;
}

export function defenderColumn(combatValue: number): number {
  return columnFor(DEFENDER_RESULTS, combatValue);
}

export function attackerColumn(combatValue: number): number {
  return columnFor(ATTACKER_RESULTS, combatValue);
}

/** The chart row for a modified difference, clamped to ≤-8 and ≥+10. */
export function clampRow(difference: number): number {
  return Math.min(HIGHEST_ROW, Math.max(LOWEST_ROW, difference));
}

/** Index into the chart's rows (0 = ≤-8) of a clamped row. */
export function rowIndex(row: number): number {
  return row - LOWEST_ROW;
}

/** One half's result for a modified difference (held to the end rows) in a column. */
export function resultAt(chart: Chart<CombatResult>, difference: number, column: number): CombatResult {
  return cellAt(chart, rowIndex(clampRow(difference)), column);
}

/** Both results of one chart row, for the columns in use. */
export function resultsAt(row: number, defenderCol: number, attackerCol: number): { readonly defender: CombatResult; readonly attacker: CombatResult } {
  return { defender: resultAt(DEFENDER_RESULTS, row, defenderCol), attacker: resultAt(ATTACKER_RESULTS, row, attackerCol) };
}

/** Both halves, read by a difference and a Combat Value as a combat reads them. */
export const COMBAT_CHART_READINGS: readonly ChartReading<CombatResult>[] = [DEFENDER_RESULTS, ATTACKER_RESULTS].map((chart) => ({
  chart,
  read: (c, row, column) => resultAt(c, keyNumber(row), columnFor(c, keyNumber(column))),
}));
