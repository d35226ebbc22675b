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

export function saveUnits(db: AdjutantDb, units: readonly UnitRecord[]): Promise<unknown> {
  return db.units.bulkPut([...units]);
}
