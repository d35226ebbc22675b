import { describe, expect, it } from 'vitest';
import { nextUint32, seedFromWords } from '../core/rng';
import { neighbour } from './direction';
import { distance } from './distance';
import { type Hex, hex, hexKey } from './hex';
import { hexsideBetween, hexsideKey } from './hexside';
import { CORNER_OFFSETS, cross, latticeCentre } from './lattice';
import { type LineTrace, traceLine } from './lineTrace';
import { rectangle } from './rectangle';
import { roundHex } from './round';

/** A seeded stream of whole numbers below n. */
function numbers(seed: number): (n: number) => number {
  let state = seedFromWords(seed);
  return (n) => {
    const [x, next] = nextUint32(state);
    state = next;
    return x % n;
  };
}

const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);
const touchesCorners = (t: LineTrace): boolean => t.steps.some((s) => s.kind === 'corner' || s.kind === 'along');

/**
 * An independent oracle: test every hex near the segment with integer arithmetic and sort it into
 * crossed (segment passes through its interior), along (a side lies on the segment) and
 * corner-only (one corner on the segment, nothing more).
 */
function classify(from: Hex, to: Hex): { crossed: Set<string>; along: Set<string>; cornerOnly: Set<string> } {
  const a = latticeCentre(from);
  const b = latticeCentre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const crossed = new Set<string>();
  const along = new Set<string>();
  const cornerOnly = new Set<string>();
  const qs = [from.q, to.q].sort((x, y) => x - y);
  const rs = [from.r, to.r].sort((x, y) => x - y);
  const pad = Math.abs(from.q - to.q) + 2;
  for (let q = (qs[0] as number) - 1; q <= (qs[1] as number) + 1; q++) {
    for (let r = (rs[0] as number) - pad; r <= (rs[1] as number) + pad; r++) {
      const h = hex(q, r);
      const c = latticeCentre(h);
      const corners = CORNER_OFFSETS.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
      const side = corners.map((p) => Math.sign(cross(dx, dy, p.x - a.x, p.y - a.y)));
      // Position along the segment as a multiple of |d|²: 0 at the start, length2 at the end.
      const along2 = corners.map((p) => dx * (p.x - a.x) + dy * (p.y - a.y));
      const onSegment = (i: number): boolean => side[i] === 0 && (along2[i] as number) >= 0 && (along2[i] as number) <= length2;
      if (side.some((s) => s > 0) && side.some((s) => s < 0)) {
        // The line crosses the interior; the chord lies inside the segment unless it is beyond an end.
        // Where the line meets the boundary, as num/den multiples of |d|² along it.
        const hits: number[] = [];
        for (let i = 0; i < 6; i++) {
          const j = (i + 1) % 6;
          const si = cross(dx, dy, (corners[i] as { x: number }).x - a.x, (corners[i] as { y: number }).y - a.y);
          const sj = cross(dx, dy, (corners[j] as { x: number }).x - a.x, (corners[j] as { y: number }).y - a.y);
          if (si === sj || Math.sign(si) === Math.sign(sj)) continue;
          hits.push(((along2[i] as number) * -sj + si * (along2[j] as number)) / (si - sj));
        }
        const middle = (Math.min(...hits) + Math.max(...hits)) / 2;
        if (middle > 0 && middle < length2) crossed.add(hexKey(h));
        else if (hexKey(h) === hexKey(from) || hexKey(h) === hexKey(to)) crossed.add(hexKey(h));
        continue;
      }
      for (let i = 0; i < 6; i++) {
        if (onSegment(i) && onSegment((i + 1) % 6)) along.add(hexsideKey(h, ((i + 2) % 6) as 0 | 1 | 2 | 3 | 4 | 5));
      }
      const touching = [0, 1, 2, 3, 4, 5].filter(onSegment);
      if (touching.length === 1) cornerOnly.add(hexKey(h));
    }
  }
  return { crossed, along, cornerOnly };
}

