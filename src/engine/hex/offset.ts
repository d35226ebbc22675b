import { type Hex, hex } from './hex';

/**
 * A printed map's "columns × rows" position, counted from 0 at the top-left hex.
 * Layout "odd-q": flat-topped hexes in vertical columns, odd columns (1, 3, …) sitting half a hex
 * lower than even ones — a map whose first printed column is the higher one. A label such as
 * "0612" (column 06, row 12, counted from 1) is { col: 5, row: 11 }.
 */
export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

export function offsetFromHex(h: Hex): OffsetCoord {
  // (q & 1) is 1 for odd q, negative odd q included (two's complement).
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

export function hexFromOffset(o: OffsetCoord): Hex {
  return hex(o.col, o.row - (o.col - (o.col & 1)) / 2);
}
