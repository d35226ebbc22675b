import { type Direction, neighbour, opposite } from './direction';
import { type Hex, type HexKey, hexKey } from './hex';
import { type HexsideKey, hexsideKey } from './hexside';

/**
 * `hexKey` and `hexsideKey`, but each key string is made once per position and then reused.
 * Looking a key up in a map record is several times faster with a string the JavaScript engine has
 * seen before (hashed and internalised once), and line of sight looks up dozens per query.
 * Only whole coordinates within ±LIMIT are kept, so the memory stays bounded.
 */
const LIMIT = 512;
const hexKeys = new Map<number, HexKey>();
const sideKeys = new Map<number, HexsideKey>();

function slot(h: Hex): number | undefined {
  const { q, r } = h;
  if (!Number.isInteger(q) || !Number.isInteger(r) || Math.abs(q) >= LIMIT || Math.abs(r) >= LIMIT) return undefined;
  return (q + LIMIT) * 2 * LIMIT + (r + LIMIT);
}

export function sharedHexKey(h: Hex): HexKey {
  const id = slot(h);
  if (id === undefined) return hexKey(h);
  let key = hexKeys.get(id);
  if (key === undefined) hexKeys.set(id, (key = hexKey(h)));
  return key;
}

export function sharedHexsideKey(h: Hex, direction: Direction): HexsideKey {
  // A side is named from the hex for which it is the N, NE or SE side (hexside.ts).
  if (direction >= 3) return sharedHexsideKey(neighbour(h, direction), opposite(direction));
  const id = slot(h);
  if (id === undefined) return hexsideKey(h, direction);
  let key = sideKeys.get(id * 3 + direction);
  if (key === undefined) sideKeys.set(id * 3 + direction, (key = hexsideKey(h, direction)));
  return key;
}
