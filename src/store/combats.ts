import type { Resolution } from '../engine/core/combat';
import type { RngState } from '../engine/core/rng';
import { formatSource } from '../engine/core/source';
import { type ChainReport, FIRST_PREV_HASH, chained, verifyChain } from './chain';
import type { AdjutantDb } from './db';
import type { CombatRecord, GameRecord, UnitRecord } from './records';

/**
 * Saves a resolved combat, with the generator state after its roll, in one write, chained to the
 * entry written before it (chain.ts). The app shows a result only after this has resolved, so a
 * result on screen is always already in the log.
 */
export async function recordCombat(db: AdjutantDb, record: Omit<CombatRecord, 'id' | 'prevHash' | 'hash'>, movedOn?: { readonly draft: unknown }): Promise<CombatRecord> {
  const write = async () => {
    const last = await inWriteOrder(db, record.gameId).last();
    const entry: CombatRecord = chained(record, last?.hash ?? FIRST_PREV_HASH);
    const id = await db.combats.add({ ...entry });
    // A result that moves the combat on (a passed initiative roll) saves the next step with it: a desk
    // reopened after the app was closed at that moment does not offer the same roll again.
    if (movedOn) await db.games.update(record.gameId, { draft: movedOn.draft });
    return { ...entry, id };
  };
  // Only a roll that moves the combat on holds the game record too: every other roll leaves it free for the desk's own saves.
  return movedOn ? db.transaction('rw', db.combats, db.games, write) : db.transaction('rw', db.combats, write);
}

/** A game's whole log in the order it was written, checked against its chain. */
export async function verifyLog(db: AdjutantDb, gameId: string): Promise<ChainReport> {
  return verifyChain(await inWriteOrder(db, gameId).toArray());
}

/**
 * The log entry for a resolution: its description, every die with its source, the generator state
 * after the roll, the outcome, where it fell among the possible ones, and the steps as the player saw them.
 */
export function resolutionRecord(gameId: string, at: number, input: unknown, resolution: Resolution, rerollOf?: number): Omit<CombatRecord, 'id'> {
  const { outcome } = resolution;
  return {
    gameId,
    at,
    input,
    dice: resolution.dice,
    ...(resolution.rngAfter ? { rngAfter: resolution.rngAfter } : {}),
    outcome: { key: outcome.key, label: outcome.label, checklist: outcome.checklist, effects: outcome.effects },
    ...(resolution.percentile ? { percentile: resolution.percentile } : {}),
    steps: [...resolution.analysis.steps, ...outcome.steps].map((s) => ({ title: s.title, detail: s.detail, source: formatSource(s.source) })),
    ...(rerollOf === undefined ? {} : { rerollOf }),
  };
}

/**
 * Moves the game record on after a combat (last played, generator state). Not needed for safety —
 * `currentRng` finds the state in the log — so the desk does it after the result is on screen.
 */
export function touchGame(db: AdjutantDb, gameId: string, at: number, rngAfter: RngState | undefined): Promise<unknown> {
  return db.games.update(gameId, rngAfter ? { rng: rngAfter, updatedAt: at } : { updatedAt: at });
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

/** Applies a combat's effects to the units, remembering their states before so it can be undone. */
export async function applyCombat(db: AdjutantDb, combatId: number, before: readonly UnitRecord[], after: readonly UnitRecord[]): Promise<void> {
  await db.transaction('rw', db.units, db.combats, async () => {
    await db.units.bulkPut([...after]);
    await db.combats.update(combatId, { applied: { before, after }, undone: false });
  });
}

/** Undoes the most recent applied effects in a game: units go back to their states before; the roll stays in the log. */
export async function undoLastApplied(db: AdjutantDb, gameId: string): Promise<CombatRecord | undefined> {
  return db.transaction('rw', db.units, db.combats, async () => {
    const last = await inWriteOrder(db, gameId)
      .reverse()
      .filter((c) => c.applied !== undefined && !c.undone)
      .first();
    if (!last?.applied || last.id === undefined) return undefined;
    await db.units.bulkPut([...last.applied.before]);
    await db.combats.update(last.id, { undone: true });
    return { ...last, undone: true };
  });
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
