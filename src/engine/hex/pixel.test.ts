import { describe, expect, it } from 'vitest';
import { neighbour } from './direction';
import { hex } from './hex';
import { type Layout, hexCorners, hexToPixel, pixelToHex } from './pixel';

const layout: Layout = { size: 20, origin: { x: 100, y: 50 } };
const SQRT3 = Math.sqrt(3);

describe('pixel geometry (flat-topped)', () => {
  it('places centres 1.5·size apart across columns and √3·size apart down a column', () => {
    expect(hexToPixel(hex(0, 0), layout)).toEqual({ x: 100, y: 50 });
    expect(hexToPixel(hex(1, 0), layout).x).toBeCloseTo(130);
    expect(hexToPixel(hex(1, 0), layout).y).toBeCloseTo(50 + 10 * SQRT3);
    expect(hexToPixel(hex(0, 1), layout).y).toBeCloseTo(50 + 20 * SQRT3);
  });

  it('puts six corners at size from the centre, the first due east, then clockwise on screen', () => {
    const centre = hexToPixel(hex(2, -1), layout);
    const corners = hexCorners(hex(2, -1), layout);
    expect(corners).toHaveLength(6);
    corners.forEach((c, i) => {
      const angle = (Math.PI / 3) * i;
      expect(c.x).toBeCloseTo(centre.x + 20 * Math.cos(angle));
      expect(c.y).toBeCloseTo(centre.y + 20 * Math.sin(angle));
    });
  });

  it('shares corners between neighbours: the SE side is corners 0-1 here and 3-4 there', () => {
    const here = hexCorners(hex(0, 0), layout);
    const there = hexCorners(neighbour(hex(0, 0), 2), layout);
    expect(here[0]?.x).toBeCloseTo(there[4]?.x ?? NaN);
    expect(here[0]?.y).toBeCloseTo(there[4]?.y ?? NaN);
    expect(here[1]?.x).toBeCloseTo(there[3]?.x ?? NaN);
    expect(here[1]?.y).toBeCloseTo(there[3]?.y ?? NaN);
  });

  it('finds the tapped hex: centres, and points just inside each corner', () => {
    for (let q = -4; q <= 4; q++) {
      for (let r = -4; r <= 4; r++) {
        const h = hex(q, r);
        const c = hexToPixel(h, layout);
        expect(pixelToHex(c, layout)).toEqual(h);
        for (const corner of hexCorners(h, layout)) {
          expect(pixelToHex({ x: c.x + 0.95 * (corner.x - c.x), y: c.y + 0.95 * (corner.y - c.y) }, layout)).toEqual(h);
        }
      }
    }
  });

  it('sends a tap just past a side to the neighbour', () => {
    const c = hexToPixel(hex(0, 0), layout);
    // The S side is √3/2·size below the centre.
    expect(pixelToHex({ x: c.x, y: c.y + 10 * SQRT3 - 0.1 }, layout)).toEqual(hex(0, 0));
    expect(pixelToHex({ x: c.x, y: c.y + 10 * SQRT3 + 0.1 }, layout)).toEqual(hex(0, 1));
  });
});
