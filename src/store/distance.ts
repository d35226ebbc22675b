import type { EngineAnswer } from '../engine/api';
import type { Resolution } from '../engine/core/combat';
import type { DiceInput } from '../engine/engine';
import { entryWhen } from './campaign-record';
import { readCampaign } from './campaign-read';
import { announce } from './changes';
import { FIRST_PREV_HASH, type NewEntry, chained, entryIdentity } from './chain';
import { recordCombat, resolutionRecord } from './combats';
import type { AdjutantDb } from './db';
import { type SignedHead, headSigned, keepHead, keptHeads, signedHead } from './heads';
import { type DeviceKey, deviceKey, fingerprintFits, knownSigners, rememberSigners, spokenFingerprint, verifySignature } from './keys';
import { auditLog, keyWords } from './log-audit';
import { type CarriedEntry, type DeclaredCombat, type Envelope, type MessageBody, type SettledCombat, bodyText } from './messages';
import { pinKeys } from './pins';
import type { CombatRecord, LogHead, TwoPartyRecord } from './records';
import { ABANDONED, CHAIN_LENGTH, type DeclaredItem, chainElement, declaredItemText, diceSeed, freshContribution, opens } from './two-party';
import { sha256 } from './sha256';
import type { DistanceSession, PendingDeclaration } from './distance-records';

export type { DistanceSession, PendingDeclaration };

/** What the engine does for a two-party roll: resolve a combat from a generator state. */
export interface DistanceEngine {
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
}

/** A combat to declare: its whole description, its sides for the log, and its name for the player. */
export interface CombatToDeclare {
  readonly input: unknown;
  readonly label: string;
  readonly sides?: CombatRecord['sides'];
}

export type Made = { readonly ok: true; readonly envelope: Envelope; readonly session: DistanceSession } | { readonly ok: false; readonly message: string };

/** What taking in a message did: for a declaration, the reply to send; for a reply, the entries logged. */
export type Received =
  | { readonly ok: true; readonly type: MessageBody['type']; readonly note: string; readonly logged: readonly CombatRecord[]; readonly reply?: Envelope; readonly session: DistanceSession }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string) => ({ ok: false as const, message });

function freshSeed(): string {
  return sha256(freshContribution());
}

/** The game's session on this device, made (with a fresh hash chain) when there is none. */
export async function sessionOf(db: AdjutantDb, gameId: string): Promise<DistanceSession> {
  const stored = await db.distance.get(gameId);
  if (stored) return stored;
  const session: DistanceSession = { gameId, seed: freshSeed(), opened: 0, sent: 0, received: 0, answered: [] };
  await db.transaction('rw', db.distance, async () => {
    if (!(await db.distance.get(gameId))) await db.distance.add(session);
  });
  return (await db.distance.get(gameId)) ?? session;
}

/** The game's session as stored, or undefined when the game has never been played at a distance here. */
export function storedSession(db: AdjutantDb, gameId: string): Promise<DistanceSession | undefined> {
  return db.distance.get(gameId);
}

const logOf = (db: AdjutantDb, gameId: string) => db.combats.where('gameId').equals(gameId).sortBy('id');

/** An entry as a message carries it. */
function carried(entry: CombatRecord): CarriedEntry {
  const { id: _id, gameId: _gameId, applied: _applied, undone: _undone, seal: _seal, rerollOf: _rerollOf, ...rest } = entry;
  return rest;
}

function headOfLog(log: readonly CombatRecord[], head: LogHead | undefined): LogHead {
  return { count: log.length, hash: log.at(-1)?.hash ?? FIRST_PREV_HASH, legacy: head?.legacy ?? 0 };
}

/** A message's body signed whole by the device's key. */
async function signed(key: DeviceKey, body: MessageBody): Promise<Envelope> {
  return { body, sig: await key.sign(bodyText(body)) };
}

/**
 * The body of this device's next message: numbered after the last it sent, carrying the log after
 * the last point both tablets hold and this device's signed head, with its hash chain's tip in its
 * first message.
 */
