import type { Hex } from './hex';
import { hexFromOffset, offsetFromHex } from './offset';

/** Every hex of a `columns × rows` map in the odd-q layout (see offset.ts), column by column. */
export function rectangle(columns: number, rows: number): Hex[] {
  for (const [name, n] of [['columns', columns], ['rows', rows]] as const) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a whole number ≥ 1, got ${n}`);
  }
  const result: Hex[] = [];
  for (let col = 0; col < columns; col++) {
    for (let row = 0; row < rows; row++) result.push(hexFromOffset({ col, row }));
  }
  return result;
}

/** Whether a hex lies on a `columns × rows` map in the odd-q layout. */
export function inRectangle(h: Hex, columns: number, rows: number): boolean {
  const { col, row } = offsetFromHex(h);
  return col >= 0 && col < columns && row >= 0 && row < rows;
}
