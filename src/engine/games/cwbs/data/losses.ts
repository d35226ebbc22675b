import { type Chart, cellAt, makeChart, rangeIndex } from '../../../core/chart';
import { GUN_LOSS, LEADER_LOSS } from '../source';
import { wholeCell, wordCell } from './cells';

export type LeaderLossResult = 'killed' | 'none' | 'wounded';

export const LEADER_LOSS_CHART = makeChart<LeaderLossResult>({
  title: 'Leader Loss Check',
  source: LEADER_LOSS,
  rowHeader: 'Dice (2d6)',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['2', '3-10', '11-12'],
  columns: ['Result'],
  cells: [['Leader is Killed'], ['No Effect'], ['Leader is Wounded']],
  readCell: wordCell<LeaderLossResult>({ 'Leader is Killed': 'killed', 'No Effect': 'none', 'Leader is Wounded': 'wounded' }),
  note: 'If a stack takes a casualty, roll two dice for each leader in the stack.',
});

export function leaderLoss(chart: Chart<LeaderLossResult>, roll: number): LeaderLossResult {
  const row = rangeIndex(chart.rows, roll);
  if (row === undefined || row.clamped) throw new RangeError(`${roll} is not a 2d6 roll`);
  return cellAt(chart, row.index, 0);
}

export const GUN_LOSS_CHART = makeChart<number>({
  title: 'Gun Loss Table',
  source: GUN_LOSS,
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'label',
  rows: ['1-2', '3-4', '5', '6'],
  columns: ['Gun Points Lost'],
  cells: [['0'], ['1'], ['2'], ['3']],
  readCell: wholeCell(0),
  note: 'Roll for any artillery unit that must limber in an enemy ZOC or in close combat. Unlimbered guns that must retreat must limber to do so.',
});

export function gunPointsLost(chart: Chart<number>, die: number): number {
  const row = rangeIndex(chart.rows, die);
  if (row === undefined || row.clamped) throw new RangeError(`${die} is not a die roll`);
  return cellAt(chart, row.index, 0);
}
