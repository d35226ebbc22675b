import { describe, expect, it } from 'vitest';
import { nextUint32, seedFromWords } from '../../core/rng';
import { neighbours } from '../../hex/direction';
import { type Hex, hex, hexKey } from '../../hex/hex';
import { hexsideBetween } from '../../hex/hexside';
import type { HexsideFeatures } from '../../hex/hexsideFeatures';
import type { SightFinding } from '../../hex/lineOfSight';
import { bngSight as lineOfSight } from './sight';
import { rectangle } from '../../hex/rectangle';
import { type ElevationLevel, type HexMap, TERRAINS, type Terrain } from '../../hex/terrain';

const k = (q: number, r: number): string => hexKey(hex(q, r));
const ridgesOn = (...pairs: [Hex, Hex][]): HexsideFeatures => Object.fromEntries(pairs.map(([a, b]) => [hexsideBetween(a, b), ['ridge']]));
const refs = (findings: readonly SightFinding[]): string[] => findings.map((f) => f.source.ref);

// A straight line: (0,0) (1,0) (2,0) (3,0), crossing three sides.
const a = hex(0, 0);
const b = hex(3, 0);

describe('line of sight, Blue & Grey 9.31: blocking terrain between', () => {
  it('is clear over open ground, and traces the hexes for drawing', () => {
    const los = lineOfSight(a, b, {});
    expect(los.clear).toBe(true);
    expect(los.blockedBy).toEqual([]);
    expect(los.trace.hexes.map(hexKey)).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect([los.fromLevel, los.toLevel]).toEqual([1, 1]);
  });

  it('is blocked by woods or a town in an intervening hex, and says which hex and which rule', () => {
    const los = lineOfSight(a, b, { terrain: { [k(2, 0)]: 'woods' } });
    expect(los.clear).toBe(false);
    expect(los.blockedBy).toEqual([
      { source: { game: 'bng', ref: '9.33' }, detail: 'woods at level 1, not below the lower end (level 1)', hexes: [hex(2, 0)], hexsides: [] },
    ]);
    expect(lineOfSight(a, b, { terrain: { [k(1, 0)]: 'town' } }).blockedBy[0]?.hexes).toEqual([hex(1, 0)]);
    expect(lineOfSight(a, b, { terrain: { [k(1, 0)]: 'woods-rough' } }).clear).toBe(false);
  });

  it('lists every block in order from the firer', () => {
    const los = lineOfSight(a, b, { terrain: { [k(1, 0)]: 'town', [k(2, 0)]: 'woods' } });
    expect(los.blockedBy.map((f) => f.hexes.map(hexKey))).toEqual([['1,0'], ['2,0']]);
  });

  it('is blocked by a woods hex whose corner the straight edge clips', () => {
    // (0,0) → (-12,-1) passes a twentieth of a side inside the corner of (-4,-1).
    expect(lineOfSight(a, hex(-12, -1), { terrain: { [k(-4, -1)]: 'woods' } }).blockedBy[0]?.hexes).toEqual([hex(-4, -1)]);
  });

  it('ignores a hex the line meets only at a corner point', () => {
    // (0,0) → (5,-1) goes from (1,0) into (2,0) through the corner they share with (2,-1).
    const to = hex(5, -1);
    expect(lineOfSight(a, to, { terrain: { [k(2, -1)]: 'woods', [k(3, 0)]: 'town' } }).clear).toBe(true);
    expect(lineOfSight(a, to, { terrain: { [k(2, 0)]: 'woods' } }).clear).toBe(false);
  });

  it('is clear from and into the same hex', () => {
    expect(lineOfSight(a, a, { terrain: { [k(0, 0)]: 'woods' } }).clear).toBe(true);
  });
});

