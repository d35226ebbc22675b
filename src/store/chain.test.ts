import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { chained, describeChain, headOf, verifyChain } from './chain';
import { applyCombat, recordCombat, undoLastApplied, verifyLog } from './combats';
import type { AdjutantDb } from './db';
import type { CombatRecord, LogHead } from './records';
import { platformDigest } from './audit';
import { exportGame, importGame } from './transfer';
import { combatFor, gameWithUnits } from './test-data';
import { realisticLog } from './test-log';

/** A game with `n` chained entries, read back in write order. */
async function chainedLog(n: number) {
  const { db, game } = await gameWithUnits();
  for (let i = 0; i < n; i++) await recordCombat(db, { ...combatFor(game.id, 1000 + i), rngAfter: [i, 0, 0, 1] });
  const log = await db.combats.where('gameId').equals(game.id).toArray();
  return { db, game, log };
}

const headOfGame = async (db: AdjutantDb, id: string) => (await db.games.get(id))?.logHead as LogHead;
const copy = <T>(x: T): T => structuredClone(x);

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
    expect(await headOfGame(db, game.id)).toEqual({ count: 2, hash: second.hash, legacy: 0 });
  });

  it('hashes with the platform’s digest exactly as with its own', async () => {
    const { log } = await chainedLog(3);
    for (const e of log) expect(await platformDigest(JSON.stringify(e))).toBe((await import('./sha256')).sha256(JSON.stringify(e)));
    expect(await verifyChain(log, { head: headOf(log), digest: platformDigest })).toEqual({ ok: true, chained: 3, unchained: 0 });
  });

  it('checks an entry whose fields were stored in another order by its canonical text', async () => {
    const { log } = await chainedLog(2);
    const reordered = log.map((e) => Object.fromEntries(Object.entries(e).reverse()) as unknown as CombatRecord);
    expect(await verifyChain(reordered, { head: headOf(log) })).toEqual({ ok: true, chained: 2, unchained: 0 });
  });

  it('finds an entry removed, two entries swapped, and the newest entries cut off', async () => {
    const removed = await chainedLog(4);
    await removed.db.combats.delete(removed.log[1]?.id as number);
    expect(await verifyLog(removed.db, removed.game.id)).toEqual({ ok: false, position: 2, reason: expect.stringContaining('an entry before it was removed') });

    const { log } = await chainedLog(3);
    const [a, b, c] = log as [CombatRecord, CombatRecord, CombatRecord];
    const head = headOf(log);
    expect(await verifyChain([a, c, b], { head })).toMatchObject({ ok: false, position: 2, reason: expect.stringContaining('moved') });
    expect(await verifyChain([a, b], { head })).toEqual({ ok: false, position: 3, reason: 'it was removed: the game records 3 entries' });
    expect(await verifyChain([a], { head })).toEqual({ ok: false, position: 2, reason: 'it and the 1 after it were removed: the game records 3 entries' });
    // The newest entries alone, as a hand-over of what is new carries them, check from the entry they follow.
    expect(await verifyChain([b, c], { head, window: { after: 1, prevHash: a.hash as string } })).toEqual({ ok: true, chained: 2, unchained: 0 });
    expect(await verifyChain([b, { ...c, at: 1 }], { head, window: { after: 1, prevHash: a.hash as string } })).toMatchObject({ ok: false, position: 3 });
  });

  it('names an entry added among the others, not the one after it', async () => {
    const { log } = await chainedLog(4);
    const forged = { ...chained(combatFor(log[0]?.gameId as string, 1500), log[1]?.hash as string), id: 99 };
    const added = [log[0], log[1], forged, log[2], log[3]] as CombatRecord[];
    expect(await verifyChain(added, { head: headOf(log) })).toMatchObject({ ok: false, position: 3, reason: expect.stringContaining('not part of the chain') });
    // Added at the end, in the chain: the game record's count says so.
    const appended = { ...chained(combatFor(log[0]?.gameId as string, 9000), log[3]?.hash as string), id: 100 };
    expect(await verifyChain([...log, appended], { head: headOf(log) })).toEqual({ ok: false, position: 5, reason: 'it was added outside the app: the game records 4 entries' });
  });

  it('reads a log whose hashes were stripped as altered, not as old', async () => {
    const { db, game, log } = await chainedLog(3);
    await db.combats.bulkPut(log.map(({ hash: _h, prevHash: _p, chain: _c, ...rest }) => rest));
    expect(await verifyLog(db, game.id)).toEqual({ ok: false, position: 1, reason: 'its hash was removed' });
    await db.games.update(game.id, { logHead: undefined });
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: false, position: 1, reason: expect.stringContaining('record of its log is missing') });
  });

  it('counts entries from before the chain, and from before every field was hashed, only at the log’s start as the game record says', async () => {
    const { db, game } = await gameWithUnits();
    // Written by earlier versions: one before the chain, one hashed over a few fields.
    await db.combats.add(combatFor(game.id, 1000));
    const legacyHash = '9f0c4e8fd1a1a4a3b1b7a8f3b4c52c1f2b8b6ee6b2bb0bd3a3f1c7e1b7a8f3b4';
    await db.combats.add({ ...combatFor(game.id, 2000), prevHash: '', hash: legacyHash });
    await db.games.update(game.id, { logHead: { count: 2, hash: legacyHash, legacy: 2 } });
    // That hash does not fit its content.
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: false, position: 2, reason: expect.stringContaining('does not match its hash') });
    await db.combats.filter((c) => c.at === 2000).delete();
    await db.games.update(game.id, { logHead: { count: 1, hash: '', legacy: 1 } });
    await recordCombat(db, combatFor(game.id, 3000));
    const report = await verifyLog(db, game.id);
    expect(report).toEqual({ ok: true, chained: 1, unchained: 1 });
    expect(describeChain(report)).toBe('Log chained from entry 2 on, but entry 1 carries no hash — written before entries were chained, or stripped of its hash since; nothing here can tell which, nor whether it was changed.');
    // An entry without a hash after the older ones is not old: it was altered.
    await db.combats.add(combatFor(game.id, 4000));
    await db.games.update(game.id, { logHead: { ...(await headOfGame(db, game.id)), count: 3 } });
    expect(await verifyLog(db, game.id)).toEqual({ ok: false, position: 3, reason: 'its hash was removed' });
  });

  it('says what it found in a player’s words', () => {
    expect(describeChain({ ok: true, chained: 3, unchained: 0 })).toBe('Log verified');
    // Entries without a hash are never said to be verified: an old log and one stripped of its hashes read alike.
    expect(describeChain({ ok: true, chained: 0, unchained: 1 })).toBe('Log not verified: its one entry carries no hash — written before entries were chained, or stripped of its hash since; nothing here can tell which, nor whether it was changed.');
    expect(describeChain({ ok: true, chained: 0, unchained: 3 })).toMatch(/^Log not verified: none of its 3 entries carries a hash/);
    expect(describeChain({ ok: false, position: 7, reason: 'it was changed' })).toBe('Log broken at entry 7: it was changed.');
  });
});

