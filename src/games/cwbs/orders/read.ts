import * as v from 'valibot';
import type { FieldError } from '../../../engine/core/errors';
import { flag, objectMessage, oneOf, text, whole } from '../../../engine/core/schema-words';
import { toFieldError } from '../../../engine/core/validate';
import { DELAYS } from '../../../engine/games/cwbs/data/command';
import { RATING } from '../../../engine/games/cwbs/schema/common';
import { EDITIONS } from '../../../engine/games/cwbs/source';
import type { CwbsCampaign, Order } from './orders';

export const NAME_MAX = 40;
export const MAX_TURN = 999;
export const MAX_DELIVERY = 99;
/** The most orders kept: far more than a game's Order Log holds. */
const MAX_ORDERS = 500;

const turn = (what: string) => whole(what, 1, MAX_TURN);
const logId = whole('the log entry', 1, Number.MAX_SAFE_INTEGER);
const ACCEPTANCE_RESULTS = ['A', 'D1', 'D2', 'Dt'] as const;

const rollSchema = v.variant(
  'kind',
  [
    v.strictObject(
      { kind: v.literal('acceptance'), turn: turn('the turn rolled'), logId, roll: whole('the acceptance roll', 2, 12), result: oneOf(ACCEPTANCE_RESULTS, 'the acceptance result') },
      objectMessage('an acceptance roll'),
    ),
    v.strictObject(
      { kind: v.literal('delayed'), turn: turn('the turn rolled'), logId, delay: oneOf(DELAYS, 'the delay'), die: whole('the die', 1, 6), accepted: v.boolean('accepted must be true or false') },
      objectMessage('a delayed roll'),
    ),
  ],
  'a roll is an acceptance roll or a delayed roll',
);

/** An order as saved, and as the form makes it: every field in the player's words. */
export const orderSchema = v.strictObject(
  {
    number: whole('the order number', 1, 9999),
    sender: text('the sender', NAME_MAX),
    senderRating: whole("the sender's rating", RATING.min, RATING.max),
    receiver: text('the receiver', NAME_MAX),
    receiverRating: whole("the receiver's rating", RATING.min, RATING.max),
    type: oneOf(['simple', 'complex'] as const, 'the order type'),
    method: oneOf(['oral', 'written', 'inPerson'] as const, 'the method'),
    edition: oneOf(EDITIONS, 'the charts'),
    force: v.optional(oneOf([0, 1, 2] as const, 'the force')),
    receiverHasOrders: flag('receiverHasOrders'),
    written: turn('the turn written'),
    deliveryTurns: whole('the turns of delivery', 0, MAX_DELIVERY),
    history: v.array(rollSchema, 'the history is a list of rolls'),
  },
  objectMessage('an order'),
);

/** What the charts say of the force: needed with the seed's charts, which count it; v3.2's have no Force line. */
export function forceError(order: Pick<Order, 'edition' | 'force'>): FieldError | undefined {
  if (order.edition === 'seed' && order.force === undefined) return { path: 'force', message: 'the seed’s charts count the order’s force (0, 1 or 2): choose it' };
  if (order.edition === 'v3.2' && order.force !== undefined) return { path: 'force', message: 'the v3.2 charts have no Force line: leave the force out' };
  return undefined;
}

/** Reads an order, or says what is wrong with it, field by field. */
export function readOrder(input: unknown): { readonly order: Order } | { readonly errors: readonly FieldError[] } {
  const parsed = v.safeParse(orderSchema, input);
  if (!parsed.success) return { errors: parsed.issues.map((issue) => toFieldError(issue)) };
  const force = forceError(parsed.output);
  return force ? { errors: [force] } : { order: parsed.output };
}

/**
 * The campaign data as saved, read without ever failing: an order that cannot be read, or that repeats
 * an earlier order's number, is left out with a message saying so; anything else unknown is ignored.
 */
export function readCampaign(data: unknown): { readonly campaign: CwbsCampaign; readonly dropped: readonly string[] } {
  if (data === undefined) return { campaign: { orders: [] }, dropped: [] };
  const list = typeof data === 'object' && data !== null ? (data as { orders?: unknown }).orders : undefined;
  if (!Array.isArray(list)) return { campaign: { orders: [] }, dropped: ['The saved orders could not be read: they are not a list. No orders are shown.'] };
  const orders: Order[] = [];
  const dropped: string[] = [];
  for (const [index, item] of list.slice(0, MAX_ORDERS).entries()) {
    const read = readOrder(item);
    if ('errors' in read) {
      const first = read.errors[0];
      dropped.push(`Saved order ${index + 1} could not be read and is left out (${first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'unreadable'}).`);
    } else if (orders.some((o) => o.number === read.order.number)) {
      dropped.push(`Saved order ${index + 1} repeats order number ${read.order.number} and is left out.`);
    } else {
      orders.push(read.order);
    }
  }
  if (list.length > MAX_ORDERS) dropped.push(`Only the first ${MAX_ORDERS} saved orders are read.`);
  return { campaign: { orders }, dropped };
}