describe('9.32: a line exactly along a hexside', () => {
  // (0,0) → (2,-1) runs along the side between (1,-1) and (1,0).
  const to = hex(2, -1);
  const side = hexsideBetween(hex(1, -1), hex(1, 0));

  it('is clear when only one of the two hexes blocks, either one, and says so', () => {
    for (const woods of [k(1, -1), k(1, 0)]) {
      const los = lineOfSight(a, to, { terrain: { [woods]: 'woods' } });
      expect(los.clear).toBe(true);
      expect(los.notes).toEqual([
        { source: { game: 'bng', ref: '9.32' }, detail: 'along a hexside with only one blocking hex beside it', hexes: [hex(1, -1), hex(1, 0)], hexsides: [side] },
      ]);
    }
  });

  it('is blocked when both hexes block, for whatever reason each', () => {
    const both = lineOfSight(a, to, { terrain: { [k(1, -1)]: 'woods', [k(1, 0)]: 'town' } });
    expect(both.clear).toBe(false);
    expect(both.blockedBy).toHaveLength(1);
    expect(both.blockedBy[0]).toMatchObject({ source: { game: 'bng', ref: '9.32' }, hexes: [hex(1, -1), hex(1, 0)], hexsides: [side] });
    const mixed = lineOfSight(a, to, { terrain: { [k(1, -1)]: 'woods' }, levels: { [k(1, 0)]: 2 } });
    expect(mixed.clear).toBe(false);
  });

  it('in each of the six directions that run along a side: one blocking hex beside it never blocks, two always do', () => {
    const at = hex(4, -1);
    for (const [dq, dr] of [[2, -1], [1, 1], [-1, 2], [-2, 1], [-1, -1], [1, -2]] as const) {
      const target = hex(at.q + dq, at.r + dr);
      // The two hexes beside the line: the only hexes adjacent to both ends.
      const beside = neighbours(at).filter((n) => neighbours(target).some((m) => hexKey(m) === hexKey(n)));
      expect(beside).toHaveLength(2);
      const [p, q] = beside.map(hexKey) as [string, string];
      const where = `${dq},${dr}`;
      expect(lineOfSight(at, target, { terrain: { [p]: 'woods' } }).clear, where).toBe(true);
      expect(lineOfSight(at, target, { terrain: { [q]: 'town' } }).clear, where).toBe(true);
      expect(lineOfSight(at, target, { terrain: { [p]: 'woods', [q]: 'town' } }).clear, where).toBe(false);
      expect(lineOfSight(at, target, { levels: { [p]: 2, [q]: 3 } }).clear, where).toBe(false);
    }
  });

  it('along two sides in turn: blocked only where both hexes beside one side block', () => {
    // (0,0) → (4,-2) runs along the side between (1,-1) and (1,0), through (2,-1), then between (3,-2) and (3,-1).
    const to = hex(4, -2);
    expect(lineOfSight(a, to, { terrain: { [k(1, -1)]: 'woods', [k(3, -1)]: 'woods' } }).clear).toBe(true);
    expect(lineOfSight(a, to, { terrain: { [k(3, -2)]: 'woods', [k(3, -1)]: 'town' } }).clear).toBe(false);
    expect(lineOfSight(a, to, { terrain: { [k(2, -1)]: 'woods' } }).blockedBy.map((f) => f.source.ref)).toEqual(['9.33']);
  });

  it('gives the same answer the other way round', () => {
    expect(lineOfSight(to, a, { terrain: { [k(1, -1)]: 'woods' } }).clear).toBe(true);
    expect(lineOfSight(to, a, { terrain: { [k(1, -1)]: 'woods', [k(1, 0)]: 'woods' } }).clear).toBe(false);
  });
});

