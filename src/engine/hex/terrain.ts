import type { HexKey } from './hex';
import type { HexsideFeatures } from './hexsideFeatures';

/**
 * Terrain in a hex, by the names the served games' charts use. "woods" is forest/woods,
 * "woods-rough" forest/woods with rough, "town" town/urban/city. A game maps its own names here.
 */
export const TERRAINS = ['clear', 'rolling', 'rough', 'hill', 'woods', 'woods-rough', 'town', 'swamp', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Printed elevation, level 1 (lowest) to 3, as the maps that print levels number them. */
export type ElevationLevel = 1 | 2 | 3;

/**
 * What the geometry needs to know about a map, as plain saveable data.
 * A hex missing from `terrain` is clear; missing from `levels` is level 1; a hexside missing from
 * `hexsides` has no features.
 */
export interface HexMap {
  readonly terrain?: Readonly<Record<HexKey, Terrain>>;
  readonly levels?: Readonly<Record<HexKey, ElevationLevel>>;
  readonly hexsides?: HexsideFeatures;
}

export function terrainAt(map: HexMap, key: HexKey): Terrain {
  return map.terrain?.[key] ?? 'clear';
}
