import type { GameId } from '../engine/core/source';
import type { SearchGame } from './contract';

/**
 * What a search's own worker reads of each game (its rules, map claims, attack placing and reach),
 * fetched when a search of that game starts. A game the desk does not set up yet has none.
 */
export const SEARCH_GAMES: Readonly<Record<GameId, (() => Promise<SearchGame>) | undefined>> = {
  wilderness: () => import('./wilderness/search').then((m) => m.search),
  gcacw: () => import('./gcacw/search').then((m) => m.search),
  wbts: () => import('./wbts/search').then((m) => m.search),
  cwbs: () => import('./cwbs/search').then((m) => m.search),
  bng: () => import('./bng/search').then((m) => m.search),
};
