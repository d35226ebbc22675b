import { type Hex, type HexKey, hex, parseHexKey } from '../../engine/hex/hex';
import type { HexsideKey } from '../../engine/hex/hexside';
import type { HexsideFeature } from '../../engine/hex/hexsideFeatures';
import { type Direction, neighbour } from '../../engine/hex/direction';
import { CORNER_OFFSETS, type LatticePoint } from '../../engine/hex/lattice';
import { hexFromOffset } from '../../engine/hex/offset';
import { type Layout, type Point, hexCorners, latticeScale } from '../../engine/hex/pixel';
import { hexsideCorners } from '../../map/hexsides';
import { type MapShape, type MapState, mapColumns } from '../../map/state';
import type { MapTerrain } from '../../map/terrain';

/**
 * The map drawn as a few long SVG paths: one for the ground, one per terrain, per level, per
 * hexside feature, and the grid lines, so that a 60 × 40 map is a dozen elements rather than
 * thousands. Pure string building, no DOM.
 *
 * The first drawing of a big map runs before the JavaScript engine has optimised any of this, and
 * the browser parses every byte of path data before it can lay the map out, so both the work per
 * hex and the bytes per hex are kept small. The ground is the map's outline alone, and painted
 * hexes are filled in the lattice frame of lattice.ts, where every corner is a small whole number,
 * scaled onto the drawing by one transform. The grid is a few hundred dashed lines (GRID_DASH),
 * worked out a column at a time, not a hex at a time.
 */

/** Centre to corner, in CSS pixels at zoom 1: a hex is 55 px across its flats, above the 44 px touch target. */
const HEX_SIZE = 32;
const MARGIN = 8;
const { x: LATTICE_X, y: LATTICE_Y } = latticeScale(HEX_SIZE);

export interface Geometry {
  readonly layout: Layout;
  /** The map's first hex (a patch's centre, a grid's top-left hex): where the keyboard cursor starts. */
  readonly start: Hex;
  /** The SVG transform from the lattice frame to the drawing, for paths made in lattice units. */
  readonly lattice: string;
  /** The whole map's outline, in lattice units: the clear ground under what is painted. */
  readonly ground: string;
  /** Every hexside of the map, in pixels, as dashed lines (GRID_DASH): drawn over the painted ground. */
  readonly grid: string;
  readonly width: number;
  readonly height: number;
}

const n = (x: number): number => Math.round(x * 100) / 100;

/** A hex's outline in pixels, from its corner 0 round its corners (for the few hexes an overlay marks). */
export function hexOutline(h: Hex, layout: Layout): string {
  const [c0, c1, c2, c3, c4, c5] = hexCorners(h, layout) as [Point, Point, Point, Point, Point, Point];
  return `M${n(c0.x)} ${n(c0.y)}L${n(c1.x)} ${n(c1.y)}H${n(c2.x)}L${n(c3.x)} ${n(c3.y)}L${n(c4.x)} ${n(c4.y)}H${n(c5.x)}z`;
}

/** One path outlining all the given hexes, in pixels. */
export function hexesPath(hexes: Iterable<Hex>, layout: Layout): string {
  let d = '';
  for (const h of hexes) d += hexOutline(h, layout);
  return d;
}

/** Hexsides as one path of lines, for a game's overlay. */
export function sidesPath(keys: readonly HexsideKey[], layout: Layout): string {
  return keys
    .map((k) => {
      const [a, b] = hexsideCorners(k, layout);
      return `M${a.x} ${a.y}L${b.x} ${b.y}`;
    })
    .join('');
}

/** A column of the map in lattice units: its top hex's centre (x, y) and how many hexes go down from it, 2 apart. */
interface Column {
  readonly x: number;
  readonly y: number;
  readonly length: number;
}

/**
 * Relative steps along the zigzag between the vertical lines X = left and X = left + 1 (the
 * boundary between two columns, or a column's outer side), from a corner on it to another:
 * each step crosses to the other line and goes one unit up or down. Corners on such a zigzag
 * alternate lines with every unit of Y, so the walk ends exactly on the corner it aims at.
 */
function zigzag(left: number, from: LatticePoint, to: LatticePoint): string {
  let steps = '';
  let { x, y } = from;
  while (y !== to.y) {
    const dy = to.y > y ? 1 : -1;
    const dx = x === left ? 1 : -1;
    steps += `l${dx} ${dy}`;
    x += dx;
    y += dy;
  }
  return steps;
}

