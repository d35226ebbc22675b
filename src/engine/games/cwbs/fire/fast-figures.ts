import type { FigureDistribution, Figures } from '../../../core/figures';
import type { FireInput } from '../schema/index';
import { COLUMN_DICE, type ColumnDice, FIGURE_MARKS, MARK_VALUES, MAX_LOSS, MORALE_FIGURES, ROW_FIGURES, STRAGGLERS, type Spread } from './fast-tables';
import { fireSetting } from './fast-setting';
import { FIRE_MEASURE } from './figure-marks';

/**
 * The fast path: a fire combat's figures straight from its description. The same dice as the
 * explained path's `fireDistribution` (the fire roll, the ½ die, the straggler die, the d66 morale
 * check), all over 6^6, but it counts strength points lost and morale marks only: Low Ammo and leader
 * losses change no figure, so they are not followed.
 */

// Weights: 36 (fire roll) × 6 (½ die) × 6 (straggler die) × 36 (d66); a die not rolled counts all its faces.
// COLUMN_DICE counts the fire roll and the ½ die; these add the straggler die and the d66.
const TOTAL = 36 * 6 * 6 * 36;
const UNROLLED_DIE = 6;
const UNROLLED_D66 = 36;
const MARKS = MARK_VALUES.length;
const NO_STRAGGLERS: Spread = { values: [0], ways: [UNROLLED_DIE] };

export function fastFireFigures(input: FireInput): FigureDistribution {
  const s = fireSetting(input);
  const dice = COLUMN_DICE[s.edition][s.column] as ColumnDice;
  const small = STRAGGLERS.small[s.grade][s.stragglerModifier] as Spread;
  const large = STRAGGLERS.large[s.grade][s.stragglerModifier] as Spread;
  // Each loss's casualties plus the stragglers its half loses, over the fire roll, the ½ die and the straggler die.
  const losses = new Array<number>(MAX_LOSS + 1).fill(0);
  for (const loss of dice.losses) addLosses(losses, loss.casualties, loss.ways, loss.half === 'small' ? small : loss.half === 'large' ? large : NO_STRAGGLERS);
  // Then the morale check on the target's row for each: a grid of strength points lost × marks.
  const grid = new Array<number>((MAX_LOSS + 1) * MARKS).fill(0);
  grid[0] = dice.none * UNROLLED_DIE * UNROLLED_D66;
  const m = dice.moraleOnly;
  if (m[0] !== 0) addChecked(grid, 0, m[0] * UNROLLED_DIE, ROW_FIGURES[s.row0] as Spread);
  if (m[1] !== 0) addChecked(grid, 0, m[1] * UNROLLED_DIE, ROW_FIGURES[s.row1] as Spread);
  if (m[2] !== 0) addChecked(grid, 0, m[2] * UNROLLED_DIE, ROW_FIGURES[s.row2] as Spread);
  const lossRow = ROW_FIGURES[s.row0] as Spread;
  for (let lost = 0; lost <= MAX_LOSS; lost++) if (losses[lost] !== 0) addChecked(grid, lost, losses[lost] as number, lossRow);
  const outcomes: { figures: Figures; weight: number }[] = [];
  for (let cell = 0; cell < grid.length; cell++) {
    const weight = grid[cell] as number;
    if (weight !== 0) outcomes.push({ figures: { attackerLoss: 0, defenderLoss: Math.floor(cell / MARKS), marks: MARK_VALUES[cell % MARKS] as number }, weight });
  }
  return { measure: FIRE_MEASURE, total: TOTAL, outcomes };
}

/** Casualties after rounding, then each number of stragglers the straggler die gives. */
function addLosses(losses: number[], casualties: number, ways: number, stragglers: Spread): void {
  for (let j = 0; j < stragglers.values.length; j++) {
    const at = casualties + (stragglers.values[j] as number);
    losses[at] = (losses[at] as number) + ways * (stragglers.ways[j] as number);
  }
}

/** A weight of `lost` strength points spread over the figures a morale check on `row` adds: its marks and the points it straggles. */
function addChecked(grid: number[], lost: number, ways: number, row: Spread): void {
  for (let j = 0; j < row.values.length; j++) {
    const figure = row.values[j] as number;
    const at = (lost + (MORALE_FIGURES[figure] as { straggle: number }).straggle) * MARKS + (FIGURE_MARKS[figure] as number);
    grid[at] = (grid[at] as number) + ways * (row.ways[j] as number);
  }
}
