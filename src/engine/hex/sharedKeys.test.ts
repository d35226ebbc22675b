import { describe, expect, it } from 'vitest';
import { type Direction, neighbour } from './direction';
import { hex, hexKey } from './hex';
import { hexsideKey } from './hexside';
import { sharedHexKey, sharedHexsideKey } from './sharedKeys';

const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

describe('shared keys', () => {
  it('are the same strings as hexKey and hexsideKey, inside the kept range and outside it', () => {
    for (const h of [hex(0, 0), hex(-3, 7), hex(511, -511), hex(600, 2), hex(-2, -900)]) {
      expect(sharedHexKey(h)).toBe(hexKey(h));
      expect(sharedHexKey(h)).toBe(hexKey(h)); // a second time, from the cache
      for (const d of DIRECTIONS) expect(sharedHexsideKey(h, d)).toBe(hexsideKey(h, d));
    }
  });

  it('name a side the same from both of its hexes', () => {
    const h = hex(4, -2);
    expect(sharedHexsideKey(h, 4)).toBe(sharedHexsideKey(neighbour(h, 4), 1));
  });
});
