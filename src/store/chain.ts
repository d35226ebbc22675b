import { canonicalJson } from './canonical-json';
import type { CombatRecord, LogHead, UnitRecord } from './records';
import { sha256 } from './sha256';

/**
 * The log's audit chain. Each entry, combat or quick roll, carries `prevHash`, the hash of the entry
 * written before it in the same game ("" for the first), and `hash`, over every field of the entry
 * a player sees or a later step reads: when, the description, every die with its purpose, its
 * origin and the generator state it came from, the state after, the outcome with its checklist and
 * effects, the steps, the percentile, the turn and phase it was made in, the entry it re-rolled (by
 * that entry’s hash) and prevHash.
 * Only what names the entry on this device (its id and game id, the re-rolled entry's id here) and
 * what changes later (what applying the result did, and its undoing: sealed apart, `seal`) are left
 * out. The game record keeps the log's length and newest hash (`LogHead`), so entries removed from
 * the end, or added outside the app, are found too.
 *
 * Entries written before every field was hashed (`chain` absent: their hash covered when, the
 * description, the dice, the state after and the outcome's key and label) and entries written before
 * the chain (no hash at all) are accepted only at the start of the log, as many as the game record
 * says were there when this version first opened it (`LogHead.legacy`).
 */

/** The kind of hash entries are written with now: every field. */
export const CHAIN_VERSION = 2;
export const FIRST_PREV_HASH = '';

/** What is not part of an entry's hash: its names on this device and what changes after it is written. */
type Unhashed = 'id' | 'gameId' | 'hash' | 'rerollOf' | 'applied' | 'undone' | 'seal' | 'sig';

/** An entry as it is hashed: everything but what names it here and what changes later. */
export type HashedContent = Omit<CombatRecord, Unhashed>;

/** The fields of an entry the chain reads; entries from a file are checked before they are records. */
export type ChainEntry = Pick<CombatRecord, 'id' | 'hash' | 'prevHash' | 'chain' | 'rerolls' | 'rerollOf' | 'applied' | 'undone' | 'seal' | 'sig'> & Omit<HashedContent, 'prevHash' | 'chain' | 'rerolls'>;

export function hashedContent(entry: ChainEntry): HashedContent {
  const { id: _id, gameId: _gameId, hash: _hash, rerollOf: _rerollOf, applied: _applied, undone: _undone, seal: _seal, sig: _sig, ...content } = entry as ChainEntry & { gameId?: string };
  return content;
}

/** The hash of an entry written before every field was hashed. */
function legacyHash(entry: ChainEntry, prevHash: string): string {
  const { at, input, dice, rngAfter, outcome } = entry;
  return sha256(canonicalJson({ chain: 1, prevHash, at, input, dice, rngAfter, outcome: { key: outcome.key, label: outcome.label } }));
}

/** A log entry as the app makes it, before it is chained. */
export type NewEntry = Omit<CombatRecord, 'id' | 'prevHash' | 'hash' | 'chain' | 'rerolls' | 'seal' | 'applied' | 'undone' | 'sig'>;

/**
 * The entry ready to be written after the entry whose hash is `prevHash`, naming by its hash the
 * entry it re-rolls: chained, hashed, and with its fields in the order the hash reads them, so
 * checking it later hashes its plain JSON text.
 */
export function chained(entry: NewEntry, prevHash: string, rerolls?: string): Omit<CombatRecord, 'id'> {
  const { gameId, rerollOf, ...fields } = entry;
  const text = canonicalJson({ ...fields, chain: CHAIN_VERSION, prevHash, ...(rerolls === undefined ? {} : { rerolls }) });
  return { ...(JSON.parse(text) as HashedContent), gameId, ...(rerollOf === undefined ? {} : { rerollOf }), hash: sha256(text) };
}

/**
 * The seal of what applying an entry's result did to the units and whether it was undone, tied to
 * the entry's hash. The units' game id is left out, as the entry's own is: it names the game on a device.
 */
export function sealOf(entry: Pick<CombatRecord, 'hash' | 'applied' | 'undone'>): string {
  const unnamed = (units: readonly UnitRecord[]) => units.map(({ gameId: _gameId, ...unit }) => unit);
  const applied = entry.applied && { before: unnamed(entry.applied.before), after: unnamed(entry.applied.after) };
  return sha256(canonicalJson({ entry: entry.hash ?? '', applied, undone: entry.undone === true }));
}

