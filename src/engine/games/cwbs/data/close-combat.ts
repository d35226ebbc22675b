import { type Chart, cellAt, labelIndex, makeChart, oddsIndex, rangeIndex } from '../../../core/chart';
import type { EdgeIndex } from '../../../core/chart';
import { CLOSE_COMBAT } from '../source';
import { wholeCell, wordCell } from './cells';

/** D: the defender wins; A: the attacker wins; ½A: roll one die again, 4-6 attacker, 1-3 defender. */
export type OddsResult = 'D' | 'halfA' | 'A';

export const ODDS_CHART = makeChart<OddsResult>({
  title: 'Close Combat Odds Table',
  source: CLOSE_COMBAT,
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  rows: ['1', '2', '3', '4', '5', '6+'],
  columns: ['1-2', '1-1', '2-1', '3-1', '4-1'],
  cells: [
    ['D', 'D', 'D', 'D', 'D'],
    ['D', 'D', 'D', 'D', '½A'],
    ['D', 'D', 'D', '½A', 'A'],
    ['D', 'D', '½A', 'A', 'A'],
    ['D', '½A', 'A', 'A', 'A'],
    ['A', 'A', 'A', 'A', 'A'],
  ],
  readCell: wordCell<OddsResult>({ D: 'D', '½A': 'halfA', A: 'A' }),
  note: 'The first and last columns are printed "1-2 or less" and "4-1 or more". A: attacker wins; D: defender wins; ½A: roll one die, 4-6 attacker wins, 1-3 defender wins. The loser retreats: 2 hexes if the defender (who then checks morale again), 1 if the attacker.',
});

/** The second die of a ½A: this face and up, the attacker wins. */
export const HALF_A_ATTACKER_FROM = 4;

export function oddsColumn(chart: Chart<OddsResult>, attacker: number, defender: number): EdgeIndex {
  return oddsIndex(chart.columns, attacker, defender);
}

export function oddsResult(chart: Chart<OddsResult>, die: number, column: number): OddsResult {
  const row = rangeIndex(chart.rows, die);
  if (row === undefined || row.clamped === 'low') throw new RangeError(`${die} is not a die roll on the odds table`);
  return cellAt(chart, row.index, column);
}

export const CC_STRENGTHS = ['AA', 'AB', 'A', 'B', 'C'] as const;
export type CcStrength = (typeof CC_STRENGTHS)[number];
const STRENGTH_ROW: Readonly<Record<CcStrength, string>> = { AA: 'AA or more', AB: 'AB', A: 'A', B: 'B', C: 'C or Arty' };

export const ODDS_POINTS_CHART = makeChart<number>({
  title: 'Close Combat point values',
  source: CLOSE_COMBAT,
  rowHeader: 'Unit strength',
  rowKind: 'label',
  columnKind: 'label',
  rows: Object.values(STRENGTH_ROW),
  columns: ["Point value for the odds table"],
  cells: [['6'], ['5'], ['4'], ['2'], ['1']],
  readCell: wholeCell(1),
  note: 'Defender ×2 in a sunken road or trench (if the benefit is given). Strength over AA is of no additional effect. An AB stacked with artillery is worth 6 points.',
});

export function oddsPoints(chart: Chart<number>, strength: CcStrength | 'artillery'): number {
  const row = labelIndex(chart.rows, strength === 'artillery' ? STRENGTH_ROW.C : STRENGTH_ROW[strength]);
  if (row === undefined) throw new RangeError(`no point value for ${strength}`);
  return cellAt(chart, row, 0);
}

/** Points above this (AA) add nothing. */
export const ODDS_POINTS_CAP = 6;
export const TRENCH_MULTIPLIER = 2;
export const RETREAT_IF_LOSING = { attacker: 1, defender: 2 } as const;
