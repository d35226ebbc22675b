import { FailureError } from '../engine/core/errors';
import type { Campaign } from './campaign-record';
import { readCampaign } from './campaign-read';
import { announce } from './changes';
import type { AdjutantDb } from './db';

const gone = () => new FailureError([{ code: 'gone', path: '', message: 'This game is no longer saved on this device' }]);

/**
 * Changes a game's campaign in one transaction, from the campaign as stored now (what another tab
 * saved meanwhile included), and tells the other tabs. Returns the campaign as saved.
 */
export async function saveCampaign(db: AdjutantDb, gameId: string, change: (stored: Campaign) => Campaign): Promise<Campaign> {
  const saved = await db.transaction('rw', db.games, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw gone();
    const campaign = change(readCampaign(game.campaign));
    await db.games.update(gameId, { campaign });
    return campaign;
  });
  announce(gameId, 'game');
  return saved;
}

/**
 * Starts a game's campaign as `start` when the game has none yet (a game from before campaigns, or
 * just made), in one transaction: a campaign another tab started meanwhile is kept. Returns the
 * campaign as stored.
 */
export async function startCampaignIfNone(db: AdjutantDb, gameId: string, start: Campaign): Promise<Campaign> {
  const { campaign, started } = await db.transaction('rw', db.games, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw gone();
    if (game.campaign !== undefined) return { campaign: readCampaign(game.campaign), started: false };
    await db.games.update(gameId, { campaign: start });
    return { campaign: start, started: true };
  });
  if (started) announce(gameId, 'game');
  return campaign;
}
