import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { applyCombat, listCombats, recordCombat, undoLastApplied } from './combats';
import { combatFor, gameWithUnits } from './test-data';

describe('combat log', () => {
  it('saves a combat and the generator state after it in one go', async () => {
    const { db, game } = await gameWithUnits();
    const saved = await recordCombat(db, combatFor(game.id, 2000), [1, 2, 3, 4]);
    expect(saved.id).toBeTypeOf('number');
    expect(await db.games.get(game.id)).toMatchObject({ rng: [1, 2, 3, 4], updatedAt: 2000 });
    expect((await listCombats(db, game.id)).map((c) => c.id)).toEqual([saved.id]);
  });

  it('lists newest first and only the game’s own combats', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, combatFor(game.id, 3000), undefined);
    await recordCombat(db, combatFor(game.id, 5000), undefined);
    await recordCombat(db, combatFor('another-game', 4000), undefined);
    expect((await listCombats(db, game.id)).map((c) => c.at)).toEqual([5000, 3000]);
  });

  it('undoes the last applied effects, keeping the roll in the log', async () => {
    const { db, game, units } = await gameWithUnits();
    const [attacker, defender] = units;
    if (!attacker || !defender) throw new Error('fixture');
    const first = await recordCombat(db, combatFor(game.id, 2000), undefined);
    await applyCombat(db, first.id as number, [defender], [{ ...defender, strength: 3 }]);
    const second = await recordCombat(db, combatFor(game.id, 3000), undefined);
    await applyCombat(db, second.id as number, [attacker], [{ ...attacker, strength: 10 }]);

    const undone = await undoLastApplied(db, game.id);
    expect(undone?.id).toBe(second.id);
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
