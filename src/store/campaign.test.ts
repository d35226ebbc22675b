import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FIRST_TURN } from './campaign-record';
import { saveCampaign, startCampaignIfNone } from './campaign';
import { AdjutantDb } from './db';
import { createGame } from './games';
import { GAME_IDS } from '../engine/core/source';

let dbs = 0;
const freshDb = () => new AdjutantDb(`adjutant-campaign-${Date.now()}-${++dbs}`);
const start = { record: { ...FIRST_TURN, phaseName: 'Random Events Phase' } };

describe('a game’s campaign in the store', () => {
  it('starts a campaign only where there is none: one another tab started is kept', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Spotsylvania', GAME_IDS[1]);
    expect(await startCampaignIfNone(db, game.id, start)).toEqual(start);
    await saveCampaign(db, game.id, (c) => ({ ...c, record: { ...c.record, turn: 2 } }));
    expect(await startCampaignIfNone(db, game.id, start)).toMatchObject({ record: { turn: 2, phaseName: 'Random Events Phase' } });
    expect((await db.games.get(game.id))?.campaign).toMatchObject({ record: { turn: 2 } });
  });

  it('changes the campaign as stored now, and refuses a game no longer saved', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Spotsylvania', GAME_IDS[1]);
    await saveCampaign(db, game.id, (c) => ({ ...c, record: { ...c.record, night: true } }));
    const saved = await saveCampaign(db, game.id, (c) => ({ ...c, record: { ...c.record, turn: c.record.turn + 1 } }));
    expect(saved.record).toMatchObject({ turn: 2, night: true });
    await expect(saveCampaign(db, 'gone', (c) => c)).rejects.toThrow('This game is no longer saved on this device');
    await expect(startCampaignIfNone(db, 'gone', start)).rejects.toThrow('This game is no longer saved on this device');
  });
});
