import { type Direction, neighbour, opposite } from './direction';
import { type Hex, hex } from './hex';
import type { HexsideKey } from './hexside';
import { CORNER_OFFSETS, type LatticePoint, cross, latticeCentre } from './lattice';
import { sharedHexsideKey } from './sharedKeys';

/**
 * One piece of the straight line from one hex centre to another, in order.
 * Steps alternate: a hex, then how the line got into the next hex, then that hex, and so on.
 */
export type TraceStep =
  /** The line passes through this hex's interior. */
  | { readonly kind: 'hex'; readonly hex: Hex }
  /** It leaves the hex before through the inside of a side shared with the hex after. */
  | { readonly kind: 'cross'; readonly hexside: HexsideKey }
  /**
   * It leaves through a corner straight into a neighbour: `hexside` is the side between the hexes
   * before and after, which ends at that corner; `touched` is the third hex there, met at that point only.
   */
  | { readonly kind: 'corner'; readonly hexside: HexsideKey; readonly touched: Hex }
  /**
   * It runs exactly along a whole side, between the two hexes `between`, corner to corner.
   * The hexes before and after are each across a corner from that side.
   */
  | { readonly kind: 'along'; readonly hexside: HexsideKey; readonly between: readonly [Hex, Hex] };

export interface LineTrace {
  readonly steps: readonly TraceStep[];
  /** The hexes whose interior the line passes through, in order: `from` first, `to` last. */
  readonly hexes: readonly Hex[];
}

/**
 * The exact path of the straight line between the centres of two hexes.
 *
 * Walks from hex to hex. In the integer frame of lattice.ts, the sign of cross(d, corner − start),
 * d being the direction of the line, tells which side of the line each corner of the current hex
 * is on (0: on the line). Going round the corners in order (the positive way), the line enters the
 * hex where the sign turns from positive to negative and leaves where it turns from negative to
 * positive: between two corners (through a side) or at a corner whose sign is 0.
 * Every quantity is a small integer: no rounding, no epsilon.
 */
export function traceLine(from: Hex, to: Hex): LineTrace {
  const a = latticeCentre(from);
  const b = latticeCentre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // cross(d, centre + offset − a) = cross(d, centre − a) + cross(d, offset): the second term is per corner.
  const cornerTerm = CORNER_OFFSETS.map((o) => cross(dx, dy, o.x, o.y));
  const sides = [0, 0, 0, 0, 0, 0];
  const steps: TraceStep[] = [{ kind: 'hex', hex: from }];
  const hexes: Hex[] = [from];
  let current = from;

  while (current.q !== to.q || current.r !== to.r) {
    // cross(d, centre − a), with the centre at (3q, 2r + q) as in latticeCentre.
    const base = cross(dx, dy, 3 * current.q - a.x, 2 * current.r + current.q - a.y);
    for (let i = 0; i < 6; i++) sides[i] = Math.sign(base + (cornerTerm[i] as number));
    let next: Hex | undefined;
    for (let i = 0; i < 6 && next === undefined; i++) {
      const here = sides[i] as number;
      const after = sides[(i + 1) % 6] as number;
      if (here < 0 && after > 0) {
        // Through the inside of side i, into the neighbour across it.
        const direction = ((i + 2) % 6) as Direction;
        next = neighbour(current, direction);
        steps.push({ kind: 'cross', hexside: sideKey(current, next, direction) });
      } else if (here === 0 && (sides[(i + 5) % 6] as number) < 0 && after > 0) {
        next = leaveByCorner(current, i, dx, dy, steps);
      }
    }
    // Exact arithmetic guarantees an exit from every hex short of the target.
    current = next as Hex;
    steps.push({ kind: 'hex', hex: current });
    hexes.push(current);
  }
  return { steps, hexes };
}

/** The key of the side between `h` and `next`, its neighbour in `direction`, named as `hexsideKey` names it. */
function sideKey(h: Hex, next: Hex, direction: Direction): HexsideKey {
  return direction < 3 ? sharedHexsideKey(h, direction) : sharedHexsideKey(next, opposite(direction));
}

/**
 * The line leaves `current` exactly through corner k. Beyond the corner lie two neighbours, p and
 * q, whose shared side starts there pointing straight away from `current` (CORNER_OFFSETS[k]).
 * The line enters p or q, or runs along their shared side into the hex beyond its far end.
 */
function leaveByCorner(current: Hex, k: number, dx: number, dy: number, steps: TraceStep[]): Hex {
  const pDirection = ((k + 1) % 6) as Direction;
  const qDirection = ((k + 2) % 6) as Direction;
  const p = neighbour(current, pDirection);
  const q = neighbour(current, qDirection);
  const edge = CORNER_OFFSETS[k] as LatticePoint;
  const turn = cross(edge.x, edge.y, dx, dy);
  if (turn === 0) {
    // From p the side shared with q is in direction k + 3; the hex beyond it is p + q − current.
    steps.push({ kind: 'along', hexside: sharedHexsideKey(p, ((k + 3) % 6) as Direction), between: [p, q] });
    return hex(p.q + q.q - current.q, p.r + q.r - current.r);
  }
  // q's centre is on the positive-turn side of the shared side (the corners run that way round).
  const [enter, direction, touched] = turn > 0 ? [q, qDirection, p] : [p, pDirection, q];
  steps.push({ kind: 'corner', hexside: sideKey(current, enter, direction), touched });
  return enter;
}
