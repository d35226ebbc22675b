import { canonicalJson } from './canonical-json';
import { FIRST_PREV_HASH } from './chain';
import type { AdjutantDb } from './db';
import { type DeviceKey, type PublicKeyInfo, verifySignature } from './keys';
import type { LogHead } from './records';
import type { KeptHead, SignedHead } from './signed-records';

export type { KeptHead, SignedHead };

/** The text a head's signature is over. */
export function headText(head: Omit<SignedHead, 'sig'>): string {
  const { game, count, hash, legacy, at, signer } = head;
  return canonicalJson({ kind: 'adjutant-head', game, count, hash, legacy, at, signer });
}

/** The log's head as it stands, signed by the device's key. */
export async function signedHead(key: DeviceKey, game: string, head: LogHead, at: number): Promise<SignedHead> {
  const unsigned = { game, count: head.count, hash: head.hash, legacy: head.legacy, at, signer: key.info.fp };
  return { ...unsigned, sig: await key.sign(headText(unsigned)) };
}

/** Whether a head carries its signer's signature. */
export function headSigned(head: SignedHead, key: PublicKeyInfo | undefined): Promise<boolean> {
  return key && key.fp === head.signer ? verifySignature(key, headText(head), head.sig) : Promise.resolve(false);
}

/** Keeps a signed head (received or sent) as witness of the log it stood for; the same head twice is kept once. */
export async function keepHead(db: AdjutantDb, gameId: string, head: SignedHead, now = Date.now()): Promise<void> {
  const { game, count, hash, legacy, at, signer, sig } = head;
  const same = await db.heads.where('gameId').equals(gameId).filter((h) => h.signer === signer && h.sig === sig).count();
  if (same === 0) await db.heads.add({ game, count, hash, legacy, at, signer, sig, gameId, keptAt: now });
}

/** The signed heads kept for a game, oldest first. */
export async function keptHeads(db: AdjutantDb, gameId: string): Promise<SignedHead[]> {
  const kept = await db.heads.where('gameId').equals(gameId).sortBy('at');
  return kept.map(({ game, count, hash, legacy, at, signer, sig }) => ({ game, count, hash, legacy, at, signer, sig }));
}

/** Where a log contradicts a head its writer signed: the entry the head names, and what this log has there. */
export interface Contradiction {
  readonly head: SignedHead;
  /** The entry the head ends at (1 for the first), or the log's length + 1 when the log is shorter than the head. */
  readonly position: number;
  /** The hash this log has at that entry, if it has one there. */
  readonly here?: string | undefined;
}

/** Every signed head a log contradicts: a log that does not hold, at the head's count, the entry the head ends with. */
export function contradictions(entries: readonly { readonly hash?: string | undefined }[], heads: readonly SignedHead[]): Contradiction[] {
  return heads.flatMap((head): Contradiction[] => {
    if (head.count === 0) return [];
    if (entries.length < head.count) return [{ head, position: entries.length + 1 }];
    const here = entries[head.count - 1]?.hash ?? FIRST_PREV_HASH;
    return here === head.hash ? [] : [{ head, position: head.count, here }];
  });
}

/** A contradiction in a player's words, naming who signed the head and when. */
export function describeContradiction(c: Contradiction, who: string): string {
  const when = new Date(c.head.at).toISOString().slice(0, 16).replace('T', ' ');
  if (c.here === undefined) return `${who} signed on ${when} a log of ${c.head.count} entries; this one ends at entry ${c.position - 1}: entries were removed`;
  return `${who} signed on ${when} that entry ${c.position} was ${c.head.hash.slice(0, 12)}…; this log has ${c.here.slice(0, 12) || 'no hash'}… there: one of the two histories was rewritten (a fork)`;
}
