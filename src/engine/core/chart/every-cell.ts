import type { Chart } from './chart';

/**
 * For tests of a chart's transcription: `check` reads the chart through the game's lookup and
 * compares it with the printed sheet, throwing on any difference. This proves the check reads every
 * cell: for each cell in turn, a copy of the chart with that one cell changed (to the next
 * different value in the chart, or `other(cell)`) must make `check` throw. Returns the cells whose
 * change went unnoticed, as "row label / column label": a test expects none.
 */
export function cellsNotChecked<C>(chart: Chart<C>, check: (chart: Chart<C>) => void, other?: (cell: C) => C): string[] {
  check(chart);
  const all = chart.cells.flat();
  const missed: string[] = [];
  chart.cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      const changed = other ? other(cell) : all.find((x) => JSON.stringify(x) !== JSON.stringify(cell));
      if (changed === undefined) throw new RangeError(`${chart.title}: every cell is the same; pass \`other\` to change one`);
      const cells = chart.cells.map((cs, i) => (i === r ? cs.map((x, j) => (j === c ? changed : x)) : cs));
      try {
        check({ ...chart, cells });
      } catch {
        return;
      }
      missed.push(`${chart.rows[r]?.label} / ${chart.columns[c]?.label}`);
    }),
  );
  return missed;
}
