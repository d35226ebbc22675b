import { FIRE_CHARTS, FIRE_COLUMNS, fireResult, roundedLoss } from '../data/fire-table';
import { MORALE_CHART, type MoraleResult } from '../data/morale';
import { GRADES, type Grade, STRAGGLER_HALVES, STRAGGLER_MODIFIERS, type StragglerHalf, stragglerHalf, stragglersLost } from '../data/straggler';
import { moraleRowSpread } from '../morale/check';
import { EDITIONS, type Edition } from '../source';
import { moraleMarks, moraleStraggle } from './figure-marks';

/**
 * The charts as the fast path reads them: worked out once, when the module loads, through the same
 * lookups the explained path rolls its dice through (fireResult, roundedLoss, stragglersLost, the
 * Morale Table's spread of d66 rolls, moraleMarks, moraleStraggle). They hold no combat's answer, only the charts.
 */

const DIE = [1, 2, 3, 4, 5, 6] as const;

/** How many faces a value takes, per value: a die's or two dice's spread. */
export interface Spread {
  readonly values: readonly number[];
  readonly ways: readonly number[];
}

function spreadOf(values: readonly number[]): Spread {
  const out: { values: number[]; ways: number[] } = { values: [], ways: [] };
  for (const v of values) {
    const i = out.values.indexOf(v);
    if (i === -1) {
      out.values.push(v);
      out.ways.push(1);
    } else (out.ways[i] as number)++;
  }
  return out;
}

/** The fire rolls 2 to 12 and how many of the 36 pairs of faces give each. */
export const FIRE_ROLLS: Spread = spreadOf(DIE.flatMap((a) => DIE.map((b) => a + b)));

/**
 * A Fire Combat Table column as its dice read it, over the fire roll (of 36) and the ½ die (of 6): how
 * often it gives no result, a morale check moved up 0, 1 or 2 rows, and each number of casualties
 * with the straggler half its loss (before rounding) picks. Rolls that give the same are merged.
 */
export interface ColumnDice {
  readonly none: number;
  readonly moraleOnly: readonly [number, number, number];
  readonly losses: readonly { readonly casualties: number; readonly half: StragglerHalf | undefined; readonly ways: number }[];
}

function columnDice(chart: (typeof FIRE_CHARTS)[Edition], column: number): ColumnDice {
  let none = 0;
  const moraleOnly: [number, number, number] = [0, 0, 0];
  const losses: { casualties: number; half: StragglerHalf | undefined; ways: number }[] = [];
  FIRE_ROLLS.values.forEach((roll, i) => {
    const ways = FIRE_ROLLS.ways[i] as number;
    const result = fireResult(chart, roll, column);
    if (result.kind === 'none') none += ways * DIE.length;
    else if (result.kind === 'morale') moraleOnly[result.up] += ways * DIE.length;
    else {
      // A whole loss reads the same on every face of the ½ die, which is then not rolled.
      const half = stragglerHalf(result.points);
      for (const die of DIE) {
        const casualties = roundedLoss(result.points, die);
        const seen = losses.find((l) => l.casualties === casualties && l.half === half);
        if (seen) seen.ways += ways;
        else losses.push({ casualties, half, ways });
      }
    }
  });
  return { none, moraleOnly, losses };
}

/** Each edition's Fire Combat Table, column by column, as its dice read it. */
export const COLUMN_DICE: Readonly<Record<Edition, readonly ColumnDice[]>> = {
  seed: FIRE_COLUMNS.map((_c, column) => columnDice(FIRE_CHARTS.seed, column)),
  'v3.2': FIRE_COLUMNS.map((_c, column) => columnDice(FIRE_CHARTS['v3.2'], column)),
};

/** The largest straggler die modifier: every printed line at once. */
export const MAX_STRAGGLER_MODIFIER = Object.values(STRAGGLER_MODIFIERS).reduce((sum, line) => sum + line.value, 0);

function stragglerSpreads(half: StragglerHalf): Readonly<Record<Grade, readonly Spread[]>> {
  const byModifier = (grade: Grade) => Array.from({ length: MAX_STRAGGLER_MODIFIER + 1 }, (_m, modifier) => spreadOf(DIE.map((die) => stragglersLost(STRAGGLER_HALVES[half], die + modifier, grade).lost)));
  return { A: byModifier('A'), B: byModifier('B'), C: byModifier('C'), D: byModifier('D'), E: byModifier('E') };
}

/** Strength points lost to stragglers over the straggler die, by the half the loss picks, the grade and the die modifier. */
export const STRAGGLERS: Readonly<Record<StragglerHalf, Readonly<Record<Grade, readonly Spread[]>>>> = { small: stragglerSpreads('small'), large: stragglerSpreads('large') };

/** What a morale result adds to a fire's figures: the marks it sets and the strength points it straggles. */
export interface MoraleFigures {
  readonly marks: number;
  readonly straggle: number;
}

const moraleFigures = (result: MoraleResult | undefined): MoraleFigures => ({ marks: moraleMarks(result), straggle: moraleStraggle(result) });

/** Every distinct figure a morale result can add (first: no check, or a result that adds nothing). */
export const MORALE_FIGURES: readonly MoraleFigures[] = [moraleFigures(undefined), ...MORALE_CHART.rows.flatMap((_r, row) => moraleRowSpread(row).map((s) => moraleFigures(s.roll.result)))].filter(
  (f, i, all) => all.findIndex((g) => g.marks === f.marks && g.straggle === f.straggle) === i,
);

/** Every marks value a morale result can set (0 first), and each of MORALE_FIGURES' marks by index into it. */
export const MARK_VALUES: readonly number[] = [...new Set(MORALE_FIGURES.map((f) => f.marks))];
export const FIGURE_MARKS: readonly number[] = MORALE_FIGURES.map((f) => MARK_VALUES.indexOf(f.marks));

/** Each Morale Table row (index) as the figures its results add, by index into MORALE_FIGURES, over the 36 d66 rolls. */
export const ROW_FIGURES: readonly Spread[] = MORALE_CHART.rows.map((_r, row) => {
  const figures: number[] = [];
  for (const s of moraleRowSpread(row)) {
    const f = moraleFigures(s.roll.result);
    const index = MORALE_FIGURES.findIndex((g) => g.marks === f.marks && g.straggle === f.straggle);
    for (let w = 0; w < s.ways; w++) figures.push(index);
  }
  return spreadOf(figures);
});

/** The most strength points a fire can cost: the largest loss rounded up, the most stragglers, and the most a morale result straggles. */
export const MAX_LOSS =
  Math.max(...EDITIONS.flatMap((e) => COLUMN_DICE[e].flatMap((c) => c.losses.map((l) => l.casualties)))) +
  Math.max(...Object.values(STRAGGLERS).flatMap((byGrade) => GRADES.flatMap((g) => byGrade[g].flatMap((s) => s.values)))) +
  Math.max(...MORALE_FIGURES.map((f) => f.straggle));
