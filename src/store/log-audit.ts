import { type RngState, nextDie } from '../engine/core/rng';
import { type ChainEntry, type ChainReport, type Digest, describeChain, verifyChain } from './chain';
import { type SignedHead, contradictions, describeContradiction, headSigned } from './heads';
import { type PublicKeyInfo, fingerprintFits, spokenFingerprint, verifySignature } from './keys';
import type { PinRecord } from './pins';
import type { LogHead, TwoPartyRecord } from './records';
import { ABANDONED, twoPartyProblems } from './two-party';

/**
 * The whole verdict on a log, entry by entry: its audit chain, each entry's signature against the
 * keys the log carries, each two-party roll against both contributions, each of the app's dice
 * replayed from the generator state recorded with it, and the log against every head its writers
 * signed. The app's log (in its audit worker) and `npm run verify` give the same verdict in the same
 * words; the verifier also replays each combat through the engine.
 */

/** One entry's verdict. */
export interface EntryVerdict {
  /** Its place in the log, from 1. */
  readonly position: number;
  /** Its id on this device, when it has one. */
  readonly id?: number | undefined;
  /** The key whose signature it carries and that signature holds. */
  readonly signedBy?: PublicKeyInfo | undefined;
  /** A two-party roll: settled by both contributions, or declared and never settled. */
  readonly twoParty?: 'settled' | 'abandoned' | undefined;
  /** What cannot be checked about it (unsigned, no hash): it is not verified, and not found wrong. */
  readonly unproven: readonly string[];
  /** What does not hold. */
  readonly problems: readonly string[];
}

export interface LogVerdict {
  /** The audit chain's report, as before (the first entry that does not fit). */
  readonly report: ChainReport;
  readonly entries: readonly EntryVerdict[];
  /** Problems not tied to an entry (a head that is not signed, a key whose fingerprint does not fit). */
  readonly general: readonly string[];
  /** True only when every entry is chained, signed and holds, and so do the heads. */
  readonly holds: boolean;
  readonly summary: string;
}

export interface AuditOptions {
  /** What the game record says of its log (chain.ts). */
  readonly head?: LogHead | undefined;
  /** The public keys the log may name, by fingerprint. */
  readonly keys: ReadonlyMap<string, PublicKeyInfo>;
  /** The heads its writers signed, kept as witness. */
  readonly heads?: readonly SignedHead[];
  /** The game's pinned keys: an entry signed by another key for a pinned name is named. */
  readonly pins?: readonly PinRecord[];
  readonly digest?: Digest;
  /** The entries are the part of a longer log after entry `after` (a hand-over of only what is new). */
  readonly window?: { readonly after: number; readonly prevHash: string } | undefined;
}

const same = (a: RngState, b: RngState) => a.every((w, i) => w === b[i]);

/** The app's dice in an entry replayed from the generator state recorded with each: every face, and the state the roll left. */
export function diceProblems(entry: Pick<ChainEntry, 'dice' | 'rngAfter'>): string[] {
  let state: RngState | undefined;
  for (const [i, die] of entry.dice.entries()) {
    if (die.source.kind !== 'generator') {
      state = undefined;
      continue;
    }
    if (state && !same(state, die.source.stateBefore)) return [`die ${i + 1} (${die.purpose}) does not follow the die before it from the generator`];
    const [face, next] = nextDie(die.source.stateBefore);
    if (face !== die.face) return [`die ${i + 1} (${die.purpose}) shows ${die.face}, but the generator from its recorded state gives ${face}`];
    state = next;
  }
  if (entry.rngAfter && state && !same(state, entry.rngAfter)) return ['the generator state it left is not the one its dice lead to'];
  return [];
}

/** A key in words: the player's name and the fingerprint to read aloud. */
export function keyWords(key: PublicKeyInfo | undefined, fp?: string): string {
  if (!key) return `an unknown key (${spokenFingerprint(fp ?? '')})`;
  return key.name ? `${key.name} (${spokenFingerprint(key.fp)})` : `the key ${spokenFingerprint(key.fp)}`;
}

async function signatureVerdict(entry: ChainEntry, keys: ReadonlyMap<string, PublicKeyInfo>, signedBefore: boolean): Promise<Verdict> {
  const { signer, sig, hash } = entry;
  if (typeof hash !== 'string') return {};
  if (signer === undefined && sig === undefined) {
    return {
      unproven: signedBefore
        ? 'unsigned, after signed entries: written on a tablet that could not sign, or its signature removed since; nothing shows who wrote it'
        : 'unsigned: written before entries were signed, or its signature removed since; nothing shows who wrote it',
    };
  }
  if (typeof signer !== 'string') return { problem: 'its signature names no signer' };
  if (typeof sig !== 'string') return { problem: 'its signature was removed' };
  const key = keys.get(signer);
  if (!key) return { problem: `signed by a key the log does not carry (${spokenFingerprint(signer)})` };
  if (!fingerprintFits(key)) return { problem: `the key named ${spokenFingerprint(signer)} is not the key with that fingerprint` };
  if (!(await verifySignature(key, hash, sig))) return { problem: `its signature does not hold for ${keyWords(key)}: it was changed after it was signed, or signed by another key` };
  return { signedBy: key };
}

