import type { AdjutantDb } from './db';
import type { PublicKeyInfo } from './keys';
import type { PinRecord } from './signed-records';

export type { PinRecord };

/** A key that came for a name already pinned to another key in this game. */
export interface KeyClash {
  readonly key: PublicKeyInfo;
  readonly pinned: PinRecord;
}

const nameOf = (key: PublicKeyInfo) => key.name?.trim() || key.fp;

/** A clash in a player's words. */
export function describeClash(clash: KeyClash): string {
  return `signed by another key for ${clash.pinned.name} (${clash.key.fp}) than the one pinned for that player on ${new Date(clash.pinned.pinnedAt).toISOString().slice(0, 10)} (${clash.pinned.fp})`;
}

/** The keys that clash with the game's pins, without pinning anything. */
export async function keyClashes(db: AdjutantDb, gameId: string, keys: readonly PublicKeyInfo[]): Promise<KeyClash[]> {
  const pins = await db.pins.where('gameId').equals(gameId).toArray();
  const byName = new Map(pins.map((p) => [p.name, p]));
  return keys.flatMap((key) => {
    const pinned = byName.get(nameOf(key));
    return pinned && pinned.fp !== key.fp ? [{ key, pinned }] : [];
  });
}

/** Pins each key not yet pinned under its name in the game; keys that clash are left as they are (keyClashes names them). */
export async function pinKeys(db: AdjutantDb, gameId: string, keys: readonly PublicKeyInfo[], now = Date.now()): Promise<void> {
  const pins = await db.pins.where('gameId').equals(gameId).toArray();
  const names = new Set(pins.map((p) => p.name));
  const fresh = keys.filter((k) => !names.has(nameOf(k)) && !pins.some((p) => p.fp === k.fp));
  await db.pins.bulkPut(fresh.map((k) => ({ gameId, name: nameOf(k), fp: k.fp, pinnedAt: now })));
}

/** The game's pins, by fingerprint. */
export async function pinsOf(db: AdjutantDb, gameId: string): Promise<PinRecord[]> {
  return db.pins.where('gameId').equals(gameId).toArray();
}
