import type { Hex } from './hex';
import { hexesWithin } from './spiral';

/** The hexes a unit in `center` could reach at `range`: 1 to `range` hexes away, nearest first. */
export function hexesInRange(center: Hex, range: number): Hex[] {
  return hexesWithin(center, range).slice(1);
}
