import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AdjutantDb } from './db';
import { recordCombat, verifyLog } from './combats';
import { combatFor, gameWithUnits } from './test-data';
import { exportGame, importGame } from './transfer';
import { receiveGame } from './handover';

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
    expect(await receiveGame(b, gameId, await file(a, gameId))).toEqual({ ok: true, added: 2, recognised: 2 });
    expect(await ats(b, gameId)).toEqual([2000, 2001, 3000, 3001]);
    expect((await verifyLog(b, gameId)).ok).toBe(true);
    // Handed over again: everything is already here.
    expect(await receiveGame(b, gameId, await file(a, gameId))).toEqual({ ok: true, added: 0, recognised: 4 });
    // And back: A already has everything B has.
    expect(await receiveGame(a, gameId, await file(b, gameId))).toEqual({ ok: true, added: 0, recognised: 4 });
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
});
