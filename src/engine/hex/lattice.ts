import type { Hex } from './hex';

/**
 * An integer frame in which every hex centre and every hex corner is a lattice point, so that
 * geometry questions (does a line pass through this corner, run along this side?) are answered
 * with exact integer arithmetic.
 *
 * A flat-topped hex (q, r) has its centre at X = 3q, Y = 2r + q. Drawn at `size` (centre to
 * corner) the pixel is x = X·size/2, y = Y·size·√3/2: each axis is only scaled, which keeps
 * straight lines straight and keeps every point on the same side of a line, so an answer found
 * here holds on the drawn map. Y grows southwards, as on a screen.
 */
export interface LatticePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Corner i of a hex is its centre plus CORNER_OFFSETS[i]: east, then round the hex through
 * south (clockwise on a screen; positive turn in the cross product below). The side from
 * corner i to corner i + 1 is the hex's side in direction (i + 2) mod 6 (SE, S, SW, NW, N, NE).
 * Each offset is also the third side leaving that corner, pointing away from the hex.
 */
export const CORNER_OFFSETS: readonly LatticePoint[] = [
  { x: 2, y: 0 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: -2, y: 0 },
  { x: -1, y: -1 },
  { x: 1, y: -1 },
];

export function latticeCentre(h: Hex): LatticePoint {
  return { x: 3 * h.q, y: 2 * h.r + h.q };
}

/** The z of the cross product a × b: > 0 when b turns the positive way from a, 0 when parallel. */
export function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}
