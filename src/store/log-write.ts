import type { AdjutantDb } from './db';
import type { CombatRecord, GameRecord } from './records';

/**
 * What the next entry of a game's log is chained after: the entry written last and the game record
 * as they stood when read. Read ahead of a roll (readLogTip), it saves the roll's write a round
 * trip; the write checks it is still so, and reads it again if another tab wrote meanwhile.
 */
export interface LogTip {
  readonly game: GameRecord | undefined;
  readonly last: CombatRecord | undefined;
}

/** What to write once the tip is found: the entry and the game record after it; nothing when the tip is not the one expected. */
export type AfterTip = { readonly entry: Omit<CombatRecord, 'id'>; readonly game: GameRecord | undefined } | undefined;

/** What the write did: the entry saved (with its id) and the game record after it, or nothing written and the tip it found instead. */
export type TipWrite = { readonly saved: CombatRecord; readonly game: GameRecord | undefined } | { readonly found: LogTip };

/** The database's own connection, opened first if it is not (yet, or again after another tab's upgrade closed it). */
async function connection(db: AdjutantDb): Promise<IDBDatabase> {
  if (!db.isOpen()) await db.open();
  return db.backendDB();
}

/**
 * Appends an entry to a game's log in one transaction: the entry written last and the game record
 * are read, `after` decides from them what to write, and the writes are issued and committed the
 * moment the reads answer. It runs on IndexedDB itself rather than through Dexie, whose promises
 * answer a step later each: it is the write a player waits on after every roll.
 * Strict durability, as every write of the app (db.ts). A write the storage refuses (a full device)
 * abandons the transaction, and the refusal is what the promise rejects with.
 */
export async function writeAfterTip(db: AdjutantDb, gameId: string, after: (found: LogTip) => AfterTip): Promise<TipWrite> {
  const idb = await connection(db);
  return new Promise<TipWrite>((resolve, reject) => {
    const tx = idb.transaction(['combats', 'games'], 'readwrite', { durability: 'strict' });
    const combats = tx.objectStore('combats');
    const games = tx.objectStore('games');
    let done: TipWrite | undefined;
    let refused: unknown;
    const found: { last?: CombatRecord; game?: GameRecord; answers: number } = { answers: 0 };
    const write = () => {
      const tip = { game: found.game, last: found.last };
      const next = after(tip);
      if (!next) {
        done = { found: tip };
        return;
      }
      try {
        const added = combats.add({ ...next.entry });
        added.onsuccess = () => (done = { saved: { ...next.entry, id: added.result as number }, game: next.game });
        if (next.game) games.put(next.game);
        // Nothing more is asked: the database commits now, without waiting for the page to hear each write.
        tx.commit();
      } catch (e) {
        refused = e;
        tx.abort();
      }
    };
    const answered = () => {
      if (++found.answers === 2) write();
    };
    const newest = combats.index('gameId').openCursor(IDBKeyRange.only(gameId), 'prev');
    newest.onsuccess = () => {
      found.last = newest.result?.value as CombatRecord | undefined;
      answered();
    };
    const stored = games.get(gameId);
    stored.onsuccess = () => {
      found.game = stored.result as GameRecord | undefined;
      answered();
    };
    tx.oncomplete = () => (done ? resolve(done) : reject(new Error('the log write finished without writing')));
    tx.onabort = () => reject(refused ?? tx.error ?? new DOMException('The log write was abandoned.', 'AbortError'));
  });
}
