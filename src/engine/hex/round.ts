import { type Hex, hex } from './hex';

/**
 * The hex containing a fractional axial position (cube rounding): round all three cube
 * coordinates, then recompute the one that moved most so that q + r + s stays 0.
 */
export function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return hex(rq, rr);
}
