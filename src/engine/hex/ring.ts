import { type Direction, neighbour } from './direction';
import { type Hex, hex } from './hex';

/** Walking directions round a ring, starting from its northernmost hex and going clockwise. */
const WALK: readonly Direction[] = [2, 3, 4, 5, 0, 1];

/**
 * The hexes exactly `radius` away from `center`: 6·radius of them (just the centre for radius 0),
 * starting with the hex `radius` steps north of the centre and going clockwise.
 */
export function ring(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`ring radius must be a whole number ≥ 0, got ${radius}`);
  if (radius === 0) return [center];
  const result: Hex[] = [];
  let h = hex(center.q, center.r - radius);
  for (const direction of WALK) {
    for (let i = 0; i < radius; i++) {
      result.push(h);
      h = neighbour(h, direction);
    }
  }
  return result;
}