describe('9.33-9.35: elevation', () => {
  const between = (terrain: Terrain | undefined, level: ElevationLevel, fromLevel: ElevationLevel, toLevel: ElevationLevel, fromTerrain?: Terrain): HexMap => ({
    terrain: { ...(terrain ? { [k(2, 0)]: terrain } : {}), ...(fromTerrain ? { [k(0, 0)]: fromTerrain } : {}) },
    levels: { [k(0, 0)]: fromLevel, [k(2, 0)]: level, [k(3, 0)]: toLevel },
  });

  it('9.33: woods block when on the same or a higher level than either end', () => {
    expect(lineOfSight(a, b, between('woods', 1, 1, 2)).clear).toBe(false);
    expect(lineOfSight(a, b, between('woods', 2, 2, 2)).clear).toBe(false);
    expect(lineOfSight(a, b, between('woods', 2, 2, 3)).clear).toBe(false);
  });

  it('9.34: when both ends are elevated, blocking terrain lower than both is ignored', () => {
    const los = lineOfSight(a, b, between('woods', 1, 2, 2));
    expect(los.clear).toBe(true);
    expect(refs(los.notes)).toEqual(['9.34']);
    expect(lineOfSight(a, b, between('town', 2, 3, 3)).clear).toBe(true);
    // Rough ground is elevated terrain in itself: rough to rough sees over level-1 woods.
    const roughEnds: HexMap = { terrain: { [k(0, 0)]: 'rough', [k(2, 0)]: 'woods', [k(3, 0)]: 'woods-rough' } };
    expect(lineOfSight(a, b, roughEnds).clear).toBe(true);
    expect([lineOfSight(a, b, roughEnds).fromLevel, lineOfSight(a, b, roughEnds).toLevel]).toEqual([2, 2]);
  });

  it('9.35: an elevated hex blocks sight between two non-elevated hexes', () => {
    const clearLevel2 = lineOfSight(a, b, between(undefined, 2, 1, 1));
    expect(refs(clearLevel2.blockedBy)).toEqual(['9.35']);
    expect(lineOfSight(a, b, between('rough', 1, 1, 1)).clear).toBe(false);
  });

  it('9.33/9.35: rough by itself does not block unless both ends are lower', () => {
    expect(lineOfSight(a, b, between('rough', 1, 1, 2)).clear).toBe(true);
    expect(lineOfSight(a, b, between('rough', 1, 2, 2)).clear).toBe(true);
  });

  it('9.35: a hex even higher than both elevated ends blocks; one no higher than an end does not', () => {
    expect(refs(lineOfSight(a, b, between(undefined, 3, 2, 2)).blockedBy)).toEqual(['9.35']);
    expect(lineOfSight(a, b, between(undefined, 2, 2, 2)).clear).toBe(true);
    expect(lineOfSight(a, b, between(undefined, 3, 2, 3)).clear).toBe(true);
  });

  it('raises rough to level 2 but keeps a higher printed level', () => {
    const los = lineOfSight(a, b, { terrain: { [k(0, 0)]: 'rough' }, levels: { [k(0, 0)]: 3 } });
    expect(los.fromLevel).toBe(3);
  });
});

