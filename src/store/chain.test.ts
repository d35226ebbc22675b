import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { describeChain, verifyChain } from './chain';
import { recordCombat, verifyLog } from './combats';
import type { AdjutantDb } from './db';
import type { CombatRecord } from './records';
import { exportGame, importGame } from './transfer';
import { combatFor, gameWithUnits } from './test-data';

/** A game with `n` chained entries, read back in write order. */
async function chainedLog(n: number) {
  const { db, game } = await gameWithUnits();
  for (let i = 0; i < n; i++) await recordCombat(db, { ...combatFor(game.id, 1000 + i), rngAfter: [i, 0, 0, 1] });
  const log = await db.combats.where('gameId').equals(game.id).toArray();
  return { db, game, log };
}

describe('the log’s audit chain', () => {
  it('chains each entry to the one written before it, whatever the clock said', async () => {
    const { db, game } = await gameWithUnits();
    const first = await recordCombat(db, combatFor(game.id, 5000));
    const second = await recordCombat(db, combatFor(game.id, 1000));
    await recordCombat(db, combatFor('another-game', 3000));
    expect(first.prevHash).toBe('');
    expect(second.prevHash).toBe(first.hash);
    expect(second.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyLog(db, game.id)).toEqual({ ok: true, chained: 2, unchained: 0 });
  });

  it('finds an entry changed after it was written', async () => {
    const { db, game, log } = await chainedLog(4);
    const third = log[2] as CombatRecord;
    await db.combats.update(third.id as number, { dice: [{ purpose: 'probe die', face: 6, source: { kind: 'physical' } }] });
    expect(await verifyLog(db, game.id)).toEqual({ ok: false, position: 3, reason: expect.stringContaining('does not match its hash') });
    await db.combats.put({ ...third, outcome: { ...third.outcome, label: 'Probe failed' } });
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: false, position: 3 });
  });

  it('finds an entry removed, or two entries swapped', async () => {
    const removed = await chainedLog(4);
    await removed.db.combats.delete(removed.log[1]?.id as number);
    expect(await verifyLog(removed.db, removed.game.id)).toEqual({ ok: false, position: 2, reason: expect.stringContaining('does not follow the entry before it') });

    const { log } = await chainedLog(3);
    const [a, b, c] = log as [CombatRecord, CombatRecord, CombatRecord];
    expect(verifyChain([a, c, b])).toMatchObject({ ok: false, position: 2 });
    expect(verifyChain([b, c])).toMatchObject({ ok: false, position: 1 });
    // The newest entries alone, as the desk first loads them, check from their first entry on.
    expect(verifyChain([b, c], { window: true, firstPosition: 2 })).toEqual({ ok: true, chained: 2, unchained: 0 });
    expect(verifyChain([b, { ...c, at: 1 }], { window: true, firstPosition: 2 })).toMatchObject({ ok: false, position: 3 });
  });

  it('counts entries written before the chain as not chained, and a hash removed as broken', async () => {
    const { db, game } = await gameWithUnits();
    await db.combats.add(combatFor(game.id, 1000));
    await db.combats.add(combatFor(game.id, 2000));
    await recordCombat(db, combatFor(game.id, 3000));
    const report = await verifyLog(db, game.id);
    expect(report).toEqual({ ok: true, chained: 1, unchained: 2 });
    expect(describeChain(report)).toBe('Log verified; 2 older entries were written before entries were chained.');
    await db.combats.add(combatFor(game.id, 4000));
    expect(await verifyLog(db, game.id)).toEqual({ ok: false, position: 4, reason: 'it has no hash, though the entries before it have' });
  });

  it('says what it found in a player’s words', () => {
    expect(describeChain({ ok: true, chained: 3, unchained: 0 })).toBe('Log verified');
    expect(describeChain({ ok: true, chained: 0, unchained: 1 })).toBe('Log not chained: 1 older entry was written before entries were chained.');
    expect(describeChain({ ok: false, position: 7, reason: 'it was changed' })).toBe('Log broken at entry 7: it was changed.');
  });
});

describe('the chain in a game file', () => {
  it('goes out with the export and comes in with the import, still whole', async () => {
    const { db, game } = await chainedLog(3);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    expect(file.combats.map((c: CombatRecord) => typeof c.hash)).toEqual(['string', 'string', 'string']);
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 3, unchained: 0 });
    // The next roll in the copy carries the chain on.
    await recordCombat(db, combatFor(result.game.id, 9000));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 4, unchained: 0 });
  });

  it('refuses a file whose log was changed, naming the first entry that does not fit, and changes nothing', async () => {
    const { db, game } = await chainedLog(3);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    file.combats[1].dice[0].face = 6;
    const before = await snapshot(db);
    expect(await importGame(db, file)).toEqual({
      ok: false,
      errors: [{ path: 'combats.1', message: 'Log broken at entry 2: its content does not match its hash: it was changed after it was written.' }],
    });
    file.combats[1].dice[0].face = 3;
    file.combats.splice(0, 1);
    expect(await importGame(db, file)).toMatchObject({ ok: false, errors: [{ path: 'combats.0', message: expect.stringContaining('Log broken at entry 1') }] });
    expect(await snapshot(db)).toEqual(before);
  });

  it('imports under a fresh id a game whose id only stray log entries use here, so its chain stays its own', async () => {
    const { db, game } = await chainedLog(2);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    await db.games.delete(game.id);
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.game.id).not.toBe(game.id);
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 2, unchained: 0 });
  });

  it('takes a file from before the chain, its entries not chained', async () => {
    const { db, game } = await gameWithUnits();
    await db.combats.add(combatFor(game.id, 1000));
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 0, unchained: 1 });
  });
});

async function snapshot(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray() };
}
