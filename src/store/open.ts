import Dexie from 'dexie';
import type { AdjutantDb } from './db';

export type OpenResult =
  | { readonly ok: true; readonly db: AdjutantDb }
  | { readonly ok: false; readonly reason: 'newer' | 'unavailable' | 'corrupt'; readonly message: string };

const newerResult: OpenResult = {
  ok: false,
  reason: 'newer',
  message: 'Your saved games were written by a newer version of Adjutant. Update the app to open them; nothing has been changed.',
};

/**
 * Opens the database without ever deleting it. A database written by a newer version of the app,
 * or one the browser cannot read, is reported so that the player can export the raw data.
 */
export async function openDb(db: AdjutantDb): Promise<OpenResult> {
  try {
    await db.open();
    // Dexie 4 opens a database that a newer app has upgraded (IndexedDB versions are Dexie's × 10);
    // its data may have a shape this version does not know, so it is reported, not used.
    if (db.backendDB().version / 10 > db.declaredVersion) {
      db.close();
      return newerResult;
    }
    return { ok: true, db };
  } catch (e) {
    if (e instanceof Dexie.VersionError) return newerResult;
    if (e instanceof Dexie.MissingAPIError) {
      return { ok: false, reason: 'unavailable', message: 'This browser gives Adjutant no storage (private browsing?). Games cannot be saved here.' };
    }
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, reason: 'corrupt', message: `Your saved games could not be opened (${detail}). Nothing has been deleted.` };
  }
}
