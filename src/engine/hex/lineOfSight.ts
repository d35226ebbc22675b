import type { Source } from '../core/source';
import { type Hex, type HexKey, hexEquals, hexKey } from './hex';
import { type HexsideKey, hexsideBetween } from './hexside';
import { type HexsideFeatures, hexsideHasAny } from './hexsideFeatures';
import { type LineTrace, type TraceStep, traceLine } from './lineTrace';
import { sharedHexKey } from './sharedKeys';
import type { SightRules } from './sightRules';
import { type ElevationLevel, type HexMap, type Terrain, terrainAt } from './terrain';

/** Something on the line that blocks it, or that the rules set aside (kept to explain the answer). */
export interface SightFinding {
  readonly source: Source;
  readonly detail: string;
  readonly hexes: readonly Hex[];
  readonly hexsides: readonly HexsideKey[];
}

export interface LineOfSight {
  readonly clear: boolean;
  /** Everything that blocks, in order from the firer; empty when the line is clear. */
  readonly blockedBy: readonly SightFinding[];
  /** Terrain and hexsides on the line that the rules say do not block, and why. */
  readonly notes: readonly SightFinding[];
  /** The exact path of the line, for drawing. */
  readonly trace: LineTrace;
  readonly fromLevel: ElevationLevel;
  readonly toLevel: ElevationLevel;
}

/** A hex's elevation for sight: the printed level, raised to the terrain's minimum. */
function sightLevel(map: HexMap, h: Hex, rules: SightRules): ElevationLevel {
  const key = hexKey(h);
  return levelOf(map, key, terrainAt(map, key), rules);
}

function levelOf(map: HexMap, key: HexKey, terrain: Terrain, rules: SightRules): ElevationLevel {
  const printed = map.levels?.[key] ?? 1;
  const least = rules.minimumLevel[terrain] ?? 1;
  return printed > least ? printed : least;
}

/**
 * Line of sight from one hex to another by a game's sight rules.
 *
 * - The line is the straight edge between the two hex centres (traced exactly, lineTrace.ts). A hex
 *   the line meets only at a corner point is not passed through and never blocks.
 * - Blocking terrain (`rules.obstacles`) between the ends blocks when it is not lower than the lower
 *   end; lower than both ends it is ignored.
 * - Any hex higher than both ends blocks; a hex at or below the higher end does not.
 * - A line running exactly along a hexside is blocked only if both hexes of that side block.
 * - The two end hexes never block; a blocking hexside (`rules.blockingHexsides`) blocks only if
 *   adjacent to neither end, and only when the line passes from one side of it to the other:
 *   touching it only at a corner, or running along its crest, does not cross it (`ridgeCrossing`).
 * - Units never block; they are not an input.
 *
 * Every finding cites the game's rule for it (`rules.cites`). The answer is symmetric: from A to B
 * is blocked exactly when from B to A is.
 */
export function lineOfSight(from: Hex, to: Hex, map: HexMap, rules: SightRules): LineOfSight {
  const trace = traceLine(from, to);
  const fromLevel = sightLevel(map, from, rules);
  const toLevel = sightLevel(map, to, rules);
  const ctx: Context = {
    map,
    rules,
    features: map.hexsides ?? {},
    from,
    to,
    fromLevel,
    toLevel,
    low: Math.min(fromLevel, toLevel),
    high: Math.max(fromLevel, toLevel),
    notes: [],
  };
  const blockedBy: SightFinding[] = [];

  for (const end of hexEquals(from, to) ? [from] : [from, to]) {
    const terrain = terrainAt(map, hexKey(end));
    if (rules.obstacles.includes(terrain)) {
      ctx.notes.push({ source: rules.cites['end-hex'], detail: `${terrain} in an end hex does not block`, hexes: [end], hexsides: [] });
    }
  }

  const steps = trace.steps;
  for (let i = 1; i < steps.length - 1; i++) {
    const step = steps[i] as TraceStep;
    if (step.kind === 'hex') {
      const found = obstruction(ctx, step.hex);
      if (found) blockedBy.push({ source: found.source, detail: found.detail, hexes: [step.hex], hexsides: [] });
      continue;
    }
    if (step.kind === 'along') {
      const [p, q] = step.between;
      const bp = obstruction(ctx, p);
      const bq = obstruction(ctx, q);
      if (bp && bq) {
        blockedBy.push({
          source: rules.cites.along,
          detail: `along a hexside between two blocking hexes (${bp.detail}; ${bq.detail})`,
          hexes: [p, q],
          hexsides: [step.hexside],
        });
      } else if (bp || bq) {
        ctx.notes.push({ source: rules.cites.along, detail: 'along a hexside with only one blocking hex beside it', hexes: [p, q], hexsides: [step.hexside] });
      }
    }
    // Steps alternate hex, move, hex: a move always has a hex on each side.
    const ridges = ridgeCrossing(ctx, (steps[i - 1] as { hex: Hex }).hex, (steps[i + 1] as { hex: Hex }).hex, step);
    if (ridges.length > 0) {
      blockedBy.push({ source: rules.cites.hexside, detail: `crosses a ${rules.blockingHexsides.join(' or ')} hexside adjacent to neither end`, hexes: [], hexsides: ridges });
    }
  }
  return { clear: blockedBy.length === 0, blockedBy, notes: ctx.notes, trace, fromLevel, toLevel };
}

