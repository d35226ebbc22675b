import { BNG_ARTILLERY_RANGE, BNG_GUNBOAT_RANGE, type RangeReading, bngArtilleryRange, bngGunboatRange } from '../engine/hex/bngRange';
import { type Hex, type HexKey, parseHexKey } from '../engine/hex/hex';
import { type LineOfSight, lineOfSight } from '../engine/hex/lineOfSight';
import { hexesInRange } from '../engine/hex/range';
import { BLUE_AND_GREY_SIGHT } from '../engine/hex/sightRules';
import type { HexMap, Terrain } from '../engine/hex/terrain';
import { type ZocRules, type ZocUnit, zonesOfControl } from '../engine/hex/zoc';
import type { MapGame } from './games';
import { type CounterSide, type MapCounter, type MapState, onMap } from './state';
import { ENGINE_TERRAIN } from './terrain';

/** What the engine's geometry reads from a map, made once per (immutable) map. */
const hexMaps = new WeakMap<MapState, HexMap>();

export function toHexMap(map: MapState): HexMap {
  let result = hexMaps.get(map);
  if (result === undefined) {
    const terrain: Record<HexKey, Terrain> = {};
    for (const [key, t] of Object.entries(map.terrain)) terrain[key] = ENGINE_TERRAIN[t];
    result = { terrain, levels: map.levels, hexsides: map.hexsides };
    hexMaps.set(map, result);
  }
  return result;
}

/**
 * The map's counters as the geometry sees them for zones of control. A hex's counters stack in the
 * order they are listed, the last on top: a counter under one of the game's `noZocUnder` exerts none.
 */
export function zocUnits(map: MapState, game: MapGame): ZocUnit<CounterSide>[] {
  // Per hex, the place in the list of the topmost counter that covers those under it.
  const topCover = new Map<HexKey, number>();
  map.counters.forEach((c, i) => {
    if (game.noZocUnder.includes(c.type)) topCover.set(c.hex, i);
  });
  return map.counters.map((c, i) => ({
    id: c.id,
    side: c.side,
    hex: parseHexKey(c.hex),
    exertsZoc: !game.noZoc.includes(c.type) && i > (topCover.get(c.hex) ?? -1),
  }));
}

/** Each side's zones of control, by hex key. */
export function zones(map: MapState, game: MapGame, rules: ZocRules = game.zoc): Map<CounterSide, Set<HexKey>> {
  return zonesOfControl(zocUnits(map, game), toHexMap(map), rules);
}

/** Line of sight between two hexes by Blue & Grey 9.31-9.37 (the engine's only sight rules). */
export function sight(map: MapState, from: Hex, to: Hex): LineOfSight {
  return lineOfSight(from, to, toHexMap(map), BLUE_AND_GREY_SIGHT);
}

export interface FireRange {
  readonly weapon: 'artillery' | 'gunboat';
  readonly range: number;
  /** Each hex on the map within range, nearest first, with its range band and rule. */
  readonly hexes: readonly { readonly hex: Hex; readonly reading: RangeReading }[];
}

/** Blue & Grey fire range round an artillery or gunboat counter; undefined for other counters. */
export function fireRange(map: MapState, counter: MapCounter): FireRange | undefined {
  if (counter.type !== 'artillery' && counter.type !== 'gunboat') return undefined;
  const at = parseHexKey(counter.hex);
  const [range, read] = counter.type === 'artillery' ? [BNG_ARTILLERY_RANGE, bngArtilleryRange] : [BNG_GUNBOAT_RANGE, bngGunboatRange];
  const hexes = hexesInRange(at, range)
    .filter((h) => onMap(map.shape, h))
    .map((h) => ({ hex: h, reading: read(at, h) }));
  return { weapon: counter.type, range, hexes };
}
