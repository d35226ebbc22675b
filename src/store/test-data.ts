import { GAME_IDS } from '../engine/core/source';
import { AdjutantDb } from './db';
import { createGame } from './games';
import type { CombatRecord, GameRecord, UnitRecord } from './records';

let counter = 0;

/** A fresh database with one game and two units, for store tests. */
export async function gameWithUnits(): Promise<{ db: AdjutantDb; game: GameRecord; units: UnitRecord[] }> {
  const db = new AdjutantDb(`adjutant-store-test-${++counter}-${Date.now()}`);
  const game = await createGame(db, 'Test game', GAME_IDS[0], 1000);
  const units: UnitRecord[] = [
    { id: `${game.id}-a`, gameId: game.id, name: 'V', side: 'union', type: 'infantry', strength: 12, state: { supply: 'supplied' } },
    { id: `${game.id}-d`, gameId: game.id, name: 'Heth', side: 'confederate', type: 'infantry', strength: 5, state: { supply: 'supplied' } },
  ];
  await db.units.bulkAdd(units);
  return { db, game, units };
}

/** A logged combat as the store keeps it: its description is stored as given and never resolved here. */
export function combatFor(gameId: string, at: number): Omit<CombatRecord, 'id'> {
  return {
    gameId,
    at,
    input: { format: 1, game: GAME_IDS[0], kind: 'cavalry-probe' },
    dice: [{ purpose: 'probe die', face: 3, source: { kind: 'physical' } }],
    outcome: { key: 'success', label: 'Probe successful', checklist: ['Turn the enemy units face-up'], effects: { success: true } },
    steps: [{ title: 'Probe', detail: '3 + 0 = 3', source: 'Cavalry Probe Chart' }],
  };
}
