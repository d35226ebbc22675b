import { announce } from './changes';
import { canonicalJson } from './canonical-json';
import type { AdjutantDb } from './db';
import type { UnitRecord } from './records';

export function listUnits(db: AdjutantDb, gameId: string): Promise<UnitRecord[]> {
  return db.units.where('gameId').equals(gameId).toArray();
}

export async function addUnit(db: AdjutantDb, unit: Omit<UnitRecord, 'id'>): Promise<UnitRecord> {
  const saved: UnitRecord = { ...unit, id: crypto.randomUUID() };
  await db.units.add(saved);
  announce(unit.gameId, 'units');
  return saved;
}

/** The units of `expected` that are not stored as it has them (changed or gone since), as expected. */
export function differingUnits(stored: readonly (UnitRecord | undefined)[], expected: readonly UnitRecord[]): UnitRecord[] {
  return expected.filter((u, i) => {
    const now = stored[i];
    return now === undefined || canonicalJson(now) !== canonicalJson(u);
  });
}

/** A unit's values as a flat list of fields: its own and each state marker. */
function fieldsOf(unit: UnitRecord): Map<string, unknown> {
  const { state, ...own } = unit;
  return new Map<string, unknown>([...Object.entries(own), ...Object.entries(state).map(([k, x]): [string, unknown] => [`state.${k}`, x])]);
}

/** The unit with the given fields set (a field set to undefined taken off), rebuilt from its list of fields. */
function withFields(unit: UnitRecord, fields: ReadonlyMap<string, unknown>): UnitRecord {
  const all = fieldsOf(unit);
  for (const [key, value] of fields) all.set(key, value);
  const kept = [...all].filter(([, value]) => value !== undefined);
  const own = Object.fromEntries(kept.filter(([key]) => !key.startsWith('state.')));
  const state = Object.fromEntries(kept.filter(([key]) => key.startsWith('state.')).map(([key, value]) => [key.slice('state.'.length), value]));
  return { ...own, state } as UnitRecord;
}

export type UnitSave = { readonly ok: true; readonly unit: UnitRecord } | { readonly ok: false; readonly unit: UnitRecord | undefined };

/**
 * Saves a change the player made to a unit (`next`, made from `expected` as the desk had it), in one
 * transaction against what is stored: the fields the player changed are written over the unit as it
 * is stored now, so a change another tab made to its other fields is kept. When another tab changed
 * one of the same fields, nothing is written and the unit as stored is returned to be shown.
 */
export async function saveUnitChange(db: AdjutantDb, expected: UnitRecord, next: UnitRecord): Promise<UnitSave> {
  const result = await db.transaction('rw', db.units, async (): Promise<UnitSave> => {
    const stored = await db.units.get(next.id);
    if (!stored) return { ok: false, unit: undefined };
    const was = fieldsOf(expected);
    const now = fieldsOf(stored);
    const wanted = fieldsOf(next);
    const changed = [...new Set([...was.keys(), ...wanted.keys()])].filter((k) => canonicalJson(was.get(k)) !== canonicalJson(wanted.get(k)));
    if (changed.some((k) => canonicalJson(now.get(k)) !== canonicalJson(was.get(k)))) return { ok: false, unit: stored };
    const merged = withFields(stored, new Map(changed.map((k) => [k, wanted.get(k)])));
    await db.units.put(merged);
    return { ok: true, unit: merged };
  });
  if (result.ok) announce(next.gameId, 'units');
  return result;
}

/** Adds units in one transaction: all of them or, if one fails, none. */
export async function addUnits(db: AdjutantDb, units: readonly Omit<UnitRecord, 'id'>[]): Promise<UnitRecord[]> {
  const saved = units.map((u): UnitRecord => ({ ...u, id: crypto.randomUUID() }));
  await db.transaction('rw', db.units, () => db.units.bulkAdd(saved));
  for (const gameId of new Set(saved.map((u) => u.gameId))) announce(gameId, 'units');
  return saved;
}

/** Takes a unit off the game's roster; the log keeps the combats it fought, as they were logged. */
export async function removeUnit(db: AdjutantDb, unit: Pick<UnitRecord, 'id' | 'gameId'>): Promise<void> {
  await db.units.delete(unit.id);
  announce(unit.gameId, 'units');
}
