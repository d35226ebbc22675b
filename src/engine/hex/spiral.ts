import type { Hex } from './hex';
import { ring } from './ring';

/**
 * Every hex at most `radius` away from `center`, 1 + 3·radius·(radius + 1) of them, nearest first:
 * the centre, then each ring outwards in `ring` order (a spiral).
 */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`radius must be a whole number ≥ 0, got ${radius}`);
  const result: Hex[] = [];
  for (let k = 0; k <= radius; k++) result.push(...ring(center, k));
  return result;
}
