import { TERRAINS, type Terrain } from '../engine/hex/terrain';

/**
 * Terrain a map hex can be painted with: the engine's terrains plus those some games' charts name
 * that the geometry has no use for (mountain pass, estuary, a provisional swamp that is swamp only
 * on rain turns). Kept here, as data, so the engine's Terrain stays the geometry's vocabulary; each
 * game's plug-in offers those its charts name.
 */
export const MAP_TERRAINS = [...TERRAINS, 'mountain-pass', 'estuary', 'provisional-swamp'] as const;
export type MapTerrain = (typeof MAP_TERRAINS)[number];

/**
 * How each map terrain reads to the engine's geometry (line of sight, zones of control).
 * A mountain pass is mountain ground; an estuary is open water, which blocks no sight;
 * a provisional swamp is a swamp.
 */
export const ENGINE_TERRAIN: Readonly<Record<MapTerrain, Terrain>> = {
  clear: 'clear',
  rolling: 'rolling',
  rough: 'rough',
  hill: 'hill',
  woods: 'woods',
  'woods-rough': 'woods-rough',
  town: 'town',
  swamp: 'swamp',
  mountain: 'mountain',
  'mountain-pass': 'mountain',
  estuary: 'clear',
  'provisional-swamp': 'swamp',
};

/** Names for people: the games' own words where the key is shorthand. */
export const TERRAIN_NAMES: Readonly<Record<MapTerrain, string>> = {
  clear: 'Clear',
  rolling: 'Rolling',
  rough: 'Rough',
  hill: 'Hill',
  woods: 'Woods',
  'woods-rough': 'Woods with rough',
  town: 'Town / city',
  swamp: 'Swamp',
  mountain: 'Mountain',
  'mountain-pass': 'Mountain pass',
  estuary: 'Estuary',
  'provisional-swamp': 'Provisional swamp',
};
