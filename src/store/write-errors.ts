import { type Failure, type FailureCode, FailureError } from '../engine/core/errors';

/**
 * What the player is told when a write fails, so no change is lost without a word: what was not
 * saved, why in the player's words, and what to do. The error itself is never shown (its name and
 * message are the browser's, and Dexie repeats the inner error's in its own). A full device is
 * recognised by the error's name, wherever IndexedDB or Dexie wrapped it (an aborted transaction
 * carries the error that aborted it).
 */

const QUOTA = 'QuotaExceededError';
/**
 * The database was closed under the page: a newer version opened in another tab, or the browser shut
 * it. A connection opened again after such an upgrade (the log worker's) is refused as too old.
 */
const CLOSED = new Set(['DatabaseClosedError', 'VersionChangeError', 'InvalidStateError', 'VersionError']);

/** The errors a failure carries inside it: Dexie's `inner` and `failures`, and the standard `cause`. */
function carried(e: object): unknown[] {
  const out: unknown[] = [];
  if ('inner' in e) out.push(e.inner);
  if ('cause' in e) out.push(e.cause);
  if ('failures' in e && Array.isArray(e.failures)) out.push(...(e.failures as unknown[]));
  return out;
}

/** Whether `e`, or an error it carries, has one of `names`. */
export function carriesName(e: unknown, names: ReadonlySet<string>, depth = 0): boolean {
  if (typeof e !== 'object' || e === null || depth > 4) return false;
  if ('name' in e && typeof e.name === 'string' && names.has(e.name)) return true;
  return carried(e).some((x) => carriesName(x, names, depth + 1));
}

/** Whether a failed write failed because the device's storage is full. */
export function isQuotaError(e: unknown): boolean {
  return carriesName(e, new Set([QUOTA]));
}

/** Whether a failure came of the app's storage being closed under the page (CLOSED). */
export function isStorageClosed(e: unknown): boolean {
  return carriesName(e, CLOSED);
}

/** Why a write failed, in the player's words, with what to do; everything saved before is as it was (each write is one transaction). */
export function whyNotSaved(e: unknown): string {
  if (isQuotaError(e)) {
    return 'this device’s storage is full. Free some space (delete games you no longer need, or other apps’ data), or export your games to keep them safe. Everything saved before is unchanged.';
  }
  if (isStorageClosed(e)) {
    return 'the app’s storage was closed, perhaps by a newer version of Adjutant opened in another tab. Reload the page and try again; everything saved before is unchanged.';
  }
  return 'this device’s storage refused it. Everything saved before is unchanged; try again, or export your games to keep them safe.';
}

/**
 * The message for a write that failed: `what` names what was not saved, as the player would ("The
 * new game", "Your set-up"; `many` where it names more than one thing: "Your rules" were not saved);
 * `done` is what did not happen to it ("imported", "restored"). A write refused for what the store
 * found (the game no longer saved) says that, in the store's words.
 */
export function notSaved(what: string, e: unknown, done = 'saved', many = false): string {
  const not = notDone(what, done, many);
  if (e instanceof FailureError && e.errors[0]) return `${not} (${e.errors[0].message}). Everything saved before is unchanged.`;
  return `${not}: ${whyNotSaved(e)}`;
}

/** What did not happen to `what`, as notSaved begins: "The roll was not saved", "Your rules were not saved". */
export function notDone(what: string, done = 'saved', many = false): string {
  return `${what} ${many ? 'were' : 'was'} not ${done}`;
}

/** The words notSaved gives for why `e` failed: two failures with the same are said for the same reason. */
export function failureReason(e: unknown): string {
  return e instanceof FailureError && e.errors[0] ? e.errors[0].message : whyNotSaved(e);
}

/** How a failure is said beyond what was not saved: what did not happen to it (notSaved's `done`), and a sentence after. */
export interface NotSavedWords {
  readonly done?: string;
  readonly after?: string;
  /** What was not saved names more than one thing (notSaved's `many`). */
  readonly many?: boolean;
}

/** notSaved's message said with `words`: what did not happen to `what`, then the sentence after. */
export function notSavedLine(what: string, e: unknown, { done = 'saved', after, many = false }: NotSavedWords = {}): string {
  return `${notSaved(what, e, done, many)}${after ? ` ${after}` : ''}`;
}

/**
 * A write that failed, as a failure (the one shape of a refusal), carried back to the panel that
 * says it: its code (the storage full, the game gone, or another), the field a store refusal named,
 * and the player's words (notSaved's). Everything saved before it is as it was: each write is one
 * transaction.
 */
export function writeFailure(what: string, e: unknown, done = 'saved'): Failure {
  return { code: writeCode(e), path: e instanceof FailureError ? (e.errors[0]?.path ?? '') : '', message: notSaved(what, e, done) };
}

/** The code of a failed write: the storage full, what the store found (the game no longer saved), or another failure. */
export function writeCode(e: unknown): FailureCode {
  if (isQuotaError(e)) return 'storage-full';
  return e instanceof FailureError ? (e.errors[0]?.code ?? 'not-saved') : 'not-saved';
}

/** Whether a refusal is a write the device's storage did not take, rather than something wrong in what was given. */
export function isWriteFailure(failure: Failure): boolean {
  return failure.code === 'storage-full' || failure.code === 'not-saved';
}
