import { type Hex, hex } from './hex';

/** The six directions of a flat-topped hex, clockwise from north. Index = direction number. */
export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

const OFFSETS: readonly Hex[] = [hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)];

export function opposite(direction: Direction): Direction {
  return ((direction + 3) % 6) as Direction;
}

export function neighbour(h: Hex, direction: Direction): Hex {
  const o = OFFSETS[direction] as Hex;
  return hex(h.q + o.q, h.r + o.r);
}

/** The six neighbours, in direction order N, NE, SE, S, SW, NW. */
export function neighbours(h: Hex): Hex[] {
  return ([0, 1, 2, 3, 4, 5] as const).map((d) => neighbour(h, d));
}

/** The direction from `from` to an adjacent hex `to`, or undefined when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): Direction | undefined {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const index = OFFSETS.findIndex((o) => o.q === dq && o.r === dr);
  return index < 0 ? undefined : (index as Direction);
}
