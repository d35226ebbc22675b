import { describe, expect, it } from 'vitest';
import { makeChart } from '../../../core/chart';
import { cellsNotChecked } from '../../../core/chart/every-cell';
import { fraction } from '../../../core/fraction';
import { cite } from '../../../core/source';
import { analyse } from '../../../engine';
import { DIFFERENTIAL_SAMPLE } from './differential-sample';

/**
 * The sample differential game against its source, webwargaming.org's Combat Rules page, as the page
 * prints its tables (a second transcription, kept here as text): every cell of the Combat Results
 * Table, every result and every line of the Terrain Effects on Combat chart.
 */
const PRINTED_CRT = `| die roll | -1 | 0 | 1 | 2, 3 | 4, 5 | 6, 7 | 8, 9 | 10+ |
| 1 | NR | DR | DR | DR | DR2 | DR2 | DR2 | DR2 |
| 2 | NR | NR | DR | DR | DR | DR2 | DR2 | DR2 |
| 3 | AR | NR | NR | DR | DR | DR | DR2 | DR2 |
| 4 | AR | AR | AR | NR | DR | DR | DR | DR2 |
| 5 | AR | AR | AR | AR | NR | DR | DR | DR |
| 6 | AR | AR | AR | AR | AR | NR | DR | DR |`;
const PRINTED_KEY = 'NR: No Result DR: Defender retreat DR2 Defender retreats 2 AR Attacker retreat';
const PRINTED_TEC = `| clear | 0 |
| forest | 2 |
| rough | 1 |
| town | 2 |
| fortified | 3 |
| road | 0 |
| river | 3 |`;

const cellsOf = (text: string) => text.split('\n').map((line) => line.split('|').map((c) => c.trim()).filter((c) => c !== ''));

describe('the sample differential game, cell by cell against its source', () => {
  const [heading = [], ...rows] = cellsOf(PRINTED_CRT);
  const table = DIFFERENTIAL_SAMPLE.table;

  it('has the page’s columns (a pair printed "2, 3" headed 2-3) and rows', () => {
    expect(table.columns).toEqual(heading.slice(1).map((h) => h.replace(', ', '-')));
    expect(table.rows).toEqual(rows.map((r) => r[0]));
  });

  it('has every cell as the page prints it', () => {
    const chart = makeChart({ title: 'sample', source: cite('owngame', 'test'), rowHeader: 'Die roll', rowKind: 'range', columnKind: 'range', rows: table.rows, columns: table.columns, cells: table.cells, readCell: (t) => t });
    expect(cellsNotChecked(chart, (c) => c.cells.forEach((row, r) => row.forEach((cell, k) => expect(cell).toBe(rows[r]?.[k + 1]))))).toEqual([]);
  });

  it('has the page’s results and its terrain shifts, clear and road shifting nothing', () => {
    expect(DIFFERENTIAL_SAMPLE.results.map((r) => `${r.code} ${r.name}`)).toEqual(['NR No Result', 'DR Defender retreat', 'DR2 Defender retreats 2', 'AR Attacker retreat']);
    for (const r of DIFFERENTIAL_SAMPLE.results) expect(PRINTED_KEY).toContain(r.name);
    const shifts: Record<string, number> = Object.fromEntries(cellsOf(PRINTED_TEC).map(([terrain, columns]) => [terrain, Number(columns)]));
    const defined = Object.fromEntries(DIFFERENTIAL_SAMPLE.conditions.map((c) => [c.id, c.effect === 'shift' ? -c.columns : 0]));
    expect(defined).toEqual(Object.fromEntries(Object.entries(shifts).filter(([, n]) => n > 0)));
  });

  it('resolves the documented combat: 10 to 5 is +5, in rough one column left: 2-3', () => {
    const a = analyse({ format: 1, game: 'owngame', kind: 'combat', definition: 'differential-sample', conditions: ['rough'], attackers: [{ name: 'A', type: 'Unit', strength: 6 }, { name: 'B', type: 'Unit', strength: 4 }], defenders: [{ name: 'D', type: 'Unit', strength: 5 }] });
    expect(a.steps.find((s) => s.title === 'Odds and column')?.detail).toBe('10 to 5 (difference +5): 4-5; 1 column left: 2-3');
    expect(Object.fromEntries(a.chances.map((c) => [c.key, c.probability]))).toEqual({ DR: fraction(1, 2), NR: fraction(1, 6), AR: fraction(1, 3) });
  });
});
