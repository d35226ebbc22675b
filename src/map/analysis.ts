import { type HexKey, parseHexKey } from '../engine/hex/hex';
import type { HexMap, Terrain } from '../engine/hex/terrain';
import { type ZocRules, type ZocUnit, zonesOfControl } from '../engine/hex/zoc';
import type { MapRules } from './rules';
import type { CounterSide, MapState } from './state';
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
export function zocUnits(map: MapState, game: MapRules): ZocUnit<CounterSide>[] {
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

/**
 * Each side's zones of control, by hex key: worked out once per map, game and rules (a search reads
 * one map for thousands of attacks; a changed map is a new object). Read, never changed.
 */
export function zones(map: MapState, game: MapRules, rules: ZocRules = game.zoc): ReadonlyMap<CounterSide, ReadonlySet<HexKey>> {
  let byGame = zoneMaps.get(map);
  if (!byGame) zoneMaps.set(map, (byGame = new WeakMap()));
  let byRules = byGame.get(game);
  if (!byRules) byGame.set(game, (byRules = new WeakMap()));
  let result = byRules.get(rules);
  if (!result) byRules.set(rules, (result = zonesOfControl(zocUnits(map, game), toHexMap(map), rules)));
  return result;
}

const zoneMaps = new WeakMap<MapState, WeakMap<MapRules, WeakMap<ZocRules, ReadonlyMap<CounterSide, ReadonlySet<HexKey>>>>>();
