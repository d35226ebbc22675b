import type { AdjutantDb } from './db';

/** Kept in the settings table, per device: the newest log entry this device has backed up. */
const KEY = 'backup';
/** The reminder comes back once this many combats have been logged since the last backup. */
export const BACKUP_REMINDER = 10;

async function lastBackedUp(db: AdjutantDb): Promise<number> {
  const value = (await db.settings.get(KEY))?.value;
  return typeof value === 'object' && value !== null && 'lastCombatId' in value && typeof value.lastCombatId === 'number' ? value.lastCombatId : 0;
}

/** How many combats, in every game, have been logged on this device since its last backup. */
export async function combatsSinceBackup(db: AdjutantDb): Promise<number> {
  return db.combats.where(':id').above(await lastBackedUp(db)).count();
}

/** Notes that every combat logged up to `lastCombatId` is in a backup. */
export async function markBackedUp(db: AdjutantDb, lastCombatId: number, at: number): Promise<void> {
  await db.settings.put({ key: KEY, value: { lastCombatId, at } });
}
