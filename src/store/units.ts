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
