import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { gameWithUnits } from './test-data';
import { addUnit, addUnits, listUnits, removeUnit, saveUnit } from './units';

describe('a game’s units', () => {
  it('adds a unit with a fresh id, lists only the game’s own, and saves a changed state', async () => {
    const { db, game } = await gameWithUnits();
    const added = await addUnit(db, { gameId: game.id, name: 'Union infantry 3', side: 'union', type: 'infantry', strength: 4, state: {} });
    await addUnit(db, { gameId: 'another-game', name: 'Elsewhere', side: 'union', type: 'infantry', strength: 1, state: {} });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Heth', 'Union infantry 3', 'V']);
    await saveUnit(db, { ...added, strength: 3, state: { supply: 'unsupplied' } });
    expect(await db.units.get(added.id)).toMatchObject({ strength: 3, state: { supply: 'unsupplied' } });
  });

  it('adds a pasted roster all at once, and removes a unit', async () => {
    const { db, game } = await gameWithUnits();
    const unit = (name: string) => ({ gameId: game.id, name, side: 'union', type: 'infantry', strength: 4, state: {} });
    const [hancock] = await addUnits(db, [unit('Hancock'), unit('Gibbon')]);
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Gibbon', 'Hancock', 'Heth', 'V']);
    await removeUnit(db, hancock?.id ?? '');
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Gibbon', 'Heth', 'V']);
  });
});
