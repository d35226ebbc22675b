import { notSaved } from '../../../store/write-errors';
import type { CampaignPanelContext, PanelDice } from '../../views';
import { type DueRoll, type Order, applyRoll, rollDescription, withOrder } from './orders';
import { readCampaign } from './read';

/** How the player rolls: the game's generator, or the dice rolled at the table, typed in one by one. */
export type RollHow = PanelDice;

export type RollAnswer =
  | { readonly done: true; readonly label: string; readonly logId: number; readonly note?: string }
  | { readonly done: false; readonly message: string }
  | { readonly done: false; readonly missingDie: string; readonly faces: readonly number[] };

/**
 * Rolls an order's due roll: resolved by the engine and written to the game's log (with the turn and
 * phase it was made in) by the panel's context, then into the order's history with its log entry's
 * id. The log comes first, so a roll the player has seen is always in it.
 */
export async function rollOrder(context: CampaignPanelContext, order: Order, due: DueRoll, how: RollHow): Promise<RollAnswer> {
  const answer = await context.roll(rollDescription(order, due), how);
  if (!answer.ok) return 'failure' in answer ? { done: false, message: answer.failure.message } : { done: false, missingDie: answer.missingDie, faces: answer.faces };
  const { resolution, logId } = answer;
  const turn = context.record.turn;
  let refused: string | undefined;
  try {
    await context.save((saved) => {
      const { campaign } = readCampaign(saved);
      const current = campaign.orders.find((o) => o.number === order.number);
      const next = current ? applyRoll(current, turn, logId, resolution.outcome.effects) : { refused: `order ${order.number} is no longer in the Order Log` };
      if ('refused' in next) {
        refused = next.refused;
        return saved;
      }
      return withOrder(campaign, next);
    });
  } catch (e) {
    return { done: true, label: resolution.outcome.label, logId, note: `${notSaved('The order’s new status', e)} The roll is in the log (entry ${logId}).` };
  }
  return { done: true, label: resolution.outcome.label, logId, ...(refused ? { note: `The roll is in the log (entry ${logId}), but ${refused}.` } : {}) };
}