/**
 * The map's outline as one closed path in lattice units: along the columns' top sides from the
 * west, down the last column's east side, back along their bottom sides, up the first column's
 * west side. Its size grows with the map's edge, not its area.
 */
function outline(columns: readonly Column[]): string {
  const first = columns[0] as Column;
  const last = columns.at(-1) as Column;
  const bottom = (c: Column): number => c.y + 2 * c.length - 1;
  let d = `M${first.x - 1} ${first.y - 1}h2`;
  for (let i = 1; i < columns.length; i++) {
    const [a, b] = [columns[i - 1] as Column, columns[i] as Column];
    d += `${zigzag(a.x + 1, { x: a.x + 1, y: a.y - 1 }, { x: b.x - 1, y: b.y - 1 })}h2`;
  }
  d += `${zigzag(last.x + 1, { x: last.x + 1, y: last.y - 1 }, { x: last.x + 1, y: bottom(last) })}h-2`;
  for (let i = columns.length - 1; i > 0; i--) {
    const [a, b] = [columns[i - 1] as Column, columns[i] as Column];
    d += `${zigzag(a.x + 1, { x: b.x - 1, y: bottom(b) }, { x: a.x + 1, y: bottom(a) })}h-2`;
  }
  return `${d}${zigzag(first.x - 2, { x: first.x - 1, y: bottom(first) }, { x: first.x - 1, y: first.y - 1 })}z`;
}

/**
 * The grid's dashes: every hexside lies on a straight line of one of three families (level,
 * rising, falling), and along such a line sides alternate with crossings of a hex's interior
 * twice as long. So the grid is one dashed line per line that crosses the map, a side on and two
 * off, from the first side of a map hex on it to the last: a few hundred lines for a 60 × 40 map
 * rather than thousands of sides.
 */
export const GRID_DASH = `${HEX_SIZE} ${2 * HEX_SIZE}`;

/**
 * The lines of one family whose constants share a parity, from `first` on in steps of 2: along
 * each, the least and greatest lattice X of a map hex's side on it (from > to while none is).
 */
class LineSet {
  readonly from: Float64Array;
  readonly to: Float64Array;

  constructor(
    readonly first: number,
    last: number,
  ) {
    const size = ((last - first) >> 1) + 1;
    this.from = new Float64Array(size).fill(Infinity);
    this.to = new Float64Array(size).fill(-Infinity);
  }

  /** Sets the from or to of the lines a to b (same parity as `first`) to x: one native fill, not a loop. */
  set(end: 'from' | 'to', x: number, a: number, b: number): void {
    this[end].fill(x, (a - this.first) >> 1, ((b - this.first) >> 1) + 1);
  }

  /** Each line with a side on the map, from its first side to its last, as pixel path data. */
  path(point: (c: number, x: number) => string): string {
    let d = '';
    for (let i = 0; i < this.from.length; i++) {
      const [a, b, c] = [this.from[i] as number, this.to[i] as number, this.first + 2 * i];
      if (a <= b) d += `M${point(c, a)}L${point(c, b)}`;
    }
    return d;
  }
}

/**
 * The grid lines in pixels, from the map's columns in lattice units. A hex at (X, Y) has its north
 * and south sides on the level lines Y ∓ 1 (X - 1 to X + 1), its north-west and south-east sides
 * on the rising lines X + Y ∓ 2, and its south-west and north-east sides on the falling lines
 * X - Y ∓ 2 (each X ∓ 2 to X ∓ 1). X + Y is even at every centre, so rising and falling lines have
 * even constants; a column's level lines all share the parity of X + 1. A column's sides on one
 * family are then a run of consecutive lines, set at once: going east the last column to write a
 * line's end is its easternmost, going west the last to write its start is its westernmost.
 */
