import { describe, expect, it } from 'vitest';
import { distance } from './distance';
import { hex, hexKey } from './hex';
import { ring } from './ring';

describe('ring', () => {
  const center = hex(4, -2);

  it('is just the centre at radius 0', () => {
    expect(ring(center, 0)).toEqual([center]);
  });

  it('has 6·radius distinct hexes, all exactly radius away', () => {
    for (const radius of [1, 2, 3, 7]) {
      const hexes = ring(center, radius);
      expect(hexes).toHaveLength(6 * radius);
      expect(new Set(hexes.map(hexKey)).size).toBe(6 * radius);
      for (const h of hexes) expect(distance(center, h)).toBe(radius);
    }
  });

  it('starts due north and goes clockwise, each hex next to the one before', () => {
    const hexes = ring(hex(0, 0), 2);
    expect(hexes.slice(0, 3)).toEqual([hex(0, -2), hex(1, -2), hex(2, -2)]);
    for (let i = 0; i < hexes.length; i++) {
      expect(distance(hexes[i] ?? center, hexes[(i + 1) % hexes.length] ?? center)).toBe(1);
    }
  });

  it('refuses a negative or fractional radius', () => {
    expect(() => ring(center, -1)).toThrow(RangeError);
    expect(() => ring(center, 1.5)).toThrow(RangeError);
  });
});
