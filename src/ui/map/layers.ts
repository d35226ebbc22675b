import { type Hex, type HexKey, hex, parseHexKey } from '../../engine/hex/hex';
import type { HexsideKey } from '../../engine/hex/hexside';
import type { HexsideFeature } from '../../engine/hex/hexsideFeatures';
import { type Direction, neighbour } from '../../engine/hex/direction';
import { CORNER_OFFSETS, type LatticePoint } from '../../engine/hex/lattice';
import { hexFromOffset } from '../../engine/hex/offset';
import { type Layout, type Point, hexCorners, hexToPixel, latticeScale } from '../../engine/hex/pixel';
import { type MapShape, type MapState, mapColumns } from '../../map/state';
import type { MapTerrain } from '../../map/terrain';

/**
 * The map drawn as a few long SVG paths: one for the ground, one per terrain, per level, per
 * hexside feature, and the grid lines, so that a 60 × 40 map is a dozen elements rather than
 * thousands. Pure string building, no DOM.
 *
 * The first drawing of a big map runs before the JavaScript engine has optimised any of this, so
 * the work per hex is kept to a minimum: the ground and the grid are built a column at a time
 * from one repeated string, and painted hexes are filled in the lattice frame of lattice.ts, where
 * every corner is a small whole number, scaled onto the drawing by one transform.
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
  /** Every hex of the map filled, in lattice units: the clear ground under what is painted. */
  readonly ground: string;
  /** Every hex's outline, in pixels: the grid lines, drawn over the painted ground. */
  readonly grid: string;
  readonly width: number;
  readonly height: number;
}

const n = (x: number): number => Math.round(x * 100) / 100;

/**
 * The relative steps round a hex from its corner 0 back to it, given its corners: "h" for a level
 * side, and a slanting side after another carries on the "l". The same for every hex of a size.
 */
function stepsRound(corners: readonly Point[]): string {
  let steps = '';
  let slanting = false;
  for (let i = 1; i < 6; i++) {
    const [dx, dy] = [n((corners[i] as Point).x - (corners[i - 1] as Point).x), n((corners[i] as Point).y - (corners[i - 1] as Point).y)];
    steps += dy === 0 ? `h${dx}` : `${slanting ? ' ' : 'l'}${dx} ${dy}`;
    slanting = dy !== 0;
  }
  return `${steps}z`;
}

/** A hex's outline in pixels: a move to its corner 0, then the same steps as every other hex. */
const PIXEL_CORNERS = hexCorners(hex(0, 0), { size: HEX_SIZE, origin: { x: 0, y: 0 } });
const PIXEL_FIRST = PIXEL_CORNERS[0] as Point;
const PIXEL_STEPS = stepsRound(PIXEL_CORNERS);

function outlineAt(c: Point): string {
  return `M${n(c.x + PIXEL_FIRST.x)} ${n(c.y + PIXEL_FIRST.y)}${PIXEL_STEPS}`;
}

/** The same in lattice units, where every corner is a whole number. */
const LATTICE_FIRST = CORNER_OFFSETS[0] as LatticePoint;
const LATTICE_STEPS = stepsRound(CORNER_OFFSETS);

/**
 * A column of the map filled, in lattice units, from its top hex's centre (x, y) and its length:
 * along the top side, down the east zigzag, back along the bottom side, up the west zigzag.
 */
