import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FIRST_TURN } from '../../../store/campaign-record';
import { listCombats, verifyLog } from '../../../store/combats';
import { createGame } from '../../../store/games';
import { rollToLog } from '../../../ui/tables/quick-roll-store';
import { fakeEngine, freshDb } from '../../../ui/test-helpers';
import type { CampaignPanelContext } from '../../views';
import type { CwbsCampaign, Order } from './orders';
import { rollOrder } from './roll';

const order: Order = {
  number: 7,
  sender: 'Lee',
  senderRating: 3,
  receiver: 'Ewell',
  receiverRating: 1,
  type: 'simple',
  method: 'oral',
  edition: 'v3.2',
  receiverHasOrders: false,
  written: 2,
  deliveryTurns: 1,
  history: [],
};

/** A game whose campaign data is kept in memory, saved as the turn record's store would: `change` given what is saved. */
async function setUp(saved: CwbsCampaign) {
  const db = freshDb();
  const game = await createGame(db, 'Second Manassas', 'cwbs');
  // The turn record stands at turn 3, Command: the log entry records where it stands when written.
  await db.games.update(game.id, { campaign: { record: { ...FIRST_TURN, turn: 3, phase: 0, phaseName: 'Command' }, phases: { names: ['Command'], placed: { acceptance: 0 } } } });
  const store = { data: saved as unknown };
  const engine = fakeEngine();
  const context: CampaignPanelContext = {
    data: store.data,
    record: { ...FIRST_TURN, turn: 3 },
    phase: 'Command',
    dueNow: () => true,
    phaseOf: () => 'Command',
    save: async (change) => {
      store.data = change(store.data);
    },
    roll: (input, dice) => rollToLog(db, (i, d) => engine.resolve(i, d), game, input, dice),
  };
  return { db, gameId: game.id, context, store };
}

describe('rolling for an order', () => {
  it('asks for each die, then logs the roll (chained, with its turn and phase) and keeps its entry in the order', async () => {
    const { db, gameId, context, store } = await setUp({ orders: [order] });
    const first = await rollOrder(context, order, { kind: 'acceptance' }, { physical: [] });
    expect(first).toEqual({ done: false, missingDie: 'acceptance dice, first die', faces: [] });
    // 3 + 1 − 1 + 0 = 3: column 2 to 3; 4 + 2 = 6 there is A.
    const done = await rollOrder(context, order, { kind: 'acceptance' }, { physical: [4, 2] });
    const [entry] = await listCombats(db, gameId);
    expect(done).toEqual({ done: true, label: 'A: Order is accepted', logId: entry?.id });
    expect(entry?.when).toEqual({ turn: 3, phase: 'Command' });
    expect((store.data as CwbsCampaign).orders[0]?.history).toEqual([{ kind: 'acceptance', turn: 3, logId: entry?.id, roll: 6, result: 'A' }]);
    expect((await verifyLog(db, gameId)).ok).toBe(true);
  });

  it('rolls with the game’s generator, and the next roll starts where it left off', async () => {
    const { db, gameId, context } = await setUp({ orders: [order] });
    const done = await rollOrder(context, order, { kind: 'acceptance' }, 'generator');
    expect(done.done).toBe(true);
    const [entry] = await listCombats(db, gameId);
    expect(entry?.dice.map((d) => d.source.kind)).toEqual(['generator', 'generator']);
    expect((await db.games.get(gameId))?.rng).toEqual(entry?.rngAfter);
  });

  it('a roll another screen made first: this one stays in the log, the order keeps the first', async () => {
    const rolled: Order = { ...order, history: [{ kind: 'acceptance', turn: 3, logId: 99, roll: 6, result: 'A' }] };
    const { db, gameId, context, store } = await setUp({ orders: [rolled] });
    const done = await rollOrder(context, order, { kind: 'acceptance' }, { physical: [1, 1] });
    const [entry] = await listCombats(db, gameId);
    expect(done).toEqual({ done: true, label: 'Dt: Order is distorted and thrown away', logId: entry?.id, note: `The roll is in the log (entry ${entry?.id}), but order 7 has no roll due on turn 3: it was rolled already.` });
    expect((store.data as CwbsCampaign).orders).toEqual([rolled]);
  });

  it('refuses to roll for a game that is no longer saved', async () => {
    const { db, gameId, context } = await setUp({ orders: [order] });
    await db.games.delete(gameId);
    expect(await rollOrder(context, order, { kind: 'acceptance' }, 'generator')).toEqual({ done: false, message: 'This game is no longer saved on this device, so nothing was rolled.' });
  });
});
