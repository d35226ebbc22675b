import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors';
import { GAME_IDS, cite } from '../source';
import { CellRefusal, cellAt } from './chart';
import { type ChartSlot, type PlayerChart, type StartingPoint, chartFromDescription, checkPlayerChart, describeSlot, fingerprint, playerChartProblems, playerChartSource } from './player-chart';

const CODES = ['Ae', 'Ar', 'Dr', 'De', 'Ex'];
const slot: ChartSlot<string> = {
  id: 'crt',
  title: 'Combat Results Table',
  source: cite(GAME_IDS[4], 'Combat Results Table'),
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  dice: 'one die',
  rows: ['1', '2', '3'],
  vocabulary: { codes: CODES, words: `a cell holds one of ${CODES.join(' ')}` },
  readCell: (t) => (CODES.includes(t) ? t : new CellRefusal(`"${t}" is not a result; one of ${CODES.join(' ')}`)),
};
/** Another edition's table, offered to start from. */
const otherEdition: StartingPoint = {
  label: 'another edition: check every cell against your own sheet',
  rows: ['1', '2', '3', '4', '5', '6'],
  columns: ['1-2', '1-1', '2-1'],
  cells: [
    ['Ar', 'Dr', 'De'],
    ['Ar', 'Dr', 'Dr'],
    ['Ar', 'Ar', 'Dr'],
    ['Ae', 'Ar', 'Dr'],
    ['Ae', 'Ar', 'Ex'],
    ['Ae', 'Ae', 'Ex'],
  ],
};
const mine: PlayerChart = {
  name: 'B&G CRT, my copy',
  entered: '2026-11-23',
  rows: ['1', '2', '3'],
  columns: ['1-2', '1-1', '2-1'],
  cells: [
    ['Ar', 'Ex', 'Dr'],
    ['Ae', 'Ar', 'Ex'],
    ['Ae', 'Ae', 'Ar'],
  ],
};

describe('player charts', () => {
  it('reads a sheet that fits its slot, and names it as the player’s with a fingerprint', () => {
    const chart = chartFromDescription(slot, { crt: mine });
    expect(cellAt(chart, 0, 2)).toBe('Dr');
    expect(playerChartSource(slot, mine).ref).toBe(`Combat Results Table: your chart "B&G CRT, my copy", entered 23 Nov 2026, fingerprint ${fingerprint(mine)}`);
  });

  it('gives the same fingerprint to the same cells whatever the name or spacing, another to any changed cell', () => {
    const renamed: PlayerChart = { ...mine, name: 'other', cells: mine.cells.map((r) => r.map((c) => ` ${c} `)) };
    expect(fingerprint(renamed)).toBe(fingerprint(mine));
    expect(fingerprint({ ...mine, cells: [['Ar', 'Ex', 'De'], ...mine.cells.slice(1)] })).not.toBe(fingerprint(mine));
    expect(fingerprint(mine)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('asks for a chart not entered yet, by name, guessing nothing', () => {
    expect(() => chartFromDescription(slot, undefined)).toThrow(CombatInputError);
    try {
      chartFromDescription(slot, {});
    } catch (e) {
      expect((e as CombatInputError).errors).toEqual([{ code: 'refused', path: 'charts.crt', message: `this combat reads your Combat Results Table: enter it from your chart sheet first (one die; a cell holds one of Ae Ar Dr De Ex)` }]);
    }
  });

  it('refuses a sheet of the wrong shape or with a bad cell, naming each place', () => {
    const bad = checkPlayerChart(slot, { ...mine, rows: ['1', '2', '4'], cells: [['Ar', 'Ex', 'Dr'], ['Ae', 'Zz', 'Ex'], ['Ae', 'Ae']] });
    expect('problems' in bad && bad.problems).toEqual([
      'row 3 heading is "4"; the Combat Results Table has "3" there',
      'row 2, column 1-1: "Zz" is not a result; one of Ae Ar Dr De Ex',
      'row 4 has 2 cells; the chart has 3 columns',
    ]);
  });

  it('names each problem’s row and column, for the editor to mark the cell', () => {
    const bad = playerChartProblems(slot, { ...mine, cells: [['Ar', 'Ex', 'Dr'], ['Ae', 'Zz', 'Ex'], ['Ae', 'Ae', 'Ar']] });
    expect('problems' in bad && bad.problems).toEqual([{ row: 1, column: 1, message: 'row 2, column 1-1: "Zz" is not a result; one of Ae Ar Dr De Ex' }]);
  });

  it('serves a slot as plain data, with the starting points it offers', () => {
    const plain = describeSlot({ ...slot, columns: ['1-2', '1-1', '2-1'], rows: ['1', '2', '3', '4', '5', '6'], startingPoints: [otherEdition] });
    expect('readCell' in plain).toBe(false);
    expect(structuredClone(plain)).toEqual(plain);
    expect(plain.startingPoints?.[0]?.label).toBe('another edition: check every cell against your own sheet');
  });

  it('takes another edition’s table, as a starting point, for a slot with its results', () => {
    const sixRows: ChartSlot<string> = { ...slot, rows: ['1', '2', '3', '4', '5', '6'] };
    const chart = checkPlayerChart(sixRows, { name: 'start', entered: '2026-11-23', ...otherEdition });
    expect('chart' in chart && cellAt(chart.chart, 4, 2)).toBe('Ex');
  });
});
