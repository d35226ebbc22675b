import { seedFromWords } from '../engine/core/rng';
import { GAME_IDS } from '../engine/core/source';
import { resolve } from '../engine/engine';
import { goodDescriptions } from '../engine/test-descriptions';
import { applyCombat, recordCombat, resolutionRecord, undoLastApplied } from './combats';
import { AdjutantDb } from './db';
import { createGame } from './games';
import type { CombatRecord, GameRecord, LogHead, UnitRecord } from './records';

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

/**
 * A game's log of `n` real combats and quick rolls, resolved by the engine from the documented
 * examples with the game's generator: every fifth a re-roll of the one before, most results applied
 * to a unit, one of them undone. The entry at `full` (1 for the first) is a generator roll the game
 * ranks, re-rolling the one before, and applied: an entry with every field.
 */
export async function realisticLog(n: number, full: number): Promise<{ db: AdjutantDb; gameId: string; log: CombatRecord[]; head: LogHead }> {
  const { db, game, units } = await gameWithUnits();
  const examples = goodDescriptions().filter((d) => d.input['game'] === 'gcacw' || d.input['game'] === 'wilderness');
  const ranked = examples.find((d) => d.input['kind'] === 'combat') ?? examples[0];
  let rng = seedFromWords(1864);
  let heth = units[1] as UnitRecord;
  let previous: CombatRecord | undefined;
  for (let i = 1; i <= n; i++) {
    const example = i === full ? ranked : examples[i % examples.length];
    if (!example) throw new Error('no documented examples');
    const resolution = resolve(example.input, { rng });
    rng = resolution.rngAfter ?? rng;
    const rerollOf = i === full || i % 5 === 0 ? previous?.id : undefined;
    const entry = await recordCombat(db, resolutionRecord(game.id, 1000 * i, example.input, resolution, rerollOf));
    if (i === full || i % 3 === 0) {
      const after = { ...heth, strength: (heth.strength ?? 1) > 1 ? (heth.strength ?? 1) - 1 : 9 };
      await applyCombat(db, entry.id as number, [heth], [after]);
      heth = after;
    }
    if (i === 9) {
      await undoLastApplied(db, game.id);
      heth = (await db.units.get(heth.id)) as UnitRecord;
    }
    previous = entry;
  }
  const log = await db.combats.where('gameId').equals(game.id).toArray();
  return { db, gameId: game.id, log, head: (await db.games.get(game.id))?.logHead as LogHead };
}
