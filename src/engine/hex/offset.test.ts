import { describe, expect, it } from 'vitest';
import { neighbour } from './direction';
import { hex } from './hex';
import { hexFromOffset, offsetFromHex } from './offset';

describe('odd-q offset coordinates', () => {
  it('round-trips both ways, negative columns and rows included', () => {
    for (let col = -5; col <= 5; col++) {
      for (let row = -4; row <= 4; row++) expect(offsetFromHex(hexFromOffset({ col, row }))).toEqual({ col, row });
    }
    for (let q = -5; q <= 5; q++) {
      for (let r = -4; r <= 4; r++) expect(hexFromOffset(offsetFromHex(hex(q, r)))).toEqual(hex(q, r));
    }
  });

  it('puts odd columns half a hex lower: the SE neighbour of an even column is in the same row', () => {
    const even = hexFromOffset({ col: 2, row: 3 });
    expect(offsetFromHex(neighbour(even, 2))).toEqual({ col: 3, row: 3 });
    expect(offsetFromHex(neighbour(even, 1))).toEqual({ col: 3, row: 2 });
    const odd = hexFromOffset({ col: 3, row: 3 });
    expect(offsetFromHex(neighbour(odd, 2))).toEqual({ col: 4, row: 4 });
    expect(offsetFromHex(neighbour(odd, 1))).toEqual({ col: 4, row: 3 });
  });

  it('keeps a column straight down: the S neighbour is the next row', () => {
    expect(offsetFromHex(neighbour(hexFromOffset({ col: 7, row: 0 }), 3))).toEqual({ col: 7, row: 1 });
  });
});
