import { chartView } from '../../core/chart';
import type { TableView } from '../../core/combat';
import {
  CAVALRY_CHART,
  type CrtName,
  INFANTRY_CRTS,
  type InfantryCrt,
  PROBE_CHART,
  STRENGTH_SUMMARY,
  SUPPLY_CHART,
  TERRAIN_CHART,
} from './charts';
import { wildernessSource } from './source';

/**
 * The charts as TableViews. A combat's view (column in use, rows its dice reach) depends only on
 * the table, the column and the die-roll modifier, so each is built once and shared: views are
 * read-only data.
 */

interface Printed {
  readonly title: string;
  readonly ref: string;
  readonly rowHeader: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[];
  readonly note: string;
}

function printedView(chart: Printed): TableView {
  return {
    title: chart.title,
    source: wildernessSource(chart.ref),
    rowHeader: chart.rowHeader,
    columns: chart.columns,
    rows: chart.rows.map((r) => ({ label: r.label, cells: r.cells })),
    reachableRows: [],
    note: chart.note,
  };
}

function crtView(table: InfantryCrt): TableView {
  return chartView(table.chart, { title: `${INFANTRY_CRTS.title} "${table.name}" (printed block ${table.printedBlock} of 3)` });
}

const CRT_VIEWS = new Map<CrtName, TableView>(INFANTRY_CRTS.tables.map((t) => [t.name, crtView(t)]));

const CAVALRY_VIEW = chartView(CAVALRY_CHART.chart);

const PROBE_VIEW = printedView({
  ...PROBE_CHART,
  rows: PROBE_CHART.rows.map((r) => ({ label: r.label, cells: [r.result] })),
  note: `${PROBE_CHART.procedure} ${PROBE_CHART.note}`,
});

const focused = new Map<string, TableView>();

function focus(key: string, base: TableView, column: number | undefined, reachableRows: readonly number[], note?: string): TableView {
  let view = focused.get(key);
  if (!view) {
    view = {
      ...base,
      ...(column === undefined ? {} : { column }),
      reachableRows,
      ...(note ? { note: `${note} ${base.note ?? ''}`.trim() } : {}),
    };
    focused.set(key, view);
  }
  return view;
}

function baseCrt(name: CrtName): TableView {
  const view = CRT_VIEWS.get(name);
  if (!view) throw new RangeError(`no Combat Results Table "${name}"`);
  return view;
}

/** The table a combat reads, in `column`, rows die + modifier; or, with no column, not read at all. */
export function infantryCrtView(name: CrtName, column: number | undefined, dieModifier: number): TableView {
  if (column === undefined) {
    return focus(`${name}|automatic`, baseCrt(name), undefined, [], 'Odds worse than 1-2 in a Hasty Attack: the result is automatic and this table is not read.');
  }
  const rows = [0, 1, 2, 3, 4, 5].map((i) => i + dieModifier);
  return focus(`${name}|${column}|${dieModifier}`, baseCrt(name), column, rows);
}

export function cavalryChartView(column: number): TableView {
  return focus(`cavalry|${column}`, CAVALRY_VIEW, column, [0, 1, 2, 3, 4, 5]);
}

export function probeChartView(reachableRows: readonly number[]): TableView {
  return focus(`probe|${reachableRows.join(',')}`, PROBE_VIEW, 0, reachableRows);
}

/** Every chart the engine holds for this game, as printed, with no column chosen. */
export const ALL_TABLES: readonly TableView[] = [
  ...CRT_VIEWS.values(),
  CAVALRY_VIEW,
  PROBE_VIEW,
  printedView(SUPPLY_CHART),
  printedView(TERRAIN_CHART),
  printedView(STRENGTH_SUMMARY),
];
