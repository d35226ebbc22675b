import type { FieldError } from '../engine/core/errors';
import { entryHash } from './chain';
import type { ChartChecker } from './charts';
import type { AdjutantDb } from './db';
import type { CombatRecord } from './records';
import { checkImport } from './transfer';

/** The first entry on each side after the last entry both logs share. */
export interface Fork {
  /** How many entries both logs share before they part. */
  readonly shared: number;
  readonly ours: CombatRecord;
  readonly theirs: CombatRecord;
  /** How many entries each log has past the shared ones. */
  readonly oursAfter: number;
  readonly theirsAfter: number;
}

export type HandOverResult =
  | { readonly ok: true; readonly added: number; readonly recognised: number }
  | { readonly ok: false; readonly errors: readonly FieldError[] }
  | { readonly ok: false; readonly fork: Fork };

/** What identifies a log entry across tablets: its hash, or for an entry older than the chain, the hash of its content. */
function identity(c: CombatRecord): string {
  return c.hash ?? entryHash(c, c.prevHash ?? '');
}

/**
 * Takes in a game handed over from another tablet as a game file, for the same game here (a game
 * first comes to a tablet by the import, which keeps its id). The file is checked as an import is,
 * its log's audit chain included. The entries both logs share are recognised; entries the other tablet logged after the last
 * shared one are added after it, in order. When both tablets logged different entries after the same
 * one, nothing is written and the fork is returned to be shown. Only the log is taken in: this
 * tablet's units, set-up and map are left as they are.
 */
export async function receiveGame(db: AdjutantDb, gameId: string, file: unknown, now = Date.now(), checker?: ChartChecker): Promise<HandOverResult> {
  const checked = await checkImport(file, undefined, checker);
  if (!checked.ok) return checked;
  const { data } = checked.value;
  if (data.game.id !== gameId) return { ok: false, errors: [{ path: 'game.id', message: `this file is another game (${data.game.name}), not this one` }] };
  const ours = await db.combats.where('gameId').equals(gameId).sortBy('id');
  const theirs = data.combats as readonly CombatRecord[];
  let shared = 0;
  while (shared < ours.length && shared < theirs.length && identity(ours[shared] as CombatRecord) === identity(theirs[shared] as CombatRecord)) shared++;
  const oursNext = ours[shared];
  const theirsNext = theirs[shared];
  if (oursNext && theirsNext) {
    return { ok: false, fork: { shared, ours: oursNext, theirs: theirsNext, oursAfter: ours.length - shared, theirsAfter: theirs.length - shared } };
  }
  const fresh = theirs.slice(shared);
  if (fresh.length === 0) return { ok: true, added: 0, recognised: shared };
  // Re-rolls point at the entry they re-rolled, by this tablet's ids.
  const ids = new Map<number | undefined, number | undefined>(theirs.slice(0, shared).map((c, i) => [c.id, ours[i]?.id]));
  try {
    await db.transaction('rw', [db.games, db.combats], async () => {
      for (const { id, applied: _applied, rerollOf, ...entry } of fresh) {
        const local = ids.get(rerollOf);
        const newId = await db.combats.add({ ...entry, gameId, ...(rerollOf !== undefined && local !== undefined ? { rerollOf: local } : {}) });
        ids.set(id, newId);
      }
      await db.games.update(gameId, { updatedAt: now });
    });
  } catch (e) {
    return { ok: false, errors: [{ path: '', message: `the entries could not be saved here (${e instanceof Error ? e.message : String(e)}); nothing was changed` }] };
  }
  return { ok: true, added: fresh.length, recognised: shared };
}