async function bodyFor(db: AdjutantDb, key: DeviceKey, session: DistanceSession, type: MessageBody['type'], now: number, log: readonly CombatRecord[], head: LogHead): Promise<Omit<MessageBody, 'declare' | 'reply'>> {
  const game = await db.games.get(session.gameId);
  if (!game) throw new RangeError('this game is no longer on this tablet');
  const shared = session.shared && log[session.shared.count - 1]?.hash === session.shared.hash ? session.shared : undefined;
  const base = shared ?? { count: 0, hash: FIRST_PREV_HASH };
  return {
    kind: 'adjutant-message',
    v: 1,
    type,
    game: game.id,
    name: game.name,
    n: session.sent + 1,
    at: now,
    from: key.info,
    // Every message carries the chain's newest opened element (its tip at first): the first message may have gone astray, or been abandoned.
    tip: chainElement(session.seed, session.opened),
    ...(session.abandoned?.length ? { abandoned: session.abandoned } : {}),
    // How many of the opponent's messages this device has taken in: the logs they carried are held here.
    ack: session.received,
    base,
    entries: log.slice(base.count).map(carried),
    head: await signedHead(key, game.id, head, now),
  };
}

async function saveSent(db: AdjutantDb, session: DistanceSession, envelope: Envelope, payload: (e: Envelope) => Promise<string>, patch: Partial<DistanceSession> = {}): Promise<DistanceSession> {
  const { n, head } = envelope.body;
  const sentHeads = [...(session.sentHeads ?? []).filter((h) => h.n !== n), { n, count: head.count, hash: head.hash }].slice(-MAX_SENT_HEADS);
  const next: DistanceSession = { ...session, ...patch, sent: n, sentHeads, last: { payload: await payload(envelope), envelope, at: envelope.body.at } };
  await db.transaction('rw', db.distance, db.heads, async () => {
    await db.distance.put(next);
    await keepHead(db, session.gameId, envelope.body.head, envelope.body.at);
  });
  return next;
}

/** How many of its own messages' heads a session remembers: enough for any run of messages not yet answered. */
const MAX_SENT_HEADS = 50;

/** The payload of a message (messages.ts), given so this module needs no compression of its own. */
export type Encode = (envelope: Envelope) => Promise<string>;

/** This device's opening message: its key, to pin, and its hash chain's tip, which the opponent's declarations name. */
export async function openingMessage(db: AdjutantDb, gameId: string, encode: Encode, now = Date.now()): Promise<Made> {
  const key = await deviceKey(db);
  if (!key) return refuse('this tablet cannot sign (the app must be opened from a secure address, https), so it cannot play at a distance');
  const session = await sessionOf(db, gameId);
  const log = await logOf(db, gameId);
  const game = await db.games.get(gameId);
  const body: MessageBody = await bodyFor(db, key, session, 'open', now, log, headOfLog(log, game?.logHead));
  const envelope = await signed(key, body);
  return { ok: true, envelope, session: await saveSent(db, session, envelope, encode) };
}

/**
 * Declares every combat of a phase in one message: each with its whole description, a fresh
 * contribution of this device's, and this device's signature over both, naming the opponent's
 * newest opened element as the commitment their reply must open.
 */
export async function declareMessage(db: AdjutantDb, gameId: string, combats: readonly CombatToDeclare[], encode: Encode, now = Date.now()): Promise<Made> {
  const key = await deviceKey(db);
  if (!key) return refuse('this tablet cannot sign, so it cannot play at a distance');
  const session = await sessionOf(db, gameId);
  if (!session.opponent || !session.opponentAnchor) return refuse('no message from your opponent has been taken in yet: take in their opening message first');
  if (session.pending) return refuse('a declaration is still awaiting your opponent’s reply: show it again, or abandon it first');
  if (combats.length === 0) return refuse('there is no combat to declare');
  const log = await logOf(db, gameId);
  const game = await db.games.get(gameId);
  const id = crypto.randomUUID();
  const anchor = session.opponentAnchor;
  const defender = session.opponent.fp;
  const declared = await Promise.all(
    combats.map(async (c, index) => {
      const contribution = freshContribution();
      const item: DeclaredItem = { declaration: id, index, of: combats.length, declaredAt: now, contribution, anchor, attacker: key.info.fp, defender, input: c.input };
      const sig = await key.sign(declaredItemText(item));
      return { input: c.input, contribution, sig, ...(c.sides ? { sides: c.sides } : {}), label: c.label };
    }),
  );
  const base = await bodyFor(db, key, session, 'declare', now, log, headOfLog(log, game?.logHead));
  const body: MessageBody = { ...base, declare: { id, anchor, defender, combats: declared.map(({ label: _label, ...c }) => c) } };
  const envelope = await signed(key, body);
  const pending: PendingDeclaration = { id, n: body.n, at: now, anchor, defender, combats: declared };
  return { ok: true, envelope, session: await saveSent(db, session, envelope, encode, { pending }) };
}

