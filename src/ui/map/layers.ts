import { type Hex, type HexKey, hexKey, parseHexKey } from '../../engine/hex/hex';
import type { HexsideKey } from '../../engine/hex/hexside';
import type { HexsideFeature } from '../../engine/hex/hexsideFeatures';
import { type Layout, type Point, hexCorners, hexToPixel } from '../../engine/hex/pixel';
import { hexsideCorners, hexsideEnds } from '../../map/hexsides';
import { type MapShape, type MapState, mapHexes } from '../../map/state';
import type { MapTerrain } from '../../map/terrain';

/**
 * The map drawn as a few long SVG paths: one per terrain, per level, per hexside feature, so that
 * a 60 × 40 map is a dozen elements rather than thousands. Pure string building, no DOM.
 */

/** Centre to corner, in CSS pixels at zoom 1: a hex is 55 px across its flats, above the 44 px touch target. */
const HEX_SIZE = 32;
const MARGIN = 8;

export interface Geometry {
  readonly layout: Layout;
  readonly hexes: readonly Hex[];
  /** Each hex's centre by key, worked out once per shape for every layer to share. */
  readonly centres: ReadonlyMap<HexKey, Point>;
  readonly width: number;
  readonly height: number;
}

/** Where the map's hexes go: laid out so that the whole map starts at (MARGIN, MARGIN). */
export function geometry(shape: MapShape): Geometry {
  const hexes = mapHexes(shape);
  const unit: Layout = { size: HEX_SIZE, origin: { x: 0, y: 0 } };
  const points = hexes.map((h) => hexToPixel(h, unit));
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of points) {
    minX = Math.min(minX, c.x);
    minY = Math.min(minY, c.y);
    maxX = Math.max(maxX, c.x);
    maxY = Math.max(maxY, c.y);
  }
  const halfHeight = (HEX_SIZE * Math.sqrt(3)) / 2;
  const origin = { x: MARGIN + HEX_SIZE - minX, y: MARGIN + halfHeight - minY };
  const centres = new Map<HexKey, Point>();
  hexes.forEach((h, i) => {
    const c = points[i] as Point;
    centres.set(hexKey(h), { x: c.x + origin.x, y: c.y + origin.y });
  });
  return {
    layout: { size: HEX_SIZE, origin },
    hexes,
    centres,
    width: maxX - minX + 2 * (HEX_SIZE + MARGIN),
    height: maxY - minY + 2 * (halfHeight + MARGIN),
  };
}

/** A hex's centre: from the geometry when the hex is on the map, else worked out. */
export function centreOf(g: Geometry, key: HexKey): Point {
  return g.centres.get(key) ?? hexToPixel(parseHexKey(key), g.layout);
}

const n = (x: number): number => Math.round(x * 100) / 100;

/**
 * A hex's outline as a path: a move to its first corner, then the same five relative steps round
 * every hex (they depend only on the size), so a map of thousands of hexes costs one short string each.
 */
const outlineSteps = new Map<number, { first: Point; steps: string }>();

function stepsFor(layout: Layout): { first: Point; steps: string } {
  let found = outlineSteps.get(layout.size);
  if (found === undefined) {
    const origin = { x: 0, y: 0 };
    const c = hexCorners({ q: 0, r: 0 }, { size: layout.size, origin });
    let steps = '';
    for (let i = 1; i < 6; i++) steps += `l${n((c[i] as Point).x - (c[i - 1] as Point).x)} ${n((c[i] as Point).y - (c[i - 1] as Point).y)}`;
    found = { first: c[0] as Point, steps: `${steps}z` };
    outlineSteps.set(layout.size, found);
  }
  return found;
}

function outlineAt(c: Point, layout: Layout): string {
  const { first, steps } = stepsFor(layout);
  return `M${n(c.x + first.x)} ${n(c.y + first.y)}${steps}`;
}

export function hexOutline(h: Hex, layout: Layout): string {
  return outlineAt(hexToPixel(h, layout), layout);
}

/** One path outlining all the given hexes. */
export function hexesPath(hexes: Iterable<Hex>, layout: Layout): string {
  const parts: string[] = [];
  for (const h of hexes) parts.push(hexOutline(h, layout));
  return parts.join('');
}

/** Every hex of the map in exactly one path, by terrain (clear included): fill and grid in one go. */
export function terrainPaths(map: MapState, g: Geometry): { terrain: MapTerrain; d: string }[] {
  const byTerrain = new Map<MapTerrain, string[]>();
  for (const [key, c] of g.centres) {
    const t = map.terrain[key] ?? 'clear';
    let parts = byTerrain.get(t);
    if (parts === undefined) byTerrain.set(t, (parts = []));
    parts.push(outlineAt(c, g.layout));
  }
  return [...byTerrain].map(([terrain, parts]) => ({ terrain, d: parts.join('') }));
}

/** Hexes above level 1, one path per level (each drawn as a tint over the terrain). */
export function levelPaths(map: MapState, g: Geometry): { level: 2 | 3; d: string }[] {
  const byLevel: Record<2 | 3, string[]> = { 2: [], 3: [] };
  for (const [key, level] of Object.entries(map.levels)) if (level !== 1) byLevel[level].push(outlineAt(centreOf(g, key), g.layout));
  return ([2, 3] as const).filter((level) => byLevel[level].length > 0).map((level) => ({ level, d: byLevel[level].join('') }));
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

function segment(a: Point, b: Point): string {
  return `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
}

function sideSegment(key: HexsideKey, feature: HexsideFeature, layout: Layout): string {
  const kind = DRAWN_AS[feature];
  if (kind === 'edge') {
    const [a, b] = hexsideCorners(key, layout);
    return segment(a, b);
  }
  const [p, q] = hexsideEnds(key).map((h) => hexToPixel(h, layout)) as [Point, Point];
  if (kind === 'route') return segment(p, q);
  // A mark: the middle third of the line joining the two centres, across the side's midpoint.
  const at = (t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  return segment(at(1 / 3), at(2 / 3));
}

/** One path per hexside feature present on the map. */
export function hexsidePaths(map: MapState, layout: Layout): { feature: HexsideFeature; d: string }[] {
  const byFeature = new Map<HexsideFeature, string[]>();
  for (const [key, features] of Object.entries(map.hexsides)) {
    for (const f of features) {
      let parts = byFeature.get(f);
      if (parts === undefined) byFeature.set(f, (parts = []));
      parts.push(sideSegment(key, f, layout));
    }
  }
  // Routes under water under marks, whatever order they were drawn in.
  const order = { route: 0, edge: 1, mark: 2 };
  return [...byFeature].map(([feature, parts]) => ({ feature, d: parts.join('') })).sort((a, b) => order[DRAWN_AS[a.feature]] - order[DRAWN_AS[b.feature]]);
}
