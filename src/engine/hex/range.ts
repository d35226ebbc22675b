import { distance } from './distance';
import type { Hex } from './hex';
import { hexesWithin } from './spiral';

/** Whether `to` is at most `range` hexes from `from` (counting as `distance` does; the same hex is 0). */
export function withinRange(from: Hex, to: Hex, range: number): boolean {
  return distance(from, to) <= range;
}

/** The hexes a unit in `center` could reach at `range`: 1 to `range` hexes away, nearest first. */
export function hexesInRange(center: Hex, range: number): Hex[] {
  return hexesWithin(center, range).slice(1);
}
