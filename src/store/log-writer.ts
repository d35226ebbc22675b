import type { NewEntry } from './chain';
import { type LogTip, readLogTip, recordCombatAfter } from './combats';
import type { AdjutantDb } from './db';
import { deviceKey } from './keys';
import type { CombatRecord, SetUpChange } from './records';

/**
 * Writes the desk's rolls to their game's log, each chained and signed (recordCombatAfter), with the
 * log's tip read ahead so a roll's write is one transaction. The app runs it in a worker of its own
 * (workers/log.worker.ts), so a roll's hashing, signing and transaction never wait on the page's
 * drawing, nor the drawing on them; tests run it in the page.
 */
export interface LogWriter {
  /** Reads the game's log tip and the device's key ahead of its next roll. */
  readAhead(gameId: string): Promise<void>;
  /** Saves a roll's entry, with what the game record takes with it (recordCombatAfter); answers the entry as saved. */
  record(entry: NewEntry, setUp?: SetUpChange): Promise<CombatRecord>;
}

/**
 * The writer over `db`. The tip kept for a game is this writer's last write, or what it read ahead:
 * another tab's write since is found by the write itself, which then chains after that instead.
 * `tellTabs: false` where the caller tells the other tabs (a worker's channel is heard by its own page).
 */
export function logWriter(db: AdjutantDb, { tellTabs = true }: { readonly tellTabs?: boolean } = {}): LogWriter {
  const tips = new Map<string, Promise<LogTip | undefined>>();
  return {
    async readAhead(gameId) {
      if (!tips.has(gameId)) tips.set(gameId, readLogTip(db, gameId).catch(() => undefined));
      await Promise.all([tips.get(gameId), deviceKey(db)]);
    },
    async record(entry, setUp) {
      const tip = await tips.get(entry.gameId);
      try {
        const written = await recordCombatAfter(db, entry, tip, { setUp, tellTabs });
        tips.set(entry.gameId, Promise.resolve(written.tip));
        return written.record;
      } catch (e) {
        tips.delete(entry.gameId);
        throw e;
      }
    },
  };
}
