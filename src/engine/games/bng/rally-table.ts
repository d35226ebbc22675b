import { CellRefusal, type Chart, type ChartKey, cellAt, keyNumber, labelIndex, makeChart, rangeIndex } from '../../core/chart';
import { RALLY_SOURCE } from './source';

export type RallyResult = 'recovers' | 'disordered' | 'shaken' | 'routed' | 'eliminated';

const PRINTED: Readonly<Record<string, RallyResult>> = { Recovers: 'recovers', Disordered: 'disordered', Shaken: 'shaken', Routed: 'routed', Eliminated: 'eliminated' };

/** The Rally table of 12.41 (b) i-iii: one die, by the unit's state. */
export const RALLY_CHART: Chart<RallyResult> = makeChart({
  title: 'Rally (12.41)',
  source: RALLY_SOURCE,
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['1', '2', '3', '4', '5', '6'],
  columns: ['Disordered', 'Shaken', 'Routed'],
  cells: [
    ['Recovers', 'Recovers', 'Recovers'],
    ['Recovers', 'Recovers', 'Disordered'],
    ['Recovers', 'Recovers', 'Disordered'],
    ['Recovers', 'Disordered', 'Shaken'],
    ['Recovers', 'Disordered', 'Shaken'],
    ['Shaken', 'Routed', 'Eliminated'],
  ],
  readCell: (text) => PRINTED[text] ?? new CellRefusal(`"${text}" is not a rally result`),
  note: 'A unit in a town/urban hex stays at least Disordered whatever the die (12.17).',
});

/** The table's result for a die and the unit's state, as printed ("Disordered", "Shaken", "Routed"). */
export function readRally(chart: Chart<RallyResult>, row: ChartKey, column: ChartKey): RallyResult {
  const r = rangeIndex(chart.rows, keyNumber(row));
  const c = labelIndex(chart.columns, column.label);
  if (r === undefined || c === undefined) throw new RangeError(`${chart.title} has no ${row.label} / ${column.label}`);
  return cellAt(chart, r.index, c);
}
