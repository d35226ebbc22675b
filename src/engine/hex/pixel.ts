import type { Hex } from './hex';
import { CORNER_OFFSETS, type LatticePoint, latticeCentre } from './lattice';
import { roundHex } from './round';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How a flat-topped map is drawn: `size` from a hex's centre to a corner, and where hex (0,0)'s centre goes. */
export interface Layout {
  readonly size: number;
  readonly origin: Point;
}

/**
 * How far one unit of the lattice frame (lattice.ts) goes on a map drawn at `size`: across, size/2;
 * down, size·√3/2. Only scaled, so a path drawn in lattice units under this scale lies exactly on
 * the drawn hexes.
 */
export function latticeScale(size: number): Point {
  return { x: size / 2, y: (size * Math.sqrt(3)) / 2 };
}

function toPixel(p: LatticePoint, layout: Layout): Point {
  const scale = latticeScale(layout.size);
  return { x: layout.origin.x + p.x * scale.x, y: layout.origin.y + p.y * scale.y };
}

export function hexToPixel(h: Hex, layout: Layout): Point {
  return toPixel(latticeCentre(h), layout);
}

/** The six corners, starting east and going clockwise on screen (y down): E, lower right, lower left, W, … */
export function hexCorners(h: Hex, layout: Layout): Point[] {
  return CORNER_OFFSETS.map((_, i) => hexCorner(h, i, layout));
}

/** Corner i (0 to 5) of a hex, numbered as `hexCorners` numbers them. */
export function hexCorner(h: Hex, i: number, layout: Layout): Point {
  const c = latticeCentre(h);
  const o = CORNER_OFFSETS[i] as LatticePoint;
  return toPixel({ x: c.x + o.x, y: c.y + o.y }, layout);
}

/** The hex under a pixel, e.g. a tap. A point exactly on a side goes to one of its two hexes. */
export function pixelToHex(p: Point, layout: Layout): Hex {
  const q = ((p.x - layout.origin.x) * 2) / (3 * layout.size);
  const y = ((p.y - layout.origin.y) * 2) / (layout.size * Math.sqrt(3));
  return roundHex(q, (y - q) / 2);
}
