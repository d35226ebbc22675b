import { CellRefusal, type Chart, cellAt, labelIndex, makeChart, rangeIndex, shiftIndex } from '../../../core/chart';
import type { Shifted } from '../../../core/chart';
import { ACCEPTANCE, ACCEPTANCE_NOTES, COMMAND_POINTS, CORPS_STOPPAGE, INITIATIVE, ORDER_COSTS, type Edition } from '../source';
import { wholeCell, wordCell } from './cells';

export type AcceptanceResult = 'A' | 'D1' | 'D2' | 'Dt';

export const ACCEPTANCE_CHART = makeChart<AcceptanceResult>({
  title: 'Acceptance Table',
  source: ACCEPTANCE,
  rowHeader: 'Dice (2d6)',
  rowKind: 'range',
  columnKind: 'range',
  rows: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  columns: ['-3 or less', '-2 to -1', '0 to 1', '2 to 3', '4 to 5', '6 to 7', '8 or more'],
  cells: [
    ['Dt', 'Dt', 'Dt', 'Dt', 'Dt', 'Dt', 'Dt'],
    ['Dt', 'Dt', 'Dt', 'Dt', 'D2', 'D2', 'D2'],
    ['D2', 'D2', 'D2', 'D2', 'D1', 'A', 'A'],
    ['D2', 'D2', 'D2', 'D2', 'A', 'A', 'A'],
    ['D2', 'D2', 'D2', 'A', 'D1', 'D1', 'A'],
    ['D2', 'D1', 'D1', 'D1', 'D1', 'D1', 'D1'],
    ['D1', 'D1', 'D1', 'D1', 'D2', 'D1', 'D1'],
    ['D2', 'D2', 'D1', 'D1', 'A', 'A', 'A'],
    ['Dt', 'D2', 'D2', 'D2', 'D1', 'A', 'D1'],
    ['Dt', 'Dt', 'D2', 'D2', 'D1', 'D2', 'D2'],
    ['Dt', 'Dt', 'Dt', 'D2', 'D2', 'D2', 'D2'],
  ],
  readCell: wordCell<AcceptanceResult>({ A: 'A', D1: 'D1', D2: 'D2', Dt: 'Dt' }),
  note:
    "Columns: the acceptance number = sender's rating + receiver's rating + method (oral -1, written 0, in person +2) + type (complex -2, simple 0) + force (the seed's charts only: F0 -1, F1 0, F2 +1). " +
    'Shift one column left if the receiver currently has orders of any type. A: accepted. D1: roll each turn, 1 or 2 on one die accepts. D2: roll each turn, 1 on one die accepts. Dt: distorted and thrown away.',
});

export const ACCEPTANCE_MEANING: Readonly<Record<AcceptanceResult, string>> = {
  A: 'Order is accepted',
  D1: 'Delayed: roll one die each turn, 1 or 2 accepts',
  D2: 'Delayed: roll one die each turn, 1 accepts',
  Dt: 'Order is distorted and thrown away',
};

export const ORDER_METHODS = { oral: { value: -1, label: 'Oral' }, written: { value: 0, label: 'Written' }, inPerson: { value: 2, label: 'In person' } } as const;
export const ORDER_TYPES = { complex: { value: -2, label: 'Complex' }, simple: { value: 0, label: 'Simple' } } as const;
/** The Force line is in the seed's charts only. */
export const ORDER_FORCES = { 0: { value: -1, label: 'Force 0' }, 1: { value: 0, label: 'Force 1' }, 2: { value: 1, label: 'Force 2' } } as const;

/** The column for an acceptance number, then one column left when the receiver already has orders (held at the left edge). */
export function acceptanceColumn(chart: Chart<AcceptanceResult>, acceptanceNumber: number, receiverHasOrders: boolean): { readonly column: number; readonly shift?: Shifted } {
  const index = rangeIndex(chart.columns, acceptanceNumber);
  if (index === undefined) throw new RangeError(`no Acceptance Table column for ${acceptanceNumber}`);
  if (!receiverHasOrders) return { column: index.index };
  const shift = shiftIndex(index.index, -1, chart.columns.length);
  return { column: shift.index, shift };
}

