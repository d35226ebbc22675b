import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordCombat } from './combats';
import { createGame, deleteGame, listGames, renameGame } from './games';
import { sessionOf } from './distance';
import { combatFor, gameWithUnits } from './test-data';
import { GAME_IDS } from '../engine/core/source';

describe('saved games', () => {
  it('starts a game with its scenario’s units, and lists games most recently played first', async () => {
    const { db, game } = await gameWithUnits();
    const other = await createGame(db, '  Cold Harbor  ', GAME_IDS[0], 3000, {
      scenario: '3.0',
      units: [{ name: 'Hancock', side: 'union', type: 'infantry', strength: 8, movement: 5, state: {} }],
    });
    expect(other).toMatchObject({ name: 'Cold Harbor', scenario: '3.0', createdAt: 3000, updatedAt: 3000 });
    expect((await listGames(db)).map((g) => g.id)).toEqual([other.id, game.id]);
    expect(await db.units.where('gameId').equals(other.id).toArray()).toMatchObject([{ name: 'Hancock', strength: 8, movement: 5 }]);
    await expect(createGame(db, '   ', GAME_IDS[0])).rejects.toThrow('Game name: give the game a name');
  });

  it('renames a game, refusing an empty name', async () => {
    const { db, game } = await gameWithUnits();
    expect(await renameGame(db, game.id, '  Spotsylvania ')).toBe('Spotsylvania');
    expect((await db.games.get(game.id))?.name).toBe('Spotsylvania');
    await expect(renameGame(db, game.id, ' ')).rejects.toThrow('Game name: give the game a name');
    await expect(renameGame(db, game.id, '')).rejects.toMatchObject({ errors: [{ code: 'refused', path: 'name', message: 'Game name: give the game a name' }] });
    expect((await db.games.get(game.id))?.name).toBe('Spotsylvania');
  });

  it('refuses a name that shows nothing or does not fit, in a new game and a rename, naming the field', async () => {
    const { db, game } = await gameWithUnits();
    for (const name of ['\u200b\u200b', 'x'.repeat(100_000)]) {
      await expect(createGame(db, name, GAME_IDS[0])).rejects.toThrow(/^Game name: /);
      await expect(renameGame(db, game.id, name)).rejects.toThrow(/^Game name: /);
    }
    expect((await listGames(db)).map((g) => g.name)).toEqual(['Test game']);
  });

  it('deletes a game with its units, log and distance play, and nothing of another game', async () => {
    const { db, game } = await gameWithUnits();
    const other = await createGame(db, 'Other', GAME_IDS[0]);
    await db.units.add({ id: 'other-unit', gameId: other.id, name: 'X', side: 'union', type: 'infantry', strength: 1, state: {} });
    await recordCombat(db, combatFor(game.id, 2000));
    await recordCombat(db, combatFor(other.id, 2000));
    // What playing it at a distance left: its session, a pinned key and a kept head.
    await sessionOf(db, game.id);
    await db.pins.add({ gameId: game.id, name: 'Anna', fp: 'ABCDEFGHJKMNPQRS', pinnedAt: 1 });
    await db.heads.add({ gameId: game.id, game: game.id, count: 0, hash: '', legacy: 0, at: 1, signer: 'ABCDEFGHJKMNPQRS', sig: 'x', keptAt: 1 });
    await deleteGame(db, game.id);
    expect(await db.distance.get(game.id)).toBeUndefined();
    expect(await db.pins.where('gameId').equals(game.id).count()).toBe(0);
    expect(await db.heads.where('gameId').equals(game.id).count()).toBe(0);
    expect(await db.games.get(game.id)).toBeUndefined();
    expect(await db.units.where('gameId').equals(game.id).count()).toBe(0);
    expect(await db.combats.where('gameId').equals(game.id).count()).toBe(0);
    expect(await db.units.where('gameId').equals(other.id).count()).toBe(1);
    expect(await db.combats.where('gameId').equals(other.id).count()).toBe(1);
  });
});
