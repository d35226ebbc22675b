import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CASE_BYTES, readCaseFile } from './read-case-file';

const dir = mkdtempSync(join(tmpdir(), 'adjutant-case-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reading a case file', () => {
  it('reads a regular file of a sane size', () => {
    writeFileSync(join(dir, 'case.json'), '{"format":1}');
    expect(readCaseFile(join(dir, 'case.json'))).toBe('{"format":1}');
  });

  it('refuses a device, a directory and a file too large, at once and without reading them', () => {
    const started = performance.now();
    expect(() => readCaseFile('/dev/zero')).toThrow('it is not a regular file (a device or a pipe)');
    expect(() => readCaseFile(dir)).toThrow('it is a directory, not a file');
    writeFileSync(join(dir, 'huge.json'), Buffer.alloc(MAX_CASE_BYTES + 1, 32));
    expect(() => readCaseFile(join(dir, 'huge.json'))).toThrow('it is 5.0 MB; a case file is at most 5 MB');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