/** The declared combat `index` of a declaration, as both tablets see it. */
export function itemOf(declaration: { readonly id: string; readonly anchor: string; readonly defender: string }, attacker: string, at: number, combats: readonly DeclaredCombat[], index: number): DeclaredItem {
  const c = combats[index] as DeclaredCombat;
  return { declaration: declaration.id, index, of: combats.length, declaredAt: at, contribution: c.contribution, anchor: declaration.anchor, attacker, defender: declaration.defender, input: c.input };
}

/** A settled two-party roll's log entry, before it is chained: the same on both tablets, from the same description, both contributions and the defender's time and turn. */
export function settledEntry(gameId: string, item: DeclaredItem, attackerSig: string, reveal: string, resolution: Resolution, at: number, when: CombatRecord['when'], sides: CombatRecord['sides'], signer: string, prevSig: string | undefined): NewEntry {
  // The roll's generator state is its own: the game's generator is not moved on by it.
  const { rngAfter: _rngAfter, ...entry } = resolutionRecord(gameId, at, item.input, resolution);
  const { input: _input, ...declared } = item;
  const twoParty: TwoPartyRecord = { ...declared, attackerSig, reveal };
  return { ...entry, ...(when ? { when } : {}), ...(sides ? { sides } : {}), signer, ...(prevSig ? { prevSig } : {}), twoParty };
}

/** Abandons this device's declaration awaiting its reply: each of its combats is logged as a roll declared and never settled. */
export async function abandonDeclaration(db: AdjutantDb, gameId: string, now = Date.now()): Promise<readonly CombatRecord[]> {
  const session = await sessionOf(db, gameId);
  const pending = session.pending;
  const key = await deviceKey(db);
  if (!pending || !key) return [];
  const logged: CombatRecord[] = [];
  for (const [index, c] of pending.combats.entries()) {
    const item = itemOf(pending, key.info.fp, pending.at, pending.combats, index);
    const { input: _input, ...declared } = item;
    logged.push(
      await recordCombat(db, {
        gameId,
        at: now,
        input: c.input,
        dice: [],
        outcome: { key: ABANDONED, label: `Abandoned: ${c.label} was declared and never settled`, checklist: [], effects: {} },
        steps: [{ title: 'Two-party roll abandoned', detail: `Declared ${new Date(pending.at).toISOString().slice(0, 16).replace('T', ' ')}; no reply from the defender opened their contribution.`, source: 'docs/distance.md' }],
        ...(c.sides ? { sides: c.sides } : {}),
        twoParty: { ...declared, attackerSig: c.sig },
      }),
    );
  }
  const { pending: _pending, ...rest } = await sessionOf(db, gameId);
  await db.distance.put({ ...rest, abandoned: [...(rest.abandoned ?? []), pending.n] });
  return logged;
}

/** Forgets the opponent's pinned key, so the next message pins the key it comes with (a player who changed tablets). */
export async function forgetOpponent(db: AdjutantDb, gameId: string): Promise<void> {
  const { opponent: _opponent, opponentAnchor: _anchor, ...rest } = await sessionOf(db, gameId);
  await db.distance.put({ ...rest, received: 0 });
}

