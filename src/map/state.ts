import { type Hex, type HexKey, hex, hexKey, parseHexKey } from '../engine/hex/hex';
import type { HexsideKey } from '../engine/hex/hexside';
import type { HexsideFeature } from '../engine/hex/hexsideFeatures';
import { distance } from '../engine/hex/distance';
import { hexFromOffset } from '../engine/hex/offset';
import { inRectangle, rectangle } from '../engine/hex/rectangle';
import { hexesWithin } from '../engine/hex/spiral';
import type { ElevationLevel } from '../engine/hex/terrain';
import type { MapTerrain } from './terrain';

/**
 * A hex sketch map as plain, saveable data: the few hexes round a combat (a patch) or a whole
 * printed map (a grid in the odd-q layout, see src/engine/hex/offset.ts), what is painted on them
 * and the counters standing on them. Sparse: a hex missing from `terrain` is clear, from `levels`
 * level 1; a hexside missing from `hexsides` carries nothing.
 */
export interface MapState {
  readonly version: 1;
  readonly shape: MapShape;
  readonly terrain: Readonly<Record<HexKey, MapTerrain>>;
  readonly levels: Readonly<Record<HexKey, ElevationLevel>>;
  readonly hexsides: Readonly<Record<HexsideKey, readonly HexsideFeature[]>>;
  readonly counters: readonly MapCounter[];
}

export type MapShape =
  /** Every hex at most `radius` from `center` (a hex key). */
  | { readonly kind: 'patch'; readonly center: HexKey; readonly radius: number }
  /** A printed map's columns × rows, counted from the top-left hex, axial (0,0). */
  | { readonly kind: 'grid'; readonly columns: number; readonly rows: number };

export const SIDES = ['union', 'confederate'] as const;
export type CounterSide = (typeof SIDES)[number];

export const COUNTER_TYPES = ['infantry', 'cavalry', 'artillery', 'gunboat', 'leader', 'fortification', 'supply', 'dummy'] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];

/** Markers a counter can carry, by the states the served games name. */
export const MARKERS = ['demoralized', 'disorganized', 'entrenched', 'unsupplied'] as const;
export type Marker = (typeof MARKERS)[number];

export interface MapCounter {
  readonly id: string;
  readonly hex: HexKey;
  readonly side: CounterSide;
  readonly type: CounterType;
  /** The number the game fights with: printed strength, or a value counted in halves. */
  readonly strength?: number;
  readonly label?: string;
  readonly markers: readonly Marker[];
  /** The unit of the saved game's roster this counter stands for, when it stands for one. */
  readonly unitId?: string;
  /**
   * The statuses of that unit no marker shows, in the game's words ("Fatigue 3, Stragglers 2"): the
   * desk sets them from the roster, as it sets the counter's strength and the markers the unit's
   * state decides. Drawn as the status badge.
   */
  readonly status?: string;
}

export const LIMITS = {
  patchRadius: 20,
  columns: 60,
  rows: 40,
  counters: 1000,
  strength: 999,
  label: 40,
  status: 120,
} as const;

const DEFAULT_RADIUS = 3;

/** An empty radius-3 patch round `center` (a combat's defender, say). */
export function defaultMap(center: Hex = hex(0, 0)): MapState {
  return { version: 1, shape: { kind: 'patch', center: hexKey(center), radius: DEFAULT_RADIUS }, terrain: {}, levels: {}, hexsides: {}, counters: [] };
}

/** An empty `columns × rows` grid. */
export function gridMap(columns: number, rows: number): MapState {
  return { version: 1, shape: { kind: 'grid', columns, rows }, terrain: {}, levels: {}, hexsides: {}, counters: [] };
}

function centreOf(shape: Extract<MapShape, { kind: 'patch' }>): Hex {
  return parseHexKey(shape.center);
}

/** The map's hexes: a patch spirals out from its centre; a grid goes column by column. */
export function mapHexes(shape: MapShape): Hex[] {
  return shape.kind === 'patch' ? hexesWithin(centreOf(shape), shape.radius) : rectangle(shape.columns, shape.rows);
}

/** A run of hexes straight down one column of the map: its top hex and how many there are. */
export interface MapColumn {
  readonly top: Hex;
  readonly length: number;
}

/**
 * The map's hexes column by column, west to east, each column a run downwards (r increasing):
 * the same hexes as `mapHexes`, for drawing a column with one repeated step.
 */
export function mapColumns(shape: MapShape): MapColumn[] {
  if (shape.kind === 'grid') return Array.from({ length: shape.columns }, (_, col) => ({ top: hexFromOffset({ col, row: 0 }), length: shape.rows }));
  const c = centreOf(shape);
  const k = shape.radius;
  // Column q = c.q + dq holds the hexes with |dr| ≤ k and |dq + dr| ≤ k.
  return Array.from({ length: 2 * k + 1 }, (_, i) => {
    const dq = i - k;
    const top = Math.max(-k, -dq - k);
    return { top: hex(c.q + dq, c.r + top), length: Math.min(k, k - dq) - top + 1 };
  });
}

export function onMap(shape: MapShape, h: Hex): boolean {
  return shape.kind === 'patch' ? distance(centreOf(shape), h) <= shape.radius : inRectangle(h, shape.columns, shape.rows);
}

export function countersAt(map: MapState, key: HexKey): MapCounter[] {
  return map.counters.filter((c) => c.hex === key);
}

export function findCounter(map: MapState, id: string): MapCounter | undefined {
  return map.counters.find((c) => c.id === id);
}
