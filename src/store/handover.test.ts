import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AdjutantDb } from './db';
import { recordCombat, verifyLog } from './combats';
import { combatFor, gameWithUnits } from './test-data';
import { exportGame, importGame } from './transfer';
import { handOverFile, handOverState, lastHandedOver, receiveGame, rememberHandedOver } from './handover';

const file = async (db: AdjutantDb, gameId: string) => JSON.parse(JSON.stringify(await exportGame(db, gameId)));

/** Tablet A with a game of two combats, and tablet B that was handed it. */
async function twoTablets() {
  const { db: a, game } = await gameWithUnits();
  await recordCombat(a, combatFor(game.id, 2000));
  await recordCombat(a, combatFor(game.id, 2001));
  const b = new AdjutantDb(`adjutant-handover-${Date.now()}-${Math.floor(performance.now())}`);
  const imported = await importGame(b, await file(a, game.id));
  if (!imported.ok || imported.game.id !== game.id) throw new Error('fixture');
  return { a, b, gameId: game.id };
}

const ats = async (db: AdjutantDb, gameId: string) => (await db.combats.where('gameId').equals(gameId).sortBy('id')).map((c) => c.at);

describe('hand-over between tablets', () => {
  it('adds the entries logged on the other tablet since, recognising those already here', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 3000));
    await recordCombat(a, combatFor(gameId, 3001));
    expect(await receiveGame(b, gameId, await file(a, gameId))).toEqual({ ok: true, added: 2, recognised: 2, notes: [] });
    expect(await ats(b, gameId)).toEqual([2000, 2001, 3000, 3001]);
    expect((await verifyLog(b, gameId)).ok).toBe(true);
    // Handed over again: everything is already here.
    expect(await receiveGame(b, gameId, await file(a, gameId))).toEqual({ ok: true, added: 0, recognised: 4, notes: [] });
    // And back: A already has everything B has.
    expect(await receiveGame(a, gameId, await file(b, gameId))).toEqual({ ok: true, added: 0, recognised: 4, notes: [] });
  });

  it('shows a fork when both tablets logged different rolls after the same entry, and overwrites nothing', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 6000));
    await recordCombat(b, combatFor(gameId, 5000));
    const before = await b.combats.toArray();
    const result = await receiveGame(b, gameId, await file(a, gameId));
    if (result.ok || !('fork' in result)) throw new Error('expected a fork');
    expect(result.fork).toMatchObject({ shared: 2, oursAfter: 1, theirsAfter: 1, ours: { at: 5000 }, theirs: { at: 6000 } });
    expect(await b.combats.toArray()).toEqual(before);
  });

  it('refuses another game, or a log whose chain does not hold, changing nothing', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 3000));
    const tampered = await file(a, gameId);
    tampered.combats[2].dice[0].face = 6;
    const before = await b.combats.toArray();
    const broken = await receiveGame(b, gameId, tampered);
    expect(broken.ok).toBe(false);
    if (!broken.ok && 'errors' in broken) expect(broken.errors[0]?.message).toMatch(/^Log broken at entry 3/);
    const other = await receiveGame(b, 'another-game', await file(a, gameId));
    if (other.ok || !('errors' in other)) throw new Error('expected a refusal');
    expect(other.errors[0]?.path).toBe('game.id');
    expect(await b.combats.toArray()).toEqual(before);
  });

  describe('only the entries since the last hand-over', () => {
    /** A and B in step after a whole hand-over from A to B. */
    async function inStep() {
      const tablets = await twoTablets();
      const whole = await handOverFile(tablets.a, tablets.gameId, true);
      expect(whole.since).toBeUndefined();
      await rememberHandedOver(tablets.a, tablets.gameId, lastHandedOver(whole));
      return tablets;
    }
    const partial = async (db: AdjutantDb, gameId: string) => JSON.parse(JSON.stringify(await handOverFile(db, gameId, true)));

    it('carries only the new entries and the hash they follow, and the receiver adds them', async () => {
      const { a, b, gameId } = await inStep();
      expect(await handOverState(a, gameId)).toEqual({ total: 2, fresh: 0 });
      await recordCombat(a, combatFor(gameId, 3000));
      await recordCombat(a, combatFor(gameId, 3001));
      expect(await handOverState(a, gameId)).toEqual({ total: 4, fresh: 2 });
      const body = await partial(a, gameId);
      const log = await a.combats.where('gameId').equals(gameId).sortBy('id');
      expect(body.since).toEqual({ count: 2, prevHash: log[1]?.hash });
      expect(body.combats.map((c: { at: number }) => c.at)).toEqual([3000, 3001]);
      // Only the log travels: no charts, map, set-up, nor units the new entries do not name.
      expect([body.units, body.charts, body.game.map, body.game.draft]).toEqual([[], [], undefined, undefined]);
      expect(await receiveGame(b, gameId, body)).toEqual({ ok: true, added: 2, recognised: 2, notes: [] });
      expect(await ats(b, gameId)).toEqual([2000, 2001, 3000, 3001]);
      expect((await verifyLog(b, gameId)).ok).toBe(true);
      // Taken in twice: recognised, nothing added.
      expect(await receiveGame(b, gameId, body)).toEqual({ ok: true, added: 0, recognised: 4, notes: [] });
      // B now knows A has all four: B has nothing new to hand back.
      expect(await handOverState(b, gameId)).toEqual({ total: 4, fresh: 0 });
    });

    it('refuses, naming the missing entry, when the receiver lacks the entry the hand-over starts after', async () => {
      const { a, gameId } = await inStep();
      // C was handed the game while it had its first two entries: the third never reached it.
      const first = await file(a, gameId);
      await recordCombat(a, combatFor(gameId, 3000));
      await rememberHandedOver(a, gameId, (await a.combats.where('gameId').equals(gameId).sortBy('id'))[2]?.hash);
      await recordCombat(a, combatFor(gameId, 3001));
      const c = new AdjutantDb(`adjutant-handover-c-${Date.now()}`);
      expect((await importGame(c, first)).ok).toBe(true);
      const result = await receiveGame(c, gameId, await partial(a, gameId));
      if (result.ok || !('errors' in result)) throw new Error('expected a refusal');
      expect(result.errors[0]?.message).toBe('this hand-over starts after entry 3, which this tablet does not have — ask for the whole game');
      expect(await ats(c, gameId)).toEqual([2000, 2001]);
    });

    it('still shows a fork, and writes nothing', async () => {
      const { a, b, gameId } = await inStep();
      await recordCombat(a, combatFor(gameId, 6000));
      await recordCombat(a, combatFor(gameId, 6001));
      await recordCombat(b, combatFor(gameId, 5000));
      const before = await b.combats.toArray();
      const result = await receiveGame(b, gameId, await partial(a, gameId));
      if (result.ok || !('fork' in result)) throw new Error('expected a fork');
      expect(result.fork).toMatchObject({ shared: 2, oursAfter: 1, theirsAfter: 2, ours: { at: 5000 }, theirs: { at: 6000 } });
      expect(await b.combats.toArray()).toEqual(before);
    });

    it('keeps a re-roll pointing at the entry it re-rolled, when that entry came in an earlier hand-over', async () => {
      const { a, b, gameId } = await inStep();
      const rerolled = (await a.combats.where('gameId').equals(gameId).sortBy('id'))[1];
      await recordCombat(a, { ...combatFor(gameId, 3000), rerollOf: rerolled?.id });
      const body = await partial(a, gameId);
      expect(body.since.earlier).toEqual([{ id: rerolled?.id, hash: rerolled?.hash }]);
      expect(await receiveGame(b, gameId, body)).toMatchObject({ ok: true, added: 1 });
      const log = await b.combats.where('gameId').equals(gameId).sortBy('id');
      expect(log[2]?.rerollOf).toBe(log[1]?.id);
    });

    it('is refused as an import, and a hand-over whose first entry does not follow the named one is refused', async () => {
      const { a, b, gameId } = await inStep();
      await recordCombat(a, combatFor(gameId, 3000));
      const body = await partial(a, gameId);
      const imported = await importGame(b, body);
      if (imported.ok) throw new Error('expected a refusal');
      expect(imported.errors[0]).toEqual({ code: 'refused', path: 'since', message: 'this file hands over only the entries after entry 2, not a whole game: to import the game, export it whole' });
      const log = await a.combats.where('gameId').equals(gameId).sortBy('id');
      const moved = { ...body, since: { count: 1, prevHash: log[0]?.hash } };
      const result = await receiveGame(b, gameId, moved);
      if (result.ok || !('errors' in result)) throw new Error('expected a refusal');
      expect(result.errors[0]?.message).toMatch(/^Log broken at entry 2: it does not follow entry 1/);
    });
  });
});
