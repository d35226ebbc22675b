import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { auditStored } from './audit-stored';
import { type Made, declareMessage, openingMessage, receiveMessage } from './distance';
import type { Envelope } from './messages';
import { encode, engine, threeAttacks, twoTablets } from './test-distance';

const sent = (made: Made): Envelope => {
  if (!made.ok) throw new Error(made.message);
  return JSON.parse(JSON.stringify(made.envelope)) as Envelope;
};

describe('a combat phase at a distance', () => {
  it('settles three attacks with one message each way, both logs the same, signed and checked', async () => {
    const { a, b, gameId } = await twoTablets();
    const opening = sent(await openingMessage(b, gameId, encode));
    const pinned = await receiveMessage(a, gameId, opening, engine, encode);
    expect(pinned).toMatchObject({ ok: true, type: 'open' });
    const declared = sent(await declareMessage(a, gameId, threeAttacks(), encode));
    const settled = await receiveMessage(b, gameId, declared, engine, encode);
    if (!settled.ok || !settled.reply) throw new Error(settled.ok ? 'no reply' : settled.message);
    expect(settled.logged).toHaveLength(3);
    const taken = await receiveMessage(a, gameId, JSON.parse(JSON.stringify(settled.reply)) as Envelope, engine, encode);
    if (!taken.ok) throw new Error(taken.message);
    expect(taken.logged).toHaveLength(3);
    const logA = await a.combats.where('gameId').equals(gameId).sortBy('id');
    const logB = await b.combats.where('gameId').equals(gameId).sortBy('id');
    expect(logA.map((c) => c.hash)).toEqual(logB.map((c) => c.hash));
    expect(logA.map((c) => c.dice.map((d) => d.face))).toEqual(logB.map((c) => c.dice.map((d) => d.face)));
    for (const db of [a, b]) {
      const { verdict } = await auditStored(db, gameId);
      expect(verdict.summary).toMatch(/^Log verified: 3 entries, every one signed/);
      expect(verdict.holds).toBe(true);
    }
  });
});
