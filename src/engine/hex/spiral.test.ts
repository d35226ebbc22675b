import { describe, expect, it } from 'vitest';
import { distance } from './distance';
import { hex, hexKey } from './hex';
import { hexesWithin } from './spiral';

describe('hexesWithin', () => {
  it('holds 1 + 3·r·(r + 1) distinct hexes, every one within the radius, nearest first', () => {
    const center = hex(-3, 5);
    for (const radius of [0, 1, 2, 6]) {
      const hexes = hexesWithin(center, radius);
      expect(hexes).toHaveLength(1 + 3 * radius * (radius + 1));
      expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
      const distances = hexes.map((h) => distance(center, h));
      expect(Math.max(...distances)).toBe(radius);
      expect(distances).toEqual([...distances].sort((x, y) => x - y));
    }
    expect(hexesWithin(center, 2)[0]).toEqual(center);
  });

  it('refuses a negative radius', () => {
    expect(() => hexesWithin(hex(0, 0), -1)).toThrow(RangeError);
  });
});
