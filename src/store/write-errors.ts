import { type Failure, type FailureCode, FailureError } from '../engine/core/errors';

/**
 * What the player is told when a write fails, so no change is lost without a word: what was not
 * saved and what to do. A full device is recognised by the error's name, wherever IndexedDB or
 * Dexie wrapped it (an aborted transaction carries the error that aborted it).
 */

const QUOTA = 'QuotaExceededError';

/** The errors a failure carries inside it: Dexie's `inner` and `failures`, and the standard `cause`. */
function carried(e: object): unknown[] {
  const out: unknown[] = [];
  if ('inner' in e) out.push(e.inner);
  if ('cause' in e) out.push(e.cause);
  if ('failures' in e && Array.isArray(e.failures)) out.push(...(e.failures as unknown[]));
  return out;
}

/** Whether a failed write failed because the device's storage is full. */
export function isQuotaError(e: unknown, depth = 0): boolean {
  if (typeof e !== 'object' || e === null || depth > 4) return false;
  if ('name' in e && e.name === QUOTA) return true;
  return carried(e).some((x) => isQuotaError(x, depth + 1));
}

/** The first words of an error's message, for the player; never the whole of a long one. */
function briefly(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * A write that failed, as a failure: `what` names what was not saved, as the player would ("The new
 * game", "Your set-up"). Everything saved before it is as it was: each write is one transaction. A
 * write refused for what the store found (the game no longer saved) keeps that failure's code.
 */
export function writeFailure(what: string, e: unknown): Failure {
  if (isQuotaError(e)) {
    return { code: 'storage-full', path: '', message: `${what} was not saved: this device’s storage is full. Free some space (delete games you no longer need, or other apps’ data), or export your games to keep them safe. Everything saved before is unchanged.` };
  }
  const message = `${what} was not saved (${briefly(e)}). Everything saved before is unchanged; try again, or export your games to keep them safe.`;
  return { code: writeCode(e), path: e instanceof FailureError ? (e.errors[0]?.path ?? '') : '', message };
}

/** The code of a failed write: the storage full, what the store found (the game no longer saved), or another failure. */
export function writeCode(e: unknown): FailureCode {
  if (isQuotaError(e)) return 'storage-full';
  return e instanceof FailureError ? (e.errors[0]?.code ?? 'not-saved') : 'not-saved';
}

/** The player's words for a write that failed (writeFailure's). */
export function notSaved(what: string, e: unknown): string {
  return writeFailure(what, e).message;
}
