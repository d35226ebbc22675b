import type { Source } from '../source';
import { type ChartKey, type KeyKind, orderProblem, readKey } from './keys';

/**
 * A printed chart as typed data: its row and column keys read from their labels, and every cell
 * both as printed and as the game reads it. Made only by `makeChart`, which checks the whole sheet.
 */
export interface Chart<C> {
  readonly title: string;
  readonly source: Source;
  readonly rowHeader: string;
  readonly rows: readonly ChartKey[];
  readonly columns: readonly ChartKey[];
  /** The cells as printed, row by row. */
  readonly printed: readonly (readonly string[])[];
  /** The cells as the game reads them, row by row. */
  readonly cells: readonly (readonly C[])[];
  readonly note?: string;
}

/** What a chart is made from: the sheet's text and how to read a cell. */
export interface ChartSheet<C> {
  readonly title: string;
  readonly source: Source;
  readonly rowHeader: string;
  readonly rowKind: KeyKind;
  readonly columnKind: KeyKind;
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly cells: readonly (readonly string[])[];
  /** A cell's value, or a message saying what a cell may hold. */
  readonly readCell: (text: string) => C | CellRefusal;
  readonly note?: string;
}

/**
 * A chart with the lookup the game's procedure reads it through, from a row key and a column key
 * to the cell: the game's conformance test walks every cell this way (src/engine/games).
 */
export interface ChartReading<C = unknown> {
  readonly chart: Chart<C>;
  read(chart: Chart<C>, row: ChartKey, column: ChartKey): C;
}

/** A cell that cannot be read: why, and what the cells of this chart may hold. */
export class CellRefusal {
  constructor(readonly message: string) {}
}

/** One thing wrong with a sheet, at a row and column where it has one (0-based; labels for people). */
export interface ChartProblem {
  readonly row?: number;
  readonly column?: number;
  readonly message: string;
}

/** A sheet that is not a chart: every problem found, each naming its place. */
export class ChartError extends Error {
  constructor(readonly title: string, readonly problems: readonly ChartProblem[]) {
    super(`${title}: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'ChartError';
  }
}

function keysOf(kind: KeyKind, labels: readonly string[], edge: 'row' | 'column'): { keys: ChartKey[]; problems: ChartProblem[] } {
  const keys: ChartKey[] = [];
  const problems: ChartProblem[] = [];
  const seen = new Set<string>();
  labels.forEach((label, i) => {
    const key = readKey(kind, label);
    const at = edge === 'row' ? { row: i } : { column: i };
    if (typeof key === 'string') {
      problems.push({ ...at, message: `${edge} ${i + 1} heading: ${key}` });
      return;
    }
    if (seen.has(key.label)) problems.push({ ...at, message: `${edge} heading "${key.label}" appears twice` });
    seen.add(key.label);
    const before = keys.at(-1);
    const order = before && before.label !== key.label ? orderProblem(before, key) : undefined;
    if (order) problems.push({ ...at, message: `${edge} heading ${order}` });
    keys.push(key);
  });
  return { keys, problems };
}

/** Checks a whole sheet: headings, shape and every cell. Every problem is reported, not only the first. */
export function checkChart<C>(sheet: ChartSheet<C>): { readonly chart: Chart<C> } | { readonly problems: readonly ChartProblem[] } {
  const rows = keysOf(sheet.rowKind, sheet.rows, 'row');
  const columns = keysOf(sheet.columnKind, sheet.columns, 'column');
  const problems = [...rows.problems, ...columns.problems];
  if (sheet.rows.length === 0) problems.push({ message: 'the chart has no rows' });
  if (sheet.columns.length === 0) problems.push({ message: 'the chart has no columns' });
  if (sheet.cells.length !== sheet.rows.length) problems.push({ message: `the chart has ${sheet.rows.length} row headings but ${sheet.cells.length} rows of cells` });
  const cells: C[][] = sheet.cells.map((row, r) => {
    const rowName = `row ${sheet.rows[r] ?? r + 1}`;
    if (row.length !== sheet.columns.length) {
      problems.push({ row: r, message: `${rowName} has ${row.length} cells; the chart has ${sheet.columns.length} columns` });
    }
    return row.flatMap((text, c) => {
      const value = sheet.readCell(text.trim());
      if (!(value instanceof CellRefusal)) return [value];
      problems.push({ row: r, column: c, message: `${rowName}, column ${sheet.columns[c] ?? c + 1}: ${value.message}` });
      return [];
    });
  });
  if (problems.length > 0) return { problems };
  const chart: Chart<C> = {
    title: sheet.title,
    source: sheet.source,
    rowHeader: sheet.rowHeader,
    rows: rows.keys,
    columns: columns.keys,
    printed: sheet.cells.map((row) => row.map((t) => t.trim())),
    cells,
    ...(sheet.note === undefined ? {} : { note: sheet.note }),
  };
  return { chart };
}

/** A chart from a sheet the app ships: a sheet that does not check is a defect, raised at once. */
export function makeChart<C>(sheet: ChartSheet<C>): Chart<C> {
  const checked = checkChart(sheet);
  if ('problems' in checked) throw new ChartError(sheet.title, checked.problems);
  return checked.chart;
}

/** The cell at a row and column; a RangeError outside the chart. */
export function cellAt<C>(chart: Chart<C>, row: number, column: number): C {
  const r = chart.cells[row];
  if (r === undefined || column < 0 || column >= r.length) throw new RangeError(`${chart.title} has no cell at row ${row + 1}, column ${column + 1}`);
  return r[column] as C;
}
