import { describe, expect, it } from 'vitest';
import { engineApi } from '../../../engine/api';
import type { CwbsEffects } from '../../../engine/games/cwbs/effects';
import { newOrderForm, orderFromForm } from './form';
import { type CwbsCampaign, type Order, applyRoll, checkTurn, dueOrders, dueRoll, orderStatus, rollDescription } from './orders';
import { readCampaign } from './read';

const order: Order = {
  number: 1,
  sender: 'Meade',
  senderRating: 3,
  receiver: 'Sickles',
  receiverRating: 2,
  type: 'complex',
  method: 'written',
  edition: 'seed',
  force: 2,
  receiverHasOrders: false,
  written: 1,
  deliveryTurns: 2,
  history: [],
};

const acceptance = (result: 'A' | 'D1' | 'D2' | 'Dt'): CwbsEffects => ({ kind: 'acceptance', acceptanceNumber: 4, column: '4 to 5', roll: 7, result });
const delayed = (delay: 'D1' | 'D2', die: number): CwbsEffects => ({ kind: 'delayedAcceptance', delay, die, accepted: delay === 'D1' ? die <= 2 : die === 1 });

/** Applies a roll that must be accepted. */
function applied(o: Order, turn: number, logId: number, effects: CwbsEffects): Order {
  const next = applyRoll(o, turn, logId, effects);
  if ('refused' in next) throw new Error(next.refused);
  return next;
}

describe('an order in flight', () => {
  it('is in delivery until its check turn: written + the turns of delivery', () => {
    expect(checkTurn(order)).toBe(3);
    expect(orderStatus(order)).toEqual({ state: 'inDelivery', checkTurn: 3 });
    expect([1, 2, 3, 4].map((t) => dueRoll(order, t))).toEqual([undefined, undefined, { kind: 'acceptance' }, { kind: 'acceptance' }]);
  });

  it('a D2 check: one delayed roll each later turn, until accepted; the log ids kept', () => {
    const d2 = applied(order, 3, 11, acceptance('D2'));
    expect(orderStatus(d2)).toEqual({ state: 'delayed', delay: 'D2', lastRolled: 3 });
    expect(dueRoll(d2, 3)).toBeUndefined();
    expect(dueRoll(d2, 4)).toEqual({ kind: 'delayed', delay: 'D2' });
    const still = applied(d2, 4, 12, delayed('D2', 2));
    expect(dueRoll(still, 4)).toBeUndefined();
    expect(applyRoll(still, 4, 13, delayed('D2', 1))).toEqual({ refused: 'order 1 has no roll due on turn 4: it was rolled already' });
    const accepted = applied(still, 5, 14, delayed('D2', 1));
    expect(orderStatus(accepted)).toEqual({ state: 'accepted', turn: 5 });
    expect(dueRoll(accepted, 6)).toBeUndefined();
    expect(accepted.history.map((h) => h.logId)).toEqual([11, 12, 14]);
  });

  it('A is accepted on its turn, Dt thrown away: nothing more is due', () => {
    expect(orderStatus(applied(order, 3, 1, acceptance('A')))).toEqual({ state: 'accepted', turn: 3 });
    const thrown = applied(order, 4, 1, acceptance('Dt'));
    expect(orderStatus(thrown)).toEqual({ state: 'thrownAway', turn: 4 });
    expect(dueRoll(thrown, 9)).toBeUndefined();
  });

  it('refuses a result that is not the roll due', () => {
    expect(applyRoll(order, 3, 1, delayed('D1', 1))).toEqual({ refused: 'order 1 is due its acceptance check, not this result' });
    const d1 = applied(order, 3, 1, acceptance('D1'));
    expect(applyRoll(d1, 4, 2, delayed('D2', 1))).toEqual({ refused: 'order 1 is due a D1 roll, not this result' });
    expect(applyRoll(d1, 4, 2, acceptance('A'))).toHaveProperty('refused');
    expect(applyRoll(d1, 4, 2, { kind: 'delayedAcceptance', delay: 'D1', die: '1' })).toHaveProperty('refused');
    expect(applyRoll(d1, 4, 2, null)).toHaveProperty('refused');
  });

  it('lists the orders due on a turn', () => {
    const campaign: CwbsCampaign = { orders: [order, { ...order, number: 2, written: 3 }, applied({ ...order, number: 3 }, 3, 5, acceptance('D1'))] };
    expect(dueOrders(campaign, 4).map(({ order: o, due }) => [o.number, due.kind])).toEqual([
      [1, 'acceptance'],
      [3, 'delayed'],
    ]);
  });

  it('describes each roll as the engine takes it', () => {
    const check = engineApi.resolve(rollDescription(order, { kind: 'acceptance' }), { physical: [3, 3] });
    expect(check.ok && check.value.outcome.effects).toEqual({ kind: 'acceptance', acceptanceNumber: 4, column: '4 to 5', roll: 6, result: 'D1' });
    const v32 = rollDescription({ ...order, edition: 'v3.2', force: undefined }, { kind: 'acceptance' });
    expect(v32).not.toHaveProperty('force');
    const roll = engineApi.resolve(rollDescription(order, { kind: 'delayed', delay: 'D1' }), { physical: [2] });
    expect(roll.ok && roll.value.outcome.effects).toEqual({ kind: 'delayedAcceptance', delay: 'D1', die: 2, accepted: true });
  });
});

