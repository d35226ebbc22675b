import type { FieldError } from '../../../engine/core/errors';
import type { CwbsCampaign, Order } from './orders';
import { readOrder } from './read';

/** What the player has typed for a new order, each field as its control holds it. */
export interface OrderForm {
  readonly number: string;
  readonly sender: string;
  readonly senderRating: string;
  readonly receiver: string;
  readonly receiverRating: string;
  readonly type: string;
  readonly method: string;
  readonly edition: string;
  /** "" for none. */
  readonly force: string;
  readonly receiverHasOrders: boolean;
  readonly written: string;
  readonly deliveryTurns: string;
}

/** A fresh form on a turn: the next free order number, written this turn. */
export function newOrderForm(campaign: CwbsCampaign, turn: number): OrderForm {
  const next = campaign.orders.reduce((n, o) => Math.max(n, o.number), 0) + 1;
  return { number: String(next), sender: '', senderRating: '', receiver: '', receiverRating: '', type: 'simple', method: 'written', edition: 'seed', force: '', receiverHasOrders: false, written: String(turn), deliveryTurns: '' };
}

/** A number typed in, or the text itself when it is not one (so the check names the field). */
const numberOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The new order the form describes, or each field's problem by its name. */
export function orderFromForm(form: OrderForm, campaign: CwbsCampaign): { readonly order: Order } | { readonly errors: readonly FieldError[] } {
  const read = readOrder({
    number: numberOf(form.number),
    sender: form.sender.trim(),
    senderRating: numberOf(form.senderRating),
    receiver: form.receiver.trim(),
    receiverRating: numberOf(form.receiverRating),
    type: form.type,
    method: form.method,
    edition: form.edition,
    ...(form.force === '' ? {} : { force: numberOf(form.force) }),
    receiverHasOrders: form.receiverHasOrders,
    written: numberOf(form.written),
    deliveryTurns: numberOf(form.deliveryTurns),
    history: [],
  });
  if ('errors' in read) return read;
  if (campaign.orders.some((o) => o.number === read.order.number)) return { errors: [{ path: 'number', message: `order ${read.order.number} is already in the Order Log: give another number` }] };
  return read;
}