/**
 * Every field of an entry a player sees or a later step reads, each edited in turn in a 60-entry log
 * of real combats (re-rolls, applied and undone results among them): each edit is found, at the entry edited.
 */
describe('what the chain covers, in a 60-entry log', () => {
  const EDITED = 37;
  /** An entry as a test may write over it, field by field. */
  interface Editable {
    at: number;
    input: Record<string, unknown>;
    dice: { face: number; purpose: string; source: unknown }[];
    rngAfter?: unknown;
    outcome: { key: string; label: string; checklist: string[]; effects: unknown };
    percentile?: unknown;
    steps: { title: string; detail: string; source: string }[];
    rerollOf?: number | undefined;
    rerolls?: string;
    prevHash?: string | undefined;
    hash: string;
    applied: { after: { strength: number }[] };
    undone?: boolean;
    when: { turn: number; phase: string };
  }
  type Edit = (e: Editable, log: readonly CombatRecord[]) => void;
  const die = (e: Editable) => e.dice[0] as Editable['dice'][number];
  const FIELD_EDITS: Readonly<Record<string, Edit>> = {
    'when it was rolled': (e) => (e.at += 60_000),
    'the description': (e) => (e.input.edited = true),
    'a die’s face': (e) => (die(e).face = die(e).face === 6 ? 1 : die(e).face + 1),
    'a die’s purpose': (e) => (die(e).purpose = 'lucky die'),
    'a die’s origin': (e) => (die(e).source = { kind: 'physical' }),
    'the generator state a die came from': (e) => (die(e).source = { kind: 'generator', stateBefore: [1, 2, 3, 4] }),
    'the generator state after': (e) => (e.rngAfter = [4, 3, 2, 1]),
    'the outcome’s key': (e) => (e.outcome.key = 'other'),
    'the outcome’s label': (e) => (e.outcome.label = 'Defender eliminated'),
    'the checklist': (e) => (e.outcome.checklist = ['Nothing to do']),
    'the effects': (e) => (e.outcome.effects = { edited: true }),
    'the percentile': (e) => (e.percentile = { num: 99, den: 100 }),
    'the turn it was made in': (e) => (e.when.turn += 1),
    'the phase it was made in': (e) => (e.when.phase = 'Another phase'),
    'a step’s title': (e) => ((e.steps[0] as Editable['steps'][number]).title = 'Edited'),
    'a step’s detail': (e) => ((e.steps[0] as Editable['steps'][number]).detail = 'Edited'),
    'a step’s source': (e) => ((e.steps[0] as Editable['steps'][number]).source = 'Edited'),
    'the re-roll link, here': (e, log) => (e.rerollOf = log[3]?.id),
    'the re-roll link, by hash': (e) => delete e.rerolls,
    'the link to the entry before': (e, log) => (e.prevHash = log[10]?.hash),
    'its own hash': (e) => (e.hash = e.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
    'what applying it did': (e) => ((e.applied.after[0] as { strength: number }).strength += 3),
    'whether it was undone': (e) => (e.undone = !e.undone),
  };

  it('has 23 field edits to try, and a log whose edited entry has every field', async () => {
    expect(Object.keys(FIELD_EDITS)).toHaveLength(23);
    const { log } = await realisticLog(60, EDITED);
    const entry = log[EDITED - 1] as CombatRecord;
    expect(entry).toMatchObject({ when: { turn: expect.any(Number), phase: expect.any(String) }, rerolls: expect.any(String), rerollOf: expect.any(Number), percentile: expect.anything(), applied: expect.anything(), rngAfter: expect.anything() });
    expect(entry.dice[0]?.source.kind).toBe('generator');
  });

  for (const [field, edit] of Object.entries(FIELD_EDITS)) {
    it(`finds ${field} changed, at the entry changed`, async () => {
      const { log, head } = await realisticLog(60, EDITED);
      expect(await verifyChain(log, { head })).toEqual({ ok: true, chained: 60, unchained: 0 });
      const edited = copy(log);
      edit(edited[EDITED - 1] as unknown as Editable, log);
      expect(await verifyChain(edited, { head })).toMatchObject({ ok: false, position: EDITED });
    });
  }

  it('finds the newest entries cut off, the chain stripped and an entry added, each at the first entry that does not fit', async () => {
    const { log, head, db, gameId } = await realisticLog(60, EDITED);
    expect(await verifyChain(log.slice(0, 57), { head })).toMatchObject({ ok: false, position: 58, reason: expect.stringContaining('removed') });
    const stripped = log.map(({ hash: _h, prevHash: _p, chain: _c, ...rest }) => rest);
    expect(await verifyChain(stripped, { head })).toMatchObject({ ok: false, position: 1 });
    const forged = { ...chained({ ...(log[19] as CombatRecord), at: 1 }, log[19]?.hash as string), id: 999 };
    expect(await verifyChain([...log.slice(0, 20), forged, ...log.slice(20)], { head })).toMatchObject({ ok: false, position: 21 });
    // The same in the database itself: the newest three deleted.
    await db.combats.bulkDelete(log.slice(57).map((c) => c.id as number));
    expect(await verifyLog(db, gameId)).toMatchObject({ ok: false, position: 58 });
  });
});

describe('applying and undoing a logged result', () => {
  it('seals what applying did and its undoing, so the log still checks after both', async () => {
    const { db, game, units } = await gameWithUnits();
    const heth = units[1] as (typeof units)[number];
    const combat = await recordCombat(db, combatFor(game.id, 1000));
    await applyCombat(db, combat.id as number, [heth], [{ ...heth, strength: 4 }]);
    expect(await verifyLog(db, game.id)).toEqual({ ok: true, chained: 1, unchained: 0 });
    await undoLastApplied(db, game.id);
    expect(await verifyLog(db, game.id)).toEqual({ ok: true, chained: 1, unchained: 0 });
    await db.combats.update(combat.id as number, { undone: false });
    expect(await verifyLog(db, game.id)).toMatchObject({ ok: false, position: 1, reason: expect.stringContaining('applying its result') });
  });
});

describe('the chain in a game file', () => {
  it('goes out with the export and comes in with the import, still whole', async () => {
    const { db, game } = await chainedLog(3);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    expect(file.combats.map((c: CombatRecord) => typeof c.hash)).toEqual(['string', 'string', 'string']);
    expect(file.game.logHead).toMatchObject({ count: 3, legacy: 0 });
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 3, unchained: 0 });
    // The next roll in the copy carries the chain on.
    await recordCombat(db, combatFor(result.game.id, 9000));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 4, unchained: 0 });
  });

  it('refuses a file whose log was changed, cut short or stripped, naming the first entry that does not fit, and changes nothing', async () => {
    const { db, game } = await chainedLog(3);
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const before = await snapshot(db);
    const changed = copy(file);
    changed.combats[1].dice[0].face = 6;
    expect(await importGame(db, changed)).toEqual({
      ok: false,
      errors: [{ code: 'refused', path: 'combats.1', message: 'Log broken at entry 2: its content does not match its hash: it was changed after it was written.' }],
    });
    const cut = copy(file);
    cut.combats.pop();
    expect(await importGame(db, cut)).toMatchObject({ ok: false, errors: [{ path: 'combats.2', message: expect.stringContaining('Log broken at entry 3: it was removed') }] });
    const stripped = copy(file);
    for (const c of stripped.combats) delete c.hash;
    expect(await importGame(db, stripped)).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('Log broken at entry 1') }] });
    const headless = copy(file);
    delete headless.game.logHead;
    expect(await importGame(db, headless)).toMatchObject({ ok: false, errors: [{ path: 'game.logHead', message: expect.stringContaining('record of its log is missing') }] });
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

  it('takes a file written before the game record kept its log’s head, its entries counted as older ones', async () => {
    const { db, game } = await gameWithUnits();
    await db.combats.add(combatFor(game.id, 1000));
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    delete file.game.logHead;
    // A file of format 1 carried no signed head.
    delete file.head;
    file.version = 1;
    const result = await importGame(db, file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await verifyLog(db, result.game.id)).toEqual({ ok: true, chained: 0, unchained: 1 });
    expect(result.game.rng).not.toEqual(game.rng);
  });
});

async function snapshot(db: AdjutantDb) {
  return { games: await db.games.toArray(), units: await db.units.toArray(), combats: await db.combats.toArray() };
}