describe('reading saved orders', () => {
  it('reads what was saved, and nothing before any order', () => {
    const saved = { orders: [applied(order, 3, 9, acceptance('D2'))] };
    expect(readCampaign(JSON.parse(JSON.stringify(saved)))).toEqual({ campaign: saved, dropped: [] });
    expect(readCampaign(undefined)).toEqual({ campaign: { orders: [] }, dropped: [] });
  });

  it('never fails on bad data: each unreadable or repeated order is left out with a message', () => {
    const bad = [{ ...order, senderRating: 9 }, 'x', null, order, { ...order, sender: 'Hancock' }, { ...order, number: 2, history: [{ kind: 'delayed', turn: 4 }] }, { ...order, number: 5, edition: 'v3.2' }];
    const { campaign, dropped } = readCampaign({ orders: bad });
    expect(campaign.orders).toEqual([order]);
    expect(dropped).toEqual([
      "Saved order 1 could not be read and is left out (senderRating: the sender's rating must be a whole number from 0 to 4).",
      'Saved order 2 could not be read and is left out (expected an order (an object), got "x").',
      'Saved order 3 could not be read and is left out (expected an order (an object), got null).',
      'Saved order 5 repeats order number 1 and is left out.',
      expect.stringMatching(/^Saved order 6 could not be read and is left out \(history\.0\.logId: /),
      'Saved order 7 could not be read and is left out (force: the v3.2 charts have no Force line: leave the force out).',
    ]);
    for (const data of [null, 3, 'orders', { orders: {} }, []]) expect(readCampaign(data).dropped).toEqual(['The saved orders could not be read: they are not a list. No orders are shown.']);
  });
});

describe('writing an order', () => {
  const campaign: CwbsCampaign = { orders: [order] };

  it('starts with the next number, written this turn', () => {
    expect(newOrderForm(campaign, 4)).toMatchObject({ number: '2', written: '4', edition: 'seed', force: '' });
  });

  it('makes the order from what was typed', () => {
    const form = { ...newOrderForm(campaign, 1), sender: ' Lee ', senderRating: '3', receiver: 'Longstreet', receiverRating: '2', force: '1', deliveryTurns: '2' };
    expect(orderFromForm(form, campaign)).toEqual({
      order: { number: 2, sender: 'Lee', senderRating: 3, receiver: 'Longstreet', receiverRating: 2, type: 'simple', method: 'written', edition: 'seed', force: 1, receiverHasOrders: false, written: 1, deliveryTurns: 2, history: [] },
    });
  });

  it('names each field that is wrong', () => {
    const result = orderFromForm({ ...newOrderForm(campaign, 1), number: '1', senderRating: '5', receiver: 'Longstreet', receiverRating: 'two', deliveryTurns: '' }, campaign);
    expect('errors' in result && result.errors.map((e) => e.path)).toEqual(['sender', 'senderRating', 'receiverRating', 'deliveryTurns']);
    const taken = orderFromForm({ ...newOrderForm(campaign, 1), number: '1', sender: 'Lee', senderRating: '3', receiver: 'Ewell', receiverRating: '1', force: '0', deliveryTurns: '1' }, campaign);
    expect(taken).toEqual({ errors: [{ path: 'number', message: 'order 1 is already in the Order Log: give another number' }] });
    const noForce = orderFromForm({ ...newOrderForm(campaign, 1), sender: 'Lee', senderRating: '3', receiver: 'Ewell', receiverRating: '1', deliveryTurns: '1' }, campaign);
    expect(noForce).toEqual({ errors: [{ path: 'force', message: 'the seed’s charts count the order’s force (0, 1 or 2): choose it' }] });
  });
});
