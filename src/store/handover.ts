import { type Failure, refused } from '../engine/core/errors';
import { writeFailure } from './write-errors';
import { announce } from './changes';
import { entryIdentity as identity } from './chain';
import type { ChartChecker } from './charts';
import type { AdjutantDb } from './db';
import type { CombatRecord } from './records';
import { keepHead, keptHeads } from './heads';
import { type PublicKeyInfo, knownSigners, rememberSigners } from './keys';
import { keyWords } from './log-audit';
import { describeClash, keyClashes, pinKeys } from './pins';
import { type GameFile, checkImport, exportGame } from './transfer';
import type { GameExport } from './transfer-schema';

/** The first entry on each side after the last entry both logs share. */
export interface Fork {
  /** How many entries both logs share before they part. */
  readonly shared: number;
  readonly ours: CombatRecord;
  readonly theirs: CombatRecord;
  /** How many entries each log has past the shared ones. */
  readonly oursAfter: number;
  readonly theirsAfter: number;
  /** Who signed each version (undefined: unsigned). */
  readonly oursBy?: PublicKeyInfo | undefined;
  readonly theirsBy?: PublicKeyInfo | undefined;
  /**
   * When this tablet kept a head that the file's writer signed over this tablet's version: the file's
   * log was rewritten after its writer signed the other, in words.
   */
  readonly rewritten?: string | undefined;
}

export type HandOverResult =
  | { readonly ok: true; readonly added: number; readonly recognised: number; readonly notes: readonly string[] }
  | { readonly ok: false; readonly errors: readonly Failure[] }
  | { readonly ok: false; readonly fork: Fork };

/** A game file for a hand-over; with `since`, it carries only the entries after the last one handed over. */
export type HandOverFile = GameFile & { readonly since?: { readonly count: number; readonly prevHash: string; readonly earlier?: readonly { readonly id: number; readonly hash: string }[] } };

const sharedKey = (gameId: string) => `handover:${gameId}`;

/** The hash of the newest entry the other tablet is known to have: the last handed over, or the last taken in from it. */
async function sharedHash(db: AdjutantDb, gameId: string): Promise<string | undefined> {
  const value = (await db.settings.get(sharedKey(gameId)))?.value;
  return typeof value === 'object' && value !== null && 'hash' in value && typeof value.hash === 'string' ? value.hash : undefined;
}

const logOf = (db: AdjutantDb, gameId: string) => db.combats.where('gameId').equals(gameId).sortBy('id');

/** Where the log stands against the last hand-over: how many entries in all, and how many were logged after the one the other tablet has (undefined: never handed over, or that entry is not in this log). */
export async function handOverState(db: AdjutantDb, gameId: string): Promise<{ readonly total: number; readonly fresh: number | undefined }> {
  const log = await logOf(db, gameId);
  const hash = await sharedHash(db, gameId);
  const at = hash === undefined ? -1 : log.findIndex((c) => c.hash === hash);
  return { total: log.length, fresh: at < 0 ? undefined : log.length - at - 1 };
}

/**
 * The file to hand the game to the other tablet: the whole game, or (`onlyNew`) only the entries
 * logged after the last one handed over, with the hash of the entry they follow so the other tablet
 * can check them against its own log. With nothing handed over before, the whole game goes.
 */
