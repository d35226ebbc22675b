import { ACCEPTANCE_MEANING } from '../../../engine/games/cwbs/data/command';
import { type Order, type OrderRoll, orderStatus } from './orders';

/** Words for an order and its status, as the Order Log would read them. */

const METHOD_WORDS = { oral: 'oral', written: 'written', inPerson: 'in person' } as const;
const NEEDS = { D1: '1 or 2', D2: '1' } as const;

export function orderLine(order: Order): string {
  const force = order.force === undefined ? '' : `, Force ${order.force}`;
  return `${order.sender} (${order.senderRating}) to ${order.receiver} (${order.receiverRating}): ${order.type}, ${METHOD_WORDS[order.method]}${force}${order.receiverHasOrders ? ', receiver has orders' : ''}. Written on turn ${order.written}, ${order.deliveryTurns} ${order.deliveryTurns === 1 ? 'turn' : 'turns'} of delivery.`;
}

export function statusWords(order: Order): string {
  const status = orderStatus(order);
  switch (status.state) {
    case 'inDelivery':
      return `In delivery: acceptance is checked on turn ${status.checkTurn}.`;
    case 'delayed':
      return `Delayed (${status.delay}): one die each turn, ${NEEDS[status.delay]} accepts.`;
    case 'accepted':
      return `Accepted on turn ${status.turn}.`;
    case 'thrownAway':
      return `Distorted and thrown away on turn ${status.turn}.`;
  }
}

export function rollWords(roll: OrderRoll): string {
  if (roll.kind === 'acceptance') return `Turn ${roll.turn}: acceptance roll ${roll.roll}, ${roll.result} (${ACCEPTANCE_MEANING[roll.result].toLowerCase()}); log entry ${roll.logId}.`;
  return `Turn ${roll.turn}: ${roll.delay} die ${roll.die}, ${roll.accepted ? 'accepted' : 'still delayed'}; log entry ${roll.logId}.`;
}
