import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine/engine';
import { auditStored } from '../../store/audit-stored';
import { recordCombat, resolutionRecord } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { type Made, type Received, abandonDeclaration, declareMessage, openingMessage, receiveMessage } from '../../store/distance';
import { receiveGame } from '../../store/handover';
import { keptHeads } from '../../store/heads';
import { type Envelope, decodeMessage, encodeMessage } from '../../store/messages';
import { createGame } from '../../store/games';
import { GAME, threeAttacks } from './test-attacks';
import { encode, engine, twoTablets } from '../../store/test-distance';
import { rewriteLog } from '../../store/test-probe';
import { exportGame } from '../../store/transfer';

const sent = (made: Made): Envelope => {
  if (!made.ok) throw new Error(made.message);
  return JSON.parse(JSON.stringify(made.envelope)) as Envelope;
};
const ok = (received: Received) => {
  if (!received.ok) throw new Error(received.message);
  return received;
};
const logOf = (db: AdjutantDb, gameId: string) => db.combats.where('gameId').equals(gameId).sortBy('id');
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Two tablets that have exchanged B's opening message: A may declare against B. */
async function opened() {
  const tablets = await twoTablets(GAME);
  ok(await receiveMessage(tablets.a, tablets.gameId, sent(await openingMessage(tablets.b, tablets.gameId, encode)), engine, encode));
  return tablets;
}

