import type { Resolution } from '../engine/core/combat';
import { FailureError } from '../engine/core/errors';
import type { RngState } from '../engine/core/rng';
import { formatSource } from '../engine/core/source';
import { announce } from './changes';
import { type ChainReport, type Digest, FIRST_PREV_HASH, type NewEntry, chained, headOf, sealOf, verifyChain } from './chain';
import type { AdjutantDb } from './db';
import type { CombatRecord, GameRecord, LogHead, SetUpChange, UnitRecord } from './records';
import { deviceKey } from './keys';
import { differingUnits } from './units';
import { type EntryWhen, entryWhen } from './campaign-record';
import { readCampaign } from './campaign-read';
import { type LogTip, type TipWrite, writeAfterTip } from './log-write';

export type { LogTip } from './log-write';

export function readLogTip(db: AdjutantDb, gameId: string): Promise<LogTip> {
  return db.transaction('r', db.combats, db.games, async () => {
    const [game, last] = await Promise.all([db.games.get(gameId), inWriteOrder(db, gameId).last()]);
    return { game, last };
  });
}

/** The turn and phase an entry is logged in, as the game's turn record stands. */
function whenIn(game: GameRecord | undefined): EntryWhen {
  return entryWhen(game?.campaign === undefined ? undefined : readCampaign(game.campaign));
}

function sameWhen(a: EntryWhen, b: EntryWhen): boolean {
  return a.turn === b.turn && a.phase === b.phase;
}

/**
 * Saves a resolved combat in one write: chained after the entry written last (whatever another tab
 * wrote meanwhile), signed by the device's key, with the game record's head, generator state and
 * last-played time moved on with it. The app shows a result only after this has resolved, so a
 * result on screen is always already in the log, signed.
 *
 * The platform's signing answers outside IndexedDB's transactions, so the entry is chained after the
 * log's tip as read before (`tip`, read ahead, or read now), signed, and written only if that is
 * still the entry written last and the turn record has not moved; else it is chained and signed again
 * after what the write found. Answers the entry saved and the log's tip after it.
 *
 * `setUp` is what the game record takes with the entry: the combat's next step (a roll that moved
 * it on), and a change at the desk still waiting to be written. `tellTabs: false` leaves the word
 * to the other tabs to the caller: a worker's channel would be heard by its own page as another tab's.
 */
export async function recordCombatAfter(
  db: AdjutantDb,
  record: NewEntry,
  tip?: LogTip,
  { setUp, tellTabs = true }: { readonly setUp?: SetUpChange; readonly tellTabs?: boolean } = {},
): Promise<{ readonly record: CombatRecord; readonly tip: LogTip }> {
  const key = await deviceKey(db);
  let { game, last } = tip ?? (await readLogTip(db, record.gameId));
  const rerolled = record.rerollOf === undefined ? undefined : await db.combats.get(record.rerollOf);
  for (;;) {
    // The turn and phase as the turn record stands, whichever tab moved it last.
    const when = record.when ?? whenIn(game);
    const signing = key ? { signer: key.info.fp, ...(last?.sig ? { prevSig: last.sig } : {}) } : {};
    const unsigned = chained({ ...record, when, ...signing }, last?.hash ?? FIRST_PREV_HASH, rerolled?.hash);
    const entry = key && unsigned.hash ? { ...unsigned, sig: await key.sign(unsigned.hash) } : unsigned;
    const after = last;
    // A result that moves the combat on (a passed initiative roll) saves the next step with it: a desk
    // reopened after the app was closed at that moment does not offer the same roll again.
    const changes = { ...setUp, updatedAt: record.at, ...(record.rngAfter ? { rng: record.rngAfter } : {}) };
    const holds = (found: LogTip) => found.last?.id === after?.id && (record.when !== undefined || sameWhen(whenIn(found.game), when));
    const next = (found: LogTip) => {
      if (!holds(found)) return undefined;
      if (!found.game) return { entry, game: undefined };
      const head = found.game.logHead;
      return head ? { entry, game: gameAfter(found.game, head, entry, changes) } : undefined;
    };
    const written = game && !game.logHead ? await writeWithWholeLog(db, entry, holds, changes) : await writeAfterTip(db, record.gameId, next);
    if ('saved' in written) {
      if (tellTabs) announce(record.gameId, 'log');
      return { record: written.saved, tip: { game: written.game, last: written.saved } };
    }
    ({ game, last } = written.found);
  }
}