interface Checked {
  readonly body: MessageBody;
  readonly session: DistanceSession;
  readonly key: DeviceKey;
  readonly log: readonly CombatRecord[];
  /** The message's entries this log does not hold yet. */
  readonly fresh: readonly CarriedEntry[];
}

/**
 * Every check of a message before anything is written: the game, the sender's signature over the
 * whole message and over its head, the pinned key, the numbering (replayed, out of order), and its
 * log against this one (the entries it carries, signed, following the point both logs hold; a
 * history that contradicts what both tablets held is a fork, named with the head its writer signed).
 */
async function check(db: AdjutantDb, gameId: string, envelope: Envelope): Promise<{ ok: true; value: Checked } | { ok: false; message: string }> {
  const { body } = envelope;
  const game = await db.games.get(gameId);
  if (!game) return refuse('this game is not on this tablet');
  if (body.game !== gameId) return refuse(`this message is for another game (“${body.name}”), not this one (“${game.name}”)`);
  const key = await deviceKey(db);
  if (!key) return refuse('this tablet cannot sign, so it cannot play at a distance');
  if (!fingerprintFits(body.from) || !(await verifySignature(body.from, bodyText(body), envelope.sig))) return refuse('the message was changed after it was signed (its signature does not match): it was tampered with, or damaged');
  if (body.from.fp === key.info.fp) return refuse('this message was made on this tablet: it is for your opponent');
  if (body.head.signer !== body.from.fp || body.head.game !== gameId || !(await headSigned(body.head, body.from))) return refuse('the head of the log in the message does not carry its sender’s signature: it was tampered with');
  const session = await sessionOf(db, gameId);
  const opponent = session.opponent;
  if (opponent && opponent.fp !== body.from.fp) {
    return refuse(`the message is signed by another key (${spokenFingerprint(body.from.fp)}${body.from.name ? `, ${body.from.name}` : ''}) than your opponent’s, pinned on ${new Date(opponent.pinnedAt).toISOString().slice(0, 10)} (${spokenFingerprint(opponent.fp)}): if your opponent has changed tablets, compare the new fingerprint aloud, then forget the pinned key`);
  }
  if (body.n <= session.received) return refuse(`this message (number ${body.n} from ${keyWords(body.from)}) was already taken in: it was sent again, or replayed`);
  const skipped = Array.from({ length: Math.max(0, body.n - session.received - 1) }, (_, i) => session.received + 1 + i);
  if (skipped.some((n) => !body.abandoned?.includes(n))) return refuse(`this is message ${body.n} from ${keyWords(body.from)}, but message ${session.received + 1} has not been taken in yet: take that one in first`);
  if (!opponent && !body.tip) return refuse('the first message from your opponent must carry their commitment (an opening message or their first declaration)');

  const log = await logOf(db, gameId);
  const { base } = body;
  const at = log[base.count - 1];
  const baseHash = base.count === 0 ? FIRST_PREV_HASH : at?.hash;
  // What the sender is known to have held of this log: heads they signed, and the heads of this tablet's messages they took in (the message says so, signed).
  const fits = (h: { readonly count: number; readonly hash: string }) => log[h.count - 1]?.hash === h.hash;
  const signedBySender = (await keptHeads(db, gameId)).filter((h) => h.signer === body.from.fp && fits(h));
  const takenBySender = (session.sentHeads ?? []).filter((h) => h.n <= (body.ack ?? 0) && fits(h));
  const held = (past: number) => signedBySender.some((h) => h.count >= past) || takenBySender.some((h) => h.count >= past);
  const rewritten = (where: number, theirs: string): { ok: false; message: string } => {
    const signed = signedBySender.filter((h) => h.count >= where).reduce<SignedHead | undefined>((best, h) => (!best || h.count > best.count ? h : best), undefined);
    const taken = takenBySender.filter((h) => h.count >= where).reduce<(typeof takenBySender)[number] | undefined>((best, h) => (!best || h.count > best.count ? h : best), undefined);
    const proof = signed
      ? ` They signed on ${new Date(signed.at).toISOString().slice(0, 16).replace('T', ' ')} a log of ${signed.count} ${signed.count === 1 ? 'entry' : 'entries'} holding this tablet’s version.`
      : taken
        ? ` They took in this tablet’s message ${taken.n}, a log of ${taken.count} ${taken.count === 1 ? 'entry' : 'entries'} holding this tablet’s version.`
        : '';
    return {
      ok: false,
      message: `your opponent’s log no longer holds the log both tablets shared: at entry ${where} they have ${theirs.slice(0, 12) || 'nothing'}…, this tablet ${log[where - 1]?.hash?.slice(0, 12) ?? 'nothing'}…. One of the two logs was rewritten (a fork).${proof} Hand over the whole game (Hand this game to another tablet) to see both versions`,
    };
  };
  if (base.count > log.length) return refuse(`the message follows entry ${base.count} of your opponent’s log, but this log holds ${log.length}: take in a hand-over of the game first`);
  if (baseHash !== base.hash) return rewritten(base.count, base.hash);
  // Entries both logs hold are recognised; what follows must be new here, or the logs have parted.
  let common = 0;
  while (common < body.entries.length && base.count + common < log.length && entryIdentity(log[base.count + common] as CombatRecord) === body.entries[common]?.hash) common++;
  const fresh = body.entries.slice(common);
  const ours = log.length - base.count - common;
  if (fresh.length > 0 && ours > 0) {
    const parted = base.count + common;
    // A head the sender signed over this tablet's version past the parting: they held it, and rewrote it.
    if (held(parted + 1)) return rewritten(parted + 1, fresh[0]?.hash ?? '');
    // Else both logs go on from the same entry, differently: a reply that never reached the sender (whose declaration was then abandoned), or a rewrite of what only one tablet held.
    return refuse(`the two logs part after entry ${parted}: your opponent logged ${fresh.length} ${fresh.length === 1 ? 'entry' : 'entries'} after it, this tablet ${ours} other${ours === 1 ? '' : 's'} (a reply that never reached them, or a log rewritten). Hand over the whole game (Hand this game to another tablet) to see both versions, and agree which stands`);
  }
  const theirCount = base.count + body.entries.length + (body.reply?.results.length ?? 0);
  if (body.head.count !== theirCount) return refuse('the message’s head does not count the entries it carries: it was tampered with');
  if (ours > 0 && body.type === 'reply') return refuse(`this tablet logged ${ours} ${ours === 1 ? 'entry' : 'entries'} after the point this reply follows: the two logs have parted; hand over the whole game to see both versions`);
  if (fresh.length > 0) {
    const keys = await knownSigners(db);
    keys.set(body.from.fp, body.from);
    const verdict = await auditLog(fresh as CombatRecord[], { keys, window: { after: log.length, prevHash: log.at(-1)?.hash ?? FIRST_PREV_HASH } });
    const bad = verdict.entries.find((e) => e.problems.length > 0);
    if (bad) return refuse(`entry ${bad.position} in the message does not hold: ${bad.problems[0]}`);
    if (!verdict.report.ok) return refuse(`entry ${verdict.report.position} in the message does not hold: ${verdict.report.reason}`);
    if (body.type !== 'reply' && fresh.at(-1)?.hash !== body.head.hash) return refuse('the message’s head is not the newest entry it carries: it was tampered with');
  } else if (body.type !== 'reply' && ours === 0 && body.head.hash !== (log.at(-1)?.hash ?? FIRST_PREV_HASH)) {
    return rewritten(log.length, body.head.hash);
  }
  return { ok: true, value: { body, session, key, log, fresh } };
}

