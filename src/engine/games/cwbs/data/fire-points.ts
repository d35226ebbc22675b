import { CellRefusal, type Chart, cellAt, labelIndex, makeChart, rangeIndex, readNumber } from '../../../core/chart';
import { FIRE_POINTS } from '../source';
import { halvesCell } from './cells';

/** Small-arms fire points of one fire level at one range: normal weapons, and plus weapons (printed in brackets). */
export interface SmallArmsPoints {
  readonly normal: number;
  readonly plus: number;
}

export function readSmallArmsCell(text: string): SmallArmsPoints | CellRefusal {
  const m = /^(.+)\((.+)\)$/.exec(text);
  const normal = readNumber(m?.[1] ?? '');
  const plus = readNumber(m?.[2] ?? '');
  return normal !== undefined && plus !== undefined && normal > 0 && plus > 0 ? { normal, plus } : new CellRefusal(`"${text}" is not fire points written normal(plus), e.g. 8(12)`);
}

export const FIRE_LEVELS = ['A', 'B', 'C'] as const;
export type FireLevel = (typeof FIRE_LEVELS)[number];

const RANGE_NOTE = 'Range 0 is close combat (printed "Close Combat").';

export const SMALL_ARMS = makeChart<SmallArmsPoints>({
  title: 'Fire Point Determination Chart: small arms',
  source: FIRE_POINTS,
  rowHeader: 'Fire level',
  rowKind: 'label',
  columnKind: 'range',
  rows: FIRE_LEVELS,
  columns: ['0', '1', '2'],
  cells: [
    ['8(12)', '4(6)', '2(2)'],
    ['4(6)', '2(3)', '1(1)'],
    ['2(3)', '1(2)', '½(½)'],
  ],
  readCell: readSmallArmsCell,
  note: `Columns: range in hexes. ${RANGE_NOTE} #: normal fire points; (#): plus weapon fire points.`,
});

export const GUN_POINT_ROWS = ['5', '4', '3', '2', '1'] as const;

export const ARTILLERY = makeChart<number>({
  title: 'Fire Point Determination Chart: artillery',
  source: FIRE_POINTS,
  rowHeader: 'Gun points',
  rowKind: 'label',
  columnKind: 'range',
  rows: GUN_POINT_ROWS,
  columns: ['0', '1', '2-3', '4-6', '7-8', '9-10'],
  cells: [
    ['10', '5', '3', '1', '½', '½'],
    ['8', '4', '2', '1', '½', '½'],
    ['6', '3', '2', '½', '½', '0'],
    ['4', '2', '1', '½', '½', '0'],
    ['2', '1', '1', '½', '0', '0'],
  ],
  readCell: halvesCell,
  note: `Columns: range in hexes. ${RANGE_NOTE} On wagon and artillery targets ×1 at all ranges; on all other targets ×1 up to and including 3 hexes, ×½ at 4 hexes or more.`,
});

/** Artillery on targets other than artillery and wagons is halved from this range on. */
export const ARTILLERY_HALVED_FROM = 4;

/** Small-arms fire points, or undefined beyond the chart's longest range. */
export function smallArmsPoints(chart: Chart<SmallArmsPoints>, level: FireLevel, range: number, plusWeapons: boolean): number | undefined {
  const row = labelIndex(chart.rows, level);
  const column = rangeIndex(chart.columns, range);
  if (row === undefined || column === undefined || column.clamped) return undefined;
  const cell = cellAt(chart, row, column.index);
  return plusWeapons ? cell.plus : cell.normal;
}

/** Artillery fire points before the ×½ for range, or undefined beyond the chart's longest range. */
export function gunFirePoints(chart: Chart<number>, gunPoints: number, range: number): number | undefined {
  const row = labelIndex(chart.rows, String(gunPoints));
  const column = rangeIndex(chart.columns, range);
  if (row === undefined || column === undefined || column.clamped) return undefined;
  return cellAt(chart, row, column.index);
}
