import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FuzzSource } from '../engine/fuzz-values';
import { applyCombat, recordCombat, verifyLog } from './combats';
import type { AdjutantDb } from './db';
import { combatFor, gameWithUnits } from './test-data';
import { exportGame, importGame } from './transfer';

/** Cases in a normal run; set FUZZ_CASES for a longer search. */
const CASES = Math.ceil(Number(process.env['FUZZ_CASES'] ?? 2500) / 5);
const SEED = Number(process.env['FUZZ_SEED'] ?? 18);
const CASE_LIMIT_MS = 2000;

/** A real export: units, a chained log with a re-roll and an applied result, a draft and a map naming the units. */
async function realExport() {
  const { db, game, units } = await gameWithUnits();
  const [attacker, defender] = units;
  if (!attacker || !defender) throw new Error('fixture');
  const first = await recordCombat(db, { ...combatFor(game.id, 2000), rngAfter: [1, 2, 3, 4] });
  const reroll = await recordCombat(db, { ...combatFor(game.id, 3000), rerollOf: first.id as number });
  await applyCombat(db, reroll.id as number, [defender], [{ ...defender, strength: 4 }]);
  const map = { version: 1, shape: { kind: 'patch', center: '0,0', radius: 3 }, terrain: {}, levels: {}, hexsides: {}, counters: [{ id: 'c1', hex: '0,0', side: 'union', type: 'infantry', markers: [], unitId: attacker.id }] };
  await db.games.update(game.id, { draft: { attackers: [attacker.id], defenders: [defender.id] }, map });
  return { db, file: JSON.parse(JSON.stringify(await exportGame(db, game.id))) as unknown };
}

async function snapshot(db: AdjutantDb): Promise<string> {
  return JSON.stringify([await db.games.toArray(), await db.units.toArray(), await db.combats.toArray()]);
}

/** What an import that was taken must hold: every link inside the new game, the chain whole. */
async function linksInside(db: AdjutantDb, gameId: string): Promise<string[]> {
  const problems: string[] = [];
  const unitIds = new Set((await db.units.where('gameId').equals(gameId).toArray()).map((u) => u.id));
  const log = await db.combats.where('gameId').equals(gameId).toArray();
  const combatIds = new Set(log.map((c) => c.id));
  for (const c of log) {
    if (c.rerollOf !== undefined && !combatIds.has(c.rerollOf)) problems.push(`combat ${c.id} re-rolls ${c.rerollOf}, outside the game`);
    for (const u of [...(c.applied?.before ?? []), ...(c.applied?.after ?? [])]) {
      if (!unitIds.has(u.id) || u.gameId !== gameId) problems.push(`combat ${c.id} applies to unit ${u.id} outside the game`);
    }
  }
  const chain = await verifyLog(db, gameId);
  if (!chain.ok) problems.push(`imported log does not fit its chain: ${chain.reason}`);
  return problems;
}

describe('import fuzz', () => {
  it(`takes ${CASES} damaged game files without an escaped error, a partial write or a refusal that names no field`, async () => {
    const { db, file } = await realExport();
    const source = new FuzzSource(SEED);
    const findings: string[] = [];
    let refused = 0;
    let slowest = 0;
    for (let i = 0; i < CASES; i++) {
      let bad = file;
      for (let n = 1 + source.below(3); n > 0; n--) bad = source.mutate(bad);
      const before = await snapshot(db);
      const started = performance.now();
      let result: Awaited<ReturnType<typeof importGame>> | undefined;
      try {
        result = await importGame(db, bad);
      } catch (e) {
        findings.push(`escaped: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      }
      slowest = Math.max(slowest, performance.now() - started);
      if (result?.ok === false) {
        refused++;
        const isObject = typeof bad === 'object' && bad !== null && !Array.isArray(bad);
        for (const err of result.errors) {
          if (err.path === '' && isObject) findings.push(`a refusal names no field: ${err.message}`);
          if (/Expected|Received|Invalid (type|key)/.test(err.message)) findings.push(`a refusal in the validation library's words: ${err.path}: ${err.message}`);
        }
        if ((await snapshot(db)) !== before) findings.push('a refused file changed the database');
      } else if (result?.ok) {
        findings.push(...(await linksInside(db, result.game.id)));
        // Taken: remove the game again, so each case starts from the same database.
        await db.transaction('rw', db.games, db.units, db.combats, async () => {
          await db.games.delete(result.game.id);
          await db.units.where('gameId').equals(result.game.id).delete();
          await db.combats.where('gameId').equals(result.game.id).delete();
        });
      }
      if (findings.length > 0) findings.push(`file: ${JSON.stringify(bad).slice(0, 600)}`);
      if (findings.length > 0) break;
    }
    expect(findings).toEqual([]);
    expect(refused).toBeGreaterThan(CASES / 4);
    expect(slowest).toBeLessThan(CASE_LIMIT_MS);
  }, 120_000);
});
