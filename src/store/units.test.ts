import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { gameWithUnits } from './test-data';
import type { UnitRecord } from './records';
import { addUnit, addUnits, listUnits, removeUnit, saveUnitChange } from './units';

describe('a game’s units', () => {
  it('adds a unit with a fresh id, lists only the game’s own, and saves a changed state', async () => {
    const { db, game } = await gameWithUnits();
    const added = await addUnit(db, { gameId: game.id, name: 'Union infantry 3', side: 'union', type: 'infantry', strength: 4, state: {} });
    await addUnit(db, { gameId: 'another-game', name: 'Elsewhere', side: 'union', type: 'infantry', strength: 1, state: {} });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Heth', 'Union infantry 3', 'V']);
    expect(await saveUnitChange(db, added, { ...added, strength: 3, state: { supply: 'unsupplied' } })).toMatchObject({ ok: true });
    expect(await db.units.get(added.id)).toMatchObject({ strength: 3, state: { supply: 'unsupplied' } });
  });

  it('keeps another tab’s change to a unit’s other values, and refuses a change to the same value, naming nothing lost', async () => {
    const { db, units } = await gameWithUnits();
    const heth = units[1] as UnitRecord;
    // The other tab sets Heth's supply; this tab, which read Heth before, changes his strength.
    await db.units.update(heth.id, { state: { ...heth.state, supply: 'unsupplied', fatigue: 1 } });
    expect(await saveUnitChange(db, heth, { ...heth, strength: 4 })).toMatchObject({ ok: true, unit: { strength: 4, state: { supply: 'unsupplied', fatigue: 1 } } });
    expect(await db.units.get(heth.id)).toMatchObject({ strength: 4, state: { supply: 'unsupplied', fatigue: 1 } });
    // Both tabs change the strength: the second, from what it read before, is refused and shown the stored unit.
    const refused = await saveUnitChange(db, heth, { ...heth, strength: 2 });
    expect(refused).toMatchObject({ ok: false, unit: { strength: 4 } });
    expect((await db.units.get(heth.id))?.strength).toBe(4);
    // A marker taken off is taken off.
    const stored = (await db.units.get(heth.id)) as UnitRecord;
    const { fatigue: _fatigue, ...rest } = stored.state;
    expect(await saveUnitChange(db, stored, { ...stored, state: rest })).toMatchObject({ ok: true });
    expect((await db.units.get(heth.id))?.state).toEqual({ supply: 'unsupplied' });
  });

  it('adds a pasted roster all at once, and removes a unit', async () => {
    const { db, game } = await gameWithUnits();
    const unit = (name: string) => ({ gameId: game.id, name, side: 'union', type: 'infantry', strength: 4, state: {} });
    const [hancock] = await addUnits(db, [unit('Hancock'), unit('Gibbon')]);
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Gibbon', 'Hancock', 'Heth', 'V']);
    await removeUnit(db, { id: hancock?.id ?? '', gameId: game.id });
    expect((await listUnits(db, game.id)).map((u) => u.name).sort()).toEqual(['Gibbon', 'Heth', 'V']);
  });
});
