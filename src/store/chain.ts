import { canonicalJson } from './canonical-json';
import type { CombatRecord } from './records';
import { sha256 } from './sha256';

/**
 * The log's audit chain. Each entry, combat or quick roll, carries `prevHash`, the hash of the entry
 * written before it in the same game ("" for the first), and `hash`, over its own content — when,
 * the description, every die with its source, the generator state after, the outcome — and prevHash.
 * An entry changed, removed, added or moved after it was written no longer fits the chain.
 * Entries written before the chain existed carry neither and are counted as not chained.
 */

/** What a log entry's hash covers; what changes later (applied, undone) or on import (ids, game) is left out. */
export type ChainedContent = Pick<CombatRecord, 'at' | 'input' | 'dice' | 'rngAfter' | 'prevHash' | 'hash'> & { readonly outcome: Pick<CombatRecord['outcome'], 'key' | 'label'> };

export const FIRST_PREV_HASH = '';

export function entryHash(entry: Omit<ChainedContent, 'hash'>, prevHash: string): string {
  const { at, input, dice, rngAfter, outcome } = entry;
  return sha256(canonicalJson({ chain: 1, prevHash, at, input, dice, rngAfter, outcome: { key: outcome.key, label: outcome.label } }));
}

/** The entry with its place in the chain, after the entry whose hash is `prevHash`. */
export function chained<T extends Omit<ChainedContent, 'hash' | 'prevHash'>>(entry: T, prevHash: string): T & { prevHash: string; hash: string } {
  return { ...entry, prevHash, hash: entryHash(entry, prevHash) };
}

export type ChainReport =
  | { readonly ok: true; readonly chained: number; readonly unchained: number }
  | { readonly ok: false; readonly position: number; readonly reason: string };

export interface VerifyOptions {
  /** The entries are the newest part of a longer log: the first one's link to the entry before it is not checked. */
  readonly window?: boolean;
  /** The position in the whole log of the first entry given (1 for the first entry ever written). */
  readonly firstPosition?: number;
}

/**
 * The hash worked out for each entry already checked. Entries are plain data never changed in place
 * (a change is a new object), so a log checked again as it grows hashes only its new entries.
 */
const computed = new WeakMap<ChainedContent, string>();

/**
 * Checks a game's log, given in the order it was written: every entry's hash against its content,
 * and its prevHash against the entry before it. Names the first entry that does not fit.
 */
export function verifyChain(entries: readonly ChainedContent[], options: VerifyOptions = {}): ChainReport {
  const first = options.firstPosition ?? 1;
  let unchained = 0;
  let prev: string | undefined;
  for (const [i, entry] of entries.entries()) {
    const position = first + i;
    const broken = (reason: string): ChainReport => ({ ok: false, position, reason });
    if (entry.hash === undefined && entry.prevHash === undefined) {
      if (prev !== undefined) return broken('it has no hash, though the entries before it have');
      unchained++;
      continue;
    }
    if (typeof entry.hash !== 'string' || typeof entry.prevHash !== 'string') return broken('its hash is missing or damaged');
    let content = computed.get(entry);
    if (content === undefined) {
      try {
        content = entryHash(entry, entry.prevHash);
      } catch {
        return broken('its content cannot be read');
      }
      computed.set(entry, content);
    }
    if (content !== entry.hash) return broken('its content does not match its hash: it was changed after it was written');
    const expected = prev ?? (options.window && i === 0 ? entry.prevHash : FIRST_PREV_HASH);
    if (entry.prevHash !== expected) return broken('it does not follow the entry before it: an entry was removed, added or moved');
    prev = entry.hash;
  }
  return { ok: true, chained: entries.length - unchained, unchained };
}

/** The report in a player's words. */
export function describeChain(report: ChainReport): string {
  if (!report.ok) return `Log broken at entry ${report.position}: ${report.reason}.`;
  if (report.unchained === 0) return 'Log verified';
  const older = `${report.unchained} older ${report.unchained === 1 ? 'entry was' : 'entries were'} written before entries were chained`;
  return report.chained === 0 ? `Log not chained: ${older}.` : `Log verified; ${older}.`;
}