/** The game record after an entry is added to its log: its head moved on by one, with the record's other changes. */
function gameAfter(game: GameRecord, head: LogHead, entry: Omit<CombatRecord, 'id'>, changes: Partial<GameRecord>): GameRecord {
  return { ...game, logHead: { ...head, count: head.count + 1, hash: entry.hash ?? '' }, ...changes };
}

/** An entry added to the log of a game whose record has no head yet (kept from before heads): the head is worked out from the whole log. */
function writeWithWholeLog(db: AdjutantDb, entry: Omit<CombatRecord, 'id'>, holds: (found: LogTip) => boolean, changes: Partial<GameRecord>): Promise<TipWrite> {
  return db.transaction('rw', db.combats, db.games, async (): Promise<TipWrite> => {
    const [last, stored] = await Promise.all([inWriteOrder(db, entry.gameId).last(), db.games.get(entry.gameId)]);
    if (!holds({ game: stored, last })) return { found: { game: stored, last } };
    const id = await db.combats.add({ ...entry });
    if (!stored) return { saved: { ...entry, id }, game: stored };
    const game: GameRecord = { ...stored, logHead: headOf(await inWriteOrder(db, entry.gameId).toArray()), ...changes };
    await db.games.put(game);
    return { saved: { ...entry, id }, game };
  });
}

/** Saves a resolved combat in one write (recordCombatAfter), the log's tip read now. */
export async function recordCombat(db: AdjutantDb, record: NewEntry, setUp?: SetUpChange): Promise<CombatRecord> {
  return (await recordCombatAfter(db, record, undefined, { setUp })).record;
}

/** A game's whole log in the order it was written, with the game record, read together. */
export interface ReadLog {
  readonly game: GameRecord | undefined;
  readonly entries: readonly CombatRecord[];
}

export function readLog(db: AdjutantDb, gameId: string): Promise<ReadLog> {
  return db.transaction('r', db.games, db.combats, async () => {
    const [game, entries] = await Promise.all([db.games.get(gameId), inWriteOrder(db, gameId).toArray()]);
    return { game, entries };
  });
}

/** A log read whole, checked against its chain and the game record's head. */
export function verifyRead({ game, entries }: ReadLog, digest?: Digest): Promise<ChainReport> {
  if (game && !game.logHead) return Promise.resolve({ ok: false, position: 1, reason: 'the game’s record of its log is missing: it was altered outside the app' });
  return verifyChain(entries, { ...(game?.logHead ? { head: game.logHead } : {}), ...(digest ? { digest } : {}) });
}

/** A game's whole log checked against its chain and the game record's head. */
export async function verifyLog(db: AdjutantDb, gameId: string, digest?: Digest): Promise<ChainReport> {
  return verifyRead(await readLog(db, gameId), digest);
}

/**
 * The log entry for a resolution: its description, every die with its source, the generator state
 * after the roll, the outcome, where it fell among the possible ones (its percentile and standings),
 * and the steps as the player saw them.
 */
export function resolutionRecord(gameId: string, at: number, input: unknown, resolution: Resolution, rerollOf?: number): NewEntry {
  const { outcome } = resolution;
  return {
    gameId,
    at,
    input,
    dice: resolution.dice,
    ...(resolution.rngAfter ? { rngAfter: resolution.rngAfter } : {}),
    outcome: { key: outcome.key, label: outcome.label, checklist: outcome.checklist, effects: outcome.effects },
    ...(resolution.percentile ? { percentile: resolution.percentile } : {}),
    ...(resolution.standings ? { standings: resolution.standings } : {}),
    steps: [...resolution.analysis.steps, ...outcome.steps].map((s) => ({ title: s.title, detail: s.detail, source: formatSource(s.source) })),
    ...(rerollOf === undefined ? {} : { rerollOf }),
  };
}

/**
 * The state the game's next roll starts from: that of the roll written last (the highest log id,
 * whatever the device clock said when each was written), else the game's own. The entries may come
 * in any order; they must include the newest written (`listCombats` with any limit does).
 */
export function currentRng(game: GameRecord, entries: readonly CombatRecord[]): RngState {
  let last: CombatRecord | undefined;
  for (const c of entries) if (c.rngAfter !== undefined && (last === undefined || (c.id ?? -1) > (last.id ?? -1))) last = c;
  return last?.rngAfter ?? game.rng;
}

