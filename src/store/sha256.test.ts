import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

describe('sha256', () => {
  it('gives the standard digests', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with the platform for texts of every length round a block, and for text beyond ASCII', () => {
    for (let n = 0; n < 200; n++) {
      const text = 'ä→'.repeat(n % 7) + 'x'.repeat(n);
      expect(sha256(text), `length ${n}`).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});