describe('traceLine', () => {
  it('is the hex itself for a line of no length', () => {
    expect(traceLine(hex(2, 3), hex(2, 3))).toEqual({ steps: [{ kind: 'hex', hex: hex(2, 3) }], hexes: [hex(2, 3)] });
  });

  it('goes straight down a column and along a diagonal row, side by side', () => {
    expect(keys(traceLine(hex(0, 0), hex(0, 3)).hexes)).toEqual(['0,0', '0,1', '0,2', '0,3']);
    const t = traceLine(hex(0, 0), hex(3, 0));
    expect(keys(t.hexes)).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(t.steps[1]).toEqual({ kind: 'cross', hexside: hexsideBetween(hex(0, 0), hex(1, 0)) });
  });

  it('runs exactly along a hexside when aimed between two hexes', () => {
    // (0,0) to (2,-1): the line leaves through a corner and follows the side between (1,-1) and (1,0).
    const t = traceLine(hex(0, 0), hex(2, -1));
    expect(t.steps).toEqual([
      { kind: 'hex', hex: hex(0, 0) },
      { kind: 'along', hexside: hexsideBetween(hex(1, -1), hex(1, 0)), between: [hex(1, -1), hex(1, 0)] },
      { kind: 'hex', hex: hex(2, -1) },
    ]);
    // The other family of hexside directions, and a line along two sides in turn.
    expect(traceLine(hex(0, 0), hex(1, 1)).steps[1]).toMatchObject({ kind: 'along', hexside: hexsideBetween(hex(1, 0), hex(0, 1)) });
    expect(traceLine(hex(0, 0), hex(4, -2)).steps.map((s) => s.kind)).toEqual(['hex', 'along', 'hex', 'along', 'hex']);
  });

  it('passes through a corner without running along a side', () => {
    // In the lattice frame the line is (0,0) → (15,3); it meets corners at (5,1) and (10,2).
    const t = traceLine(hex(0, 0), hex(5, -1));
    expect(keys(t.hexes)).toEqual(['0,0', '1,0', '2,0', '3,-1', '4,-1', '5,-1']);
    expect(t.steps.filter((s) => s.kind === 'corner')).toEqual([
      { kind: 'corner', hexside: hexsideBetween(hex(1, 0), hex(2, 0)), touched: hex(2, -1) },
      { kind: 'corner', hexside: hexsideBetween(hex(3, -1), hex(4, -1)), touched: hex(3, 0) },
    ]);
  });

  it('gives the same path backwards', () => {
    const next = numbers(7);
    const map = rectangle(60, 40);
    for (let i = 0; i < 500; i++) {
      const a = map[next(map.length)] as Hex;
      const b = map[next(map.length)] as Hex;
      const forwards = traceLine(a, b);
      const backwards = traceLine(b, a);
      expect(keys(backwards.hexes)).toEqual(keys(forwards.hexes).reverse());
      expect(backwards.steps.map((s) => (s.kind === 'hex' ? s.kind : s.hexside))).toEqual(
        forwards.steps.map((s) => (s.kind === 'hex' ? s.kind : s.hexside)).reverse(),
      );
    }
  });

  it('over random pairs on a 60 × 40 map: from first, to last, contiguous, at least distance + 1 hexes', () => {
    const next = numbers(2024);
    const map = rectangle(60, 40);
    const problems: string[] = [];
    let cornered = 0;
    let clipped = 0;
    for (let i = 0; i < 3000; i++) {
      const a = map[next(map.length)] as Hex;
      const b = map[next(map.length)] as Hex;
      const t = traceLine(a, b);
      const fail = (what: string): number => problems.push(`${hexKey(a)} → ${hexKey(b)}: ${what}`);
      const path = keys(t.hexes);
      if (path[0] !== hexKey(a) || path[path.length - 1] !== hexKey(b)) fail('does not run from first to last');
      if (new Set(path).size !== path.length) fail('visits a hex twice');
      for (let s = 1; s < t.steps.length; s += 2) {
        const before = t.steps[s - 1];
        const move = t.steps[s];
        const after = t.steps[s + 1];
        if (before?.kind !== 'hex' || after?.kind !== 'hex' || move === undefined || move.kind === 'hex') {
          fail('steps do not alternate');
        } else if (move.kind === 'along') {
          // Across the corners of that side: two apart, each side hex next to both.
          const ok = distance(before.hex, after.hex) === 2 && move.between.every((h) => distance(before.hex, h) === 1 && distance(after.hex, h) === 1);
          if (!ok) fail(`along ${move.hexside} does not join its neighbours`);
        } else if (hexsideBetween(before.hex, after.hex) !== move.hexside) {
          fail(`${move.kind} ${move.hexside} is not between its neighbours`);
        }
      }
      const d = distance(a, b);
      if (touchesCorners(t)) {
        cornered++;
        continue;
      }
      // Exactly distance + 1 only if the line clips no hex near a corner; the usual sampled hex line
      // (d + 1 points, rounded) picks one hex per point, and every one of them is on the exact path.
      if (t.hexes.length < d + 1) fail(`${t.hexes.length} hexes for distance ${d}`);
      if (t.hexes.length > d + 1) clipped++;
      const onPath = new Set(path);
      for (let k = 0; k <= d; k++) {
        const sample = roundHex(a.q + ((b.q - a.q) * k) / Math.max(d, 1), a.r + ((b.r - a.r) * k) / Math.max(d, 1));
        if (!onPath.has(hexKey(sample))) fail(`sampled hex ${hexKey(sample)} is not on the path`);
      }
    }
    expect(problems).toEqual([]);
    expect(cornered).toBeGreaterThan(50);
    expect(clipped).toBeGreaterThan(50);
  });

  it('passes through every hex a straight edge clips, even a sliver near a corner', () => {
    // From (0,0) to (-12,-1) the line passes 0.05 of a hex side inside the corner of (-4,-1)
    // shared with (-4,0) and (-5,0): 18 hexes for a distance of 13.
    const t = traceLine(hex(0, 0), hex(-12, -1));
    expect(keys(t.hexes).slice(4, 8)).toEqual(['-4,0', '-4,-1', '-5,0', '-5,-1']);
    expect(t.hexes).toHaveLength(18);
  });

  it('agrees exactly with a hex-by-hex oracle, corners and sides included', () => {
    const next = numbers(99);
    const problems: string[] = [];
    let corners = 0;
    let sides = 0;
    for (let i = 0; i < 300; i++) {
      // Short lines meet corners often; long ones test the walk over distance.
      const reach = i % 3 === 0 ? 30 : 6;
      const a = hex(next(20), next(20));
      const b = hex(a.q + next(2 * reach + 1) - reach, a.r + next(2 * reach + 1) - reach);
      if (hexKey(a) === hexKey(b)) continue;
      const t = traceLine(a, b);
      const oracle = classify(a, b);
      const alongSides = t.steps.flatMap((s) => (s.kind === 'along' ? [s.hexside] : []));
      // Hexes met at one corner only; the two beside a side the line runs along have two corners on it.
      const touched = t.steps.flatMap((s) => (s.kind === 'corner' ? [hexKey(s.touched)] : []));
      const same = (x: readonly string[], y: Set<string>): boolean => x.length === y.size && x.every((k) => y.has(k));
      if (!same(keys(t.hexes), oracle.crossed) || !same(alongSides, oracle.along) || !same(touched, oracle.cornerOnly)) {
        problems.push(`${hexKey(a)} → ${hexKey(b)}`);
      }
      corners += touched.length;
      sides += alongSides.length;
    }
    expect(problems).toEqual([]);
    expect(corners).toBeGreaterThan(20);
    expect(sides).toBeGreaterThan(20);
  });

  it('names the side it crosses from either hex the same way', () => {
    const t = traceLine(hex(0, 0), hex(0, 2));
    expect(t.steps[1]).toEqual({ kind: 'cross', hexside: hexsideKey(neighbour(hex(0, 0), 3), 0) });
  });
});
