import { CellRefusal, type Chart, type ChartSheet, cellAt, makeChart, rangeIndex, readNumber } from '../../../core/chart';
import type { EdgeIndex } from '../../../core/chart';
import { FIRE_TABLE, type Edition } from '../source';

/** A Fire Combat Table result: nothing, a morale check (moved up 0-2 rows), or a loss in strength points (halves allowed). */
export type FireResult = { readonly kind: 'none' } | { readonly kind: 'morale'; readonly up: 0 | 1 | 2 } | { readonly kind: 'loss'; readonly points: number };

export function readFireCell(text: string): FireResult | CellRefusal {
  if (text === '-') return { kind: 'none' };
  if (text === 'm') return { kind: 'morale', up: 0 };
  if (text === 'm-1') return { kind: 'morale', up: 1 };
  if (text === 'm-2') return { kind: 'morale', up: 2 };
  const n = readNumber(text);
  if (n !== undefined && n > 0 && Number.isInteger(n * 2)) return { kind: 'loss', points: n };
  return new CellRefusal(`"${text}" is not a fire result: -, m, m-1, m-2 or a loss such as 1 or 1½`);
}

export function formatFireResult(result: FireResult): string {
  if (result.kind === 'none') return '-';
  if (result.kind === 'morale') return result.up === 0 ? 'm' : `m-${result.up}`;
  return String(result.points).replace('.5', '½').replace(/^0½$/, '½');
}

export const FIRE_COLUMNS = ['≤0', '1', '2', '3-4', '5-6', '7-8', '9-11', '12-14', '15-17', '18-20', '21+'] as const;

// The seed's cells; the one cell where v3.2 differs is swapped in below.
const SEED_CELLS: readonly (readonly string[])[] = [
  ['-', '-', '-', 'm-1', '½', '½', '1', '1', '1', '1', '1½'],
  ['-', '-', 'm-2', 'm', '½', '1', '1', '1', '1', '1½', '1½'],
  ['-', '-', 'm-2', '½', '½', '1', '1', '1', '1½', '1½', '1½'],
  ['-', '-', 'm-1', '½', '1', '1', '1', '1½', '1½', '1½', '2'],
  ['-', 'm-2', 'm', '½', '1', '1', '1½', '1½', '1½', '2', '2'],
  ['m-2', 'm-1', '½', '1', '1', '1½', '1½', '1½', '2', '2', '2½'],
  ['m-1', 'm', '1', '1', '1½', '1½', '1½', '2', '2', '2½', '2½'],
  ['m', '½', '1', '1', '1½', '1½', '2', '2', '2½', '2½', '3'],
  ['½', '1', '1', '1½', '1½', '2', '2', '2½', '2½', '3', '3½'],
  ['½', '1', '1', '1½', '2', '2', '2½', '2½', '3', '3½', '3½'],
  ['½', '1', '1½', '2', '2', '2½', '2½', '3', '3½', '3½', '4'],
];

/** Roll 3, column 3-4: the seed prints m, v3.2 prints m-1 (the only cell in which the two differ). */
export const EDITION_CELL = { row: 1, column: 3, seed: 'm', 'v3.2': 'm-1' } as const;

const NOTE =
  'Columns: total fire points, rounded down; the first column is printed "Less than 1". Shifts past an edge use the last column. ' +
  'm, m-1, m-2: morale check (up 0, 1 or 2 rows). A number: casualties, straggler check and morale check; on a ½ loss roll a die, 1-3 down, 4-6 up. ' +
  'A fire roll of 11 or 12 puts the firing brigades on Low Ammo.';

export function fireSheet(edition: Edition): ChartSheet<FireResult> {
  const cells = SEED_CELLS.map((row, r) => (r === EDITION_CELL.row ? row.map((cell, c) => (c === EDITION_CELL.column ? EDITION_CELL[edition] : cell)) : row));
  return {
    title: edition === 'seed' ? 'Fire Combat Table' : 'Fire Combat Table (v3.2)',
    source: FIRE_TABLE,
    rowHeader: 'Dice (2d6)',
    rowKind: 'range',
    columnKind: 'range',
    rows: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
    columns: FIRE_COLUMNS,
    cells,
    readCell: readFireCell,
    note: `${NOTE} Roll 3 at 3-4 fire points reads ${EDITION_CELL[edition]} in ${edition === 'seed' ? "the seed's charts (v3.2: m-1)" : 'v3.2 (the seed: m)'}.`,
  };
}

export const FIRE_CHARTS: Readonly<Record<Edition, Chart<FireResult>>> = { seed: makeChart(fireSheet('seed')), 'v3.2': makeChart(fireSheet('v3.2')) };

/** The column for a total of fire points (already rounded down); past the last column it is held there. */
export function fireColumn(chart: Chart<FireResult>, total: number): EdgeIndex {
  const index = rangeIndex(chart.columns, total);
  if (index === undefined) throw new RangeError(`no Fire Combat Table column for ${total} fire points`);
  return index;
}

/** The result for a 2d6 roll in a column. */
export function fireResult(chart: Chart<FireResult>, roll: number, column: number): FireResult {
  const row = rangeIndex(chart.rows, roll);
  if (row === undefined || row.clamped) throw new RangeError(`${roll} is not a 2d6 roll`);
  return cellAt(chart, row.index, column);
}

/** Low Ammo: a fire roll of 11 or 12. */
export const LOW_AMMO_ROLLS = { from: 11 } as const;

/** A ½ in a loss: one die, 1-3 rounds down, 4-6 up. */
export function roundedLoss(lossBeforeRounding: number, die: number): number {
  return die >= 4 ? Math.ceil(lossBeforeRounding) : Math.floor(lossBeforeRounding);
}