export async function handOverFile(db: AdjutantDb, gameId: string, onlyNew: boolean): Promise<HandOverFile> {
  const whole = await exportGame(db, gameId);
  const hash = onlyNew ? await sharedHash(db, gameId) : undefined;
  const log = [...whole.combats].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  const at = hash === undefined ? -1 : log.findIndex((c) => c.hash === hash);
  if (at < 0) return { ...whole, combats: log };
  const combats = log.slice(at + 1);
  // Only the sender's own signed head goes with what is new: the heads kept as witness went with the whole game.
  const inFile = new Set(combats.map((c) => c.id));
  const rerolled = new Set(combats.flatMap((c) => (c.rerollOf !== undefined && !inFile.has(c.rerollOf) ? [c.rerollOf] : [])));
  const earlier = log.slice(0, at + 1).flatMap((c) => (c.id !== undefined && rerolled.has(c.id) ? [{ id: c.id, hash: identity(c) }] : []));
  // The receiver takes in only the log, and has the game from an earlier hand-over: the charts, the
  // map, the set-up and the units the new entries do not name stay behind, to keep the file (and its QR codes) small.
  const named = new Set(combats.flatMap((c) => [...(c.applied?.before ?? []), ...(c.applied?.after ?? [])].map((u) => u.id)));
  const { map: _map, draft: _draft, ...game } = whole.game;
  return {
    ...whole,
    game,
    units: whole.units.filter((u) => named.has(u.id)),
    charts: [],
    heads: [],
    combats,
    since: { count: at + 1, prevHash: hash as string, ...(earlier.length > 0 ? { earlier } : {}) },
  };
}

/** Remembers that the other tablet has the log up to the entry with this hash (only ever moves forward). */
export async function rememberHandedOver(db: AdjutantDb, gameId: string, hash: string | undefined, now = Date.now()): Promise<void> {
  if (hash === undefined) return;
  await db.transaction('rw', [db.settings, db.combats], async () => {
    const log = await logOf(db, gameId);
    const before = await sharedHash(db, gameId);
    const was = before === undefined ? -1 : log.findIndex((c) => c.hash === before);
    if (log.findIndex((c) => c.hash === hash) > was) await db.settings.put({ key: sharedKey(gameId), value: { hash, at: now } });
  });
}

/** The hash of the last entry in a hand-over file, to remember once it has been handed over. */
export function lastHandedOver(file: HandOverFile): string | undefined {
  const last = file.combats.at(-1);
  return last ? last.hash : file.since?.prevHash;
}

/**
 * Takes in a game handed over from another tablet as a game file, for the same game here (a game
 * first comes to a tablet by the import, which keeps its id). The file is checked as an import is,
 * its log's audit chain included. The entries both logs share are recognised; entries the other tablet logged after the last
 * shared one are added after it, in order. When both tablets logged different entries after the same
 * one, nothing is written and the fork is returned to be shown. Only the log is taken in: this
 * tablet's units, set-up and map are left as they are. A file of only the newest entries is taken in
 * when the entry it starts after is in this log.
 */