describe('a combat phase at a distance', () => {
  it('settles three attacks with one message each way, both logs the same, signed and checked', async () => {
    const { a, b, gameId } = await opened();
    const declared = sent(await declareMessage(a, gameId, threeAttacks(), encode));
    const settled = ok(await receiveMessage(b, gameId, declared, engine, encode));
    if (!settled.reply) throw new Error('no reply');
    expect(settled.logged).toHaveLength(3);
    const taken = ok(await receiveMessage(a, gameId, copy(settled.reply), engine, encode));
    expect(taken.logged).toHaveLength(3);
    const [logA, logB] = [await logOf(a, gameId), await logOf(b, gameId)];
    expect(logA.map((c) => c.hash)).toEqual(logB.map((c) => c.hash));
    expect(logA.map((c) => c.dice.map((d) => d.face))).toEqual(logB.map((c) => c.dice.map((d) => d.face)));
    expect(logA.map((c) => c.outcome.label)).toEqual(settled.logged.map((c) => c.outcome.label));
    for (const db of [a, b]) {
      const { verdict } = await auditStored(db, gameId);
      expect(verdict.summary).toMatch(/^Log verified: 3 entries, every one signed .*; 3 two-party rolls checked from both contributions\.$/);
      expect(verdict.holds).toBe(true);
    }
  });

  it('goes as pasted text and comes back whole, and a link carries the same message', async () => {
    const { a, b, gameId } = await opened();
    const made = await declareMessage(a, gameId, threeAttacks(), encode);
    if (!made.ok || !made.session.last) throw new Error('not made');
    const payload = made.session.last.payload;
    expect(payload).toMatch(/^ADJM1\.[A-Za-z0-9_-]+\.$/);
    // A mail program breaks the line; the reader joins it again.
    const wrapped = `Here are my attacks:\n${payload.slice(0, 60)}\n${payload.slice(60)}\nGood luck`;
    const decoded = await decodeMessage(wrapped);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.envelope).toEqual(copy(made.envelope));
    ok(await receiveMessage(b, gameId, decoded.envelope, engine, encode));
    expect(await decodeMessage(payload.slice(0, 40))).toMatchObject({ ok: false, message: /damaged/ });
  });

  it('refuses a tampered, a replayed, an out-of-order message, one for another game and one signed by another key, writing nothing', async () => {
    const { a, b, gameId } = await opened();
    const declared = sent(await declareMessage(a, gameId, threeAttacks(), encode));
    const before = { log: await logOf(b, gameId), session: await b.distance.get(gameId), heads: await keptHeads(b, gameId) };
    const unchanged = async () => expect({ log: await logOf(b, gameId), session: await b.distance.get(gameId), heads: await keptHeads(b, gameId) }).toEqual(before);

    const tampered = copy(declared);
    (tampered.body.declare?.combats[0]?.input as { rain: boolean }).rain = true;
    expect(await receiveMessage(b, gameId, tampered, engine, encode)).toEqual({ ok: false, message: expect.stringMatching(/changed after it was signed/) });
    await unchanged();

    const later = copy(declared);
    const other = await createGame(b, 'Another game', 'gcacw');
    expect(await receiveMessage(b, other.id, later, engine, encode)).toEqual({ ok: false, message: expect.stringMatching(/^this message is for another game \(“Spotsylvania at a distance”\), not this one \(“Another game”\)$/) });
    await unchanged();

    // Signed whole by another key than the opponent's pinned one.
    const outsider = await twoTablets(GAME);
    const outsiderKey = sent(await openingMessage(outsider.b, outsider.gameId, encode)).body.from;
    const forged = { ...copy(declared), body: { ...copy(declared).body, from: outsiderKey } };
    expect((await receiveMessage(b, gameId, forged, engine, encode)).ok).toBe(false);
    await unchanged();

    // Taken in once; then the same message again, and a message from further on.
    ok(await receiveMessage(b, gameId, copy(declared), engine, encode));
    const after = await logOf(b, gameId);
    expect(await receiveMessage(b, gameId, copy(declared), engine, encode)).toEqual({ ok: false, message: expect.stringMatching(/was already taken in: it was sent again, or replayed/) });
    const skipped = copy(declared);
    expect(await receiveMessage(a, gameId, { ...skipped, body: { ...skipped.body, n: 5 } }, engine, encode)).toMatchObject({ ok: false });
    expect(await logOf(b, gameId)).toEqual(after);
  });

  it('logs a declaration never answered as abandoned, and the other tablet takes it in with the next message', async () => {
    const { a, b, gameId } = await opened();
    sent(await declareMessage(a, gameId, threeAttacks().slice(0, 2), encode));
    const abandoned = await abandonDeclaration(a, gameId);
    expect(abandoned.map((c) => c.outcome.key)).toEqual(['abandoned', 'abandoned']);
    expect(abandoned[0]?.outcome.label).toBe('Abandoned: Barlow and Gibbon against Heth was declared and never settled');
    const again = sent(await declareMessage(a, gameId, threeAttacks().slice(2), encode));
    expect(again.body.entries).toHaveLength(2);
    const settled = ok(await receiveMessage(b, gameId, again, engine, encode));
    ok(await receiveMessage(a, gameId, copy(settled.reply as Envelope), engine, encode));
    expect((await logOf(b, gameId)).map((c) => c.outcome.key)).toEqual([...abandoned.map((c) => c.outcome.key), settled.logged[0]?.outcome.key]);
    const { verdict } = await auditStored(b, gameId);
    expect(verdict.summary).toMatch(/1 two-party roll checked from both contributions; 2 rolls abandoned\.$/);
  });

  it('catches the probe on the other tablet at the next message, and at the next hand-over shows both versions', async () => {
    const { a, b, gameId } = await opened();
    const typed = threeAttacks()[1]?.input;
    await recordCombat(a, resolutionRecord(gameId, 2000, typed, resolve(typed, { physical: [2, 4] })));
    const settled = ok(await receiveMessage(b, gameId, sent(await declareMessage(a, gameId, threeAttacks(), encode)), engine, encode));
    ok(await receiveMessage(a, gameId, copy(settled.reply as Envelope), engine, encode));
    await rewriteLog(a, gameId, 1, (e) => {
      const six = resolve(e.input, { physical: [6, 4] });
      return { ...e, dice: six.dice, outcome: { key: six.outcome.key, label: six.outcome.label, checklist: six.outcome.checklist, effects: six.outcome.effects } };
    });
    const beforeB = await logOf(b, gameId);
    const next = await receiveMessage(b, gameId, sent(await declareMessage(a, gameId, threeAttacks().slice(0, 1), encode)), engine, encode);
    expect(next).toMatchObject({ ok: false, message: expect.stringMatching(/^your opponent’s log no longer holds the log both tablets shared: at entry 1 .* One of the two logs was rewritten \(a fork\)\. They signed on .* a log of 1 entry holding this tablet’s version\./) });
    expect(await logOf(b, gameId)).toEqual(beforeB);
    // The whole game handed over: the settled rolls after the rewritten entry now carry A's signature, not their defender's.
    const handed = await receiveGame(b, gameId, JSON.parse(JSON.stringify(await exportGame(a, gameId))));
    expect(handed).toMatchObject({ ok: false, errors: [{ path: 'combats.1', message: expect.stringMatching(/^Log broken at entry 2: it is signed by another key .* than its defender's .*, who alone writes it\.$/) }] });
    expect(await logOf(b, gameId)).toEqual(beforeB);
  });

  it('names a log rewritten after it took in the other tablet’s reply, with that reply as proof, and two logs that merely part as parting', async () => {
    const { a, b, gameId } = await opened();
    const settled = ok(await receiveMessage(b, gameId, sent(await declareMessage(a, gameId, threeAttacks(), encode)), engine, encode));
    ok(await receiveMessage(a, gameId, copy(settled.reply as Envelope), engine, encode));
    // A rewrites the second settled roll, B's, and signs it again as A.
    await rewriteLog(a, gameId, 2, (e) => ({ ...e, outcome: { ...e.outcome, label: 'Defender eliminated' } }));
    const next = await receiveMessage(b, gameId, sent(await declareMessage(a, gameId, threeAttacks().slice(0, 1), encode)), engine, encode);
    expect(next).toMatchObject({ ok: false, message: expect.stringMatching(/at entry 2 .* One of the two logs was rewritten \(a fork\)\. They took in this tablet’s message 2, a log of 3 entries holding this tablet’s version\./) });

    // Another pair: B settles, the reply never reaches A, A abandons and declares again.
    const other = await opened();
    const lost = ok(await receiveMessage(other.b, other.gameId, sent(await declareMessage(other.a, other.gameId, threeAttacks().slice(0, 1), encode)), engine, encode));
    expect(lost.logged).toHaveLength(1);
    await abandonDeclaration(other.a, other.gameId);
    const again = await receiveMessage(other.b, other.gameId, sent(await declareMessage(other.a, other.gameId, threeAttacks().slice(1, 2), encode)), engine, encode);
    expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/^the two logs part after entry 0: your opponent logged 1 entry after it, this tablet 1 other \(a reply that never reached them, or a log rewritten\)/) });
  });

  it('shows both versions at the next hand-over when a player rewrote only what their own tablet signed, with the head they signed before', async () => {
    const { a, b, gameId } = await opened();
    const typed = threeAttacks()[1]?.input;
    await recordCombat(a, resolutionRecord(gameId, 2000, typed, resolve(typed, { physical: [2, 4] })));
    // A's message carries the typed roll and A's signed head over it; B takes it in.
    ok(await receiveMessage(b, gameId, sent(await openingMessage(a, gameId, encode)), engine, encode));
    await rewriteLog(a, gameId, 1, (e) => {
      const six = resolve(e.input, { physical: [6, 4] });
      return { ...e, dice: six.dice, outcome: { key: six.outcome.key, label: six.outcome.label, checklist: six.outcome.checklist, effects: six.outcome.effects } };
    });
    expect((await auditStored(a, gameId)).verdict.holds).toBe(true);
    const beforeB = await logOf(b, gameId);
    const handed = await receiveGame(b, gameId, JSON.parse(JSON.stringify(await exportGame(a, gameId))));
    if (handed.ok || !('fork' in handed)) throw new Error(`expected a fork: ${JSON.stringify(handed)}`);
    expect(handed.fork.shared).toBe(0);
    expect(handed.fork.theirs.dice.map((d) => d.face)).toEqual([6, 4]);
    expect(handed.fork.ours.dice.map((d) => d.face)).toEqual([2, 4]);
    expect(handed.fork.theirsBy?.fp).toBe(handed.fork.oursBy?.fp);
    expect(handed.fork.rewritten).toMatch(/signed on .* a log of 1 entry holding this tablet's version of entry 1: their log was rewritten after they signed it/);
    expect(await logOf(b, gameId)).toEqual(beforeB);
    expect((await auditStored(b, gameId)).verdict.holds).toBe(true);
  });
});

describe('two-party dice, over random runs of the protocol', () => {
  // The runs are drawn from the engine's own seeded generator, so a failure replays.
  let state = 0x2f1c3a5b;
  const draw = (n: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state % n;
  };
  const cheats = ['honest', 'attacker changes its contribution after the reply', 'attacker changes the combat after the reply', 'defender opens another contribution', 'defender settles a changed combat', 'attacker rewrites a settled roll', 'defender rewrites a settled roll'] as const;

  const detected = async (db: AdjutantDb, gameId: string) => !(await auditStored(db, gameId)).verdict.holds;

  it('settles every honest run the same on both tablets, and always detects a party that changed its contribution or the combat after commitment', async () => {
    const seen = new Set<string>();
    for (let run = 0; run < 28; run++) {
      const cheat = cheats[run % cheats.length] as (typeof cheats)[number];
      seen.add(cheat);
      const { a, b, gameId } = await opened();
      const pool = threeAttacks();
      const combats = Array.from({ length: 1 + draw(3) }, () => pool[draw(pool.length)] as (typeof pool)[number]);
      const target = draw(combats.length);
      const declared = sent(await declareMessage(a, gameId, combats, encode));
      const settled = ok(await receiveMessage(b, gameId, declared, engine, encode));
      let reply = copy(settled.reply as Envelope);
      if (cheat === 'attacker changes its contribution after the reply' || cheat === 'attacker changes the combat after the reply') {
        const session = await a.distance.get(gameId);
        const pending = session?.pending;
        if (!session || !pending) throw new Error('no pending declaration');
        const changed = pending.combats.map((c, i) => (i !== target ? c : cheat.includes('contribution') ? { ...c, contribution: 'f'.repeat(64) } : { ...c, input: { ...(c.input as object), rain: !(c.input as { rain: boolean }).rain } }));
        await a.distance.put({ ...session, pending: { ...pending, combats: changed } });
      }
      if (cheat === 'defender opens another contribution' || cheat === 'defender settles a changed combat') {
        const { forgedReply } = await import('../../store/test-cheats');
        reply = await forgedReply(b, declared, reply, target, cheat === 'defender opens another contribution' ? 'reveal' : 'combat');
      }
      const taken = await receiveMessage(a, gameId, reply, engine, encode);
      if (cheat === 'honest') {
        expect(taken.ok).toBe(true);
        expect((await logOf(a, gameId)).map((c) => c.hash)).toEqual((await logOf(b, gameId)).map((c) => c.hash));
        expect(await detected(a, gameId)).toBe(false);
        expect(await detected(b, gameId)).toBe(false);
        continue;
      }
      if (cheat === 'attacker rewrites a settled roll' || cheat === 'defender rewrites a settled roll') {
        expect(taken.ok).toBe(true);
        const { rewriteSettled } = await import('../../store/test-cheats');
        const cheater = cheat.startsWith('attacker') ? a : b;
        await rewriteSettled(cheater, gameId, target, draw(2) === 0 ? 'contribution' : 'combat');
        expect(await detected(cheater, gameId), `${cheat}, run ${run}`).toBe(true);
        continue;
      }
      // Refused on arrival, naming why, and nothing written.
      expect(taken.ok, `${cheat}, run ${run}`).toBe(false);
      expect(await logOf(a, gameId)).toHaveLength(0);
    }
    expect(seen.size).toBe(cheats.length);
  }, 120_000);
});

describe('messages', () => {
  it('are short: a phase of three GCACW attacks is a few kilobytes of text each way', async () => {
    const { a, b, gameId } = await opened();
    const declared = await declareMessage(a, gameId, threeAttacks(), encode);
    if (!declared.ok) throw new Error(declared.message);
    const settled = ok(await receiveMessage(b, gameId, copy(declared.envelope), engine, encode));
    const there = (await encodeMessage(declared.envelope)).length;
    const back = (await encodeMessage(settled.reply as Envelope)).length;
    expect(there).toBeLessThan(4000);
    expect(back).toBeLessThan(1500);
  });
});
