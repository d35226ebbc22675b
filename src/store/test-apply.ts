import type { Resolution } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import { canonicalJson } from './canonical-json';
import { applyCombat, listCombats, recordCombat, resolutionRecord, undoLastApplied } from './combats';
import { AdjutantDb } from './db';
import { createGame } from './games';
import type { CombatRecord, UnitRecord } from './records';
import { listUnits } from './units';

let databases = 0;

/** Every unit of a game as one text: canonical JSON, in id order. */
export async function rosterJson(db: AdjutantDb, gameId: string): Promise<string> {
  const units = await listUnits(db, gameId);
  return canonicalJson([...units].sort((a, b) => a.id.localeCompare(b.id)));
}

export interface ApplyRoundTrip {
  readonly before: string;
  readonly applied: string;
  readonly undone: string;
  /** The units the result changed, as the game's rules left them. */
  readonly changed: readonly UnitRecord[];
  /** The game's log after the undo, oldest first. */
  readonly log: readonly CombatRecord[];
}

/**
 * A roster saved in a fresh database, a resolution logged, its result applied through the store as
 * the desk applies it (`after`: the game's rules over the units as stored) and then undone: the
 * roster as canonical JSON before, once applied and once undone.
 */
export async function applyAndUndo(
  rules: GameId,
  roster: readonly Omit<UnitRecord, 'gameId'>[],
  input: unknown,
  resolution: Resolution,
  after: (units: ReadonlyMap<string, UnitRecord>) => UnitRecord[],
): Promise<ApplyRoundTrip> {
  const db = new AdjutantDb(`adjutant-apply-test-${++databases}-${Date.now()}`);
  const game = await createGame(db, 'Round trip', rules, 1000);
  await db.units.bulkAdd(roster.map((u) => ({ ...u, gameId: game.id })));
  const before = await rosterJson(db, game.id);
  const entry = await recordCombat(db, resolutionRecord(game.id, 2000, input, resolution));
  const units = new Map((await listUnits(db, game.id)).map((u) => [u.id, u]));
  const changed = after(units);
  const was = changed.map((u) => units.get(u.id)).filter((u): u is UnitRecord => u !== undefined);
  const written = await applyCombat(db, entry.id as number, was, changed);
  if (!written.ok) throw new Error(`not applied: ${written.reason}`);
  const applied = await rosterJson(db, game.id);
  const undo = await undoLastApplied(db, game.id);
  if (!undo?.ok) throw new Error('not undone');
  const undone = await rosterJson(db, game.id);
  const log = (await listCombats(db, game.id)).reverse();
  db.close();
  return { before, applied, undone, changed, log };
}
