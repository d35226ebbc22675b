import { DIRECTION_NAMES, type Direction, neighbour } from '../engine/hex/direction';
import { type Hex, parseHexKey } from '../engine/hex/hex';
import { type HexsideKey, hexsideKey } from '../engine/hex/hexside';
import { type Layout, type Point, hexCorner, hexToPixel, pixelToHex } from '../engine/hex/pixel';

/**
 * A whole number as `hexKey` writes it: no leading zeros, no "-0". Saved keys must be written so,
 * or one hex could be saved under two keys ("1,0" and "01,0") and read as two.
 */
const WHOLE = '(?:0|-?[1-9]\\d*)';

/** A hex key exactly as `hexKey` writes it, "q,r". */
export const HEX_KEY_PATTERN = new RegExp(`^${WHOLE},${WHOLE}$`);

/** A hexside key exactly as `hexsideKey` writes it: the hex it is named from, then its N, NE or SE side. */
export const HEXSIDE_KEY_PATTERN = new RegExp(`^(${WHOLE},${WHOLE}):(N|NE|SE)$`);

function parseSide(key: HexsideKey): { from: Hex; direction: Direction } {
  const match = HEXSIDE_KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`not a hexside key: "${key}" (expected "q,r:N", ":NE" or ":SE")`);
  return { from: parseHexKey(match[1] as string), direction: DIRECTION_NAMES.indexOf(match[2] as 'N' | 'NE' | 'SE') as Direction };
}

/** The two hexes a hexside separates: the hex its key names, then the neighbour across it. */
export function hexsideEnds(key: HexsideKey): [Hex, Hex] {
  const { from, direction } = parseSide(key);
  return [from, neighbour(from, direction)];
}

export interface PickedSide {
  readonly hex: Hex;
  readonly direction: Direction;
  readonly key: HexsideKey;
}

/**
 * The side of the tapped hex nearest a point. Each side faces one neighbour and all six
 * neighbours' centres are equally far, so the nearest side is the one whose neighbour's direction
 * has the largest dot product with the point's offset from the centre (distance to a side =
 * apothem − that projection).
 */
export function nearestHexside(p: Point, layout: Layout): PickedSide {
  const h = pixelToHex(p, layout);
  const c = hexToPixel(h, layout);
  let best: Direction = 0;
  let bestDot = -Infinity;
  for (const d of [0, 1, 2, 3, 4, 5] as const) {
    const n = hexToPixel(neighbour(h, d), layout);
    const dot = (p.x - c.x) * (n.x - c.x) + (p.y - c.y) * (n.y - c.y);
    if (dot > bestDot) [best, bestDot] = [d, dot];
  }
  return { hex: h, direction: best, key: hexsideKey(h, best) };
}

/**
 * The two corners a hexside runs between. Corner i to i + 1 of a hex is its side in direction
 * (i + 2) mod 6 (src/engine/hex/lattice.ts), so the side in direction d is corners d + 4 and d + 5.
 */
export function hexsideCorners(key: HexsideKey, layout: Layout): [Point, Point] {
  const { from, direction } = parseSide(key);
  return [hexCorner(from, (direction + 4) % 6, layout), hexCorner(from, (direction + 5) % 6, layout)];
}
