import { expect } from '@open-wc/testing';
import { GAME_IDS } from '../../../engine/core/source';
import { createGame } from '../../../store/games';
import type { CombatRecord, GameRecord } from '../../../store/records';
import { freshDb, until } from '../../test-helpers';
import type { DeskHost } from '../host';
import { DeskLog, FIRST_PAGE } from './log';

/** A log of `count` combats, written oldest first, as the desk's log reads them: labels "Combat 1" … */
async function loggedGame(count: number) {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', GAME_IDS[0]);
  const entry = (n: number): CombatRecord => ({
    gameId: game.id,
    at: 1_700_000_000_000 + n,
    input: {},
    dice: [],
    outcome: { key: 'r', label: `Combat ${n}`, checklist: [], effects: {} },
    steps: [],
  });
  await db.combats.bulkAdd(Array.from({ length: count }, (_, i) => entry(i + 1)));
  let updates = 0;
  // The part of the desk the log uses: its storage, the open game, a drawing asked for, the auditor.
  const host = {
    db,
    game: game as GameRecord,
    requestUpdate: () => void updates++,
    auditor: { checkLog: async () => ({ report: { ok: true, chained: 0, unchained: 0 } }) },
  } as unknown as DeskHost;
  return { log: new DeskLog(host), host, gameId: game.id, updates: () => updates };
}

const labels = (log: DeskLog) => log.combats.map((c) => c.outcome.label);
const newest = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Combat ${from - i}`);

/** Holds a write on a database's log open until let go: a read of that log waits behind it. */
async function holdLog(name: string): Promise<() => Promise<void>> {
  let holding = true;
  let closed = () => {};
  const done = new Promise<void>((resolve) => (closed = resolve));
  await new Promise<void>((started) => {
    const opening = indexedDB.open(name);
    opening.onsuccess = () => {
      const tx = opening.result.transaction('combats', 'readwrite');
      const store = tx.objectStore('combats');
      // The transaction stays open while it has a request under way.
      const spin = () => {
        if (holding) store.count().onsuccess = spin;
      };
      spin();
      tx.oncomplete = () => (opening.result.close(), closed());
      started();
    };
  });
  return () => ((holding = false), done);
}

describe('the desk’s log', () => {
  it('opens a game on its newest entries, and reads the rest of its page once the game is on screen', async () => {
    const { log, gameId, updates } = await loggedGame(50);
    await log.open(gameId, false, FIRST_PAGE);
    expect(labels(log)).to.deep.equal(newest(50, FIRST_PAGE));
    expect(log.total).to.equal(50);
    expect(log.complete).to.equal(false);
    await log.fillPage(gameId);
    expect(labels(log)).to.deep.equal(newest(50, 40));
    expect(log.complete).to.equal(false);
    expect(updates()).to.equal(1);
  });

  it('keeps what the desk added or changed while the rest of the page was read', async () => {
    const { log, gameId, host } = await loggedGame(20);
    await log.open(gameId, false, FIRST_PAGE);
    const db = host.db;
    if (!db) throw new Error('no storage');
    const [top] = log.combats;
    if (!top) throw new Error('no entry');
    // A roll written and shown before the rest is read, and the newest entry applied meanwhile.
    const rolled = { ...top, id: (top.id ?? 0) + 100, outcome: { ...top.outcome, label: 'Rolled meanwhile' } };
    log.add(rolled);
    log.replace({ ...top, applied: { before: [], after: [] } });
    await log.fillPage(gameId);
    expect(labels(log)).to.deep.equal(['Rolled meanwhile', ...newest(20, 20)]);
    expect(log.combats[1]?.applied).to.not.equal(undefined);
    expect(log.total).to.equal(21);
    expect(log.complete).to.equal(true);
  });

  it('keeps the log of the game opened last when an earlier game\'s log answers after it', async () => {
    const first = await loggedGame(3);
    const second = await loggedGame(2);
    const db = first.host.db;
    if (!db) throw new Error('no storage');
    await db.open();
    const letGo = await holdLog(db.name);
    // One desk, the first game's log asked for (and held up), then the second game's.
    const log = first.log;
    const earlier = log.open(first.gameId, false);
    (first.host as { db: unknown }).db = second.host.db;
    await log.open(second.gameId, false);
    expect(labels(log)).to.deep.equal(newest(2, 2));
    await letGo();
    await earlier;
    expect(labels(log), 'the earlier answer not kept').to.deep.equal(newest(2, 2));
    expect(log.total).to.equal(2);
  });

  it('reads the whole log keeping what the desk added meanwhile, and drops a whole log that answers once another game is open', async () => {
    const { log, gameId } = await loggedGame(50);
    await log.open(gameId, false, FIRST_PAGE);
    const [top] = log.combats;
    if (!top) throw new Error('no entry');
    const reading = log.loadWhole();
    // A roll written and shown while the whole log is read.
    log.add({ ...top, id: (top.id ?? 0) + 100, outcome: { ...top.outcome, label: 'Rolled meanwhile' } });
    await reading;
    expect(labels(log)).to.deep.equal(['Rolled meanwhile', ...newest(50, 50)]);
    expect(log.complete).to.equal(true);
    const other = await loggedGame(30);
    await other.log.open(other.gameId, false, FIRST_PAGE);
    const late = other.log.loadWhole();
    other.host.game = { ...(other.host.game as GameRecord), id: 'another game' };
    await late;
    expect(labels(other.log)).to.deep.equal(newest(30, FIRST_PAGE));
    expect(other.log.complete).to.equal(false);
  });

  it('reads nothing more for a log already whole, or once another game is open', async () => {
    const small = await loggedGame(5);
    await small.log.open(small.gameId, false, FIRST_PAGE);
    expect(small.log.complete).to.equal(true);
    await small.log.fillPage(small.gameId);
    expect(small.updates()).to.equal(0);
    const big = await loggedGame(30);
    await big.log.open(big.gameId, false, FIRST_PAGE);
    big.host.game = { ...(big.host.game as GameRecord), id: 'another game' };
    await big.log.fillPage(big.gameId);
    expect(labels(big.log)).to.deep.equal(newest(30, FIRST_PAGE));
  });

  it('says a log that could not be checked in the player’s words, never the error the check failed with', async () => {
    const { log, host } = await loggedGame(3);
    // The auditor's worker found the database closed under it (another tab's upgrade): its failure
    // reaches the page as a plain error keeping its name.
    const closed = Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' });
    Object.assign(host, { auditor: { checkLog: () => Promise.reject(closed) } });
    log.check();
    await until(() => log.chain.state === 'failed', 'the check to fail');
    const said = log.chain.state === 'failed' ? log.chain.message : '';
    expect(said).to.match(/^The log could not be checked: the app’s storage was closed, .*Reload the page/);
    expect(said).to.not.match(/Database has been closed|Error/);
  });
});
