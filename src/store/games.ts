import type { GameId } from '../engine/core/source';
import { seedFromCrypto } from '../engine/core/rng';
import type { AdjutantDb } from './db';
import type { GameRecord } from './records';

/** Saved games, most recently played first. */
export function listGames(db: AdjutantDb): Promise<GameRecord[]> {
  return db.games.orderBy('updatedAt').reverse().toArray();
}

export async function createGame(db: AdjutantDb, name: string, rules: GameId, now = Date.now()): Promise<GameRecord> {
  const trimmed = name.trim();
  if (!trimmed) throw new RangeError('Game name: give the game a name');
  const game: GameRecord = { id: crypto.randomUUID(), name: trimmed, rules, createdAt: now, updatedAt: now, rng: seedFromCrypto() };
  await db.games.add(game);
  return game;
}

export function getGame(db: AdjutantDb, id: string): Promise<GameRecord | undefined> {
  return db.games.get(id);
}
