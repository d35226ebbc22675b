import type { GameId } from '../engine/core/source';
import type { GameRules } from './contract';
import type { GamePlugin, GameViews } from './views';

/** Where a game's two halves are fetched from: its rules (src/games/<id>/index.ts) and its views (src/games/<id>/views.ts). */
export interface GameLoader {
  rules(): Promise<GameRules>;
  views(): Promise<GameViews>;
}

/**
 * Every game's main-thread half, each fetched only when a game of it is opened (and precached with
 * the rest of the app for offline play).
 */
export const GAME_PLUGINS: Readonly<Record<GameId, GameLoader>> = {
  wilderness: { rules: () => import('./wilderness').then((m) => m.rules), views: () => import('./wilderness/views').then((m) => m.views) },
  gcacw: { rules: () => import('./gcacw').then((m) => m.rules), views: () => import('./gcacw/views').then((m) => m.views) },
  wbts: { rules: () => import('./wbts').then((m) => m.rules), views: () => import('./wbts/views').then((m) => m.views) },
  cwbs: { rules: () => import('./cwbs').then((m) => m.rules), views: () => import('./cwbs/views').then((m) => m.views) },
  bng: { rules: () => import('./bng').then((m) => m.rules), views: () => import('./bng/views').then((m) => m.views) },
};

/** A game's rules and views together, as the desk holds them; a game whose halves disagree on its desk is refused. */
export async function loadPlugin(id: GameId): Promise<GamePlugin> {
  const [rules, views] = await Promise.all([GAME_PLUGINS[id].rules(), GAME_PLUGINS[id].views()]);
  if (!rules.desk !== !views.desk) throw new Error(`The ${id} plug-in's ${rules.desk ? 'views draw no set-up for its desk' : 'views draw a set-up for a desk its rules lack'}`);
  return { rules, views, map: { rules: rules.map, analyses: views.mapAnalyses } };
}
