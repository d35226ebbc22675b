import { type Chart, cellAt, makeChart, rangeIndex } from '../../../core/chart';
import { BLOOD_LUST, MORALE_TABLE } from '../source';
import { type DieRange, d66RangeCell, wordCell } from './cells';
import type { Grade } from './straggler';

export const MORALE_RESULT_KEYS = ['bloodLust', 'noEffect', 'shaken', 'shakenBack1', 'disorganizedBack1', 'disorganizedBack2', 'routedBack2'] as const;
export type MoraleResultKey = (typeof MORALE_RESULT_KEYS)[number];

/** What a Morale Table result does. `retreat`: "*" may be ignored by units in a sunken road or trench or with unlimbered artillery; "**" must be taken even by them. */
export interface MoraleResult {
  readonly key: MoraleResultKey;
  readonly printed: string;
  readonly label: string;
  readonly state: 'bloodLust' | 'unchanged' | 'shaken' | 'disorganized' | 'routed';
  readonly back: number;
  readonly straggle: number;
  readonly retreat?: 'mayIgnore' | 'must';
}

export const MORALE_RESULTS: readonly MoraleResult[] = [
  { key: 'bloodLust', printed: 'Blood Lust', label: 'Blood Lust', state: 'bloodLust', back: 0, straggle: 0 },
  { key: 'noEffect', printed: 'No Effect', label: 'No effect', state: 'unchanged', back: 0, straggle: 0 },
  { key: 'shaken', printed: 'Shaken', label: 'Shaken', state: 'shaken', back: 0, straggle: 0 },
  { key: 'shakenBack1', printed: 'Shaken Back 1*', label: 'Shaken, Back 1', state: 'shaken', back: 1, straggle: 0, retreat: 'mayIgnore' },
  { key: 'disorganizedBack1', printed: 'Disorganized Back 1*', label: 'Disorganized, Back 1', state: 'disorganized', back: 1, straggle: 0, retreat: 'mayIgnore' },
  { key: 'disorganizedBack2', printed: 'Disorganized Back 2 Straggle 1**', label: 'Disorganized, Back 2, Straggle 1', state: 'disorganized', back: 2, straggle: 1, retreat: 'must' },
  { key: 'routedBack2', printed: 'Routed Back 2 Straggle 3**', label: 'Routed, Back 2, Straggle 3', state: 'routed', back: 2, straggle: 3, retreat: 'must' },
];

/** The row each grade starts on. */
export const START_ROWS: Readonly<Record<Grade, number>> = { A: 2, B: 4, C: 6, D: 8, E: 10 };

export const MORALE_CHART = makeChart<DieRange | null>({
  title: 'Morale Table',
  source: MORALE_TABLE,
  rowHeader: 'Row',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'],
  columns: MORALE_RESULTS.map((r) => r.printed),
  cells: [
    ['11-16', '21-54', '55-62', '63-64', '65', '66', '-'],
    ['11-15', '16-53', '54-62', '63-64', '65', '66', '-'],
    ['11-14', '15-53', '54-62', '63-64', '65', '66', '-'],
    ['11-13', '14-46', '51-55', '56-62', '63-64', '65', '66'],
    ['11-12', '13-45', '46-55', '56-62', '63-64', '65', '66'],
    ['11-12', '13-42', '43-53', '54-61', '62-63', '64-65', '66'],
    ['11', '12-33', '34-45', '46-55', '56-62', '63-64', '65-66'],
    ['11', '12-26', '31-44', '45-55', '56-62', '63-64', '65-66'],
    ['11', '12-25', '26-43', '44-54', '55-62', '63-64', '65-66'],
    ['-', '11-21', '22-36', '41-52', '53-56', '61-63', '64-66'],
    ['-', '11-14', '15-34', '35-51', '52-56', '61-63', '64-66'],
    ['-', '11-13', '14-33', '34-46', '51-55', '56-63', '64-66'],
    ['-', '-', '11-31', '32-44', '45-54', '55-62', '63-66'],
    ['-', '-', '11-24', '25-42', '43-52', '53-61', '62-66'],
    ['-', '-', '11-22', '23-36', '41-46', '51-56', '61-66'],
  ],
  readCell: d66RangeCell,
  note:
    'Roll d66: the first die is the tens, the second the units. The top unit’s grade sets the start row: A 2, B 4, C 6, D 8, E 10 (artillery on top: C). ' +
    '"+" row shifts move up the table, "-" down; each line once. Shifts past row 1 or row 15 are not covered by the charts: the engine holds them at the edge and says so. ' +
    '*: units stacked with unlimbered artillery (not guns alone) or in a sunken road or trench may ignore the retreat. **: even those must retreat; unlimbered artillery must limber to retreat and roll on the Gun Loss Table if in an enemy ZOC or in close combat. ' +
    'Back #: retreat that many hexes. Straggle #: lose that many steps to stragglers.',
});

/** The column (result) a d66 roll reaches on a row (index 0 = row 1); a defect if the row does not hold the roll exactly once. */
export function moraleResultAt(chart: Chart<DieRange | null>, row: number, roll: number): MoraleResult {
  let found: number | undefined;
  for (let c = 0; c < chart.columns.length; c++) {
    const cell = cellAt(chart, row, c);
    if (cell === null || roll < cell.low || roll > cell.high) continue;
    if (found !== undefined) throw new RangeError(`${chart.title} row ${row + 1} holds ${roll} twice`);
    found = c;
  }
  const result = found === undefined ? undefined : MORALE_RESULTS[found];
  if (!result) throw new RangeError(`${chart.title} row ${row + 1} does not hold ${roll}`);
  return result;
}

/** The Morale Table's row shifts ("+" up, "-" down), each line once. */
export const MORALE_SHIFT_VALUES = {
  sunkenRoad: { value: 3, label: 'Unit is in a sunken road or trench' },
  unlimberedArtillery: { value: 1, label: 'Unit is stacked with unlimbered artillery (not for artillery units themselves)' },
  lowAmmo: { value: -1, label: 'Top unit is Low Ammo' },
  shaken: { value: -1, label: 'Top unit is Shaken' },
  disorganized: { value: -3, label: 'Top unit is Disorganized' },
  night: { value: -3, label: 'At night' },
  wreckedBrigade: { value: -4, label: 'Top unit is from a wrecked brigade' },
  closeCombatDefender: { value: -4, label: 'Close combat, defender' },
  closeCombatAttacker: { value: -6, label: 'Close combat, attacker' },
  columnLimberedFlank: { value: -6, label: 'Top unit is in column, limbered, or a flank target' },
  wreckedBrigadeOfWreckedDivision: { value: -6, label: 'Top unit is from a wrecked brigade of a wrecked division (in place of the -4)' },
  routed: { value: -6, label: 'Top unit is Routed' },
} as const;

export type BloodLustResult = 'none' | 'remove';

export const BLOOD_LUST_CHART = makeChart<BloodLustResult>({
  title: 'Blood Lust Morale Check',
  source: BLOOD_LUST,
  rowHeader: 'Dice (d66)',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['11-43', '44-66'],
  columns: ['Result'],
  cells: [['No Effect'], ['Remove Blood Lust']],
  readCell: wordCell<BloodLustResult>({ 'No Effect': 'none', 'Remove Blood Lust': 'remove' }),
  note: 'Roll d66: the first die is the tens, the second the units.',
});

export function bloodLustResult(chart: Chart<BloodLustResult>, roll: number): BloodLustResult {
  const row = rangeIndex(chart.rows, roll);
  if (row === undefined || row.clamped) throw new RangeError(`${roll} is not a d66 roll`);
  return cellAt(chart, row.index, 0);
}