function gridLines(columns: readonly Column[], bounds: { minX: number; minY: number; maxX: number; maxY: number }, origin: Point): string {
  const { minX, minY, maxX, maxY } = bounds;
  const levels = [new LineSet(minY - 1, maxY + 1), new LineSet(minY, maxY + 1)];
  const rising = new LineSet((minX + minY - 2) & ~1, maxX + maxY + 2);
  const falling = new LineSet((minX - maxY - 2) & ~1, maxX - minY + 2);
  // The level lines of a column whose top centre is at Y = top start at top - 1.
  const level = (top: number): LineSet => levels[(top - minY) & 1] as LineSet;
  for (const { x, y, length } of columns) {
    const bottom = y + 2 * (length - 1);
    level(y).set('to', x + 1, y - 1, bottom + 1);
    // Within a column the south-east sides end east of the north-west ones, so they are written last.
    rising.set('to', x - 1, x + y - 2, x + bottom - 2);
    rising.set('to', x + 2, x + y + 2, x + bottom + 2);
    falling.set('to', x - 1, x - bottom - 2, x - y - 2);
    falling.set('to', x + 2, x - bottom + 2, x - y + 2);
  }
  for (let i = columns.length - 1; i >= 0; i--) {
    const { x, y, length } = columns[i] as Column;
    const bottom = y + 2 * (length - 1);
    level(y).set('from', x - 1, y - 1, bottom + 1);
    rising.set('from', x + 1, x + y + 2, x + bottom + 2);
    rising.set('from', x - 2, x + y - 2, x + bottom - 2);
    falling.set('from', x + 1, x - bottom + 2, x - y + 2);
    falling.set('from', x - 2, x - bottom - 2, x - y - 2);
  }
  const px = (x: number): number => n(origin.x + x * LATTICE_X);
  const py = (y: number): number => n(origin.y + y * LATTICE_Y);
  const flat = (y: number, x: number): string => `${px(x)} ${py(y)}`;
  return (
    (levels[0] as LineSet).path(flat) +
    (levels[1] as LineSet).path(flat) +
    rising.path((c, x) => `${px(x)} ${py(c - x)}`) +
    falling.path((c, x) => `${px(x)} ${py(x - c)}`)
  );
}

/** Where the map's hexes go: laid out so that the whole map starts at (MARGIN, MARGIN). */
export function geometry(shape: MapShape): Geometry {
  // In the lattice frame a hex's centre is X = 3q, Y = 2r + q, and a column goes down in steps of 2.
  const columns = mapColumns(shape).map(({ top, length }) => ({ x: 3 * top.q, y: 2 * top.r + top.q, length }));
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y, length } of columns) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y + 2 * (length - 1));
  }
  const origin = { x: MARGIN + HEX_SIZE - minX * LATTICE_X, y: MARGIN + LATTICE_Y - minY * LATTICE_Y };
  return {
    layout: { size: HEX_SIZE, origin },
    start: shape.kind === 'patch' ? parseHexKey(shape.center) : hexFromOffset({ col: 0, row: 0 }),
    lattice: `matrix(${LATTICE_X} 0 0 ${LATTICE_Y} ${origin.x} ${origin.y})`,
    ground: outline(columns),
    grid: gridLines(columns, { minX, minY, maxX, maxY }, origin),
    width: (maxX - minX) * LATTICE_X + 2 * (HEX_SIZE + MARGIN),
    height: (maxY - minY) * LATTICE_Y + 2 * (LATTICE_Y + MARGIN),
  };
}

/** The lattice centre of the hex with this key ("q,r", as `hexKey` writes it), read without a pattern or an object. */
function latticeOf(key: HexKey): [number, number] {
  const q = parseInt(key, 10);
  const r = parseInt(key.slice(key.indexOf(',') + 1), 10);
  return [3 * q, 2 * r + q];
}

/** The centre of the hex with this key where `hexToPixel` puts it: for every counter, so kept cheap. */
export function centreOf(g: Geometry, key: HexKey): Point {
  const [x, y] = latticeOf(key);
  return { x: g.layout.origin.x + x * LATTICE_X, y: g.layout.origin.y + y * LATTICE_Y };
}

/** The outline of one hex in lattice units, for a path drawn under `Geometry.lattice`. */
function latticeOutline(key: HexKey): string {
  const [x, y] = latticeOf(key);
  // From corner 0, east of the centre, round through the south (CORNER_OFFSETS).
  return `M${x + 2} ${y}l-1 1h-2l-1-1 1-1h2z`;
}

/** Each group's hexes outlined in lattice units, one path per group, from a record by hex key. */
function outlinesBy<V, G extends string | number>(record: Readonly<Record<HexKey, V>>, group: (value: V) => G | undefined): Map<G, string> {
  const paths = new Map<G, string>();
  for (const key in record) {
    const g = group(record[key] as V);
    if (g !== undefined) paths.set(g, (paths.get(g) ?? '') + latticeOutline(key));
  }
  return paths;
}

