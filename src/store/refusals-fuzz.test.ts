import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../engine/core/brief';
import { FuzzSource } from '../engine/fuzz-values';
import { pathsOf, withValueAt } from '../engine/test-descriptions';
import { BACKUP_KIND, BACKUP_VERSION, restoreBackup } from './backup';
import { recordCombat } from './combats';
import { combatFor, gameWithUnits } from './test-data';
import { checkImport, exportGame } from './transfer';

/**
 * A game file and a backup broken at random places, the ways a file breaks or is made to: a 2 MB
 * text or field name, a value of the wrong kind, nesting thousands deep, a field removed. Each is
 * refused with messages a player can read, and nothing throws.
 */

const SEED = Number(process.env['FUZZ_SEED'] ?? 24);
const CASES = Number(process.env['FUZZ_CASES'] ?? 1200) / 4;
const HUGE = 'y'.repeat(2_000_000);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const BROKEN: readonly unknown[] = [HUGE, { [HUGE]: HUGE }, 1e308, -1e308, null, false, [], {}, nested(5000), undefined, [HUGE]];

function expectReadable(errors: readonly { readonly path: string; readonly message: string }[], where: string): void {
  expect(errors.length, where).toBeGreaterThan(0);
  for (const e of errors) {
    expect(e.message.trim(), where).not.toBe('');
    expect(e.message.length, where).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(e.path.length, where).toBeLessThanOrEqual(100);
    expect(e.message, where).not.toMatch(/\[object|Invalid type|Maximum call stack/);
  }
}

describe('refusals of game files and backups a player can read', () => {
  it('refuses broken game files and backups briefly, and says a newer backup needs the app updated', async () => {
    const { db, game } = await gameWithUnits();
    await recordCombat(db, combatFor(game.id, 2000));
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id))) as unknown;
    const paths = pathsOf(file);
    const fuzz = new FuzzSource(SEED);
    let refusals = 0;
    for (let i = 0; i < CASES; i++) {
      const path = fuzz.pick(paths);
      const broken = withValueAt(file, path, fuzz.pick(BROKEN));
      const where = `case ${i}: ${path.join('.')}`;
      const imported = await checkImport(broken, undefined, undefined);
      if (!imported.ok) {
        expectReadable(imported.errors, `${where} (import)`);
        refusals++;
      }
      const restored = await restoreBackup(db, { kind: BACKUP_KIND, version: BACKUP_VERSION, at: 1, games: [broken], lastCombatId: 1 });
      if (!restored.ok) {
        expectReadable(restored.errors, `${where} (backup)`);
        refusals++;
      }
    }
    console.log(`game file and backup refusals checked: ${refusals}`);
    expect(refusals).toBeGreaterThan(CASES);

    const newer = await restoreBackup(db, { kind: BACKUP_KIND, version: BACKUP_VERSION + 1, at: 1, games: [], lastCombatId: 0 });
    expect(newer).toEqual({ ok: false, errors: [{ code: 'refused', path: 'version', message: `this backup was written by a newer version of Adjutant (backup format ${BACKUP_VERSION + 1}); update the app to restore it` }] });
    const deep = await checkImport(nested(100_000));
    expect(deep).toEqual({ ok: false, errors: [{ code: 'refused', path: expect.stringMatching(/^0\.0\.0/) as string, message: 'nested more than 64 levels deep' }] });
  }, 120_000);
});
