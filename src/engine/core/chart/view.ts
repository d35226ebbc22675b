import type { TableView } from '../analysis';
import type { Chart } from './chart';

/** What a combat adds to a chart's view: the column in use, the rows its dice reach, a note of its own. */
export interface InUse {
  readonly column?: number;
  readonly reachableRows?: readonly number[];
  readonly note?: string;
  readonly title?: string;
}

/** The chart as the Tables screen and the result card show it. */
export function chartView(chart: Chart<unknown>, inUse: InUse = {}): TableView {
  const note = inUse.note ?? chart.note;
  return {
    title: inUse.title ?? chart.title,
    source: chart.source,
    rowHeader: chart.rowHeader,
    columns: chart.columns.map((k) => k.label),
    rows: chart.rows.map((k, i) => ({ label: k.label, cells: chart.printed[i] ?? [] })),
    ...(inUse.column === undefined ? {} : { column: inUse.column }),
    reachableRows: inUse.reachableRows ?? [],
    ...(note === undefined ? {} : { note }),
  };
}
