import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Resolution } from '../engine/core/combat';
import { GAME_IDS } from '../engine/core/source';
import { applyCombat, countCombats, currentRng, listCombats, nextRollRng, readLogTip, recordCombat, recordCombatAfter, resolutionRecord, undoLastApplied, verifyLog } from './combats';
import { FIRST_TURN } from './campaign-record';
import type { UnitRecord } from './records';
import { combatFor, gameWithUnits } from './test-data';

describe('combat log', () => {
  it('saves a combat with the generator state after it, and the next roll starts there', async () => {
    const { db, game } = await gameWithUnits();
    const saved = await recordCombat(db, { ...combatFor(game.id, 2000), rngAfter: [1, 2, 3, 4] });
    expect(saved.id).toBeTypeOf('number');
    const log = await listCombats(db, game.id);
    expect(log.map((c) => c.id)).toEqual([saved.id]);
    // Even before the game record is touched, the log says where the dice stand.
    expect(currentRng(game, log)).toEqual([1, 2, 3, 4]);
    await recordCombat(db, combatFor(game.id, 3000));
    expect(currentRng(game, await listCombats(db, game.id))).toEqual([1, 2, 3, 4]);
    expect(currentRng(game, [])).toEqual(game.rng);
    // The game record moves on in the same write: its generator state, last-played time and log head.
    expect(await db.games.get(game.id)).toMatchObject({ rng: [1, 2, 3, 4], updatedAt: 3000, logHead: { count: 2, legacy: 0 } });
  });

  it('saves the set-up a result moves the combat on to in the same write as the roll, and nothing of the set-up otherwise', async () => {
    const { db, game } = await gameWithUnits();
    await db.games.update(game.id, { draft: { stage: 'initiative' } });
    await recordCombat(db, combatFor(game.id, 2000));
    expect((await db.games.get(game.id))?.draft).toEqual({ stage: 'initiative' });
    await recordCombat(db, combatFor(game.id, 3000), { draft: { stage: 'chits' } });
    expect((await db.games.get(game.id))?.draft).toEqual({ stage: 'chits' });
    // A roll that cannot be written leaves the set-up where it was: the two go together.
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    const broken = { ...combatFor(game.id, 4000), input: deep };
    await expect(recordCombat(db, broken, { draft: { stage: 'combat' } })).rejects.toThrow();
    expect((await db.games.get(game.id))?.draft).toEqual({ stage: 'chits' });
    expect(await countCombats(db, game.id)).toBe(2);
  });

  it('starts the next roll from the last state written, even when the clock went back between rolls', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, { ...combatFor(game.id, 9000), rngAfter: [1, 1, 1, 1] });
    // The device clock is set back: the next roll is logged at an earlier time.
    await recordCombat(db, { ...combatFor(game.id, 5000), rngAfter: [2, 2, 2, 2] });
    expect(currentRng(game, await listCombats(db, game.id, 40))).toEqual([2, 2, 2, 2]);
    expect(currentRng(game, await listCombats(db, game.id, 1))).toEqual([2, 2, 2, 2]);
    expect(await nextRollRng(db, game)).toEqual([2, 2, 2, 2]);
    // A physical roll written last leaves the generator where the last generated roll left it.
    await recordCombat(db, combatFor(game.id, 1000));
    expect(await nextRollRng(db, game)).toEqual([2, 2, 2, 2]);
    // Whatever order the entries are handed over in, the one written last counts.
    const log = await listCombats(db, game.id);
    expect(currentRng(game, [...log].reverse())).toEqual([2, 2, 2, 2]);
  });

  it('lists the log in the order it was written, newest first, whatever the clock said', async () => {
    const { db, game } = await gameWithUnits();
    const first = await recordCombat(db, combatFor(game.id, 9000));
    const second = await recordCombat(db, combatFor(game.id, 2000));
    expect((await listCombats(db, game.id)).map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await listCombats(db, game.id, 1)).map((c) => c.id)).toEqual([second.id]);
  });

  it('undoes the application made last, even when the clock went back', async () => {
    const { db, game, units } = await gameWithUnits();
    const [attacker, defender] = units;
    if (!attacker || !defender) throw new Error('fixture');
    const first = await recordCombat(db, combatFor(game.id, 9000));
    await applyCombat(db, first.id as number, [defender], [{ ...defender, strength: 3 }]);
    const second = await recordCombat(db, combatFor(game.id, 2000));
    await applyCombat(db, second.id as number, [attacker], [{ ...attacker, strength: 10 }]);
    expect((await undoLastApplied(db, game.id))?.combat.id).toBe(second.id);
    expect((await db.units.get(attacker.id))?.strength).toBe(12);
    expect((await db.units.get(defender.id))?.strength).toBe(3);
  });

  it('lists newest first and only the game’s own combats', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, combatFor(game.id, 3000));
    await recordCombat(db, combatFor(game.id, 5000));
    await recordCombat(db, combatFor('another-game', 4000));
    expect((await listCombats(db, game.id)).map((c) => c.at)).toEqual([5000, 3000]);
    expect((await listCombats(db, game.id, 1)).map((c) => c.at)).toEqual([5000]);
    expect(await countCombats(db, game.id)).toBe(2);
  });

  it('undoes the last applied effects, keeping the roll in the log', async () => {
    const { db, game, units } = await gameWithUnits();
    const [attacker, defender] = units;
    if (!attacker || !defender) throw new Error('fixture');
    const first = await recordCombat(db, combatFor(game.id, 2000));
    await applyCombat(db, first.id as number, [defender], [{ ...defender, strength: 3 }]);
    const second = await recordCombat(db, combatFor(game.id, 3000));
    await applyCombat(db, second.id as number, [attacker], [{ ...attacker, strength: 10 }]);

    const undone = await undoLastApplied(db, game.id);
    expect(undone?.combat.id).toBe(second.id);
    expect((await db.units.get(attacker.id))?.strength).toBe(12);
    expect((await db.units.get(defender.id))?.strength).toBe(3);
    expect(await db.combats.count()).toBe(2);
    expect((await db.combats.get(second.id as number))?.undone).toBe(true);

    // The next undo goes one further back.
    await undoLastApplied(db, game.id);
    expect((await db.units.get(defender.id))?.strength).toBe(5);
    expect(await undoLastApplied(db, game.id)).toBeUndefined();
  });
});

