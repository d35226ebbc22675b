import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isQuotaError, notSaved } from './write-errors';

describe('write failures in the player’s words', () => {
  it('recognises a full device by name, as the browser, Dexie or an aborted transaction gives it', () => {
    const native = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(native)).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', native))).toBe(true);
    expect(isQuotaError(new Dexie.BulkError('1 of 2 failed', [native]))).toBe(true);
    expect(isQuotaError(new Error('disk on fire', { cause: native }))).toBe(true);
    expect(isQuotaError(new Dexie.ConstraintError('key exists'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });

  it('says what was not saved, why and what to do, in words, never the error itself', () => {
    const full = notSaved('The new game', new Dexie.AbortError('The quota has been exceeded.\n QuotaExceededError: The quota has been exceeded.', new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    expect(full).toMatch(/^The new game was not saved: this device’s storage is full\. Free some space .* export your games/);
    const closed = notSaved('Your plan', new Dexie.DatabaseClosedError('Database has been closed'));
    expect(closed).toMatch(/^Your plan was not saved: the app’s storage was closed, .*Reload the page/);
    const other = notSaved('May 1864', new Error('x'.repeat(10000)), 'imported');
    expect(other).toMatch(/^May 1864 was not imported: this device’s storage refused it\. Everything saved before is unchanged/);
    for (const said of [full, closed, other]) {
      expect(said).not.toMatch(/Error|quota|xxx|Database has/);
      expect(said.length).toBeLessThan(300);
    }
  });
});
