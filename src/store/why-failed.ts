import { carriesName, isQuotaError, isStorageClosed, whyNotSaved } from './write-errors';

/**
 * The app's own failures, whose messages are written for players. Known by the names they give
 * themselves, as strings: a worker's failure reaches the page as a plain error that keeps its name and
 * message, and the classes' own names do not survive the build's minifying.
 */
const APP_FAILURES = new Set(['FailureError', 'CombatInputError', 'ChartError', 'MissingDieError', 'InvalidDieError']);
/** IndexedDB's and Dexie's names for storage that could not be read or opened. */
const STORAGE = new Set(['UnknownError', 'DataError', 'OpenFailedError', 'MissingAPIError', 'TransactionInactiveError', 'ReadOnlyError']);
/** The browser refusing what was asked (a share, a permission). */
const REFUSED = new Set(['NotAllowedError', 'SecurityError']);

/** The longest an app failure's own words are said at: a refusal quoting a long value is cut. */
const LONGEST = 240;

/**
 * Why something other than a write failed (a log check, a search, an export, a roll's working out, a
 * share), in the player's words, with what to do: the app's own refusals in their words; a full or
 * closed storage as a failed write says it (whyNotSaved); storage that could not be read said so; the
 * browser refusing said so, the caller saying what to do instead; anything else owned as the app's
 * fault. None of these is a write, so everything saved is as it was. The browser's error names and
 * messages are never shown. A cancelled share is no failure: the caller recognises it (shareCancelled)
 * and says nothing of it.
 */
export function whyFailed(e: unknown): string {
  const own = appWords(e);
  if (own) return `${own}.`;
  if (isQuotaError(e) || isStorageClosed(e)) return whyNotSaved(e);
  if (carriesName(e, STORAGE)) return 'this device’s storage could not be read. Try again; if it happens again, reload the page. Everything saved is unchanged.';
  if (carriesName(e, REFUSED)) return 'this browser did not allow it.';
  return 'something went wrong inside the app. Try again; if it happens again, reload the page. Everything saved is unchanged.';
}

/** An app failure's own words, one clause, without a closing full stop; undefined for any other error. */
function appWords(e: unknown): string | undefined {
  if (!(e instanceof Error) || !APP_FAILURES.has(e.name)) return undefined;
  // The message, not the failures it carries: a worker's failure reaches the page with its message alone.
  const said = e.message
    .split('\n')
    .map((w) => w.trim().replace(/\.$/, ''))
    .filter((w) => w !== '')
    .join('; ');
  if (said === '') return undefined;
  return said.length > LONGEST ? `${said.slice(0, LONGEST - 1)}…` : said;
}

/** Whether a share was cancelled by the player (the share sheet closed): no failure, nothing to fall back to. */
export function shareCancelled(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}
