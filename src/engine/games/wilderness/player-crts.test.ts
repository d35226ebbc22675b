import { describe, expect, it } from 'vitest';
import type { PlayerChart } from '../../core/chart';
import { GAME_IDS, formatSource } from '../../core/source';
import { engineApi } from '../../api';
import { analyse, resolve } from '../../engine';
import { fieldErrors } from '../../core/test-field-errors';
import { INFANTRY_CRTS } from './charts';
import { infantry, unit } from './test-inputs';

const printed58 = INFANTRY_CRTS.tables.find((t) => t.name === '5-8')?.chart.printed ?? [];
/** The "5-8" table with every defender loss one more than printed: a house rule, easy to tell apart. */
const houseRule: PlayerChart = {
  name: 'House 5-8',
  entered: '2026-11-23',
  rows: INFANTRY_CRTS.rowLabels,
  columns: INFANTRY_CRTS.columns,
  cells: printed58.map((row) => row.map((c) => `${c[0]}/${Number(c[2]) + 1}`)),
};
const combat = (charts?: Record<string, unknown>) =>
  infantry({ attackers: [unit('V', 12), unit('VI', 12)], defenders: [unit('Heth', 6)], ...(charts ? { charts } : {}) });

describe('Wilderness: the player’s own infantry tables', () => {
  it('declares the three tables as replaceable slots, served as plain data', () => {
    const slots = engineApi.chartSlots('wilderness');
    expect(slots.map((s) => s.id)).toEqual(['crt-9-or-more', 'crt-5-8', 'crt-1-4']);
    expect(slots[1]).toMatchObject({ rows: ['1', '2', '3', '4', '5', '6', '7'], columns: ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'], replaces: 'the printed block 2 of 3, read as table "5-8"' });
    expect(structuredClone(slots)).toEqual(slots);
  });

  it('reads the table from the player’s chart, naming it with its fingerprint in every step that reads it', () => {
    const printed = resolve(combat(), { physical: [1] });
    const mine = resolve(combat({ 'crt-5-8': houseRule }), { physical: [1] });
    const check = engineApi.checkChart('wilderness', 'crt-5-8', houseRule);
    expect(check.ok).toBe(true);
    const fp = check.ok ? check.fingerprint : '';
    expect(mine.outcome.effects['defenderLoss']).toBe(Number(printed.outcome.effects['defenderLoss']) + 1);
    const named = `Combat Results Table "5-8": your chart "House 5-8", entered 23 Nov 2026, fingerprint ${fp}`;
    const sources = [...mine.analysis.steps, ...mine.outcome.steps].map((s) => formatSource(s.source));
    expect(sources.filter((s) => s.endsWith(named))).toHaveLength(3);
    expect(mine.analysis.table?.source.ref).toBe(named);
    expect(mine.outcome.label).toContain('your chart');
    expect(analyse(combat()).steps.some((s) => s.source.ref.includes('your chart'))).toBe(false);
  });

  it('refuses a chart that does not fit at charts.<slot>, and a slot the game has not', () => {
    const bad = { ...houseRule, cells: houseRule.cells.map((r, i) => (i === 2 ? ['1/1', 'x', ...r.slice(2)] : r)) };
    expect(fieldErrors(() => analyse(combat({ 'crt-5-8': bad })))).toEqual([{ path: 'charts.crt-5-8', message: 'your Combat Results Table "5-8" "House 5-8": row 3, column 1-1: "x" is not a result; a cell reads A/D, e.g. 2/1' }]);
    expect(fieldErrors(() => analyse(combat({ 'crt-2-3': houseRule })))[0]?.path).toBe('charts.crt-2-3');
  });
});

describe('checking a chart through the engine', () => {
  const problems = (chart: unknown) => {
    const c = engineApi.checkChart('wilderness', 'crt-5-8', chart);
    return c.ok ? [] : c.problems;
  };

  it('refuses ragged rows, naming the row', () => {
    expect(problems({ ...houseRule, cells: houseRule.cells.map((r, i) => (i === 1 ? r.slice(0, 5) : r)) })).toEqual([{ row: 1, message: 'row 2 has 5 cells; the chart has 6 columns' }]);
  });

  it('refuses unknown results, naming row and column and what is allowed', () => {
    expect(problems({ ...houseRule, cells: houseRule.cells.map((r, i) => (i === 4 ? [...r.slice(0, 3), 'De', ...r.slice(4)] : r)) })).toEqual([
      { row: 4, column: 3, message: 'row 5, column 3-1: "De" is not a result; a cell reads A/D, e.g. 2/1' },
    ]);
  });

  it('refuses duplicate and missing keys', () => {
    expect(problems({ ...houseRule, columns: ['1-2', '1-1', '2-1', '2-1', '4-1', '5-1'] }).map((p) => p.message)).toContain('column heading "2-1" appears twice');
    expect(problems({ ...houseRule, rows: ['1', '2', '3', '', '5', '6', '7'] }).map((p) => p.message)).toContain('row 4 heading is ""; the Combat Results Table "5-8" has "4" there');
  });

  it('refuses a chart of the wrong shape for its slot, and a block with extra columns', () => {
    expect(problems({ ...houseRule, rows: houseRule.rows.slice(0, 6), cells: houseRule.cells.slice(0, 6) })[0]?.message).toBe('the Combat Results Table "5-8" has 7 rows (1, 2, 3, 4, 5, 6, 7); this sheet has 6');
    const wide = problems({ ...houseRule, columns: [...houseRule.columns, '6-1'], cells: houseRule.cells.map((r) => [...r, '0/1']) });
    expect(wide[0]?.message).toBe('the Combat Results Table "5-8" has 6 columns (1-2, 1-1, 2-1, 3-1, 4-1, 5-1); this sheet has 7');
  });

  it('refuses what is not a chart at all, and a slot the game has not', () => {
    expect(problems({ name: 'x' })[0]?.message).toMatch(/^entered: /);
    const other = GAME_IDS.find((id) => !engineApi.chartSlots(id).some((s) => s.id === 'crt-5-8'));
    if (!other) throw new Error('a game that reads no such chart');
    expect(engineApi.checkChart(other, 'crt-5-8', houseRule)).toEqual({ ok: false, problems: [{ message: 'this game reads no chart "crt-5-8" from your sheet' }] });
  });
});
