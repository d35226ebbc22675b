import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CombatInputError, FailureError } from '../engine/core/errors';
import { shareCancelled, whyFailed } from './why-failed';

/** An error as a worker's failure reaches the page: a plain error keeping the name and message it was thrown with. */
const fromWorker = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('why something other than a write failed, in the player’s words', () => {
  it('says the app’s own refusals in their words, from the page or from a worker alike', () => {
    const refusal = new CombatInputError([{ path: 'defenders', message: 'at least one defending unit is needed' }]);
    expect(whyFailed(refusal)).toBe('defenders: at least one defending unit is needed.');
    expect(whyFailed(fromWorker(refusal.name, refusal.message))).toBe(whyFailed(refusal));
    const gone = new FailureError([
      { code: 'gone', path: '', message: 'This game is no longer saved on this device.' },
      { code: 'gone', path: '', message: 'Its log was deleted' },
    ]);
    expect(whyFailed(gone)).toBe('This game is no longer saved on this device; Its log was deleted.');
    expect(whyFailed(fromWorker('FailureError', `${'a very long refusal '.repeat(40)}`)).length).toBeLessThanOrEqual(241);
  });

  it('says a full or closed storage as a failed write does, and storage that could not be read as such', () => {
    expect(whyFailed(new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError')))).toMatch(/^this device’s storage is full\./);
    expect(whyFailed(fromWorker('DatabaseClosedError', 'Database has been closed'))).toMatch(/^the app’s storage was closed, .*Reload the page/);
    expect(whyFailed(new Dexie.OpenFailedError('cannot open'))).toMatch(/^this device’s storage could not be read\. Try again/);
    expect(whyFailed(new Dexie.AbortError('Transaction aborted', new DOMException('internal', 'UnknownError')))).toMatch(/^this device’s storage could not be read\./);
  });

  it('says the browser refusing, and owns anything else as the app’s fault, never showing the error itself', () => {
    const refused = whyFailed(new DOMException('Permission denied', 'NotAllowedError'));
    expect(refused).toBe('this browser did not allow it.');
    expect(whyFailed(new DOMException('insecure', 'SecurityError'))).toBe(refused);
    const bug = whyFailed(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(bug).toMatch(/^something went wrong inside the app\. Try again; if it happens again, reload the page\. Everything saved is unchanged\.$/);
    expect(whyFailed('a string thrown')).toBe(bug);
    expect(whyFailed(undefined)).toBe(bug);
    // An error merely named like the app's, with nothing to say, is not taken for its words.
    expect(whyFailed(fromWorker('FailureError', ' \n '))).toBe(bug);
    for (const said of [refused, bug]) expect(said).not.toMatch(/Error|Permission denied|undefined|reading/);
  });

  it('tells a share the player cancelled from one that failed, a transaction abandoned included', () => {
    expect(shareCancelled(new DOMException('Share canceled', 'AbortError'))).toBe(true);
    expect(shareCancelled(new DOMException('Permission denied', 'NotAllowedError'))).toBe(false);
    expect(shareCancelled(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(shareCancelled(undefined)).toBe(false);
  });
});