export function acceptanceResult(chart: Chart<AcceptanceResult>, roll: number, column: number): AcceptanceResult {
  const row = rangeIndex(chart.rows, roll);
  if (row === undefined || row.clamped) throw new RangeError(`${roll} is not a 2d6 roll`);
  return cellAt(chart, row.index, column);
}

export const DELAYS = ['D1', 'D2'] as const;
export type Delay = (typeof DELAYS)[number];

/** The Acceptance Table's notes D1 and D2 as a chart: a delayed order's one die each turn. */
export const DELAYED_ACCEPTANCE_CHART = makeChart<boolean>({
  title: 'Acceptance Table notes: delayed orders',
  source: ACCEPTANCE_NOTES,
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['1', '2', '3-6'],
  columns: DELAYS,
  cells: [
    ['Accepted', 'Accepted'],
    ['Accepted', 'Delayed'],
    ['Delayed', 'Delayed'],
  ],
  readCell: wordCell<boolean>({ Accepted: true, Delayed: false }),
  note: 'D1: die roll each turn for acceptance, 1 or 2 on one die to accept. D2: die roll each turn for acceptance, 1 on one die to accept.',
});

/** Whether a delayed order's die accepts it this turn. */
export function delayedAccepted(chart: Chart<boolean>, delay: Delay, die: number): boolean {
  const row = rangeIndex(chart.rows, die);
  const column = labelIndex(chart.columns, delay);
  if (row === undefined || row.clamped || column === undefined) throw new RangeError(`no delayed acceptance cell for ${delay}, die ${die}`);
  return cellAt(chart, row.index, column);
}

/** The Initiative Table; the "4 or more" cell is illegible in the seed and read from v3.2. */
export const INITIATIVE_CHART = makeChart<number>({
  title: 'Initiative Table',
  source: INITIATIVE,
  rowHeader: 'Initiative points',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['0 or less', '1-2', '3', '4 or more'],
  columns: ['Dice roll needed'],
  cells: [['12'], ['11'], ['10'], ['9']],
  readCell: wholeCell(2),
  note: 'Initiative is obtained if two dice roll greater than or equal to the value given. A roll of 2 generates a loose cannon (10.2g). The second row is printed "1,2". The "4 or more" value (9) is lost in the seed and taken from v3.2.',
});
export const INITIATIVE_FROM_V32_ROW = 3;
export const LOOSE_CANNON_ROLL = 2;

export function initiativeNeeded(chart: Chart<number>, points: number): { readonly needed: number; readonly row: number } {
  const row = rangeIndex(chart.rows, points);
  if (row === undefined) throw new RangeError(`no Initiative Table row for ${points}`);
  return { needed: cellAt(chart, row.index, 0), row: row.index };
}

/** A cell the charts do not confirm reads as null: the player enters it. */
function wholeOrUnconfirmed(text: string): number | null | CellRefusal {
  if (text === 'unconfirmed') return null;
  return wholeCell(0)(text);
}

const RATING_ROWS = ['0', '1-2', '3-4'];

export const COMMAND_POINT_CHARTS: Readonly<Record<Edition, Chart<number | null>>> = {
  seed: makeChart<number | null>({
    title: 'Command Point Table',
    source: COMMAND_POINTS,
    rowHeader: 'Leader rating',
    rowKind: 'range',
    columnKind: 'label',
    rows: RATING_ROWS,
    columns: ['Command points available'],
    cells: [['10'], ['unconfirmed'], ['20']],
    readCell: wholeOrUnconfirmed,
    note: 'Printed top to bottom as 4,3 / 2,1 / 0. The seed’s value for ratings 2 and 1 is lost: enter it from your chart (v3.2 gives 12, in a different edition).',
  }),
  'v3.2': makeChart<number | null>({
    title: 'Command Point Table (v3.2)',
    source: COMMAND_POINTS,
    rowHeader: 'Leader rating',
    rowKind: 'range',
    columnKind: 'label',
    rows: RATING_ROWS,
    columns: ['Command points available'],
    cells: [['8'], ['12'], ['16']],
    readCell: wholeOrUnconfirmed,
    note: 'Printed top to bottom as 4,3 / 2,1 / 0.',
  }),
};

