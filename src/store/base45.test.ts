import { describe, expect, it } from 'vitest';
import { fromBase45, toBase45 } from './base45';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base45', () => {
  it('encodes the RFC 9285 examples', () => {
    expect(toBase45(bytes('AB'))).toBe('BB8');
    expect(toBase45(bytes('Hello!!'))).toBe('%69 VD92EX0');
    expect(toBase45(bytes('base-45'))).toBe('UJCLQE7W581');
    expect(new TextDecoder().decode(fromBase45('QED8WEX0'))).toBe('ietf!');
  });

  it('gives back every byte value, at odd and even lengths', () => {
    for (const length of [0, 1, 2, 255, 256]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 97 + 13) % 256);
      expect(fromBase45(toBase45(data))).toEqual(data);
    }
  });

  it('refuses text that is not base45', () => {
    expect(fromBase45('abc')).toBeUndefined();
    expect(fromBase45('GGW')).toBeUndefined(); // 65535 + 1
    expect(fromBase45('BB8B')).toBeUndefined();
  });
});
