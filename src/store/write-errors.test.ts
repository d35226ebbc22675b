import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FailureError } from '../engine/core/errors';
import { isQuotaError, notSaved, writeFailure } from './write-errors';

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
    // A worker's connection opened again after another tab upgraded the database: refused as too old,
    // its name kept as the refusal reaches the page.
    const upgraded = notSaved('The roll', Object.assign(new Error('The requested version (20) is less than the existing version (21).'), { name: 'VersionError' }));
    expect(upgraded).toMatch(/^The roll was not saved: the app’s storage was closed, .*Reload the page/);
    expect(notSaved('The roll', new Dexie.VersionError('too old'))).toBe(upgraded);
    expect(notSaved('Your rules', new DOMException('The quota has been exceeded.', 'QuotaExceededError'), 'saved', true)).toMatch(/^Your rules were not saved: this device’s storage is full\./);
    const other = notSaved('May 1864', new Error('x'.repeat(10000)), 'imported');
    expect(other).toMatch(/^May 1864 was not imported: this device’s storage refused it\. Everything saved before is unchanged/);
    for (const said of [full, closed, upgraded, other]) {
      expect(said).not.toMatch(/Error|quota|xxx|Database has/);
      expect(said.length).toBeLessThan(300);
    }
  });

  it('gives a failed write as a failure with its code: the storage full, the game gone, or another', () => {
    expect(writeFailure('The map', new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError')))).toMatchObject({ code: 'storage-full', path: '' });
    const gone = new FailureError([{ code: 'gone', path: '', message: 'This game is no longer saved on this device' }]);
    expect(writeFailure('The turn record', gone)).toEqual({ code: 'gone', path: '', message: notSaved('The turn record', gone) });
    expect(notSaved('The turn record', gone)).toMatch(/^The turn record was not saved \(This game is no longer saved on this device\)\./);
    expect(writeFailure('Your set-up', new Error('disk on fire'))).toMatchObject({ code: 'not-saved', path: '' });
  });
});
