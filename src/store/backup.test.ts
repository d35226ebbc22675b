import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AdjutantDb } from './db';
import { recordCombat } from './combats';
import { createGame } from './games';
import { combatFor, gameWithUnits } from './test-data';
import { backupAll, restoreBackup } from './backup';
import { BACKUP_REMINDER, combatsSinceBackup, markBackedUp } from './backup-reminder';
import { GAME_IDS } from '../engine/core/source';

async function snapshot(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray(), charts: await db.charts.toArray() };
}

describe('backups', () => {
  it('counts the combats logged since the last backup, in every game', async () => {
    const { db, game } = await gameWithUnits();
    const other = await createGame(db, 'Second', GAME_IDS[1], 1000);
    expect(await combatsSinceBackup(db)).toBe(0);
    await recordCombat(db, combatFor(game.id, 2000));
    await recordCombat(db, combatFor(other.id, 2001));
    expect(await combatsSinceBackup(db)).toBe(2);
    const backup = await backupAll(db, 3000);
    await markBackedUp(db, backup.lastCombatId, backup.at);
    expect(await combatsSinceBackup(db)).toBe(0);
    await recordCombat(db, combatFor(game.id, 4000));
    expect(await combatsSinceBackup(db)).toBe(1);
    expect(BACKUP_REMINDER).toBeGreaterThan(1);
  });

  it('backs up every game to one file and restores them all on another device', async () => {
    const { db, game } = await gameWithUnits();
    const second = await createGame(db, 'Second', GAME_IDS[1], 1000);
    await recordCombat(db, combatFor(game.id, 2000));
    await recordCombat(db, combatFor(game.id, 2001));
    const file = JSON.parse(JSON.stringify(await backupAll(db, 3000)));
    expect(file.games).toHaveLength(2);

    const other = new AdjutantDb(`adjutant-restore-${Date.now()}`);
    const result = await restoreBackup(other, file, 5000);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.games.map((g) => g.name).sort()).toEqual(['Second', 'Test game']);
    expect(await other.games.get(second.id)).toMatchObject({ name: 'Second', rules: GAME_IDS[1] });
    expect(await other.units.where('gameId').equals(game.id).count()).toBe(2);
    expect((await other.combats.where('gameId').equals(game.id).toArray()).map((c) => c.at)).toEqual([2000, 2001]);
  });

  it('changes nothing when one game in the file is refused, and says which', async () => {
    const { db, game } = await gameWithUnits();
    await createGame(db, 'Second', GAME_IDS[1], 1000);
    await recordCombat(db, combatFor(game.id, 2000));
    const file = JSON.parse(JSON.stringify(await backupAll(db, 3000)));
    file.games[1].game.rules = 'no-such-game';

    const other = new AdjutantDb(`adjutant-restore-refused-${Date.now()}`);
    await createGame(other, 'Already here', GAME_IDS[0], 10);
    const before = await snapshot(other);
    const result = await restoreBackup(other, file, 5000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.path).toBe('games.1.game.rules');
    expect(await snapshot(other)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const other = new AdjutantDb(`adjutant-restore-other-${Date.now()}`);
    const result = await restoreBackup(other, { kind: 'adjutant-game', version: 1 });
    expect(result.ok).toBe(false);
    expect(await other.games.count()).toBe(0);
  });
});
