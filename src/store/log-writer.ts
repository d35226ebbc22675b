import { FIRST_PREV_HASH, type NewEntry, chained } from './chain';
import { type LogTip, readLogTip, recordCombatAfter } from './combats';
import type { AdjutantDb } from './db';
import { type DeviceKey, deviceKey } from './keys';
import type { CombatRecord, SetUpChange } from './records';

/**
 * Writes the desk's rolls to their game's log, each chained and signed (recordCombatAfter), with the
 * log's tip read ahead so a roll's write is one transaction. The app runs it in a worker of its own
 * (workers/log.worker.ts), so a roll's hashing, signing and transaction never wait on the page's
 * drawing, nor the drawing on them; tests run it in the page.
 */
export interface LogWriter {
  /** Reads the game's log tip and the device's key ahead of its next roll; the first time, also has the writer's hashing and signing run once (rehearse). */
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
  let rehearsed: Promise<void> | undefined;
  return {
    async readAhead(gameId) {
      if (!tips.has(gameId)) tips.set(gameId, readLogTip(db, gameId).catch(() => undefined));
      const [, key] = await Promise.all([tips.get(gameId), deviceKey(db)]);
      rehearsed ??= rehearse(key);
      await rehearsed;
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

/**
 * A stand-in entry, of no game, hashed and signed by `rehearse` and never written: about as long as
 * a roll's entry (a few kilobytes of explanation), so the hashing's loops run long enough to be
 * compiled as a roll's will be.
 */
const STAND_IN: NewEntry = {
  gameId: '',
  at: 0,
  input: { kind: 'stand-in' },
  dice: [],
  outcome: { key: '', label: '', checklist: [], effects: {} },
  steps: Array.from({ length: 24 }, (_, i) => ({ title: `Step ${i}`, detail: 'A stand-in step of an entry never written. '.repeat(3), source: 'stand-in' })),
};

/**
 * Hashes and signs a stand-in entry once, before the first roll: the code that chains and signs an
 * entry is compiled on its first run, which otherwise fell on the first roll's write (12 ms of it,
 * against half a millisecond once compiled). Nothing of any roll is known or drawn here.
 */
async function rehearse(key: DeviceKey | undefined): Promise<void> {
  const { hash } = chained(STAND_IN, FIRST_PREV_HASH);
  if (key && hash) await key.sign(hash).catch(() => undefined);
}