describe('9.36: end hexes and ridges', () => {
  it('never counts the terrain of the firer’s or the target’s hex', () => {
    const los = lineOfSight(a, b, { terrain: { [k(0, 0)]: 'woods', [k(3, 0)]: 'town' } });
    expect(los.clear).toBe(true);
    expect(refs(los.notes)).toEqual(['9.36', '9.36']);
  });

  it('is blocked by a ridge hexside crossed away from both ends, and says which', () => {
    const side = hexsideBetween(hex(1, 0), hex(2, 0));
    const los = lineOfSight(a, b, { hexsides: { [side]: ['ridge'] } });
    expect(los.blockedBy).toEqual([
      { source: { game: 'bng', ref: '9.36' }, detail: 'crosses a ridge hexside adjacent to neither end', hexes: [], hexsides: [side] },
    ]);
  });

  it('ignores a ridge hexside adjacent to the firer or the target', () => {
    for (const [x, y] of [[hex(0, 0), hex(1, 0)], [hex(2, 0), hex(3, 0)]] as [Hex, Hex][]) {
      const los = lineOfSight(a, b, { hexsides: ridgesOn([x, y]) });
      expect(los.clear).toBe(true);
      expect(los.notes).toMatchObject([{ source: { ref: '9.36' }, hexsides: [hexsideBetween(x, y)] }]);
    }
  });

  it('through a corner: blocked only when the ridge carries on past the corner', () => {
    // (0,0) → (5,-1) goes from (1,0) into (2,0) through the corner they share with (2,-1).
    const to = hex(5, -1);
    const p = hex(1, 0);
    const n = hex(2, 0);
    const t = hex(2, -1);
    expect(lineOfSight(a, to, { hexsides: ridgesOn([p, n]) }).clear).toBe(true);
    expect(lineOfSight(a, to, { hexsides: ridgesOn([p, t], [n, t]) }).clear).toBe(true);
    const bent = lineOfSight(a, to, { hexsides: ridgesOn([p, n], [p, t]) });
    expect(bent.clear).toBe(false);
    expect(bent.blockedBy[0]?.hexsides).toEqual([hexsideBetween(p, n), hexsideBetween(p, t)]);
  });

  it('along a ridge: following its crest does not cross it; leaving on the other side does', () => {
    // (0,0) → (6,-3) runs along the side between q = (3,-2) and r = (3,-1), from p = (2,-1) to s = (4,-2).
    const to = hex(6, -3);
    const [p, q, r, s] = [hex(2, -1), hex(3, -2), hex(3, -1), hex(4, -2)];
    expect(lineOfSight(a, to, { hexsides: ridgesOn([q, r]) }).clear).toBe(true);
    expect(lineOfSight(a, to, { hexsides: ridgesOn([p, q], [q, r]) }).clear).toBe(true);
    expect(lineOfSight(a, to, { hexsides: ridgesOn([p, q], [q, r], [r, s]) }).clear).toBe(false);
    expect(lineOfSight(a, to, { hexsides: ridgesOn([p, q], [p, r]) }).clear).toBe(false);
  });
});

describe('symmetry over random maps', () => {
  it('gives the same answer, and the same blocks, from either end (60 × 40 map, random pairs)', () => {
    let state = seedFromWords(31);
    const next = (n: number): number => {
      const [x, after] = nextUint32(state);
      state = after;
      return x % n;
    };
    const hexes = rectangle(60, 40);
    const terrain: Record<string, Terrain> = {};
    const levels: Record<string, ElevationLevel> = {};
    const hexsides: Record<string, ['ridge']> = {};
    for (const h of hexes) {
      if (next(3) === 0) terrain[hexKey(h)] = TERRAINS[next(TERRAINS.length)] as Terrain;
      levels[hexKey(h)] = (1 + next(3)) as ElevationLevel;
      if (next(8) === 0) hexsides[hexsideBetween(h, hex(h.q, h.r + 1))] = ['ridge'];
      if (next(8) === 0) hexsides[hexsideBetween(h, hex(h.q + 1, h.r))] = ['ridge'];
    }
    const map: HexMap = { terrain, levels, hexsides };
    const summary = (findings: readonly SightFinding[]): string[] =>
      findings.map((f) => `${f.source.ref} ${f.hexes.map(hexKey).sort().join(' ')} ${[...f.hexsides].sort().join(' ')}`).sort();
    const problems: string[] = [];
    let clear = 0;
    for (let i = 0; i < 2000; i++) {
      const x = hexes[next(hexes.length)] as Hex;
      // Mostly short lines, where both answers are common.
      const y = i % 4 === 0 ? (hexes[next(hexes.length)] as Hex) : hex(x.q + next(9) - 4, x.r + next(9) - 4);
      const there = lineOfSight(x, y, map);
      const back = lineOfSight(y, x, map);
      if (there.clear) clear++;
      if (there.clear !== back.clear || summary(there.blockedBy).join('|') !== summary(back.blockedBy).join('|')) {
        problems.push(`${hexKey(x)} ↔ ${hexKey(y)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(clear).toBeGreaterThan(200);
    expect(clear).toBeLessThan(1800);
  });
});