function groundColumn(x: number, y: number, length: number): string {
  return `M${x - 1} ${y - 1}h2${'l1 1-1 1'.repeat(length)}h-2${'l-1-1 1-1'.repeat(length)}z`;
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
  // After an outline's "z" the pen is back at its corner 0; the next hex's is one hex height below.
  // Four decimals keep the error summed down a 40-hex column under a thousandth of a pixel.
  const down = `m0 ${Math.round(2 * LATTICE_Y * 1e4) / 1e4}${PIXEL_STEPS}`;
  let ground = '';
  let grid = '';
  for (const { x, y, length } of columns) {
    ground += groundColumn(x, y, length);
    grid += outlineAt({ x: origin.x + x * LATTICE_X, y: origin.y + y * LATTICE_Y }) + down.repeat(length - 1);
  }
  return {
    layout: { size: HEX_SIZE, origin },
    start: shape.kind === 'patch' ? parseHexKey(shape.center) : hexFromOffset({ col: 0, row: 0 }),
    lattice: `matrix(${LATTICE_X} 0 0 ${LATTICE_Y} ${origin.x} ${origin.y})`,
    ground,
    grid,
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
  return `M${x + LATTICE_FIRST.x} ${y + LATTICE_FIRST.y}${LATTICE_STEPS}`;
}

/** Each group's hexes outlined in lattice units, one path per group, from a record by hex key. */
function outlinesBy<V, G extends string | number>(record: Readonly<Record<HexKey, V>>, group: (value: V) => G | undefined): Map<G, string> {
  const parts = new Map<G, string[]>();
  for (const key of Object.keys(record)) {
    const g = group(record[key] as V);
    if (g === undefined) continue;
    let list = parts.get(g);
    if (list === undefined) parts.set(g, (list = []));
    list.push(latticeOutline(key));
  }
  return new Map([...parts].map(([g, list]) => [g, list.join('')]));
}

export function hexOutline(h: Hex, layout: Layout): string {
  return outlineAt(hexToPixel(h, layout));
}

/** One path outlining all the given hexes, in pixels. */
export function hexesPath(hexes: Iterable<Hex>, layout: Layout): string {
  let d = '';
  for (const h of hexes) d += hexOutline(h, layout);
  return d;
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
};

/**
 * What a hexside key ("q,r:N", ":NE" or ":SE", as `hexsideKey` writes it) names, in lattice units
 * from its hex's centre: its two corners, and the centre of the hex across it. Corner i to i + 1
 * is the side in direction (i + 2) mod 6 (lattice.ts), so the side in direction d runs from
 * corner d + 4 to corner d + 5.
 */
const SIDE_SHAPES: Readonly<Record<string, { readonly from: LatticePoint; readonly to: LatticePoint; readonly across: LatticePoint }>> = Object.fromEntries(
  (['N', 'NE', 'SE'] as const).map((name, d) => {
    const o = neighbour(hex(0, 0), d as Direction);
    const corner = (i: number): LatticePoint => CORNER_OFFSETS[i % 6] as LatticePoint;
    return [name, { from: corner(d + 4), to: corner(d + 5), across: { x: 3 * o.q, y: 2 * o.r + o.q } }];
  }),
);

/**
 * One feature's stroke on one hexside, in pixels, read from the key with plain arithmetic (as
 * `centreOf`): along the side for water and ridges, centre to centre for routes, and the middle
 * third of that for a crossing.
 */
function sideSegment(key: HexsideKey, feature: HexsideFeature, g: Geometry): string {
  const colon = key.indexOf(':');
  const [x, y] = latticeOf(key.slice(0, colon));
  const shape = SIDE_SHAPES[key.slice(colon + 1)];
  if (shape === undefined) throw new RangeError(`not a hexside key: "${key}"`);
  const kind = DRAWN_AS[feature];
  const [a, b] = kind === 'edge' ? [shape.from, shape.to] : kind === 'route' ? [{ x: 0, y: 0 }, shape.across] : [third(shape.across, 1), third(shape.across, 2)];
  const { origin } = g.layout;
  const px = (p: LatticePoint): string => `${n(origin.x + (x + p.x) * LATTICE_X)} ${n(origin.y + (y + p.y) * LATTICE_Y)}`;
  return `M${px(a)}L${px(b)}`;
}

/** k thirds of the way along a lattice vector. */
function third(v: LatticePoint, k: number): LatticePoint {
  return { x: (v.x * k) / 3, y: (v.y * k) / 3 };
}

/** One path per hexside feature present on the map, in pixels. */
export function hexsidePaths(map: MapState, g: Geometry): { feature: HexsideFeature; d: string }[] {
  const byFeature = new Map<HexsideFeature, string>();
  for (const key in map.hexsides) {
    for (const f of map.hexsides[key] ?? []) byFeature.set(f, (byFeature.get(f) ?? '') + sideSegment(key, f, g));
  }
  // Routes under water under marks, whatever order they were drawn in.
  const order = { route: 0, edge: 1, mark: 2 };
  return [...byFeature].map(([feature, d]) => ({ feature, d })).sort((a, b) => order[DRAWN_AS[a.feature]] - order[DRAWN_AS[b.feature]]);
}

