import { describe, expect, it } from 'vitest';
import { hex, hexKey } from './hex';
import { offsetFromHex } from './offset';
import { inRectangle, rectangle } from './rectangle';

describe('rectangle', () => {
  it('enumerates a 60 × 40 map: 2400 distinct hexes, column by column, all on the map', () => {
    const hexes = rectangle(60, 40);
    expect(hexes).toHaveLength(2400);
    expect(new Set(hexes.map(hexKey)).size).toBe(2400);
    expect(offsetFromHex(hexes[0] ?? hex(9, 9))).toEqual({ col: 0, row: 0 });
    expect(offsetFromHex(hexes[1] ?? hex(9, 9))).toEqual({ col: 0, row: 1 });
    expect(offsetFromHex(hexes[40] ?? hex(9, 9))).toEqual({ col: 1, row: 0 });
    expect(hexes.every((h) => inRectangle(h, 60, 40))).toBe(true);
  });

  it('knows the edges', () => {
    expect(inRectangle(hex(-1, 0), 60, 40)).toBe(false);
    expect(inRectangle(hex(0, -1), 60, 40)).toBe(false);
    expect(inRectangle(hex(59, 10), 60, 40)).toBe(true);
    expect(inRectangle(hex(60, 10), 60, 40)).toBe(false);
    expect(inRectangle(hex(0, 39), 60, 40)).toBe(true);
    expect(inRectangle(hex(0, 40), 60, 40)).toBe(false);
  });

  it('refuses an empty or fractional size', () => {
    expect(() => rectangle(0, 5)).toThrow(/columns/);
    expect(() => rectangle(5, 2.5)).toThrow(/rows/);
  });
});