/** Whether an entry names, under its hash, the signature of the entry before it, signed by the same key: the two are of one run. */
function continuesRun(entry: ChainEntry | undefined, before: ChainEntry | undefined): boolean {
  return entry !== undefined && before !== undefined && entry.signer !== undefined && entry.signer === before.signer && entry.sig !== undefined && before.sig !== undefined && entry.prevSig === before.sig;
}

/**
 * Every entry's signature checked. Each entry's hash covers the signature of the entry before it,
 * so the newest entry of a run signed by one key, checked against the key, vouches for the run's
 * signatures before it: only run ends are checked one by one (a log of a thousand entries from one
 * tablet is one check), and every entry of a run whose end does not hold is checked on its own.
 */
async function signatureVerdicts(entries: readonly ChainEntry[], keys: ReadonlyMap<string, PublicKeyInfo>, firstSigned: number): Promise<Verdict[]> {
  const runEnd = new Array<number>(entries.length);
  for (let i = entries.length - 1; i >= 0; i--) runEnd[i] = continuesRun(entries[i + 1], entries[i]) ? (runEnd[i + 1] as number) : i;
  const own = (i: number) => signatureVerdict(entries[i] as ChainEntry, keys, firstSigned >= 0 && i > firstSigned);
  const endsAt = runEnd.flatMap((end, i) => (end === i ? [i] : []));
  const ends = new Map(await Promise.all(endsAt.map(async (i) => [i, await own(i)] as const)));
  const verdicts: Verdict[] = new Array<Verdict>(entries.length);
  const alone: number[] = [];
  runEnd.forEach((end, i) => {
    const atEnd = ends.get(end);
    // The run's end holds: it vouches for this entry's signature, which its chain fixes.
    if (atEnd && (end === i || (atEnd.signedBy && !atEnd.problem))) verdicts[i] = end === i ? atEnd : { signedBy: atEnd.signedBy };
    else alone.push(i);
  });
  // A run whose end does not hold: each of its entries is checked on its own.
  await Promise.all(alone.map(async (i) => (verdicts[i] = await own(i))));
  return verdicts;
}

type Verdict = { signedBy?: PublicKeyInfo; unproven?: string; problem?: string };

