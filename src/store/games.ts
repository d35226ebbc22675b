import type { GameId } from '../engine/core/source';
import { FailureError } from '../engine/core/errors';
import { seedFromCrypto } from '../engine/core/rng';
import { announce } from './changes';
import type { AdjutantDb } from './db';
import { checkGameName } from './game-name';
import type { GameRecord, SetUpChange, UnitRecord } from './records';

/** The name as kept, or a refusal naming the field: a game is known by its name, which must show and fit (game-name.ts). */
function nameOf(name: string): string {
  const checked = checkGameName(name);
  if (!checked.ok) throw new FailureError([{ code: 'refused', path: 'name', message: checked.message }]);
  return checked.name;
}

/** Saved games, most recently played first. */
export function listGames(db: AdjutantDb): Promise<GameRecord[]> {
  return db.games.orderBy('updatedAt').reverse().toArray();
}

/** The units to start a game with: a scenario's set-up (and its id), or the player's own roster. */
export interface StartingForces {
  readonly scenario?: string;
  readonly units: readonly Omit<UnitRecord, 'id' | 'gameId'>[];
}

/** Creates a game, with its starting units when it has them, in one transaction. */
export async function createGame(db: AdjutantDb, name: string, rules: GameId, now = Date.now(), forces?: StartingForces): Promise<GameRecord> {
  const trimmed = nameOf(name);
  const game: GameRecord = {
    id: crypto.randomUUID(),
    name: trimmed,
    rules,
    createdAt: now,
    updatedAt: now,
    rng: seedFromCrypto(),
    logHead: { count: 0, hash: '', legacy: 0 },
    ...(forces?.scenario ? { scenario: forces.scenario } : {}),
  };
  await db.transaction('rw', db.games, db.units, async () => {
    await db.games.add(game);
    if (forces) await db.units.bulkAdd(forces.units.map((u) => ({ ...u, id: crypto.randomUUID(), gameId: game.id })));
  });
  return game;
}

export function getGame(db: AdjutantDb, id: string): Promise<GameRecord | undefined> {
  return db.games.get(id);
}

/** Renames a game; the name is trimmed, and must show and fit (refused as a FailureError naming the field). */
export async function renameGame(db: AdjutantDb, id: string, name: string): Promise<string> {
  const trimmed = nameOf(name);
  await db.games.update(id, { name: trimmed });
  announce(id, 'game');
  return trimmed;
}

/** Deletes a game with its units, its log, the keys pinned and heads kept for it, and its distance session, all or nothing. */
export async function deleteGame(db: AdjutantDb, id: string): Promise<void> {
  await db.transaction('rw', [db.games, db.units, db.combats, db.pins, db.heads, db.distance], async () => {
    await db.combats.where('gameId').equals(id).delete();
    await db.units.where('gameId').equals(id).delete();
    await db.pins.where('gameId').equals(id).delete();
    await db.heads.where('gameId').equals(id).delete();
    await db.distance.delete(id);
    await db.games.delete(id);
  });
  announce(id, 'game');
}

/** Writes the set-up on the desk or the map to the game record (the desk does so once the player pauses). */
export async function saveGameSetUp(db: AdjutantDb, id: string, patch: SetUpChange): Promise<void> {
  await db.games.update(id, patch);
  announce(id, 'game');
}
