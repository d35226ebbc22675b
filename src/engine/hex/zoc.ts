import { neighbours } from './direction';
import { type Hex, type HexKey, hexKey } from './hex';
import { hexsideBetween } from './hexside';
import { type HexsideFeature, hexsideHasAny } from './hexsideFeatures';
import { type HexMap, type Terrain, terrainAt } from './terrain';

export interface ZocUnit<S extends string = string> {
  readonly id: string;
  readonly side: S;
  readonly hex: Hex;
  /** False for units with no zone of control (e.g. a game's gunboats, or a unit whose state removes it). */
  readonly exertsZoc: boolean;
}

/**
 * A game's exceptions to "a unit controls the six hexes around it", as data; each game supplies its own.
 * All lists are optional and empty by default.
 */
export interface ZocRules {
  /** Zones of control do not extend across a hexside carrying any of these… */
  readonly blockedByHexsides?: readonly HexsideFeature[];
  /** …unless that hexside also carries one of these (e.g. a bridge over the river). */
  readonly exceptAcross?: readonly HexsideFeature[];
  /** Zones of control do not extend into hexes of these terrains. */
  readonly notIntoTerrain?: readonly Terrain[];
}

/** The hexes one unit controls: its neighbours that the rules let the zone reach (none if it exerts none). */
export function zoneOfControl(unit: ZocUnit, map: HexMap, rules: ZocRules): Hex[] {
  if (!unit.exertsZoc) return [];
  // No exceptions to apply (a game's default): all six, without looking at the map.
  if (!rules.blockedByHexsides?.length && !rules.notIntoTerrain?.length) return neighbours(unit.hex);
  const blocked = rules.blockedByHexsides ?? [];
  const except = rules.exceptAcross ?? [];
  const notInto = rules.notIntoTerrain ?? [];
  const features = map.hexsides ?? {};
  return neighbours(unit.hex).filter((n) => {
    if (notInto.includes(terrainAt(map, hexKey(n)))) return false;
    const side = hexsideBetween(unit.hex, n);
    return !hexsideHasAny(features, side, blocked) || hexsideHasAny(features, side, except);
  });
}

/** For each side with a unit on the map, the keys of the hexes in its units' zones of control. */
export function zonesOfControl<S extends string>(units: readonly ZocUnit<S>[], map: HexMap, rules: ZocRules): Map<S, Set<HexKey>> {
  const result = new Map<S, Set<HexKey>>();
  for (const unit of units) {
    let zone = result.get(unit.side);
    if (!zone) result.set(unit.side, (zone = new Set()));
    for (const h of zoneOfControl(unit, map, rules)) zone.add(hexKey(h));
  }
  return result;
}
