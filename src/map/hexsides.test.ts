import { describe, expect, it } from 'vitest';
import { DIRECTION_NAMES, neighbour, neighbours } from '../engine/hex/direction';
import { hex, hexKey } from '../engine/hex/hex';
import { hexsideBetween } from '../engine/hex/hexside';
import { type Layout, hexCorners, hexToPixel } from '../engine/hex/pixel';
import { hexsideCorners, hexsideEnds, nearestHexside } from './hexsides';

const layout: Layout = { size: 30, origin: { x: 200, y: 150 } };

describe('hexsides', () => {
  it('names the two hexes either side of a key', () => {
    const h = hex(2, -3);
    for (const n of neighbours(h)) {
      const ends = hexsideEnds(hexsideBetween(h, n)).map(hexKey).sort();
      expect(ends).toEqual([hexKey(h), hexKey(n)].sort());
    }
    expect(() => hexsideEnds('1,1:S')).toThrow(/not a hexside key/);
  });

  it('picks the side nearest a tap: just inside the middle of each side, and towards each end of it', () => {
    const h = hex(1, 2);
    const c = hexToPixel(h, layout);
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const key = hexsideBetween(h, neighbour(h, d));
      const [a, b] = hexsideCorners(key, layout);
      const inside = (p: { x: number; y: number }, t: number) => ({ x: c.x + (p.x - c.x) * t, y: c.y + (p.y - c.y) * t });
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      // Points on the segment from the centre to a point of the side, close to the side.
      for (const target of [mid, { x: a.x * 0.7 + b.x * 0.3, y: a.y * 0.7 + b.y * 0.3 }, { x: a.x * 0.3 + b.x * 0.7, y: a.y * 0.3 + b.y * 0.7 }]) {
        const picked = nearestHexside(inside(target, 0.9), layout);
        expect(picked.key, DIRECTION_NAMES[d]).toBe(key);
        expect(hexKey(picked.hex)).toBe(hexKey(h));
      }
    }
  });

  it('gives a side the two corners both of its hexes share', () => {
    const h = hex(0, 0);
    const n = neighbour(h, 4);
    const [a, b] = hexsideCorners(hexsideBetween(h, n), layout);
    const near = (p: { x: number; y: number }) => (q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9;
    for (const p of [a, b]) {
      expect(hexCorners(h, layout).some(near(p))).toBe(true);
      expect(hexCorners(n, layout).some(near(p))).toBe(true);
    }
  });
});
