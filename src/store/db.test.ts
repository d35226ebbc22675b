import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AdjutantDb } from './db';
import { createGame, listGames } from './games';
import { openDb } from './open';
import { exportRawDatabase } from './raw-export';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema';
import type { UnitRecord } from './records';
import { canonicalJson } from './canonical-json';
import { recordCombat, verifyLog } from './combats';
import { sha256 } from './sha256';
import { GAME_IDS } from '../engine/core/source';

let counter = 0;
const freshName = () => `adjutant-test-${++counter}`;

describe('AdjutantDb', () => {
  it('saves and lists games, most recently played first', async () => {
    const db = new AdjutantDb(freshName());
    await createGame(db, 'May 1864', GAME_IDS[0], 1000);
    await createGame(db, '  Overland  ', GAME_IDS[1], 2000);
    const games = await listGames(db);
    expect(games.map((g) => g.name)).toEqual(['Overland', 'May 1864']);
    expect(games[0]?.rng).toHaveLength(4);
    db.close();
  });

  it('refuses a game without a name, naming the field', async () => {
    const db = new AdjutantDb(freshName());
    await expect(createGame(db, '   ', GAME_IDS[0])).rejects.toThrow(/Game name/);
    expect(await db.games.count()).toBe(0);
    db.close();
  });

  it('keeps every record through a schema upgrade (the pattern for adding a version)', async () => {
    const name = freshName();
    const v1 = new AdjutantDb(name);
    const game = await createGame(v1, 'Before upgrade', GAME_IDS[0]);
    const unit: UnitRecord = { id: 'u1', gameId: game.id, name: '12-6 (V)', side: 'union', type: 'infantry', strength: 12, state: {} };
    await v1.units.add(unit);
    await v1.combats.add({ gameId: game.id, at: 1, input: {}, dice: [], steps: [], outcome: { key: 'k', label: 'l', checklist: [], effects: {} } });
    v1.close();

    // A later version adds an index and moves data; versions are only appended.
    const v2: SchemaVersion = {
      version: Math.max(...SCHEMA_VERSIONS.map((v) => v.version)) + 1,
      stores: { units: 'id, gameId, side' },
      upgrade: async (tx) => {
        await tx.table('units').toCollection().modify((u: UnitRecord) => {
          u.state = { ...u.state, supply: 'supplied' };
        });
      },
    };
    const upgraded = new AdjutantDb(name, [...SCHEMA_VERSIONS, v2]);
    const opened = await openDb(upgraded);
    expect(opened.ok).toBe(true);
    expect(await upgraded.games.get(game.id)).toMatchObject({ name: 'Before upgrade' });
    expect(await upgraded.units.where('side').equals('union').toArray()).toMatchObject([{ id: 'u1', state: { supply: 'supplied' } }]);
    expect(await upgraded.combats.count()).toBe(1);
    upgraded.close();
  });

  it('opens a log written before the game record kept its head: its entries, unchained and chained the older way, check as older entries, and new ones chain on', async () => {
    const name = freshName();
    const previous = new AdjutantDb(name, SCHEMA_VERSIONS.filter((v) => v.version < 3));
    const game = await createGame(previous, 'Before heads', GAME_IDS[0]);
    await previous.games.update(game.id, { logHead: undefined });
    const entry = { gameId: game.id, at: 1, input: { kind: 'cavalry-probe' }, dice: [{ purpose: 'probe die', face: 3, source: { kind: 'physical' as const } }], steps: [], outcome: { key: 'k', label: 'l', checklist: [], effects: {} } };
    await previous.combats.add({ ...entry });
    // Hashed the way the previous version hashed: a few fields.
    const oldHash = sha256(canonicalJson({ chain: 1, prevHash: '', at: 2, input: entry.input, dice: entry.dice, rngAfter: undefined, outcome: { key: 'k', label: 'l' } }));
    await previous.combats.add({ ...entry, at: 2, prevHash: '', hash: oldHash });
    previous.close();

    const current = new AdjutantDb(name);
    expect((await openDb(current)).ok).toBe(true);
    expect((await current.games.get(game.id))?.logHead).toEqual({ count: 2, hash: oldHash, legacy: 2 });
    expect(await verifyLog(current, game.id)).toEqual({ ok: true, chained: 1, unchained: 1 });
    const next = await recordCombat(current, { ...entry, at: 3 });
    expect(next).toMatchObject({ chain: 2, prevHash: oldHash });
    expect(await verifyLog(current, game.id)).toEqual({ ok: true, chained: 2, unchained: 1 });
    current.close();
  });

  it('reports a database written by a newer version instead of failing or wiping it', async () => {
    const name = freshName();
    const newer = new AdjutantDb(name, [...SCHEMA_VERSIONS, { version: 9, stores: { extra: 'id' } }]);
    await createGame(newer, 'From the future', GAME_IDS[0]);
    newer.close();

    const current = new AdjutantDb(name);
    const opened = await openDb(current);
    expect(opened).toMatchObject({ ok: false, reason: 'newer' });
    const raw = await exportRawDatabase(name);
    expect(raw.games).toMatchObject([{ name: 'From the future' }]);
    expect(Object.keys(raw)).toContain('extra');
  });

  it('reports a database it cannot read as such, keeps it, and still exports its raw data', async () => {
    const name = freshName();
    // Same name, a shape no version of Adjutant wrote: the games store keyed by something else.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 10);
      request.onupgradeneeded = () => request.result.createObjectStore('games', { keyPath: 'key' }).add({ key: 'k1', note: 'kept' });
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });

    const opened = await openDb(new AdjutantDb(name));
    expect(opened).toMatchObject({ ok: false, reason: 'corrupt' });
    if (!opened.ok) expect(opened.message).toMatch(/Nothing has been deleted/);
    expect(await exportRawDatabase(name)).toEqual({ games: [{ key: 'k1', note: 'kept' }] });
  });

  it('exports nothing, and creates nothing, for a database that does not exist', async () => {
    const name = freshName();
    expect(await exportRawDatabase(name)).toEqual({});
    const dbs = await indexedDB.databases();
    expect(dbs.map((d) => d.name)).not.toContain(name);
  });
});

describe('starting a game from a scenario', () => {
  it('saves the game and its roster together', async () => {
    const db = new AdjutantDb(freshName());
    const game = await createGame(db, 'May', GAME_IDS[0], 1, {
      scenario: '1.0',
      units: [{ name: 'V', side: 'union', type: 'infantry', strength: 12, movement: 6, placement: 'Culpepper', state: {} }],
    });
    expect(game.scenario).toBe('1.0');
    expect(await db.units.where('gameId').equals(game.id).toArray()).toMatchObject([{ name: 'V', strength: 12, movement: 6 }]);
    db.close();
  });
});
