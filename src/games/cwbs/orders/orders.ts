import type { Described } from '../../../desk/rules';
import { COMBAT_FORMAT_VERSION } from '../../../engine/core/format';
import type { CwbsInput } from '../../../engine/games/cwbs/schema/index';
import type { AcceptanceResult, Delay } from '../../../engine/games/cwbs/data/command';
import type { CwbsEffects } from '../../../engine/games/cwbs/effects';
import type { Edition } from '../../../engine/games/cwbs/source';

/**
 * Civil War Brigade Series orders in flight, as the chart sheet's Order Log keeps them: each order
 * is delivered, then checked on the Acceptance Table on the turn its delivery ends; a delayed order
 * (D1, D2) rolls one die each later turn until it is accepted. Plain data, kept in the game's
 * campaign data; every roll is in the game's log and named here by its log entry's id.
 */

export type OrderMethod = 'oral' | 'written' | 'inPerson';
export type OrderType = 'simple' | 'complex';

/** One roll made for an order: the Acceptance Table check, or a delayed order's die for a turn. */
export type OrderRoll =
  | { readonly kind: 'acceptance'; readonly turn: number; readonly logId: number; readonly roll: number; readonly result: AcceptanceResult }
  | { readonly kind: 'delayed'; readonly turn: number; readonly logId: number; readonly delay: Delay; readonly die: number; readonly accepted: boolean };

export interface Order {
  /** The order's number in the Order Log, unique in the game. */
  readonly number: number;
  readonly sender: string;
  readonly senderRating: number;
  readonly receiver: string;
  readonly receiverRating: number;
  readonly type: OrderType;
  readonly method: OrderMethod;
  /** Which printing of the charts the acceptance number is read from. */
  readonly edition: Edition;
  /** The seed's charts only. */
  readonly force?: 0 | 1 | 2;
  /** The receiver currently has orders of any type: one column left. */
  readonly receiverHasOrders: boolean;
  /** The turn the order was written. */
  readonly written: number;
  /** The turns of delivery, from the Order Delivery table as the player reads it. */
  readonly deliveryTurns: number;
  /** Every roll made for the order, in turn order. */
  readonly history: readonly OrderRoll[];
}

/** The game's own campaign data for the Civil War Brigade Series. */
export interface CwbsCampaign {
  readonly orders: readonly Order[];
}

export const NO_ORDERS: CwbsCampaign = { orders: [] };

/** The turn acceptance is checked: the Order Delivery table's number of turns after the one it was written in. */
export const checkTurn = (order: Order): number => order.written + order.deliveryTurns;

export type OrderStatus =
  | { readonly state: 'inDelivery'; readonly checkTurn: number }
  | { readonly state: 'delayed'; readonly delay: Delay; readonly lastRolled: number }
  | { readonly state: 'accepted'; readonly turn: number }
  | { readonly state: 'thrownAway'; readonly turn: number };

export function orderStatus(order: Order): OrderStatus {
  const last = order.history.at(-1);
  if (!last) return { state: 'inDelivery', checkTurn: checkTurn(order) };
  if (last.kind === 'delayed') return last.accepted ? { state: 'accepted', turn: last.turn } : { state: 'delayed', delay: last.delay, lastRolled: last.turn };
  if (last.result === 'A') return { state: 'accepted', turn: last.turn };
  if (last.result === 'Dt') return { state: 'thrownAway', turn: last.turn };
  return { state: 'delayed', delay: last.result, lastRolled: last.turn };
}

/** The roll an order is due on a turn: its acceptance check from its check turn on, a delayed roll once each later turn. */
export type DueRoll = { readonly kind: 'acceptance' } | { readonly kind: 'delayed'; readonly delay: Delay };

export function dueRoll(order: Order, turn: number): DueRoll | undefined {
  const status = orderStatus(order);
  if (status.state === 'inDelivery') return turn >= status.checkTurn ? { kind: 'acceptance' } : undefined;
  if (status.state === 'delayed') return turn > status.lastRolled ? { kind: 'delayed', delay: status.delay } : undefined;
  return undefined;
}

/** The orders with a roll due on a turn, in the Order Log's order. */
export function dueOrders(campaign: CwbsCampaign, turn: number): { readonly order: Order; readonly due: DueRoll }[] {
  return campaign.orders.flatMap((order) => {
    const due = dueRoll(order, turn);
    return due ? [{ order, due }] : [];
  });
}

/** The combat description of a due roll for the engine, as the engine's schema defines it. */
export function rollDescription(order: Order, due: DueRoll): Described<Extract<CwbsInput, { kind: 'acceptance' | 'delayedAcceptance' }>> {
  const base = { format: COMBAT_FORMAT_VERSION, game: 'cwbs' } as const;
  if (due.kind === 'delayed') return { ...base, kind: 'delayedAcceptance', delay: due.delay };
  return {
    ...base,
    kind: 'acceptance',
    edition: order.edition,
    senderRating: order.senderRating,
    receiverRating: order.receiverRating,
    method: order.method,
    type: order.type,
    ...(order.force === undefined ? {} : { force: order.force }),
    receiverHasOrders: order.receiverHasOrders,
  };
}

/** A roll's effects as the engine gives them, when they are an acceptance check's or a delayed roll's. */
type RollEffects = Extract<CwbsEffects, { readonly kind: 'acceptance' | 'delayedAcceptance' }>;

function rollEffects(effects: unknown): RollEffects | undefined {
  if (typeof effects !== 'object' || effects === null) return undefined;
  const e = effects as Partial<Record<string, unknown>>;
  if (e['kind'] === 'acceptance' && typeof e['roll'] === 'number' && (e['result'] === 'A' || e['result'] === 'D1' || e['result'] === 'D2' || e['result'] === 'Dt')) {
    return { kind: 'acceptance', acceptanceNumber: Number(e['acceptanceNumber']), column: String(e['column']), roll: e['roll'], result: e['result'] };
  }
  if (e['kind'] === 'delayedAcceptance' && (e['delay'] === 'D1' || e['delay'] === 'D2') && typeof e['die'] === 'number' && typeof e['accepted'] === 'boolean') {
    return { kind: 'delayedAcceptance', delay: e['delay'], die: e['die'], accepted: e['accepted'] };
  }
  return undefined;
}

/**
 * The order with a roll's result written into its history, or why it cannot take it: the roll is no
 * longer due (another device rolled it first) or the result is not that roll's.
 */
export function applyRoll(order: Order, turn: number, logId: number, result: unknown): Order | { readonly refused: string } {
  const due = dueRoll(order, turn);
  if (!due) return { refused: `order ${order.number} has no roll due on turn ${turn}: it was rolled already` };
  const effects = rollEffects(result);
  if (due.kind === 'acceptance' && effects?.kind === 'acceptance') {
    return { ...order, history: [...order.history, { kind: 'acceptance', turn, logId, roll: effects.roll, result: effects.result }] };
  }
  if (due.kind === 'delayed' && effects?.kind === 'delayedAcceptance' && effects.delay === due.delay) {
    return { ...order, history: [...order.history, { kind: 'delayed', turn, logId, delay: effects.delay, die: effects.die, accepted: effects.accepted }] };
  }
  return { refused: `order ${order.number} is due ${due.kind === 'acceptance' ? 'its acceptance check' : `a ${due.delay} roll`}, not this result` };
}

/** The campaign with one order replaced by its new self, matched by number. */
export const withOrder = (campaign: CwbsCampaign, order: Order): CwbsCampaign => ({ orders: campaign.orders.map((o) => (o.number === order.number ? order : o)) });