export type ChainReport =
  | { readonly ok: true; readonly chained: number; readonly unchained: number }
  | { readonly ok: false; readonly position: number; readonly reason: string };

/** A SHA-256 of a text as 64 hex digits, at once or when the platform's digest answers. */
export type Digest = (text: string) => string | Promise<string>;

export interface VerifyOptions {
  /**
   * What the game record says of its log. Checked when given: the log's length and newest hash,
   * and how many entries at its start may be of the older kinds. Without it no entry may be.
   */
  readonly head?: LogHead;
  /** The entries are the part of a longer log after entry `after`, whose hash is `prevHash` (a hand-over of only what is new). */
  readonly window?: { readonly after: number; readonly prevHash: string };
  /** How texts are hashed: the platform's digest in the worker; the module's own at hand. */
  readonly digest?: Digest;
}

/** Whether an entry's hash fits its content: its plain JSON text is tried first (written in order), then the canonical text. */
async function fits(entry: ChainEntry, digest: Digest): Promise<boolean> {
  if (entry.chain !== CHAIN_VERSION) return legacyHash(entry, entry.prevHash ?? '') === entry.hash;
  const content = hashedContent(entry);
  if ((await digest(JSON.stringify(content))) === entry.hash) return true;
  return (await digest(canonicalJson(content))) === entry.hash;
}

type Kind = 'none' | 'legacy' | 'current';

/**
 * Fields only versions that chain every entry ever wrote (the percentile came after the chain; the
 * turn, sides, standings, seal, signature and two-party roll after that): an entry without a hash
 * that carries one of them had its hash removed, whatever the game record says.
 */
const NEWER_THAN_THE_CHAIN = ['percentile', 'when', 'sides', 'standings', 'seal', 'rerolls', 'signer', 'sig', 'prevSig', 'twoParty'] as const;

function strippedOfItsHash(entry: ChainEntry): boolean {
  return NEWER_THAN_THE_CHAIN.some((field) => (entry as Partial<Record<string, unknown>>)[field] !== undefined);
}

function kindOf(entry: ChainEntry): Kind | 'damaged' {
  if (entry.hash === undefined && entry.prevHash === undefined && entry.chain === undefined) return 'none';
  if (typeof entry.hash !== 'string' || typeof entry.prevHash !== 'string') return 'damaged';
  if (entry.chain === undefined) return 'legacy';
  return entry.chain === CHAIN_VERSION ? 'current' : 'damaged';
}

/**
 * Checks a game's log, given in the order it was written: every entry's hash against its content
 * (all of them hashed at once), its link to the entry before it, its re-roll link and the seal of
 * what applying it did; then the log against the game record's head. Names the first entry that
 * does not fit: an entry added among the others is named, not the one after it.
 */
