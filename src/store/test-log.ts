// Reads the documented examples from disk, so only node tests may import it (browser tests use test-data.ts).
import { seedFromWords } from '../engine/core/rng';
import { resolve } from '../engine/engine';
import { goodDescriptions } from '../engine/test-descriptions';
import { applyCombat, recordCombat, resolutionRecord, undoLastApplied } from './combats';
import type { AdjutantDb } from './db';
import type { CombatRecord, LogHead, UnitRecord } from './records';
import { gameWithUnits } from './test-data';

/**
 * A game's log of `n` real combats and quick rolls, resolved by the engine from the documented
 * examples with the game's generator: every fifth a re-roll of the one before, most results applied
 * to a unit, one of them undone. The entry at `full` (1 for the first) is a generator roll the game
 * ranks, re-rolling the one before, and applied: an entry with every field.
 */
export async function realisticLog(n: number, full: number): Promise<{ db: AdjutantDb; gameId: string; log: CombatRecord[]; head: LogHead }> {
  const { db, game, units } = await gameWithUnits();
  // Every game's documented examples, in name order; the entry at `full` one whose outcomes its game ranks.
  const examples = goodDescriptions().sort((a, b) => a.name.localeCompare(b.name));
  const ranked = examples.find((d) => resolve(d.input, { rng: seedFromWords(1) }).percentile !== undefined);
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
