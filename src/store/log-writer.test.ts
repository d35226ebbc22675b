import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Change } from './changes';
import { listCombats, recordCombat, verifyLog } from './combats';
import { logWriter } from './log-writer';
import { combatFor, gameWithUnits } from './test-data';

/** The changes announced to the tabs while `act` runs, heard as another tab hears them. */
async function heardDuring(act: () => Promise<unknown>): Promise<Change[]> {
  const heard: Change[] = [];
  const tab = new BroadcastChannel('adjutant-changes');
  tab.onmessage = (e: MessageEvent<Change>) => heard.push(e.data);
  await act();
  // A message posted is delivered in a later task.
  await new Promise((resolve) => setTimeout(resolve, 20));
  tab.close();
  return heard;
}

describe('log writer', () => {
  it('chains each roll after the one before, from the tip it read ahead and then from its own writes', async () => {
    const { db, game } = await gameWithUnits();
    const writer = logWriter(db);
    await writer.readAhead(game.id);
    const first = await writer.record(combatFor(game.id, 2000));
    const second = await writer.record(combatFor(game.id, 3000), { draft: { stage: 'chits' } });
    expect(second.prevHash).toBe(first.hash);
    expect((await listCombats(db, game.id)).map((c) => c.id)).toEqual([second.id, first.id]);
    // The combat's next step is saved with the roll that moved it on.
    expect((await db.games.get(game.id))?.draft).toEqual({ stage: 'chits' });
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: true });
  });

  it('chains after an entry another tab wrote since its tip, not after its tip', async () => {
    const { db, game } = await gameWithUnits();
    const writer = logWriter(db);
    await writer.readAhead(game.id);
    const theirs = await recordCombat(db, combatFor(game.id, 2000));
    const mine = await writer.record(combatFor(game.id, 3000));
    expect(mine.prevHash).toBe(theirs.hash);
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: true });
  });

  it('writes nothing for a roll the storage refused, and chains the next roll after the last one saved', async () => {
    const { db, game } = await gameWithUnits();
    const writer = logWriter(db);
    const kept = await writer.record(combatFor(game.id, 2000));
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    await expect(writer.record({ ...combatFor(game.id, 3000), input: deep })).rejects.toThrow();
    const after = await writer.record(combatFor(game.id, 4000));
    expect(after.prevHash).toBe(kept.hash);
    expect((await listCombats(db, game.id)).map((c) => c.id)).toEqual([after.id, kept.id]);
  });

  it('tells the other tabs of each roll, unless its caller does (a worker is heard by its own page)', async () => {
    const { db, game } = await gameWithUnits();
    expect(await heardDuring(() => logWriter(db).record(combatFor(game.id, 2000)))).toEqual([{ gameId: game.id, kind: 'log' }]);
    expect(await heardDuring(() => logWriter(db, { tellTabs: false }).record(combatFor(game.id, 3000)))).toEqual([]);
  });
});
