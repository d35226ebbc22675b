import type { RngState } from '../engine/core/rng';
import type { AdjutantDb } from './db';
import type { CombatRecord, UnitRecord } from './records';

/**
 * Saves a resolved combat and the game's generator state in one transaction. The app shows a result
 * only after this has resolved, so a result on screen is always already in the log.
 */
export async function recordCombat(db: AdjutantDb, record: Omit<CombatRecord, 'id'>, rngAfter: RngState | undefined): Promise<CombatRecord> {
  return db.transaction('rw', db.games, db.combats, async () => {
    const id = await db.combats.add({ ...record });
    await db.games.update(record.gameId, rngAfter ? { rng: rngAfter, updatedAt: record.at } : { updatedAt: record.at });
    return { ...record, id };
  });
}

/** Applies a combat's effects to the units, remembering their states before so it can be undone. */
export async function applyCombat(db: AdjutantDb, combatId: number, before: readonly UnitRecord[], after: readonly UnitRecord[]): Promise<void> {
  await db.transaction('rw', db.units, db.combats, async () => {
    await db.units.bulkPut([...after]);
    await db.combats.update(combatId, { applied: { before, after }, undone: false });
  });
}

/** Undoes the most recent applied effects in a game: units go back to their states before; the roll stays in the log. */
export async function undoLastApplied(db: AdjutantDb, gameId: string): Promise<CombatRecord | undefined> {
  return db.transaction('rw', db.units, db.combats, async () => {
    const last = await db.combats
      .where('[gameId+at]')
      .between([gameId, -Infinity], [gameId, Infinity])
      .reverse()
      .filter((c) => c.applied !== undefined && !c.undone)
      .first();
    if (!last?.applied || last.id === undefined) return undefined;
    await db.units.bulkPut([...last.applied.before]);
    await db.combats.update(last.id, { undone: true });
    return { ...last, undone: true };
  });
}

/** A game's log, newest first. */
export function listCombats(db: AdjutantDb, gameId: string): Promise<CombatRecord[]> {
  return db.combats.where('[gameId+at]').between([gameId, -Infinity], [gameId, Infinity]).reverse().toArray();
}