/** Writes what every message taken in leaves: its fresh entries, the sender's key and head, the session moved on. */
async function takeIn(db: AdjutantDb, gameId: string, fresh: readonly CarriedEntry[], settled: readonly (NewEntry & { readonly hash: string; readonly sig: string })[], body: MessageBody, session: DistanceSession, expectedLast: string, now: number): Promise<CombatRecord[] | undefined> {
  return db.transaction('rw', [db.combats, db.games, db.distance, db.heads, db.signers, db.keys, db.pins], async () => {
    const log = await logOf(db, gameId);
    if ((log.at(-1)?.hash ?? FIRST_PREV_HASH) !== expectedLast) return undefined;
    const written: CombatRecord[] = [];
    for (const entry of [...fresh, ...settled]) {
      const record = { ...entry, gameId } as CombatRecord;
      written.push({ ...record, id: await db.combats.add(record) });
    }
    const game = await db.games.get(gameId);
    const all = [...log, ...written];
    if (written.length > 0 && game) await db.games.update(gameId, { updatedAt: now, logHead: headOfLog(all, game.logHead) });
    await rememberSigners(db, [body.from], now);
    await pinKeys(db, gameId, [body.from], now);
    await keepHead(db, gameId, body.head, now);
    // What the sender is known to hold: its head, which this log now holds too (followed, after a declaration, by the combats settled here).
    await db.distance.put({ ...session, received: body.n, shared: { count: body.head.count, hash: body.head.hash } });
    return written;
  });
}