/** The state the game's next roll starts from, read from the whole log: the roll written last, else the game's own. */
export async function nextRollRng(db: AdjutantDb, game: GameRecord): Promise<RngState> {
  const last = await inWriteOrder(db, game.id)
    .reverse()
    .filter((c) => c.rngAfter !== undefined)
    .first();
  return last?.rngAfter ?? game.rng;
}

/** A game's log in the order it was written (ids are given in write order; the clock can go back). */
function inWriteOrder(db: AdjutantDb, gameId: string) {
  return db.combats.where('gameId').equals(gameId);
}

/**
 * What a write to the units found: done, or refused because the units stored are no longer those the
 * change was worked out from (another tab, or the roster, changed them). `units` are the units as
 * they are stored now, for the desk to work the change out again; nothing was written.
 */
export type UnitsWrite = { readonly ok: true } | { readonly ok: false; readonly reason: 'changed'; readonly units: readonly (UnitRecord | undefined)[] } | { readonly ok: false; readonly reason: 'applied' };

/**
 * Applies a combat's effects to the units, remembering their states before so it can be undone: only
 * if every unit is still as `before` says (compare-and-set, in one transaction with the log entry)
 * and the result was not already applied.
 */
export async function applyCombat(db: AdjutantDb, combatId: number, before: readonly UnitRecord[], after: readonly UnitRecord[]): Promise<UnitsWrite> {
  const result = await db.transaction('rw', db.units, db.combats, async (): Promise<UnitsWrite & { gameId?: string }> => {
    const entry = await db.combats.get(combatId);
    if (!entry) throw new FailureError([{ code: 'gone', path: '', message: `no log entry ${combatId}` }]);
    if (entry.applied && !entry.undone) return { ok: false, reason: 'applied' };
    const stored = await db.units.bulkGet(before.map((u) => u.id));
    if (differingUnits(stored, before).length > 0) return { ok: false, reason: 'changed', units: stored };
    await db.units.bulkPut([...after]);
    const applied = { before, after };
    await db.combats.update(combatId, { applied, undone: false, seal: sealOf({ hash: entry.hash, applied, undone: false }) });
    return { ok: true, gameId: entry.gameId };
  });
  if (result.ok && result.gameId) announce(result.gameId, 'units');
  return result.ok ? { ok: true } : result;
}

export type UndoResult = { readonly ok: true; readonly combat: CombatRecord } | { readonly ok: false; readonly combat: CombatRecord; readonly changed: readonly string[] } | undefined;

/**
 * Undoes the most recent applied effects in a game: units go back to their states before; the roll
 * stays in the log. Only if the units are still as the result left them: a unit changed since (in
 * another tab, or on the roster) is named and nothing is written, so that change is not lost.
 * Undefined when there is nothing to undo.
 */
export async function undoLastApplied(db: AdjutantDb, gameId: string): Promise<UndoResult> {
  const result = await db.transaction('rw', db.units, db.combats, async (): Promise<UndoResult> => {
    const last = await inWriteOrder(db, gameId)
      .reverse()
      .filter((c) => c.applied !== undefined && !c.undone)
      .first();
    if (!last?.applied || last.id === undefined) return undefined;
    const { before, after } = last.applied;
    const stored = await db.units.bulkGet(after.map((u) => u.id));
    const changed = differingUnits(stored, after);
    if (changed.length > 0) return { ok: false, combat: last, changed: changed.map((u) => u.name) };
    await db.units.bulkPut([...before]);
    const seal = sealOf({ hash: last.hash, applied: last.applied, undone: true });
    await db.combats.update(last.id, { undone: true, seal });
    return { ok: true, combat: { ...last, undone: true, seal } };
  });
  if (result?.ok) announce(gameId, 'units');
  return result;
}

/**
 * A game's log, the entry written last first; the newest `limit` only when given (opening a long
 * game stays quick). Write order, not the clock: a device clock set back does not reorder the log.
 */
export function listCombats(db: AdjutantDb, gameId: string, limit?: number): Promise<CombatRecord[]> {
  const newestFirst = inWriteOrder(db, gameId).reverse();
  return (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
}

export function countCombats(db: AdjutantDb, gameId: string): Promise<number> {
  return db.combats.where('gameId').equals(gameId).count();
}
