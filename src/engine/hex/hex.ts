/**
 * A hex in axial coordinates (q, r) on a flat-topped grid; the third cube coordinate is s = -q - r.
 * Maps store hexes by `hexKey` so a position is plain, saveable data.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export function hex(q: number, r: number): Hex {
  // Normalise -0 so that equal hexes always have equal keys.
  return { q: q + 0, r: r + 0 };
}

/** A hex's key, "q,r", as made by `hexKey`: how maps and records index hexes. */
export type HexKey = string;

export function hexKey(h: Hex): HexKey {
  return `${h.q},${h.r}`;
}

export function parseHexKey(key: string): Hex {
  const match = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!match) throw new RangeError(`not a hex key: "${key}" (expected "q,r")`);
  return hex(Number(match[1]), Number(match[2]));
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}