/** Checks a log, given in the order it was written, and says what holds entry by entry. */
export async function auditLog(entries: readonly ChainEntry[], options: AuditOptions): Promise<LogVerdict> {
  const { keys } = options;
  const firstSigned = entries.findIndex((e) => e.sig !== undefined || e.signer !== undefined);
  // The chain's digests and the signatures' checks are the platform's, answered in their own time: asked for together.
  const [report, signatures] = await Promise.all([
    verifyChain(entries, { ...(options.head ? { head: options.head } : {}), ...(options.window ? { window: options.window } : {}), ...(options.digest ? { digest: options.digest } : {}) }),
    signatureVerdicts(entries, keys, firstSigned),
  ]);
  const offset = options.window?.after ?? 0;
  const keyOf = (fp: string) => keys.get(fp);
  const twoParty = new Map(
    await Promise.all(
      entries.flatMap((e, i) => {
        const tp = e.twoParty;
        return tp ? [twoPartyProblems({ input: e.input, dice: e.dice, outcome: e.outcome, signer: e.signer, twoParty: tp }, keyOf).then((p) => [i, p] as const)] : [];
      }),
    ),
  );
  const general: string[] = [];
  const extra = new Map<number, string[]>();
  const add = (position: number, problem: string) => extra.set(position, [...(extra.get(position) ?? []), problem]);

  // A defender's element opened for one declaration and used again for another: the attacker knew it.
  const opened = new Map<string, { declaration: string; position: number }>();
  entries.forEach((e, i) => {
    const tp: TwoPartyRecord | undefined = e.twoParty;
    if (!tp?.reveal) return;
    const first = opened.get(tp.reveal);
    if (!first) opened.set(tp.reveal, { declaration: tp.declaration, position: offset + i + 1 });
    else if (first.declaration !== tp.declaration) add(offset + i + 1, `the defender's contribution was already opened for the declaration of entry ${first.position}: the attacker could have known it`);
  });

  // A signature changed after the entry after it was written: that entry names another.
  entries.forEach((e, i) => {
    const before = entries[i - 1];
    if (before && e.prevSig !== undefined && before.sig !== e.prevSig) add(offset + i, 'its signature is not the one the entry after it names: it was changed after that entry was written');
  });

  // Another key for a player's name: pinned earlier on this device, or named by an earlier entry's key.
  const byName = new Map<string, string>((options.pins ?? []).map((p) => [p.name, p.fp]));
  signatures.forEach((s, i) => {
    const name = s.signedBy?.name?.trim();
    if (!s.signedBy || !name) return;
    const pinned = byName.get(name);
    if (pinned === undefined) byName.set(name, s.signedBy.fp);
    else if (pinned !== s.signedBy.fp) add(offset + i + 1, `signed by another key for ${name} (${spokenFingerprint(s.signedBy.fp)}) than the one that signed for ${name} before (${spokenFingerprint(pinned)})`);
  });

  // The heads its writers signed: each must carry its signature, and the log must not contradict it.
  const heads: SignedHead[] = [];
  const distinct = new Map((options.heads ?? []).map((h) => [`${h.signer}:${h.sig}`, h]));
  for (const head of distinct.values()) {
    if (await headSigned(head, keys.get(head.signer))) heads.push(head);
    else general.push(`a head of the log said to be signed by ${keyWords(keys.get(head.signer), head.signer)} on ${new Date(head.at).toISOString().slice(0, 10)} does not carry that signature: it was altered`);
  }
  // A window of a longer log has no place to stand a head against.
  // Heads signed at different times over the same log say the same thing: it is said once.
  const claims = new Map(heads.map((h) => [`${h.signer}:${h.count}:${h.hash}`, h]));
  for (const c of options.window ? [] : contradictions(entries, [...claims.values()])) {
    const words = describeContradiction(c, keyWords(keys.get(c.head.signer), c.head.signer));
    if (c.position <= entries.length) add(c.position, words);
    else general.push(words);
  }

  const broken = report.ok ? undefined : report.position;
  const verdicts = entries.map((e, i): EntryVerdict => {
    const position = offset + i + 1;
    const s = signatures[i] ?? {};
    const problems = [...(broken === position && !report.ok ? [report.reason] : []), ...(s.problem ? [s.problem] : []), ...(twoParty.get(i) ?? []), ...diceProblems(e), ...(extra.get(position) ?? [])];
    const unproven = [...(e.hash === undefined ? ['no hash: written before entries were chained, or its hash removed since; nothing shows whether it was changed'] : []), ...(s.unproven ? [s.unproven] : [])];
    return { position, id: e.id, signedBy: s.signedBy, twoParty: e.twoParty ? (e.twoParty.reveal === undefined || e.outcome.key === ABANDONED ? 'abandoned' : 'settled') : undefined, unproven, problems };
  });
  if (!report.ok && report.position - offset > entries.length) general.push(describeChain(report));
  const problems = verdicts.filter((v) => v.problems.length > 0).length;
  const unproven = verdicts.filter((v) => v.problems.length === 0 && v.unproven.length > 0).length;
  const holds = report.ok && problems === 0 && unproven === 0 && general.length === 0;
  return { report, entries: verdicts, general, holds, summary: summaryOf(report, verdicts, general.length, keys) };
}

function summaryOf(report: ChainReport, verdicts: readonly EntryVerdict[], general: number, keys: ReadonlyMap<string, PublicKeyInfo>): string {
  const n = verdicts.length;
  const count = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;
  const problems = verdicts.filter((v) => v.problems.length > 0).length;
  const unsigned = verdicts.filter((v) => v.problems.length === 0 && v.unproven.length > 0).length;
  const signers = [...new Set(verdicts.flatMap((v) => (v.signedBy ? [v.signedBy.fp] : [])))].map((fp) => keyWords(keys.get(fp), fp));
  const rolls = verdicts.filter((v) => v.twoParty === 'settled').length;
  const abandoned = verdicts.filter((v) => v.twoParty === 'abandoned').length;
  const dice = `${rolls > 0 ? `; ${count(rolls, 'two-party roll')} checked from both contributions` : ''}${abandoned > 0 ? `; ${count(abandoned, 'roll')} abandoned` : ''}`;
  if (n === 0 && general === 0) return 'Log verified: no entries yet';
  if (!report.ok) return `${describeChain(report).replace(/\.$/, '')}; ${count(problems, 'entry', 'entries')} with a problem in all.`;
  if (problems + general > 0) return `Log not verified: ${count(problems, 'entry', 'entries')} with a problem${general > 0 ? `, ${count(general, 'problem')} with its signed heads` : ''}, of ${n}.`;
  if (unsigned > 0) return `Log chained, but ${count(unsigned, 'entry', 'entries')} of ${n} cannot be checked${signers.length > 0 ? `; the others signed by ${signers.join(' and ')}` : ''}${dice}.`;
  return `Log verified: ${count(n, 'entry', 'entries')}, every one signed (by ${signers.join(' and ')})${dice}.`;
}
