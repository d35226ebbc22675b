import type { ChartChecker } from '../../store/charts';
import type { AdjutantDb } from '../../store/db';
import type { GameRecord } from '../../store/records';
import { failureWords } from '../../engine/core/errors';
import { isWriteFailure } from '../../store/write-errors';

/** What opening a file did: a game imported, a backup restored, or nothing, with why in words. */
export type Opened =
  | { readonly kind: 'game'; readonly game: GameRecord }
  | { readonly kind: 'restored'; readonly games: readonly GameRecord[]; readonly note: string }
  | { readonly kind: 'refused'; readonly lines: readonly string[] };

/** The most of a file's refusals shown: the first ones say what is wrong. */
const SHOWN = 8;

/**
 * Opens a game or backup file, however it came (chosen on the home screen, opened from the device's
 * files, shared from another app): a backup is restored, anything else imported as a game. Every
 * check runs before anything is written, and the write is one transaction, so a bad file changes
 * nothing and is said to.
 */
export async function openGameFile(db: AdjutantDb, file: File, checker?: ChartChecker): Promise<Opened> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { kind: 'refused', lines: [`${file.name} is not a JSON file: nothing was imported.`] };
  }
  // The import's checks are fetched only when a file is opened: they stay out of the first screen's code.
  const [{ importGame }, { isBackup, restoreBackup }] = await Promise.all([import('../../store/transfer'), import('../../store/backup')]);
  const backup = isBackup(data);
  const result = backup ? await restoreBackup(db, data, undefined, checker) : await importGame(db, data, undefined, undefined, checker);
  if (!result.ok) {
    const done = backup ? 'restored' : 'imported';
    if (result.errors.some(isWriteFailure)) return { kind: 'refused', lines: [`${file.name} was not ${done}.`, ...result.errors.map((e) => e.message)] };
    return { kind: 'refused', lines: [`${file.name} was not ${done}; nothing has changed.`, ...result.errors.slice(0, SHOWN).map(failureWords)] };
  }
  if ('game' in result) return { kind: 'game', game: result.game };
  return { kind: 'restored', games: result.games, note: `Restored ${result.games.length} game${result.games.length === 1 ? '' : 's'} from ${file.name}.` };
}
