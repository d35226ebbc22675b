import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../engine/api';
import type { PlayerChart } from '../engine/core/chart';
import { type ChartChecker, chartsInUse, deleteChart, exportCharts, importCharts, listCharts, saveChart, useChart } from './charts';
import { AdjutantDb } from './db';
import { createGame } from './games';
import { openDb } from './open';
import { SCHEMA_VERSIONS } from './schema';
import { gameWithUnits } from './test-data';
import { exportGame, importGame } from './transfer';
import { GAME_IDS } from '../engine/core/source';

let counter = 0;
const freshName = () => `adjutant-charts-test-${++counter}-${Date.now()}`;
const checker: ChartChecker = { checkChart: async (game, slot, chart) => engineApi.checkChart(game, slot, chart) };

const rows = ['1', '2', '3', '4', '5', '6', '7'];
const columns = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];
const chart = (name: string, cell = '1/1'): PlayerChart => ({ name, entered: '2026-11-23', rows, columns, cells: rows.map(() => columns.map(() => cell)) });
const record = (name: string, cell?: string) => ({ id: crypto.randomUUID(), rules: GAME_IDS[0], slot: 'crt-5-8', chart: chart(name, cell), savedAt: 1 });

async function everything(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray(), charts: await db.charts.toArray() };
}

describe('the player’s charts on the device', () => {
  it('opens a database written by the previous version with its games intact and no charts', async () => {
    const name = freshName();
    const previous = new AdjutantDb(name, SCHEMA_VERSIONS.filter((v) => v.version < 2));
    const game = await createGame(previous, 'Before charts', GAME_IDS[0]);
    await previous.units.add({ id: 'u1', gameId: game.id, name: 'V', side: 'union', type: 'infantry', strength: 12, state: {} });
    previous.close();

    const current = new AdjutantDb(name);
    expect(current.declaredVersion).toBeGreaterThanOrEqual(2);
    expect((await openDb(current)).ok).toBe(true);
    expect(await current.games.get(game.id)).toMatchObject({ name: 'Before charts' });
    expect(await current.units.count()).toBe(1);
    expect(await current.charts.count()).toBe(0);
    current.close();
  });

  it('keeps one chart in use per slot: the one saved or chosen last', async () => {
    const db = new AdjutantDb(freshName());
    const a = await saveChart(db, record('first'));
    const b = await saveChart(db, record('second', '2/2'));
    expect(await chartsInUse(db, GAME_IDS[0])).toEqual({ 'crt-5-8': b.chart });
    await useChart(db, a.id);
    expect((await chartsInUse(db, GAME_IDS[0]))['crt-5-8']?.name).toBe('first');
    await deleteChart(db, a.id);
    expect(await chartsInUse(db, GAME_IDS[0])).toEqual({});
    expect((await listCharts(db, GAME_IDS[0])).map((c) => c.chart.name)).toEqual(['second']);
  });

  it('exports charts to a file of their own, and imports it back after a delete', async () => {
    const db = new AdjutantDb(freshName());
    const saved = await saveChart(db, record('mine', '0/2'));
    const file = JSON.parse(JSON.stringify(await exportCharts(db, [saved.id])));
    await deleteChart(db, saved.id);
    expect(await importCharts(db, file, checker)).toEqual({ ok: true, added: 1 });
    expect(await chartsInUse(db, GAME_IDS[0])).toEqual({ 'crt-5-8': saved.chart });
    expect(await importCharts(db, file, checker)).toEqual({ ok: true, added: 0 });
  });

  it('refuses a whole file for one bad chart, naming the place, and changes nothing', async () => {
    const db = new AdjutantDb(freshName());
    await saveChart(db, record('kept'));
    const before = await everything(db);
    const good = chart('good');
    const ragged = { ...chart('ragged'), cells: good.cells.map((r, i) => (i === 2 ? r.slice(0, 4) : r)) };
    const file = { kind: 'adjutant-charts', version: 1, charts: [{ rules: GAME_IDS[0], slot: 'crt-5-8', chart: good }, { rules: GAME_IDS[0], slot: 'crt-1-4', chart: ragged }] };
    expect(await importCharts(db, file, checker)).toEqual({ ok: false, errors: [{ code: 'refused', path: 'charts.1.chart', message: 'row 3 has 4 cells; the chart has 6 columns' }] });
    const unknown = { ...file, charts: [{ rules: GAME_IDS[0], slot: 'crt-5-8', chart: { ...good, cells: good.cells.map((r, i) => (i === 0 ? ['Ex', ...r.slice(1)] : r)) } }] };
    expect(await importCharts(db, unknown, checker)).toMatchObject({ ok: false, errors: [{ path: 'charts.0.chart', message: 'row 1, column 1-2: "Ex" is not a result; a cell reads A/D, e.g. 2/1' }] });
    expect(await importCharts(db, { ...file, charts: [{ rules: GAME_IDS[0], slot: 'crt-5-8', chart: { ...good, name: '' } }] }, checker)).toMatchObject({ ok: false, errors: [{ path: 'charts.0.chart.name' }] });
    expect((await importCharts(db, { kind: 'adjutant-game' }, checker)).ok).toBe(false);
    expect(await everything(db)).toEqual(before);
  });

  it('sends a game’s charts with it, and brings them in with the game in one transaction', async () => {
    const { db, game } = await gameWithUnits();
    await saveChart(db, record('travels', '3/0'));
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    expect(file.charts).toMatchObject([{ rules: GAME_IDS[0], slot: 'crt-5-8', chart: { name: 'travels' } }]);

    const other = new AdjutantDb(freshName());
    expect((await importGame(other, file, 5, undefined, checker)).ok).toBe(true);
    expect((await chartsInUse(other, GAME_IDS[0]))['crt-5-8']?.name).toBe('travels');

    const third = new AdjutantDb(freshName());
    const broken = { ...file, charts: [{ ...file.charts[0], chart: { ...file.charts[0].chart, columns: [...columns, '6-1'] } }] };
    const refused = await importGame(third, broken, 5, undefined, checker);
    expect(!refused.ok && refused.errors[0]).toEqual({ code: 'refused', path: 'charts.0.chart', message: 'the Combat Results Table "5-8" has 6 columns (1-2, 1-1, 2-1, 3-1, 4-1, 5-1); this sheet has 7' });
    expect(await importGame(third, file, 5)).toMatchObject({ ok: false, errors: [{ path: 'charts' }] });
    expect(await everything(third)).toEqual({ games: [], units: [], combats: [], charts: [] });
  });
});
