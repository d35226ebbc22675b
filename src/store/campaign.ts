import type { Campaign } from '../campaign/campaign';
import { readCampaign } from '../campaign/read';
import { announce } from './changes';
import type { AdjutantDb } from './db';

/**
 * Changes a game's campaign in one transaction, from the campaign as stored now (what another tab
 * saved meanwhile included), and tells the other tabs. Returns the campaign as saved.
 */
export async function saveCampaign(db: AdjutantDb, gameId: string, change: (stored: Campaign) => Campaign): Promise<Campaign> {
  const saved = await db.transaction('rw', db.games, async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new RangeError('This game is no longer saved on this device');
    const campaign = change(readCampaign(game.campaign));
    await db.games.update(gameId, { campaign });
    return campaign;
  });
  announce(gameId, 'game');
  return saved;
}
