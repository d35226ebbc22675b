import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AdjutantDb } from './db';
import { applyCombat, recordCombat, undoLastApplied } from './combats';
import { combatFor, gameWithUnits } from './test-data';
import { exportGame, importGame } from './transfer';

async function snapshot(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray() };
}

/** A game with a re-rolled combat, an applied result, a draft, a phase plan and a map that name its units; exported as a file. */
async function linkedGame() {
  const { db, game, units } = await gameWithUnits();
  const [attacker, defender] = units;
  if (!attacker || !defender) throw new Error('fixture');
  // Another game's combats first, so the log ids of this game do not start at 1.
  await recordCombat(db, combatFor('another-game', 1000));
  const first = await recordCombat(db, combatFor(game.id, 2000));
  const reroll = await recordCombat(db, { ...combatFor(game.id, 3000), rerollOf: first.id as number });
  await applyCombat(db, reroll.id as number, [defender], [{ ...defender, strength: 4 }]);
  const draft = { kind: 'infantry-combat', attackers: [attacker.id], defenders: [defender.id], acrossRiver: [attacker.id], attackerFlags: ['cavalry'] };
  const map = { version: 1, shape: { kind: 'patch', center: '0,0', radius: 3 }, terrain: {}, levels: {}, hexsides: {}, counters: [{ id: 'c1', hex: '0,0', side: 'union', type: 'infantry', markers: [], unitId: attacker.id }] };
  const plan = { attacks: [{ id: 'p1', draft: { ...draft, acrossRiver: [] }, success: { marks: 3 } }] };
  await db.games.update(game.id, { draft, map, plan });
  const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
  return { db, game, attacker, defender, file };
}

describe('import keeps every link inside the game', () => {
  it('points a re-roll at its own combat’s new id, and the draft, the plan and the map at the copy’s units', async () => {
    const { db, attacker, file } = await linkedGame();
    await recordCombat(db, combatFor('another-game', 4000));
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const copyUnits = await db.units.where('gameId').equals(result.game.id).toArray();
    const copyAttacker = copyUnits.find((u) => u.name === attacker.name);
    expect(copyAttacker?.id).not.toBe(attacker.id);
    const log = await db.combats.where('gameId').equals(result.game.id).toArray();
    expect(log).toHaveLength(2);
    expect(log[1]?.rerollOf).toBe(log[0]?.id);
    const copy = await db.games.get(result.game.id);
    expect(copy?.draft).toEqual({ kind: 'infantry-combat', attackers: [copyAttacker?.id], defenders: [copyUnits.find((u) => u.name === 'Heth')?.id], acrossRiver: [copyAttacker?.id], attackerFlags: ['cavalry'] });
    expect((copy?.map as { counters: { unitId: string }[] }).counters[0]?.unitId).toBe(copyAttacker?.id);
    expect(copy?.plan).toEqual({ attacks: [{ id: 'p1', draft: { kind: 'infantry-combat', attackers: [copyAttacker?.id], defenders: [copyUnits.find((u) => u.name === 'Heth')?.id], acrossRiver: [], attackerFlags: ['cavalry'] }, success: { marks: 3 } }] });
  });

  it('undo in a copy restores the copy’s unit, never the original game’s', async () => {
    const { db, game, defender, file } = await linkedGame();
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    await undoLastApplied(db, result.game.id);
    expect(await db.units.get(defender.id)).toMatchObject({ gameId: game.id, strength: 4 });
    expect(await db.units.where('gameId').equals(result.game.id).count()).toBe(2);
  });

  it('refuses a file whose applied result names a unit the file does not hold, changing nothing', async () => {
    const { db, file } = await linkedGame();
    file.units = file.units.filter((u: { name: string }) => u.name !== 'Heth');
    file.game.draft = undefined;
    const before = await snapshot(db);
    expect(await importGame(db, file)).toMatchObject({
      ok: false,
      errors: [
        { path: 'combats.1.applied.before.0.id', message: expect.stringContaining('not among the file’s units') },
        { path: 'combats.1.applied.after.0.id', message: expect.stringContaining('not among the file’s units') },
      ],
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a re-roll of a combat the file does not hold, and a map counter standing for a unit it does not hold', async () => {
    const { db, file } = await linkedGame();
    const before = await snapshot(db);
    const stray = structuredClone(file);
    stray.combats[1].rerollOf = 999;
    expect(await importGame(db, stray)).toMatchObject({ ok: false, errors: [{ path: 'combats.1.rerollOf', message: expect.stringContaining('not in the file') }] });
    const lost = structuredClone(file);
    lost.game.map.counters[0].unitId = 'nobody';
    expect(await importGame(db, lost)).toMatchObject({ ok: false, errors: [{ path: 'game.map.counters.0.unitId', message: expect.stringContaining('not among the file’s units') }] });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('import refuses clashing ids', () => {
  it('names a unit id given twice and changes nothing', async () => {
    const { db, file } = await linkedGame();
    file.units.push({ ...file.units[0], name: 'Twin' });
    const before = await snapshot(db);
    const result = await importGame(db, file);
    expect(result).toEqual({ ok: false, errors: [{ code: 'refused', path: 'units.2.id', message: `duplicate id "${file.units[0].id}"` }] });
    expect(await snapshot(db)).toEqual(before);
  });

  it('names a combat id given twice and changes nothing', async () => {
    const { db, file } = await linkedGame();
    file.combats[1].id = file.combats[0].id;
    const before = await snapshot(db);
    expect(await importGame(db, file)).toMatchObject({ ok: false, errors: [{ path: 'combats.1.id', message: `duplicate id "${file.combats[0].id}"` }] });
    expect(await snapshot(db)).toEqual(before);
  });

  it('gives fresh ids to units whose ids another game already uses, leaving that game alone', async () => {
    const { db, game, file } = await linkedGame();
    // The game's id changed in the file: its writer's signed head, which names the game, no longer holds, so it is left out.
    const { head: _head, ...unsigned } = file;
    const json = JSON.stringify(unsigned).replaceAll(JSON.stringify(game.id), '"renamed"');
    const renamed = JSON.parse(json);
    const before = await db.units.where('gameId').equals(game.id).toArray();
    const result = await importGame(db, renamed);
    expect(result.ok).toBe(true);
    expect(await db.units.where('gameId').equals(game.id).toArray()).toEqual(before);
    const copied = await db.units.where('gameId').equals('renamed').toArray();
    expect(copied).toHaveLength(2);
    expect(copied.map((u) => u.id).filter((id) => before.some((b) => b.id === id))).toEqual([]);
  });
});
