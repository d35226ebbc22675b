import type { GameId } from '../engine/core/source';
import type { GameRecord } from '../store/records';
import type { GamePlugin } from './contract';

/**
 * Every game's main-thread half, each fetched only when a game of it is opened (and precached with
 * the rest of the app for offline play).
 */
export const GAME_PLUGINS: Readonly<Record<GameId, () => Promise<GamePlugin>>> = {
  wilderness: () => import('./wilderness').then((m) => m.plugin),
  gcacw: () => import('./gcacw').then((m) => m.plugin),
  wbts: () => import('./wbts').then((m) => m.plugin),
  cwbs: () => import('./cwbs').then((m) => m.plugin),
  bng: () => import('./bng').then((m) => m.plugin),
  own: () => import('./own').then((m) => m.plugin),
};

/** A saved game's plug-in: for a game whose rules the players define, bound to the rules in its campaign data. */
export async function pluginOf(game: Pick<GameRecord, 'rules' | 'campaign'>): Promise<GamePlugin> {
  const plugin = await GAME_PLUGINS[game.rules]();
  return plugin.forGameData?.(game.campaign?.game) ?? plugin;
}
