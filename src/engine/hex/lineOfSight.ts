import { cite, type Source } from '../core/source';
import { type Hex, type HexKey, hexEquals, hexKey } from './hex';
import { type HexsideKey, hexsideBetween } from './hexside';
import { type HexsideFeatures, hexsideHasAny } from './hexsideFeatures';
import { type LineTrace, type TraceStep, traceLine } from './lineTrace';
import { sharedHexKey } from './sharedKeys';
import { BLUE_AND_GREY_SIGHT, type SightRules } from './sightRules';
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

const bng = (ref: string): Source => cite('bng', ref);

/** A hex's elevation for sight: the printed level, raised to the terrain's minimum (9.34). */
function sightLevel(map: HexMap, h: Hex, rules: SightRules = BLUE_AND_GREY_SIGHT): ElevationLevel {
  const key = hexKey(h);
  return levelOf(map, key, terrainAt(map, key), rules);
}

function levelOf(map: HexMap, key: HexKey, terrain: Terrain, rules: SightRules): ElevationLevel {
  const printed = map.levels?.[key] ?? 1;
  const least = rules.minimumLevel[terrain] ?? 1;
  return printed > least ? printed : least;
}

/**
 * Line of sight from one hex to another by Blue & Grey (revised) 9.31-9.37, for bombardment.
 *
 * - 9.31: the line is the straight edge between the two hex centres (traced exactly, lineTrace.ts);
 *   any intervening hex of blocking terrain blocks it. A hex the line meets only at a corner point
 *   is not passed through and never blocks.
 * - 9.33: woods, woods-rough and town hexes block when at the same or a higher level than either end
 *   (that is, not lower than the lower end).
 * - 9.34: so when both ends are elevated, blocking terrain lower than both is ignored.
 * - 9.35: any hex higher than both ends blocks (level 2 between two level-1 hexes; level 3 between
 *   level-2 hexes). A hex at or below the higher end does not ("rough by itself does not block
 *   unless both firing unit and target are at a lower elevation", 9.33).
 * - 9.32: a line running exactly along a hexside is blocked only if both hexes of that side block.
 * - 9.36: the two end hexes and the hexsides around them never block; a ridge hexside blocks only
 *   if adjacent to neither end. The line is blocked by ridges when it passes from one side of
 *   them to the other; touching a ridge only at a corner, or running along its crest, does not
 *   cross it (see `ridgeCrossing`).
 * - 9.37: units never block; they are not an input.
 *
 * The answer is symmetric: from A to B is blocked exactly when from B to A is.
 */
export function lineOfSight(from: Hex, to: Hex, map: HexMap, rules: SightRules = BLUE_AND_GREY_SIGHT): LineOfSight {
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
      ctx.notes.push({ source: bng('9.36'), detail: `${terrain} in an end hex does not block`, hexes: [end], hexsides: [] });
    }
  }

  const steps = trace.steps;
  for (let i = 1; i < steps.length - 1; i++) {
    const step = steps[i] as TraceStep;
    if (step.kind === 'hex') {
      const found = obstruction(ctx, step.hex);
      if (found) blockedBy.push({ source: bng(found.ref), detail: found.detail, hexes: [step.hex], hexsides: [] });
      continue;
    }
    if (step.kind === 'along') {
      const [p, q] = step.between;
      const bp = obstruction(ctx, p);
      const bq = obstruction(ctx, q);
      if (bp && bq) {
        blockedBy.push({
          source: bng('9.32'),
          detail: `along a hexside between two blocking hexes (${bp.detail}; ${bq.detail})`,
          hexes: [p, q],
          hexsides: [step.hexside],
        });
      } else if (bp || bq) {
        ctx.notes.push({ source: bng('9.32'), detail: 'along a hexside with only one blocking hex beside it', hexes: [p, q], hexsides: [step.hexside] });
      }
    }
    // Steps alternate hex, move, hex: a move always has a hex on each side.
    const ridges = ridgeCrossing(ctx, (steps[i - 1] as { hex: Hex }).hex, (steps[i + 1] as { hex: Hex }).hex, step);
    if (ridges.length > 0) {
      blockedBy.push({ source: bng('9.36'), detail: 'crosses a ridge hexside adjacent to neither end', hexes: [], hexsides: ridges });
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

/** Why an intervening hex blocks (9.33, 9.35), or undefined when it does not. */
function obstruction(ctx: Context, h: Hex): { ref: string; detail: string } | undefined {
  const key = sharedHexKey(h);
  const terrain = terrainAt(ctx.map, key);
  const level = levelOf(ctx.map, key, terrain, ctx.rules);
  if (ctx.rules.obstacles.includes(terrain)) {
    if (level >= ctx.low) return { ref: '9.33', detail: `${terrain} at level ${level}, not below the lower end (level ${ctx.low})` };
    ctx.notes.push({ source: bng('9.34'), detail: `${terrain} at level ${level} is lower than both ends, so ignored`, hexes: [h], hexsides: [] });
  }
  if (level > ctx.high) return { ref: '9.35', detail: `level ${level}, higher than both ends (levels ${ctx.fromLevel} and ${ctx.toLevel})` };
  return undefined;
}

/**
 * Whether the hexside between hexes x and y blocks (a ridge). 9.36 sets aside those round either
 * end hex — a side is round a hex when that hex is one of its two — noting each once.
 */
function isBlockingSide(ctx: Context, key: HexsideKey, x: Hex, y: Hex): boolean {
  if (!hexsideHasAny(ctx.features, key, ctx.rules.blockingHexsides)) return false;
  const { from, to } = ctx;
  if (!hexEquals(x, from) && !hexEquals(y, from) && !hexEquals(x, to) && !hexEquals(y, to)) return true;
  if (!ctx.notes.some((n) => n.hexsides.includes(key))) {
    ctx.notes.push({ source: bng('9.36'), detail: 'a ridge hexside adjacent to an end hex does not block', hexes: [], hexsides: [key] });
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