/** The painted hexes, one path per terrain, in lattice units (clear ground is the geometry's `ground`). */
export function terrainPaths(map: MapState): { terrain: MapTerrain; d: string }[] {
  return [...outlinesBy(map.terrain, (t) => (t === 'clear' ? undefined : t))].map(([terrain, d]) => ({ terrain, d }));
}

/** Hexes above level 1, one path per level in lattice units (each drawn as a tint over the terrain). */
export function levelPaths(map: MapState): { level: 2 | 3; d: string }[] {
  const byLevel = outlinesBy(map.levels, (level) => (level === 1 ? undefined : level));
  return ([2, 3] as const).flatMap((level) => {
    const d = byLevel.get(level);
    return d === undefined ? [] : [{ level, d }];
  });
}

/** How a feature is drawn: along the side (water, ridges), across it centre to centre (routes), or as a mark on it (crossings). */
const DRAWN_AS: Readonly<Record<HexsideFeature, 'edge' | 'route' | 'mark'>> = {
  river: 'edge',
  creek: 'edge',
  stream: 'edge',
  ridge: 'edge',
  road: 'route',
  trail: 'route',
  pike: 'route',
  railroad: 'route',
  bridge: 'mark',
  ford: 'mark',
  ferry: 'mark',
  dam: 'mark',
  breastworks: 'edge',
  trench: 'edge',
};

/** The side in direction d runs from corner d + 4 to corner d + 5 (corner i to i + 1 is the side in direction (i + 2) mod 6). */
const corner = (i: number): LatticePoint => CORNER_OFFSETS[i % 6] as LatticePoint;

/**
 * How each way of drawing a feature strokes the hexsides a key can name ("q,r:N", ":NE" or ":SE",
 * as `hexsideKey` writes them): where the stroke starts from its hex's centre, in pixels, and
 * the rest of it as a relative line. Water and ridges run along the side, routes from centre to
 * centre, and a crossing is the middle third of that.
 */
const SIDE_STROKES: Readonly<Record<'edge' | 'route' | 'mark', Readonly<Record<string, { readonly x: number; readonly y: number; readonly rest: string }>>>> = (() => {
  const stroke = (a: LatticePoint, b: LatticePoint) => ({
    x: a.x * LATTICE_X,
    y: a.y * LATTICE_Y,
    rest: `l${Math.round((b.x - a.x) * LATTICE_X * 1e3) / 1e3} ${Math.round((b.y - a.y) * LATTICE_Y * 1e3) / 1e3}`,
  });
  const byKind = { edge: {}, route: {}, mark: {} } as Record<'edge' | 'route' | 'mark', Record<string, ReturnType<typeof stroke>>>;
  (['N', 'NE', 'SE'] as const).forEach((name, d) => {
    const o = neighbour(hex(0, 0), d as Direction);
    const across = { x: 3 * o.q, y: 2 * o.r + o.q };
    byKind.edge[name] = stroke(corner(d + 4), corner(d + 5));
    byKind.route[name] = stroke({ x: 0, y: 0 }, across);
    byKind.mark[name] = stroke({ x: across.x / 3, y: across.y / 3 }, { x: (2 * across.x) / 3, y: (2 * across.y) / 3 });
  });
  return byKind;
})();

/**
 * One path per hexside feature present on the map, in pixels: each stroke is a move from its
 * hex's centre, read from the key with plain arithmetic (as `centreOf`), and a constant line.
 */
export function hexsidePaths(map: MapState, g: Geometry): { feature: HexsideFeature; d: string }[] {
  const { x: ox, y: oy } = g.layout.origin;
  const byFeature = new Map<HexsideFeature, string>();
  for (const key in map.hexsides) {
    const colon = key.indexOf(':');
    const [x, y] = latticeOf(key.slice(0, colon));
    const side = key.slice(colon + 1);
    for (const f of map.hexsides[key] ?? []) {
      const s = SIDE_STROKES[DRAWN_AS[f]][side];
      if (s === undefined) throw new RangeError(`not a hexside key: "${key}"`);
      byFeature.set(f, `${byFeature.get(f) ?? ''}M${n(ox + x * LATTICE_X + s.x)} ${n(oy + y * LATTICE_Y + s.y)}${s.rest}`);
    }
  }
  // Routes under water under marks, whatever order they were drawn in.
  const order = { route: 0, edge: 1, mark: 2 };
  return [...byFeature].map(([feature, d]) => ({ feature, d })).sort((a, b) => order[DRAWN_AS[a.feature]] - order[DRAWN_AS[b.feature]]);
}