/**
 * Takes in a message from the opponent, after every check (nothing is written when one fails): a
 * first message pins their key and their commitment; a declaration is settled here at once, each
 * combat resolved from both contributions, logged, and answered by the reply returned; a reply is
 * checked combat by combat against this device's declaration and the engine's own resolution, and
 * logged.
 */
export async function receiveMessage(db: AdjutantDb, gameId: string, envelope: Envelope, engine: DistanceEngine, encode: Encode, now = Date.now()): Promise<Received> {
  const checked = await check(db, gameId, envelope);
  if (!checked.ok) return refuse(checked.message);
  const { body, key, log, fresh } = checked.value;
  let session: DistanceSession = {
    ...checked.value.session,
    ...(checked.value.session.opponent ? {} : { opponent: { ...body.from, pinnedAt: now } }),
    ...(body.tip && !checked.value.session.opponentAnchor ? { opponentAnchor: body.tip } : {}),
  };
  const lastHash = log.at(-1)?.hash ?? FIRST_PREV_HASH;
  const afterFresh = fresh.at(-1)?.hash ?? lastHash;
  const who = keyWords(body.from);

  if (body.type === 'open') {
    const written = await takeIn(db, gameId, fresh, [], body, session, lastHash, now);
    if (!written) return refuse('the log changed here while the message was being checked: take it in again');
    announceIf(gameId, written);
    return { ok: true, type: 'open', note: `Pinned ${who}: compare their fingerprint aloud.`, logged: written, session: (await db.distance.get(gameId)) ?? session };
  }

  if (body.type === 'declare') {
    const declaration = body.declare;
    if (!declaration) return refuse('the declaration is missing from the message');
    if (declaration.defender !== key.info.fp) return refuse('this declaration names another defender than this tablet');
    if (session.answered.includes(declaration.id)) return refuse('this declaration was already answered: it was replayed');
    if (session.opened >= CHAIN_LENGTH) return refuse('this tablet’s commitments for the game are used up');
    const expected = chainElement(session.seed, session.opened);
    if (declaration.anchor !== expected) return refuse('the declaration names a commitment of this tablet’s that is not its newest: it was made against an older message, or replayed');
    const reveal = chainElement(session.seed, session.opened + 1);
    const at = now;
    const game = await db.games.get(gameId);
    const when = entryWhen(game?.campaign === undefined ? undefined : readCampaign(game.campaign));
    const entries: (NewEntry & { hash: string; sig: string })[] = [];
    let prev = afterFresh;
    let prevSig = (fresh.at(-1) ?? log.at(-1))?.sig;
    for (const [index, c] of declaration.combats.entries()) {
      const item = itemOf(declaration, body.from.fp, body.at, declaration.combats, index);
      if (!(await verifySignature(body.from, declaredItemText(item), c.sig))) return refuse(`combat ${index + 1} does not carry the attacker’s signature: it was changed after it was declared`);
      const answer = await engine.resolve(c.input, { rng: diceSeed(item, reveal) });
      if (!answer.ok) return refuse(`combat ${index + 1} cannot be resolved here (${answer.errors.map((e) => `${e.path ? `${e.path}: ` : ''}${e.message}`).join('; ')}): nothing was rolled`);
      const entry = chained(settledEntry(gameId, item, c.sig, reveal, answer.value, at, when, c.sides, key.info.fp, prevSig), prev);
      const hash = entry.hash as string;
      const sig = await key.sign(hash);
      entries.push({ ...(entry as NewEntry), hash, sig });
      prev = hash;
      prevSig = sig;
    }
    session = { ...session, opened: session.opened + 1, answered: [...session.answered, declaration.id] };
    const written = await takeIn(db, gameId, fresh, entries, body, session, lastHash, now);
    if (!written) return refuse('the log changed here while the message was being checked: take it in again');
    announceIf(gameId, written);
    // The reply: the defender's element, and what only this tablet knew of each entry, with its signature.
    const after = await logOf(db, gameId);
    const stored = (await db.distance.get(gameId)) as DistanceSession;
    const results: SettledCombat[] = entries.map((e) => ({ at: e.at, ...(e.when ? { when: e.when } : {}), sig: e.sig }));
    const replyBody: MessageBody = {
      ...(await bodyFor(db, key, stored, 'reply', now, after.slice(0, log.length + fresh.length), headOfLog(after, game?.logHead))),
      reply: { to: declaration.id, reveal, results },
    };
    const reply = await signed(key, replyBody);
    const saved = await saveSent(db, stored, reply, encode);
    return { ok: true, type: 'declare', note: `Settled ${declaration.combats.length} ${declaration.combats.length === 1 ? 'combat' : 'combats'} declared by ${who}: send them the reply.`, logged: written.slice(fresh.length), reply, session: saved };
  }

  const reply = body.reply;
  const pending = session.pending;
  if (!reply) return refuse('the reply is missing from the message');
  if (!pending || pending.id !== reply.to) return refuse('this reply answers no declaration this tablet is waiting on: it was replayed, or answers one abandoned');
  if (!opens(reply.reveal, pending.anchor)) return refuse('the defender’s contribution does not open the commitment this declaration named: it was changed after it was committed');
  if (reply.results.length !== pending.combats.length) return refuse('the reply settles another number of combats than were declared');
  const entries: (NewEntry & { hash: string; sig: string })[] = [];
  let prev = afterFresh;
  let prevSig = (fresh.at(-1) ?? log.at(-1))?.sig;
  for (const [index, c] of pending.combats.entries()) {
    const result = reply.results[index] as SettledCombat;
    const item = itemOf(pending, key.info.fp, pending.at, pending.combats, index);
    const answer = await engine.resolve(c.input, { rng: diceSeed(item, reply.reveal) });
    if (!answer.ok) return refuse(`combat ${index + 1} cannot be resolved here: nothing was taken in`);
    const entry = chained(settledEntry(gameId, item, c.sig, reply.reveal, answer.value, result.at, result.when, c.sides, body.from.fp, prevSig), prev);
    const hash = entry.hash as string;
    if (!(await verifySignature(body.from, hash, result.sig))) {
      return refuse(`combat ${index + 1} as settled here from both contributions is not the one your opponent signed: the reply was tampered with, or the two tablets run different versions of Adjutant`);
    }
    entries.push({ ...(entry as NewEntry), hash, sig: result.sig });
    prev = hash;
    prevSig = result.sig;
  }
  if (prev !== body.head.hash) return refuse('the reply’s head is not the log its combats make: it was tampered with');
  const { pending: _pending, ...rest } = session;
  session = { ...rest, opponentAnchor: reply.reveal };
  const written = await takeIn(db, gameId, fresh, entries, body, session, lastHash, now);
  if (!written) return refuse('the log changed here while the message was being checked: take it in again');
  announceIf(gameId, written);
  return { ok: true, type: 'reply', note: `Took in the dice of ${entries.length} ${entries.length === 1 ? 'combat' : 'combats'} from ${who}.`, logged: written.slice(fresh.length), session: (await db.distance.get(gameId)) ?? session };
}

function announceIf(gameId: string, written: readonly CombatRecord[]): void {
  if (written.length > 0) announce(gameId, 'log');
}