export async function verifyChain(entries: readonly ChainEntry[], options: VerifyOptions = {}): Promise<ChainReport> {
  const digest = options.digest ?? sha256;
  const first = (options.window?.after ?? 0) + 1;
  const legacy = options.head?.legacy ?? 0;
  const contentFits = await Promise.all(entries.map((e) => (kindOf(e) === 'current' || kindOf(e) === 'legacy' ? fits(e, digest).catch(() => false) : Promise.resolve(true))));
  const seals = await Promise.all(entries.map((e) => (e.applied === undefined && e.undone === undefined && e.seal === undefined ? Promise.resolve(true) : Promise.resolve(e.seal === sealOf(e)))));
  const position = new Map<string, number>();
  entries.forEach((e, i) => typeof e.hash === 'string' && !position.has(e.hash) && position.set(e.hash, i));
  const ids = new Map(entries.flatMap((e, i) => (e.id === undefined ? [] : [[e.id, i] as const])));
  let unchained = 0;
  let chainedSeen = false;
  let currentSeen = false;
  let prev: string | undefined = options.window?.prevHash;
  for (const [i, entry] of entries.entries()) {
    const at = first + i;
    const broken = (reason: string): ChainReport => ({ ok: false, position: at, reason });
    const kind = kindOf(entry);
    if (kind === 'damaged') return broken('its hash is missing or damaged');
    if (kind === 'none') {
      if (at > legacy) return broken('its hash was removed');
      if (strippedOfItsHash(entry)) return broken('its hash was removed: it carries what only versions that chain every entry write');
      if (chainedSeen) return broken('it has no hash, though the entries before it have');
      unchained++;
      continue;
    }
    if (kind === 'legacy' && (at > legacy || currentSeen)) return broken('it carries an older kind of hash than the entries around it: it was altered');
    if (!contentFits[i]) return broken('its content does not match its hash: it was changed after it was written');
    const expected = prev ?? FIRST_PREV_HASH;
    if (entry.prevHash !== expected) {
      const follows = position.get(entry.prevHash as string);
      // It follows an entry further back: those between were added, or moved here; the first of them is named.
      if (follows !== undefined && follows < i - 1) return { ok: false, position: first + follows + 1, reason: 'it is not part of the chain: it was added, or moved here, after the log was written' };
      if (follows !== undefined) return broken('it follows an entry written after it: entries were moved');
      // Nothing is missing by the game's count: the entry before was changed and its hash worked out again.
      if (i > 0 && options.head && first - 1 + entries.length === options.head.count) return { ok: false, position: at - 1, reason: 'it was changed after it was written, and its hash worked out again' };
      return broken('it does not follow the entry before it: an entry before it was removed');
    }
    if (entry.rerolls !== undefined) {
      const target = position.get(entry.rerolls);
      const local = entry.rerollOf === undefined ? undefined : ids.get(entry.rerollOf);
      if ((target === undefined && !options.window) || (target !== undefined && target >= i) || (entry.rerollOf !== undefined && local !== undefined && local !== target)) {
        return broken('its re-roll link does not point at the entry it re-rolled');
      }
    } else if (kind === 'current' && entry.rerollOf !== undefined) {
      return broken('its re-roll link was added after it was written');
    }
    if (!seals[i]) return broken('what applying its result did to the units was changed after it was written');
    chainedSeen = true;
    currentSeen ||= kind === 'current';
    prev = entry.hash;
  }
  const head = options.head;
  if (head) {
    const length = first - 1 + entries.length;
    if (length < head.count) {
      const missing = head.count - length;
      return { ok: false, position: length + 1, reason: `${missing === 1 ? 'it was' : `it and the ${missing - 1} after it were`} removed: the game records ${head.count} entries` };
    }
    if (length > head.count) return { ok: false, position: head.count + 1, reason: `it was added outside the app: the game records ${head.count} entries` };
    if ((prev ?? FIRST_PREV_HASH) !== head.hash) return { ok: false, position: length, reason: 'it is not the newest entry the game recorded: the newest entries were replaced' };
  }
  return { ok: true, chained: entries.length - unchained, unchained };
}

/**
 * The report in a player's words. Entries without a hash are never called verified: nothing shows
 * whether they were written before entries were chained or had their hashes removed since.
 */
export function describeChain(report: ChainReport): string {
  if (!report.ok) return `Log broken at entry ${report.position}: ${report.reason}.`;
  const n = report.unchained;
  if (n === 0) return 'Log verified';
  const which = report.chained === 0 ? `Log not verified: ${n === 1 ? 'its one entry carries no hash' : `none of its ${n} entries carries a hash`}` : `Log chained from entry ${n + 1} on, but ${n === 1 ? 'entry 1 carries' : `entries 1 to ${n} carry`} no hash`;
  return `${which} — written before entries were chained, or stripped of ${n === 1 ? 'its hash' : 'their hashes'} since; nothing here can tell which, nor whether ${n === 1 ? 'it was' : 'they were'} changed.`;
}

/** What identifies an entry across tablets: its hash, or for an entry older than the chain, the hash of its content. */
export function entryIdentity(entry: ChainEntry): string {
  return entry.hash ?? sha256(canonicalJson(hashedContent(entry)));
}

/** The head of a log as it stands: its length, newest hash, and the entries at its start of the older kinds. */
export function headOf(entries: readonly ChainEntry[]): LogHead {
  const legacy = entries.findIndex((e) => e.chain === CHAIN_VERSION);
  return { count: entries.length, hash: entries.at(-1)?.hash ?? FIRST_PREV_HASH, legacy: legacy < 0 ? entries.length : legacy };
}
