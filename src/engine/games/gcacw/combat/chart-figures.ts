import type { Chart } from '../../../core/chart';
import type { CombatResult } from '../results';
import { ATTACKER_RESULTS, DEFENDER_RESULTS } from './chart';
import { ATTACKER_MARKS, DEFENDER_MARKS, type SideMarks, resultLoss, resultMarks } from './side-figures';

/**
 * One half of the Combat Chart read once for the plan's fast path: for each cell, the numbers a
 * side's figures are made of, by the rules of side-figures.ts, in flat arrays down each column
 * (index `column * rows + row`, row 0 being ≤-8). The chart's results are objects of several shapes;
 * the fast path reads plain numbers instead.
 */
export interface HalfFigures {
  /** Rows in each column. */
  readonly rows: number;
  /** The Manpower the result takes as printed. */
  readonly loss: Int32Array;
  /** The loss added for each Demoralized-2 unit of the side (1 on an R*, else 0): `resultLoss` is printed + this × units. */
  readonly perDemoralizedTwo: Int32Array;
  /** The side's MARK bits whatever it has (retreat, shaken); elimination depends on its Manpower. */
  readonly marks: Int32Array;
}

function halfFigures(chart: Chart<CombatResult>, bits: SideMarks): HalfFigures {
  const rows = chart.cells.length;
  const columns = chart.columns.length;
  const loss = new Int32Array(rows * columns);
  const perDemoralizedTwo = new Int32Array(rows * columns);
  const marks = new Int32Array(rows * columns);
  chart.cells.forEach((cells, row) =>
    cells.forEach((r, column) => {
      const i = column * rows + row;
      loss[i] = resultLoss(r, 0);
      perDemoralizedTwo[i] = resultLoss(r, 1) - resultLoss(r, 0);
      marks[i] = resultMarks(r, bits);
    }),
  );
  return { rows, loss, perDemoralizedTwo, marks };
}

export const DEFENDER_FIGURES = halfFigures(DEFENDER_RESULTS, DEFENDER_MARKS);
export const ATTACKER_FIGURES = halfFigures(ATTACKER_RESULTS, ATTACKER_MARKS);
