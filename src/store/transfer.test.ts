import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AdjutantDb } from './db';
import { applyCombat, recordCombat } from './combats';
import { combatFor, gameWithUnits } from './test-data';
import { EXPORT_MIGRATIONS, type ExportMigration, exportGame, importGame, migrateExport } from './transfer';

async function snapshot(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray() };
}

describe('export and import', () => {
  it('round-trips a game with its units and log into another device', async () => {
    const { db, game, units } = await gameWithUnits();
    const combat = await recordCombat(db, combatFor(game.id, 2000));
    const defender = units[1];
    if (!defender) throw new Error('fixture');
    await applyCombat(db, combat.id as number, [defender], [{ ...defender, strength: 4 }]);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));

    const other = new AdjutantDb(`adjutant-import-${Date.now()}`);
    const result = await importGame(other, file);
    expect(result.ok).toBe(true);
    expect(await other.games.get(game.id)).toMatchObject({ name: 'Test game', logHead: { count: 1 } });
    // The other device never goes on from this one's generator state.
    expect((await other.games.get(game.id))?.rng).not.toEqual(game.rng);
    expect((await other.units.toArray()).map((u) => u.strength).sort()).toEqual([12, 4]);
    expect(await other.combats.toArray()).toMatchObject([{ outcome: { label: 'Probe successful' }, applied: { before: [{ strength: 5 }] } }]);
  });

  it('imports a game that is already here as a copy, never over it', async () => {
    const { db, game } = await gameWithUnits();
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const result = await importGame(db, file);
    if (!result.ok) throw new Error('import failed');
    expect(result.game.id).not.toBe(game.id);
    expect(result.game.name).toBe('Test game (imported)');
    expect(await db.games.count()).toBe(2);
    expect(await db.units.where('gameId').equals(result.game.id).count()).toBe(2);
    expect(await db.units.where('gameId').equals(game.id).count()).toBe(2);
  });

  it('gives a game that comes in with a name that would not show or fit a safe one, and keeps everything else', async () => {
    const { db, game } = await gameWithUnits();
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const cases: [string, RegExp][] = [
      ['\u200b\u2060\u200d', /^Game with no name \(imported\)$/],
      ['W'.repeat(100_000), /^W{48}… \(imported\)$/],
    ];
    for (const [name, safe] of cases) {
      const result = await importGame(db, { ...file, game: { ...file.game, name } });
      if (!result.ok) throw new Error('import failed');
      expect(result.game.name).toMatch(safe);
      expect(await db.units.where('gameId').equals(result.game.id).count()).toBe(2);
    }
  });

  it('changes nothing for a broken file and names each wrong field', async () => {
    const { db, game } = await gameWithUnits();
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    file.game.id = 'a-new-id';
    file.units[0].strength = 'twelve';
    file.combats = [{ ...combatFor('a-new-id', 1), dice: [{ purpose: 'x', face: 9, source: { kind: 'physical' } }] }];
    const before = await snapshot(db);
    const result = await importGame(db, file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    expect(paths).toContain('units.0.strength');
    expect(paths).toContain('combats.0.dice.0.face');
    expect(await snapshot(db)).toEqual(before);
  });

  it('carries each entry’s percentile, and refuses one that is not a fraction from 0 to 1', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, { ...combatFor(game.id, 2000), percentile: { num: 3, den: 4 } });
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const other = new AdjutantDb(`adjutant-import-${Date.now()}-percentile`);
    expect((await importGame(other, file)).ok).toBe(true);
    expect((await other.combats.toArray()).map((c) => c.percentile)).toEqual([{ num: 3, den: 4 }]);
    file.combats[0].percentile = { num: 5, den: 4 };
    const refused = await importGame(new AdjutantDb(`adjutant-import-${Date.now()}-bad-percentile`), file);
    expect(refused).toMatchObject({ ok: false, errors: [{ path: 'combats.0.percentile', message: 'a percentile is a fraction from 0 to 1' }] });
  });

  it('carries the campaign, and each entry’s turn, sides and standings; refuses them malformed, naming the field', async () => {
    const { db, game } = await gameWithUnits();
    const campaign = { record: { turn: 3, phase: 1, phaseName: 'Combat', date: '', time: '', night: true, done: [] }, phases: { names: ['Movement', 'Combat'], placed: {} } };
    await db.games.update(game.id, { campaign });
    await recordCombat(db, { ...combatFor(game.id, 2000), sides: { for: 'union', against: 'confederate' }, standings: { chances: [{ num: 1, den: 3 }, { num: 2, den: 3 }], at: 1 } });
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const other = new AdjutantDb(`adjutant-import-${Date.now()}-campaign`);
    expect((await importGame(other, file)).ok).toBe(true);
    expect((await other.games.get(game.id))?.campaign).toEqual(campaign);
    expect(await other.combats.toArray()).toMatchObject([{ when: { turn: 3, phase: 'Combat' }, sides: { for: 'union', against: 'confederate' }, standings: { at: 1 } }]);
    for (const [field, bad, path] of [
      ['when', { turn: 0, phase: 'Combat' }, 'combats.0.when.turn'],
      ['sides', { against: 'union' }, 'combats.0.sides.for'],
      ['standings', { chances: [{ num: 1, den: 0 }], at: 0 }, 'combats.0.standings.chances.0.den'],
    ] as const) {
      const broken = JSON.parse(JSON.stringify(file));
      broken.combats[0][field] = bad;
      const refused = await importGame(new AdjutantDb(`adjutant-import-${Date.now()}-bad-${field}`), broken);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.errors.map((e) => e.path)).toContain(path);
    }
  });

  it('asks the engine to check a game’s own data where the game keeps its rules there: rules that do not read are refused by their field, and nothing is written', async () => {
    const { db, game } = await gameWithUnits();
    await db.games.update(game.id, { campaign: { record: { turn: 1, phase: 0, phaseName: '', date: '', time: '', night: false, done: [] }, game: { definition: { name: '' } } } });
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const asked: unknown[] = [];
    const checker = {
      checkChart: async () => ({ ok: true as const, fingerprint: '', table: { title: '', source: { game: game.rules, ref: '' }, rowHeader: '', columns: [], rows: [], reachableRows: [] } }),
      checkGameData: async (_game: unknown, data: unknown) => {
        asked.push(data);
        return [{ path: 'definition.name', message: 'the game’s name is text of 1 to 60 characters' }];
      },
    };
    const other = new AdjutantDb(`adjutant-import-${Date.now()}-own-data`);
    const result = await importGame(other, file, undefined, undefined, checker);
    expect(asked).toEqual([{ definition: { name: '' } }]);
    expect(result).toEqual({ ok: false, errors: [{ code: 'refused', path: 'game.campaign.game.definition.name', message: 'the game’s name is text of 1 to 60 characters' }] });
    expect(await other.games.count()).toBe(0);
  });

  it('takes a ten-sided die’s face only from a die that says it is ten-sided', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, { ...combatFor(game.id, 3000), dice: [{ purpose: 'combat die', face: 9, sides: 10, source: { kind: 'physical' } }] });
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    expect((await importGame(new AdjutantDb(`adjutant-import-${Date.now()}-d10`), file)).ok).toBe(true);
    delete file.combats[0].dice[0].sides;
    const refused = await importGame(new AdjutantDb(`adjutant-import-${Date.now()}-d10-bad`), file);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.map((e) => `${e.path}: ${e.message}`)).toContain('combats.0.dice.0.face: a die face is 1 to 6 (1 to 10 for a ten-sided die)');
  });

  it('refuses things that are not game files with one clear line', async () => {
    const { db } = await gameWithUnits();
    expect(await importGame(db, [1, 2])).toEqual({ ok: false, errors: [{ code: 'refused', path: '', message: 'expected an Adjutant game file (a JSON object)' }] });
    expect(await importGame(db, { kind: 'adjutant-game', version: 99 })).toMatchObject({ ok: false, errors: [{ path: 'version', message: expect.stringContaining('newer version') }] });
    expect(await importGame(db, { kind: 'something', version: 1, game: {}, units: [], combats: [] })).toMatchObject({ ok: false, errors: expect.arrayContaining([{ code: 'refused', path: 'kind', message: expect.stringContaining('Adjutant game file') }]) });
  });

  it('brings an older file up through each migration in turn', () => {
    const migrations = {
      1: (f: Record<string, unknown>) => ({ ...f, version: 2, renamed: f.old }),
      2: (f: Record<string, unknown>) => ({ ...f, version: 3, upgraded: true }),
    };
    expect(migrateExport({ version: 1, old: 'x' }, migrations, 3)).toEqual({ version: 3, old: 'x', renamed: 'x', upgraded: true });
    expect(migrateExport({ version: 0 }, migrations, 3)).toEqual([{ path: 'version', message: 'format 0 is not one this app can read' }]);
  });

  it('imports an older file through its migration, and a bad older file changes nothing', async () => {
    // A stand-in for an older format: format 0 called the log "log" and the game's name "title".
    const { db: source, game } = await gameWithUnits();
    await recordCombat(source, combatFor(game.id, 2000));
    const current = JSON.parse(JSON.stringify(await exportGame(source, game.id)));
    const { name, ...gameWithoutName } = current.game;
    const older = { kind: current.kind, version: 0, game: { ...gameWithoutName, title: name }, units: current.units, log: current.combats, keys: current.keys };
    const fromZero = (f: Record<string, unknown>) => {
      const { log, game: g, ...rest } = f as { log: unknown; game: Record<string, unknown> };
      const { title, ...others } = g;
      return { ...rest, version: 1, game: { ...others, name: title }, combats: log };
    };

    const db = new AdjutantDb(`adjutant-migrate-${Date.now()}`);
    const result = await importGame(db, older, 5000, { 0: fromZero, 1: EXPORT_MIGRATIONS[1] as ExportMigration, 2: EXPORT_MIGRATIONS[2] as ExportMigration });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result).toMatchObject({ ok: true, game: { id: game.id, name: 'Test game', updatedAt: 5000 } });
    expect(await db.combats.toArray()).toMatchObject([{ gameId: game.id, outcome: { label: 'Probe successful' } }]);
    expect(await db.units.where('gameId').equals(game.id).count()).toBe(2);

    // Without the migration the app cannot read it; with a migration that leaves a bad file, it says where.
    const empty = new AdjutantDb(`adjutant-migrate-bad-${Date.now()}`);
    expect(await importGame(empty, older, 5000, { 1: EXPORT_MIGRATIONS[1] as ExportMigration })).toEqual({ ok: false, errors: [{ code: 'refused', path: 'version', message: 'format 0 is not one this app can read' }] });
    const broken = await importGame(empty, { ...older, units: [{ ...older.units[0], strength: -1 }] }, 5000, { 0: fromZero, 1: EXPORT_MIGRATIONS[1] as ExportMigration, 2: EXPORT_MIGRATIONS[2] as ExportMigration });
    expect(broken).toMatchObject({ ok: false, errors: [{ path: 'units.0.strength' }] });
    expect(await snapshot(empty)).toEqual({ games: [], units: [], combats: [] });
  });
});
