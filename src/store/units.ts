import type { AdjutantDb } from './db';
import type { UnitRecord } from './records';

export function listUnits(db: AdjutantDb, gameId: string): Promise<UnitRecord[]> {
  return db.units.where('gameId').equals(gameId).toArray();
}

export async function addUnit(db: AdjutantDb, unit: Omit<UnitRecord, 'id'>): Promise<UnitRecord> {
  const saved: UnitRecord = { ...unit, id: crypto.randomUUID() };
  await db.units.add(saved);
  return saved;
}

/** Saves a unit's values and state as the player changed them at the desk. */
export function saveUnit(db: AdjutantDb, unit: UnitRecord): Promise<unknown> {
  return db.units.put(unit);
}

/** Adds units in one transaction: all of them or, if one fails, none. */
export async function addUnits(db: AdjutantDb, units: readonly Omit<UnitRecord, 'id'>[]): Promise<UnitRecord[]> {
  const saved = units.map((u): UnitRecord => ({ ...u, id: crypto.randomUUID() }));
  await db.transaction('rw', db.units, () => db.units.bulkAdd(saved));
  return saved;
}

/** Takes a unit off the game's roster; the log keeps the combats it fought, as they were logged. */
export function removeUnit(db: AdjutantDb, id: string): Promise<void> {
  return db.units.delete(id);
}
