import { describe, expect, it } from 'vitest';
import { GAME_IDS, cite } from '../source';
import { CellRefusal, type ChartSheet, ChartError, cellAt, checkChart, makeChart } from './chart';
import { cellsNotChecked } from './every-cell';
import { chartView } from './view';

const readLoss = (text: string) => (/^\d\/\d$/.test(text) ? { attacker: Number(text[0]), defender: Number(text[2]) } : new CellRefusal(`"${text}" is not a result; a cell reads A/D, e.g. 2/1`));

const sheet: ChartSheet<{ attacker: number; defender: number }> = {
  title: 'Test CRT',
  source: cite(GAME_IDS[0], 'Combat Results Table'),
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  rows: ['1', '2', '3'],
  columns: ['1-1', '2-1'],
  cells: [
    ['1/0', '0/1'],
    ['2/0', '1/1'],
    ['2/1', '0/2'],
  ],
  readCell: readLoss,
};

describe('charts from sheets', () => {
  it('reads every cell and both edges', () => {
    const chart = makeChart(sheet);
    expect(cellAt(chart, 2, 1)).toEqual({ attacker: 0, defender: 2 });
    expect(chart.columns.map((c) => c.kind)).toEqual(['odds', 'odds']);
    expect(() => cellAt(chart, 3, 0)).toThrow(RangeError);
  });

  it('names every bad place: ragged rows, unknown cells, duplicate and missing keys', () => {
    const bad = checkChart({ ...sheet, rows: ['1', '1'], columns: ['1-1', 'x'], cells: [['1/0', 'Q'], ['2/0']] });
    expect('problems' in bad && bad.problems.map((p) => p.message)).toEqual([
      'row heading "1" appears twice',
      'column 2 heading: "x" is not an odds column (e.g. 3-1, 1-2)',
      'row 1, column x: "Q" is not a result; a cell reads A/D, e.g. 2/1',
      'row 1 has 1 cells; the chart has 2 columns',
    ]);
    expect(() => makeChart({ ...sheet, cells: [['1/0', '0/1']] })).toThrow(ChartError);
    expect(checkChart({ ...sheet, cells: [...sheet.cells, ['1/1', '1/1']] })).toEqual({ problems: [{ message: 'the chart has 3 row headings but 4 rows of cells' }] });
  });

  it('builds the view the Tables screen shows', () => {
    const view = chartView(makeChart(sheet), { column: 1, reachableRows: [0, 1] });
    expect(view).toMatchObject({ title: 'Test CRT', columns: ['1-1', '2-1'], column: 1, reachableRows: [0, 1] });
    expect(view.rows[1]).toEqual({ label: '2', cells: ['2/0', '1/1'] });
  });

  it('finds the cells a transcription test does not check', () => {
    const chart = makeChart(sheet);
    const everyCell = (c: typeof chart) => {
      for (const [r, row] of sheet.cells.entries()) for (const [k, text] of row.entries()) expect(cellAt(c, r, k)).toEqual(readLoss(text));
    };
    expect(cellsNotChecked(chart, everyCell)).toEqual([]);
    const firstColumnOnly = (c: typeof chart) => sheet.cells.forEach((row, r) => expect(cellAt(c, r, 0)).toEqual(readLoss(row[0] ?? '')));
    expect(cellsNotChecked(chart, firstColumnOnly)).toEqual(['1 / 2-1', '2 / 2-1', '3 / 2-1']);
  });
});
