import { type Direction, directionTo, neighbour, opposite } from './direction';
import { type Hex, hexKey } from './hex';

/**
 * One key per shared edge: the same string whichever of the two hexes it is named from.
 * Named from the hex for which the edge is its N, NE or SE side: "q,r:N" / ":NE" / ":SE".
 */
export type HexsideKey = string;

const SIDE_NAMES: readonly string[] = ['N', 'NE', 'SE'];

export function hexsideKey(h: Hex, direction: Direction): HexsideKey {
  if (direction < 3) return `${hexKey(h)}:${SIDE_NAMES[direction]}`;
  return hexsideKey(neighbour(h, direction), opposite(direction));
}

/** The key of the edge shared by two adjacent hexes; a RangeError when they are not adjacent. */
export function hexsideBetween(a: Hex, b: Hex): HexsideKey {
  const direction = directionTo(a, b);
  if (direction === undefined) throw new RangeError(`hexes ${hexKey(a)} and ${hexKey(b)} are not adjacent`);
  return hexsideKey(a, direction);
}
