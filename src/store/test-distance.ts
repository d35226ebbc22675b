// Two tablets playing a game at a distance, for tests in Node and in the browser: the engine runs in the test's own thread.
import { engineApi } from '../engine/api';
import type { GameId } from '../engine/core/source';
import { AdjutantDb } from './db';
import type { DistanceEngine } from './distance';
import { createGame } from './games';
import { encodeMessage } from './messages';
import { exportGame, importGame } from './transfer';

let counter = 0;

/** The engine as the tablets ask it, answering in a later turn as the worker does. */
export const engine: DistanceEngine = { resolve: async (input, dice) => engineApi.resolve(input, dice) };
export const encode = encodeMessage;

/** Tablet A made a game of `rules`, named `name`, and exported it; tablet B imported it (the same id). */
export async function twoTablets(rules: GameId, name = 'Spotsylvania at a distance') {
  const a = new AdjutantDb(`adjutant-distance-a-${++counter}-${Date.now()}`);
  const b = new AdjutantDb(`adjutant-distance-b-${counter}-${Date.now()}`);
  const game = await createGame(a, name, rules, 1000);
  const imported = await importGame(b, JSON.parse(JSON.stringify(await exportGame(a, game.id))));
  if (!imported.ok || imported.game.id !== game.id) throw new Error(`fixture: ${JSON.stringify(imported)}`);
  return { a, b, gameId: game.id };
}