describe('the log’s tip read ahead of a roll', () => {
  it('chains the roll after its tip in one write, and hands on the tip after it', async () => {
    const { db, game } = await gameWithUnits();
    const tip = await readLogTip(db, game.id);
    const first = await recordCombatAfter(db, combatFor(game.id, 2000), tip);
    const second = await recordCombatAfter(db, combatFor(game.id, 3000), first.tip);
    expect(second.record.prevHash).toBe(first.record.hash);
    expect(second.tip.last?.id).toBe(second.record.id);
    expect(second.tip.game?.logHead).toEqual((await db.games.get(game.id))?.logHead);
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: true });
  });

  it('chains after an entry another tab wrote since the tip was read, not after the tip', async () => {
    const { db, game } = await gameWithUnits();
    const stale = await readLogTip(db, game.id);
    const theirs = await recordCombat(db, combatFor(game.id, 2000));
    const mine = await recordCombatAfter(db, combatFor(game.id, 3000), stale);
    expect(mine.record.prevHash).toBe(theirs.hash);
    expect((await listCombats(db, game.id)).map((c) => c.id)).toEqual([mine.record.id, theirs.id]);
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: true });
  });

  it('logs the roll in the turn the turn record shows when it is written, not when the tip was read', async () => {
    const { db, game } = await gameWithUnits();
    const stale = await readLogTip(db, game.id);
    await db.games.update(game.id, { campaign: { record: { ...FIRST_TURN, turn: 3, phaseName: 'Union combat' } } });
    const { record } = await recordCombatAfter(db, combatFor(game.id, 2000), stale);
    expect(record.when).toEqual({ turn: 3, phase: 'Union combat' });
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: true });
  });
});

