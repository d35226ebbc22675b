import { describe, expect, it } from 'vitest';
import { type Direction, neighbour } from './direction';
import { hex } from './hex';
import { CORNER_OFFSETS, type LatticePoint, cross, latticeCentre } from './lattice';

const corner = (q: number, r: number, i: number): LatticePoint => {
  const c = latticeCentre(hex(q, r));
  const o = CORNER_OFFSETS[i] as LatticePoint;
  return { x: c.x + o.x, y: c.y + o.y };
};

describe('the integer lattice frame', () => {
  it('goes round each hex the positive way', () => {
    for (let i = 0; i < 6; i++) {
      const a = CORNER_OFFSETS[i] as LatticePoint;
      const b = CORNER_OFFSETS[(i + 1) % 6] as LatticePoint;
      expect(cross(a.x, a.y, b.x, b.y)).toBeGreaterThan(0);
    }
  });

  it('makes the side from corner i to corner i + 1 the side shared with the neighbour in direction i + 2', () => {
    for (let i = 0; i < 6; i++) {
      const n = neighbour(hex(2, -1), ((i + 2) % 6) as Direction);
      // The neighbour meets the same two corners, as its own corners i + 4 and i + 3.
      expect(corner(n.q, n.r, (i + 4) % 6)).toEqual(corner(2, -1, i));
      expect(corner(n.q, n.r, (i + 3) % 6)).toEqual(corner(2, -1, (i + 1) % 6));
    }
  });

  it('continues the line from a centre through a corner along the side that leaves that corner', () => {
    // Corner 0 of (0,0) is (2,0); the side beyond it runs to (4,0), between (1,-1) and (1,0).
    expect(corner(0, 0, 0)).toEqual({ x: 2, y: 0 });
    expect([corner(1, -1, 2), corner(1, -1, 1)]).toEqual([{ x: 2, y: 0 }, { x: 4, y: 0 }]);
    expect([corner(1, 0, 4), corner(1, 0, 5)]).toEqual([{ x: 2, y: 0 }, { x: 4, y: 0 }]);
  });
});
