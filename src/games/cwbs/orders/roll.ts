import { withFreshEntropy } from '../../../engine/core/rng';
import type { DiceInput } from '../../../engine/engine';
import { recordCombat, resolutionRecord } from '../../../store/combats';
import { notSaved } from '../../../store/write-errors';
import { gameDice } from '../../../ui/tables/quick-roll-store';
import type { CampaignContext } from '../../contract';
import { type DueRoll, type Order, applyRoll, rollDescription, withOrder } from './orders';
import { readCampaign } from './read';

/** How the player rolls: the game's generator, or the dice rolled at the table, typed in one by one. */
export type RollHow = 'generator' | { readonly physical: readonly number[] };

export type RollAnswer =
  | { readonly done: true; readonly label: string; readonly logId: number; readonly note?: string }
  | { readonly done: false; readonly message: string }
  | { readonly done: false; readonly missingDie: string; readonly faces: readonly number[] };

/**
 * Rolls an order's due roll: resolved by the engine, written to the game's log (with the turn and
 * phase it was made in), then into the order's history with its log entry's id. The log comes first,
 * so a roll the player has seen is always in it.
 */
export async function rollOrder(context: CampaignContext, order: Order, due: DueRoll, how: RollHow): Promise<RollAnswer> {
  const input = rollDescription(order, due);
  let dice: DiceInput;
  if (how === 'generator') {
    const game = await gameDice(context.db, context.gameId, 'cwbs');
    if (!game.ok) return { done: false, message: game.message };
    dice = { rng: withFreshEntropy(game.rng) };
  } else {
    dice = { physical: how.physical };
  }
  const answer = await context.engine.resolve(input, dice);
  if (!answer.ok) {
    if ('missingDie' in answer && 'physical' in dice) return { done: false, missingDie: answer.missingDie, faces: dice.physical };
    return { done: false, message: `Nothing was rolled: ${answer.errors.map((e) => `${e.path ? `${e.path}: ` : ''}${e.message}`).join('; ')}.` };
  }
  const resolution = answer.value;
  const turn = context.record.turn;
  let logId: number;
  try {
    // The log entry records the turn and phase as the game record stands when it is written.
    const entry = await recordCombat(context.db, resolutionRecord(context.gameId, Date.now(), input, resolution));
    logId = entry.id ?? 0;
  } catch (e) {
    return { done: false, message: `${notSaved('The roll', e)} It is not shown.` };
  }
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
