import { type Chart, cellAt, labelIndex, makeChart, rangeIndex } from '../../../core/chart';
import type { EdgeIndex } from '../../../core/chart';
import { STRAGGLER_RECOVERY, STRAGGLER_TABLE } from '../source';
import { type DieRange, blankOrWholeCell, dieRangeCell } from './cells';

export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Grade = (typeof GRADES)[number];

const ROWS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const NOTE =
  'Roll one die. +1 if the unit is Disorganized, Mounted or hit in the flank; +2 if it is Routed, from a wrecked brigade, or the fire is at night (each line once). ' +
  'The fire result before rounding picks the half; results under ½ need no check. #: strength points lost to stragglers; "-" (printed blank): none.';

/** The Straggler Table's two halves: by the fire loss before rounding, ½ through 1, or 1½ or more. */
export const STRAGGLER_HALVES = {
  small: makeChart<number>({
    title: 'Straggler Table: fire loss ½ through 1',
    source: STRAGGLER_TABLE,
    rowHeader: 'Die',
    rowKind: 'range',
    columnKind: 'label',
    rows: ROWS,
    columns: GRADES,
    cells: [
      ['-', '-', '-', '1', '1'],
      ['-', '-', '-', '1', '1'],
      ['-', '-', '1', '1', '1'],
      ['-', '1', '1', '1', '2'],
      ['-', '1', '1', '1', '2'],
      ['1', '1', '1', '2', '2'],
      ['1', '1', '2', '2', '3'],
      ['1', '2', '2', '2', '3'],
    ],
    readCell: blankOrWholeCell,
    note: NOTE,
  }),
  large: makeChart<number>({
    title: 'Straggler Table: fire loss 1½ or more',
    source: STRAGGLER_TABLE,
    rowHeader: 'Die',
    rowKind: 'range',
    columnKind: 'label',
    rows: ROWS,
    columns: GRADES,
    cells: [
      ['-', '1', '1', '1', '2'],
      ['-', '1', '1', '2', '2'],
      ['-', '1', '1', '2', '2'],
      ['1', '1', '2', '3', '3'],
      ['1', '2', '2', '3', '3'],
      ['1', '2', '3', '3', '3'],
      ['2', '3', '3', '4', '4'],
      ['2', '3', '3', '4', '4'],
    ],
    readCell: blankOrWholeCell,
    note: NOTE,
  }),
} as const;

export type StragglerHalf = keyof typeof STRAGGLER_HALVES;

/** The half a fire loss (before rounding) picks, or undefined under ½: no check. */
export function stragglerHalf(lossBeforeRounding: number): StragglerHalf | undefined {
  if (lossBeforeRounding < 0.5) return undefined;
  return lossBeforeRounding <= 1 ? 'small' : 'large';
}

/** The Straggler Table's die roll modifiers, each line used once. */
export const STRAGGLER_MODIFIERS = {
  disorganizedMountedOrFlank: { value: 1, label: 'Unit is Disorganized, Mounted, or hit in the flank' },
  routedWreckedOrNight: { value: 2, label: 'Unit is Routed, from a wrecked brigade, or the fire is at night' },
} as const;

/** The row for a modified die and the strength points lost; the row says when the roll lay past the printed 1-8 and was held there. */
export function stragglersLost(chart: Chart<number>, modifiedDie: number, grade: Grade): { readonly lost: number; readonly row: EdgeIndex } {
  const row = rangeIndex(chart.rows, modifiedDie);
  const column = labelIndex(chart.columns, grade);
  if (row === undefined || column === undefined) throw new RangeError(`no Straggler Table cell for ${modifiedDie}, grade ${grade}`);
  return { lost: cellAt(chart, row.index, column), row };
}

export const RECOVERY_ROWS = ['A', 'B', 'C', 'D or E'] as const;

export const STRAGGLER_RECOVERY_CHART = makeChart<DieRange | null>({
  title: 'Straggler Recovery Table',
  source: STRAGGLER_RECOVERY,
  rowHeader: 'Morale',
  rowKind: 'label',
  columnKind: 'range',
  rows: RECOVERY_ROWS,
  columns: ['0', '1', '2'],
  cells: [
    ['1', '2-5', '6'],
    ['1-2', '3-5', '6'],
    ['1-3', '4-6', '-'],
    ['1-4', '5-6', '-'],
  ],
  readCell: dieRangeCell,
  note: 'Columns: strength points recovered; cells: the die roll. Roll one die for each marked brigade; +2 to the die at night. See the restrictions of rule 20.2.',
});

export const RECOVERY_NIGHT_MODIFIER = 2;

export const recoveryRow = (grade: Grade): string => (grade === 'D' || grade === 'E' ? 'D or E' : grade);

/**
 * Strength points recovered for a modified die. A roll past the printed faces (7 or 8 at night) is
 * held at the highest printed run: `held` says so.
 */
export function recovered(chart: Chart<DieRange | null>, grade: Grade, modifiedDie: number): { readonly points: number; readonly held: boolean } {
  const row = labelIndex(chart.rows, recoveryRow(grade));
  if (row === undefined) throw new RangeError(`no Straggler Recovery row for grade ${grade}`);
  let highest: { points: number; high: number } | undefined;
  let found: number | undefined;
  for (let c = 0; c < chart.columns.length; c++) {
    const cell = cellAt(chart, row, c);
    const key = chart.columns[c];
    if (cell === null || key?.kind !== 'range') continue;
    if (modifiedDie >= cell.low && modifiedDie <= cell.high) {
      if (found !== undefined) throw new RangeError(`${chart.title} holds ${modifiedDie} twice for grade ${grade}`);
      found = key.low;
    }
    if (!highest || cell.high > highest.high) highest = { points: key.low, high: cell.high };
  }
  if (found !== undefined) return { points: found, held: false };
  if (highest && modifiedDie > highest.high) return { points: highest.points, held: true };
  throw new RangeError(`no Straggler Recovery column holds ${modifiedDie} for grade ${grade}`);
}
