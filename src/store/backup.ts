import * as v from 'valibot';
import { type Failure, refused } from '../engine/core/errors';
import { brief } from '../engine/core/brief';
import { TOO_DEEP, tooDeepAt } from '../engine/core/nesting';
import { briefError, toFieldError } from '../engine/core/validate';
import type { AdjutantDb } from './db';
import type { GameRecord } from './records';
import type { ChartChecker } from './charts';
import { type CheckedImport, type GameFile, checkImport, exportGame, writeImports } from './transfer';

/** A backup: every game on the device, each as its own game file, in one file. */
export const BACKUP_KIND = 'adjutant-backup';
export const BACKUP_VERSION = 1;

export interface BackupFile {
  readonly kind: typeof BACKUP_KIND;
  readonly version: typeof BACKUP_VERSION;
  readonly at: number;
  readonly games: readonly GameFile[];
  /** The newest log entry in the backup (0 for none), for the reminder. */
  readonly lastCombatId: number;
}

const backupSchema = v.object({
  kind: v.literal(BACKUP_KIND, `expected an Adjutant backup (kind "${BACKUP_KIND}")`),
  version: v.literal(BACKUP_VERSION, `expected backup format ${BACKUP_VERSION}`),
  at: v.number('expected the backup time'),
  games: v.array(v.unknown(), 'expected the games as a list'),
});

/** True when the file says it is a backup, so it is restored as one rather than imported as a game. */
export function isBackup(file: unknown): boolean {
  return typeof file === 'object' && file !== null && 'kind' in file && file.kind === BACKUP_KIND;
}

/** Every game on the device, with its units, log and charts. */
export async function backupAll(db: AdjutantDb, now: number): Promise<BackupFile> {
  const ids = await db.games.toCollection().primaryKeys();
  const games = await Promise.all(ids.map((id) => exportGame(db, id)));
  const last = await db.combats.orderBy(':id').last();
  const lastCombatId = last?.id ?? 0;
  return { kind: BACKUP_KIND, version: BACKUP_VERSION, at: now, games, lastCombatId };
}

export type RestoreResult = { readonly ok: true; readonly games: readonly GameRecord[] } | { readonly ok: false; readonly errors: readonly Failure[] };

/**
 * Restores a backup through the game import: every game in it is checked as an imported game file
 * is, and only when all pass are they written, in one transaction. A refused file changes nothing.
 * A game already on the device comes in as a copy, as an imported game does.
 */
export async function restoreBackup(db: AdjutantDb, file: unknown, now = Date.now(), checker?: ChartChecker): Promise<RestoreResult> {
  const deep = tooDeepAt(file);
  if (deep !== undefined) return { ok: false, errors: refused([briefError({ path: deep, message: TOO_DEEP })]) };
  const version = typeof file === 'object' && file !== null && 'version' in file ? file.version : undefined;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    return { ok: false, errors: refused([{ path: 'version', message: `this backup was written by a newer version of Adjutant (backup format ${brief(String(version))}); update the app to restore it` }]) };
  }
  const parsed = v.safeParse(backupSchema, file);
  if (!parsed.success) return { ok: false, errors: refused(parsed.issues.map((i) => toFieldError(i))) };
  const checked: CheckedImport[] = [];
  for (const [i, game] of parsed.output.games.entries()) {
    const result = await checkImport(game, undefined, checker);
    if (!result.ok) return { ok: false, errors: result.errors.map((e) => ({ ...e, path: e.path ? `games.${i}.${e.path}` : `games.${i}` })) };
    checked.push(result.value);
  }
  return writeImports(db, checked, now);
}
