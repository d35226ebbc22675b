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
  owngame: { rules: () => import('./owngame').then((m) => m.rules), views: () => import('./owngame/views').then((m) => m.views) },
};

/**
 * What a plug-in owes, checked when it is loaded, so a part missing is an error that names it here
 * rather than a refusal later: its id, its sequence of play, its map; for a game with a desk, the
 * desk's rules, claims and example, and the set-up its views draw for it.
 */
export function checkPlugin(id: GameId, rules: GameRules, views: GameViews): void {
  const missing = (part: string) => new Error(`The ${id} plug-in has no ${part} (docs/games/README.md says what a plug-in owes)`);
  if (rules.id !== id) throw new Error(`The ${id} plug-in's rules say they are ${String(rules.id)}'s`);
  if (!rules.sequence) throw missing('sequence of play (rules.sequence): the turn record reads it');
  if (!rules.map) throw missing('map rules (rules.map)');
  if (!views.mapAnalyses) throw missing('map analyses (views.mapAnalyses; none is [])');
  if (!rules.desk !== !views.desk) throw new Error(`The ${id} plug-in's ${rules.desk ? 'views draw no set-up for its desk' : 'views draw a set-up for a desk its rules lack'}`);
  if (rules.desk && (!rules.desk.rules || !rules.desk.claims || !rules.desk.example)) throw missing('desk rules, map claims and documented example (rules.desk.rules, claims, example)');
  if (!rules.forGameData !== !views.forGameData) throw new Error(`The ${id} plug-in's ${rules.forGameData ? 'views are not bound to the game’s data as its rules are' : 'rules are not bound to the game’s data as its views are'} (forGameData)`);
}

const boundPlugins = new WeakMap<GameRules, GamePlugin>();

/**
 * A game's plug-in for its own data (`Campaign.game`): a game whose rules the players define keeps
 * them there, and both halves are bound to them; any other game's plug-in is as loaded. The same
 * rules give the same plug-in, so the desk draws again only when the rules change.
 */
export function boundTo(plugin: GamePlugin, data: unknown): GamePlugin {
  if (!plugin.rules.forGameData || !plugin.views.forGameData) return plugin;
  const rules = plugin.rules.forGameData(data);
  const known = boundPlugins.get(rules);
  if (known) return known;
  const views = plugin.views.forGameData(data);
  const bound: GamePlugin = { rules, views, map: { rules: rules.map, analyses: views.mapAnalyses } };
  boundPlugins.set(rules, bound);
  return bound;
}

/** A game's rules alone (for a screen that draws nothing of the game), for its own data where it keeps its rules there. */
export async function loadRules(id: GameId, data?: unknown): Promise<GameRules> {
  const rules = await GAME_PLUGINS[id].rules();
  return rules.forGameData?.(data) ?? rules;
}

const loaded = new Map<GameId, Promise<GamePlugin>>();

/**
 * A game's rules and views together, as the desk holds them, checked (checkPlugin): loaded and
 * checked once in a page, however often it is asked for (the home screen's warm-up, then each open).
 * A load that failed (its code could not be fetched) is tried again when next asked for.
 */
export function loadPlugin(id: GameId): Promise<GamePlugin> {
  let plugin = loaded.get(id);
  if (!plugin) {
    plugin = Promise.all([GAME_PLUGINS[id].rules(), GAME_PLUGINS[id].views()]).then(([rules, views]) => {
      checkPlugin(id, rules, views);
      return { rules, views, map: { rules: rules.map, analyses: views.mapAnalyses } };
    });
    plugin.catch(() => loaded.delete(id));
    loaded.set(id, plugin);
  }
  return plugin;
}