export async function receiveGame(db: AdjutantDb, gameId: string, file: unknown, now = Date.now(), checker?: ChartChecker): Promise<HandOverResult> {
  const checked = await checkImport(file, undefined, checker, true);
  if (!checked.ok) return checked;
  const { data } = checked.value;
  if (data.game.id !== gameId) return { ok: false, errors: refused([{ path: 'game.id', message: `this file is another game (${data.game.name}), not this one` }]) };
  const ours = await logOf(db, gameId);
  const theirs = data.combats as readonly CombatRecord[];
  // Where the file's log starts in ours: after the entry it says it follows, or at the start.
  const since = data.since;
  const offset = since ? ours.findIndex((c) => identity(c) === since.prevHash) + 1 : 0;
  if (since && offset === 0) {
    return { ok: false, errors: refused([{ path: 'since', message: `this hand-over starts after entry ${since.count}, which this tablet does not have — ask for the whole game` }]) };
  }
  let common = 0;
  while (offset + common < ours.length && common < theirs.length && identity(ours[offset + common] as CombatRecord) === identity(theirs[common] as CombatRecord)) common++;
  const shared = offset + common;
  const oursNext = ours[shared];
  const theirsNext = theirs[common];
  if (oursNext && theirsNext) {
    return { ok: false, fork: await forkOf(db, gameId, data, { shared, ours: oursNext, theirs: theirsNext, oursAfter: ours.length - shared, theirsAfter: theirs.length - common }, ours) };
  }
  const fresh = theirs.slice(common);
  const lastShared = ours[shared - 1];
  const notes = (await keyClashes(db, gameId, data.keys ?? [])).map((c) => `Entries or heads in it are ${describeClash(c)}.`);
  if (fresh.length === 0) {
    try {
      await db.transaction('rw', [db.settings, db.combats, db.signers, db.keys, db.pins, db.heads], async () => {
        await witness(db, gameId, data, now);
        await rememberHandedOver(db, gameId, lastShared?.hash, now);
      });
    } catch (e) {
      return { ok: false, errors: [writeFailure('What was handed over', e)] };
    }
    return { ok: true, added: 0, recognised: shared, notes };
  }
  // Re-rolls point at the entry they re-rolled, by this tablet's ids.
  const ids = new Map<number | undefined, number | undefined>(theirs.slice(0, common).map((c, i) => [c.id, ours[offset + i]?.id]));
  for (const e of since?.earlier ?? []) ids.set(e.id, ours.find((c) => identity(c) === e.hash)?.id);
  try {
    await db.transaction('rw', [db.games, db.combats, db.settings, db.signers, db.keys, db.pins, db.heads], async () => {
      await witness(db, gameId, data, now);
      // What applying a result did stays with the tablet that applied it: this tablet's units are its own.
      for (const { id, applied: _applied, undone: _undone, seal: _seal, rerollOf, ...entry } of fresh) {
        const local = ids.get(rerollOf);
        const newId = await db.combats.add({ ...entry, gameId, ...(rerollOf !== undefined && local !== undefined ? { rerollOf: local } : {}) });
        ids.set(id, newId);
      }
      const game = await db.games.get(gameId);
      const head = game?.logHead;
      await db.games.update(gameId, { updatedAt: now, ...(head ? { logHead: { ...head, count: head.count + fresh.length, hash: fresh.at(-1)?.hash ?? head.hash } } : {}) });
      // Both tablets now have the log up to the last entry taken in.
      await rememberHandedOver(db, gameId, fresh.at(-1)?.hash, now);
    });
  } catch (e) {
    return { ok: false, errors: [writeFailure('What was handed over', e)] };
  }
  announce(gameId, 'log');
  return { ok: true, added: fresh.length, recognised: shared, notes };
}

/** What a file taken in leaves as witness here: its signers' keys, pinned under their names, and the heads they signed. */
async function witness(db: AdjutantDb, gameId: string, data: GameExport, now: number): Promise<void> {
  const keys = data.keys ?? [];
  await rememberSigners(db, keys, now);
  await pinKeys(db, gameId, keys, now);
  for (const head of [...(data.heads ?? []), ...(data.head ? [data.head] : [])]) await keepHead(db, gameId, head, now);
}

/** The fork with who signed each version, and whether a head its writer signed earlier shows the file's log was rewritten. */
async function forkOf(db: AdjutantDb, gameId: string, data: GameExport, fork: Fork, ours: readonly CombatRecord[]): Promise<Fork> {
  const known = await knownSigners(db);
  for (const k of data.keys ?? []) if (!known.has(k.fp)) known.set(k.fp, k);
  const by = (c: CombatRecord) => (c.signer === undefined ? undefined : known.get(c.signer));
  const writer = data.head?.signer ?? fork.theirs.signer;
  // A head the file's writer signed, kept here, that ends on or after the fork and fits this tablet's log.
  const heads = (await keptHeads(db, gameId)).filter((h) => h.signer === writer && h.count > fork.shared && ours[h.count - 1]?.hash === h.hash);
  const earlier = heads.reduce<(typeof heads)[number] | undefined>((best, h) => (!best || h.count > best.count ? h : best), undefined);
  const rewritten = earlier
    ? `${keyWords(known.get(earlier.signer), earlier.signer)} signed on ${new Date(earlier.at).toISOString().slice(0, 16).replace('T', ' ')} a log of ${earlier.count} ${earlier.count === 1 ? 'entry' : 'entries'} holding this tablet's version of entry ${fork.shared + 1}: their log was rewritten after they signed it`
    : undefined;
  return { ...fork, oursBy: by(fork.ours), theirsBy: by(fork.theirs), rewritten };
}