export function commandPoints(chart: Chart<number | null>, rating: number): number | null {
  const row = rangeIndex(chart.rows, rating);
  if (row === undefined || row.clamped) throw new RangeError(`no Command Point Table row for rating ${rating}`);
  return cellAt(chart, row.index, 0);
}

export const ORDER_COST_CHARTS: Readonly<Record<Edition, Chart<number | null>>> = {
  seed: makeChart<number | null>({
    title: 'Order Costs Chart',
    source: ORDER_COSTS,
    rowHeader: 'Order',
    rowKind: 'label',
    columnKind: 'label',
    rows: ['Oral', 'Written', 'Force 0', 'Force 1', 'Force 2', 'Complex', 'Simple'],
    columns: ['Cost'],
    cells: [['2'], ['5'], ['0'], ['2'], ['3'], ['3'], ['unconfirmed']],
    readCell: wholeOrUnconfirmed,
    note: "An order's cost in command points is the sum of its method, force and type. The seed's cost of a simple order is lost: enter it from your chart (v3.2 gives 1).",
  }),
  'v3.2': makeChart<number | null>({
    title: 'Order Costs Chart (v3.2)',
    source: ORDER_COSTS,
    rowHeader: 'Order',
    rowKind: 'label',
    columnKind: 'label',
    rows: ['Oral', 'Written', 'Complex', 'Simple'],
    columns: ['Cost'],
    cells: [['2'], ['5'], ['3'], ['1']],
    readCell: wholeOrUnconfirmed,
    note: "An order's cost in command points is the sum of its method and type; v3.2 has no Force line. The method and type costs other than simple are the seed's, which v3.2 is noted to match.",
  }),
};

/** An order cost by its printed line, or undefined when the edition has no such line. */
export function orderCost(chart: Chart<number | null>, line: string): { readonly cost: number | null } | undefined {
  const row = labelIndex(chart.rows, line);
  return row === undefined ? undefined : { cost: cellAt(chart, row, 0) };
}

export const STOPPAGE_RATING_COLUMNS = ['4,3', '2,1', '0'] as const;
export const stoppageColumn = (rating: number): string => (rating >= 3 ? '4,3' : rating >= 1 ? '2,1' : '0');

export const CORPS_STOPPAGE_CHART = makeChart<number>({
  title: 'Corps Attack Stoppage Table (v3.2)',
  source: CORPS_STOPPAGE,
  rowHeader: 'Stoppage value',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['1', '2', '3', '4'],
  columns: STOPPAGE_RATING_COLUMNS,
  cells: [
    ['3', '3', '4'],
    ['5', '6', '7'],
    ['8', '9', '10'],
    ['10', '11', '12'],
  ],
  readCell: wholeCell(2),
  note:
    'From the v3.2 charts (the seed’s grid is too damaged to read). Columns: the corps commander’s rating. Roll two dice: the number or greater passes, otherwise corps attack stoppage occurs. -3 from the dice at night; ignore the check for Defensive orders at night. ' +
    'The stoppage value comes from the number of divisions in the corps and of wrecked divisions (+1 if the corps commander is lost); that grid is not in the charts available, so the player enters the value. Where divisions act independently or there is no corps structure, use 10.3d.',
});
export const STOPPAGE_NIGHT_MODIFIER = -3;

export function stoppagePassNumber(chart: Chart<number>, stoppageValue: number, rating: number): number {
  const row = rangeIndex(chart.rows, stoppageValue);
  const column = labelIndex(chart.columns, stoppageColumn(rating));
  if (row === undefined || row.clamped || column === undefined) throw new RangeError(`no Corps Attack Stoppage cell for value ${stoppageValue}, rating ${rating}`);
  return cellAt(chart, row.index, column);
}