describe('no lost update between two tabs', () => {
  it('applies a result only to the units as the desk read them: one read before another tab’s change is refused, with the units as they are now', async () => {
    const { db, game, units } = await gameWithUnits();
    const heth = units[1] as UnitRecord;
    const first = await recordCombat(db, combatFor(game.id, 1000));
    const second = await recordCombat(db, combatFor(game.id, 2000));
    // Both tabs read Heth at 5; the first applies its loss.
    expect(await applyCombat(db, first.id as number, [heth], [{ ...heth, strength: 4 }])).toEqual({ ok: true });
    const stale = await applyCombat(db, second.id as number, [heth], [{ ...heth, strength: 4 }]);
    expect(stale).toMatchObject({ ok: false, reason: 'changed', units: [{ id: heth.id, strength: 4 }] });
    expect((await db.units.get(heth.id))?.strength).toBe(4);
    expect((await db.combats.get(second.id as number))?.applied).toBeUndefined();
    // Read again, the second tab's loss goes on top of the first's: 5 → 4 → 3.
    const fresh = (await db.units.get(heth.id)) as UnitRecord;
    expect(await applyCombat(db, second.id as number, [fresh], [{ ...fresh, strength: 3 }])).toEqual({ ok: true });
    expect((await db.units.get(heth.id))?.strength).toBe(3);
    // A result already applied is not applied twice.
    expect(await applyCombat(db, second.id as number, [{ ...fresh, strength: 3 }], [{ ...fresh, strength: 2 }])).toEqual({ ok: false, reason: 'applied' });
  });

  it('undoes only what the units still show: a change made since is named and kept', async () => {
    const { db, game, units } = await gameWithUnits();
    const heth = units[1] as UnitRecord;
    const combat = await recordCombat(db, combatFor(game.id, 1000));
    await applyCombat(db, combat.id as number, [heth], [{ ...heth, strength: 4 }]);
    // Another tab's roster edit after the result.
    await db.units.update(heth.id, { strength: 6 });
    const refused = await undoLastApplied(db, game.id);
    expect(refused).toMatchObject({ ok: false, changed: ['Heth'] });
    expect((await db.units.get(heth.id))?.strength).toBe(6);
    expect((await db.combats.get(combat.id as number))?.undone).toBeFalsy();
    await db.units.update(heth.id, { strength: 4 });
    expect(await undoLastApplied(db, game.id)).toMatchObject({ ok: true });
    expect((await db.units.get(heth.id))?.strength).toBe(5);
  });
});

describe('log entry for a resolution', () => {
  const resolution = (ranked?: Pick<Resolution, 'percentile' | 'standings'>): Resolution => ({
    analysis: { game: GAME_IDS[0], steps: [], chances: [], highlights: [], dicePlan: ['die'] },
    outcome: { key: 'k', label: 'K', checklist: ['do it'], steps: [], effects: {} },
    dice: [{ purpose: 'die', face: 4, source: { kind: 'physical' } }],
    ...ranked,
  });

  it('keeps where the result fell among the possible outcomes, when the engine gave it, and nothing otherwise', async () => {
    const { db, game } = await gameWithUnits();
    const standings = { chances: [{ num: 1, den: 3 }, { num: 1, den: 6 }, { num: 1, den: 2 }], at: 1 };
    const placed = await recordCombat(db, resolutionRecord(game.id, 1000, {}, resolution({ percentile: { num: 5, den: 12 }, standings })));
    const unranked = await recordCombat(db, resolutionRecord(game.id, 2000, {}, resolution()));
    expect(await db.combats.get(placed.id as number)).toMatchObject({ percentile: { num: 5, den: 12 }, standings });
    expect(await db.combats.get(unranked.id as number)).not.toHaveProperty('percentile');
    expect(await db.combats.get(unranked.id as number)).not.toHaveProperty('standings');
  });
});

describe('durability', () => {
  it('asks the browser to write a roll to disk before the write counts as done', async () => {
    const { db, game } = await gameWithUnits();
    const asked: string[] = [];
    const transaction = IDBDatabase.prototype.transaction;
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = transaction.apply(this, args);
      if (args[1] === 'readwrite') asked.push(tx.durability);
      return tx;
    });
    try {
      await recordCombat(db, combatFor(game.id, 2000));
    } finally {
      spy.mockRestore();
    }
    expect(asked).toEqual(['strict']);
    expect(await db.combats.count()).toBe(1);
  });
});

describe('a roll written with the storage full', () => {
  it('is refused with the storage’s own refusal, and nothing of it is written', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, combatFor(game.id, 2000));
    const before = await db.games.get(game.id);
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(recordCombat(db, combatFor(game.id, 3000))).rejects.toMatchObject({ name: 'QuotaExceededError' });
    } finally {
      add.mockRestore();
    }
    expect(await db.combats.count()).toBe(1);
    expect(await db.games.get(game.id)).toEqual(before);
  });
});

describe('a game kept from before its record had a head', () => {
  it('has the head worked out from its whole log when a roll is added', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, combatFor(game.id, 2000));
    await db.games.update(game.id, { logHead: undefined });
    const { record } = await recordCombatAfter(db, combatFor(game.id, 3000));
    expect((await db.games.get(game.id))?.logHead).toMatchObject({ count: 2, hash: record.hash });
    expect((await verifyLog(db, game.id)).ok).toBe(true);
  });
});