/** One query's inputs and running notes, passed to the helpers below. */
interface Context {
  readonly map: HexMap;
  readonly rules: SightRules;
  readonly features: HexsideFeatures;
  readonly from: Hex;
  readonly to: Hex;
  readonly fromLevel: ElevationLevel;
  readonly toLevel: ElevationLevel;
  readonly low: number;
  readonly high: number;
  readonly notes: SightFinding[];
}

/** Why an intervening hex blocks, or undefined when it does not. */
function obstruction(ctx: Context, h: Hex): { source: Source; detail: string } | undefined {
  const key = sharedHexKey(h);
  const terrain = terrainAt(ctx.map, key);
  const level = levelOf(ctx.map, key, terrain, ctx.rules);
  if (ctx.rules.obstacles.includes(terrain)) {
    if (level >= ctx.low) return { source: ctx.rules.cites.obstacle, detail: `${terrain} at level ${level}, not below the lower end (level ${ctx.low})` };
    ctx.notes.push({ source: ctx.rules.cites['low-obstacle'], detail: `${terrain} at level ${level} is lower than both ends, so ignored`, hexes: [h], hexsides: [] });
  }
  if (level > ctx.high) return { source: ctx.rules.cites.higher, detail: `level ${level}, higher than both ends (levels ${ctx.fromLevel} and ${ctx.toLevel})` };
  return undefined;
}

/**
 * Whether the hexside between hexes x and y blocks. Those round either end hex are set aside — a
 * side is round a hex when that hex is one of its two — noting each once.
 */
function isBlockingSide(ctx: Context, key: HexsideKey, x: Hex, y: Hex): boolean {
  if (!hexsideHasAny(ctx.features, key, ctx.rules.blockingHexsides)) return false;
  const { from, to } = ctx;
  if (!hexEquals(x, from) && !hexEquals(y, from) && !hexEquals(x, to) && !hexEquals(y, to)) return true;
  if (!ctx.notes.some((n) => n.hexsides.includes(key))) {
    ctx.notes.push({ source: ctx.rules.cites.hexside, detail: `a ${ctx.rules.blockingHexsides.join(' or ')} hexside adjacent to an end hex does not block`, hexes: [], hexsides: [key] });
  }
  return false;
}

/** A side of the small map round one crossing: the two hexes it separates and its key. */
type Link = readonly [Hex, Hex, HexsideKey];

/**
 * The blocking hexsides the line passes over between hex `before` and hex `after`, or none when it
 * does not pass from one side of them to the other. Round the place where it moves on, take the
 * hexes that meet there and the sides between them; the line crosses a barrier exactly when every
 * way from `before` to `after` through those sides passes a blocking one.
 * Through a side: that side. Through a corner: the three sides meeting there (a ridge that merely
 * ends at the corner is passed by). Along a side: the five sides at its two ends and itself.
 */
function ridgeCrossing(ctx: Context, before: Hex, after: Hex, step: Exclude<TraceStep, { kind: 'hex' }>): HexsideKey[] {
  if (step.kind === 'cross') return isBlockingSide(ctx, step.hexside, before, after) ? [step.hexside] : [];
  const link = (x: Hex, y: Hex): Link => [x, y, hexsideBetween(x, y)];
  const links: Link[] =
    step.kind === 'corner'
      ? [link(before, after), link(before, step.touched), link(after, step.touched)]
      : [
          link(before, step.between[0]),
          link(before, step.between[1]),
          link(step.between[0], step.between[1]),
          link(step.between[0], after),
          link(step.between[1], after),
        ];
  const blocking = links.filter(([x, y, key]) => isBlockingSide(ctx, key, x, y));
  if (blocking.length === 0) return [];
  const reached = new Set([hexKey(before)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [x, y, key] of links) {
      const [kx, ky] = [hexKey(x), hexKey(y)];
      if (reached.has(kx) !== reached.has(ky) && !blocking.some((b) => b[2] === key)) {
        reached.add(kx);
        reached.add(ky);
        grew = true;
      }
    }
  }
  return reached.has(hexKey(after)) ? [] : blocking.map(([, , key]) => key);
}
