import { FIELDWORK_SIDES, HEXSIDE_FEATURES, type HexsideFeature } from '../engine/hex/hexsideFeatures';
import type { ZocRules } from '../engine/hex/zoc';
import { type CounterType, MARKERS, type Marker } from './state';
import { TERRAINS } from '../engine/hex/terrain';
import type { MapTerrain } from './terrain';

/** What the map offers and assumes for one game, as data: each game's plug-in declares its own. */
export interface MapRules {
  /** Terrains offered for painting, in the order the game's chart lists them. */
  readonly terrains: readonly MapTerrain[];
  /** Hexside features offered. */
  readonly hexsideFeatures: readonly HexsideFeature[];
  /** Markers a counter can carry in this game. */
  readonly markers: readonly Marker[];
  /**
   * Hexsides and terrain a zone of control does not cross or enter. A caller that knows a
   * scenario's own exceptions passes them to the map.
   */
  readonly zoc: ZocRules;
  /** Counters that exert no zone of control. */
  readonly noZoc: readonly CounterType[];
  /** Counters that keep those stacked under them from exerting one. */
  readonly noZocUnder: readonly CounterType[];
}

/** Counters that never exert a zone of control in any of the games. */
export const NO_ZOC: readonly CounterType[] = ['leader', 'supply', 'dummy', 'gunboat'];

/** The map for a game that declares nothing of its own: the geometry's terrains, every feature and marker, no exceptions. */
/** The features of the printed maps; fieldworks facing hexsides are offered by the games that have them. */
const PRINTED_SIDES = HEXSIDE_FEATURES.filter((f) => !(FIELDWORK_SIDES as readonly HexsideFeature[]).includes(f));

export const PLAIN_MAP: MapRules = { terrains: TERRAINS, hexsideFeatures: PRINTED_SIDES, markers: MARKERS, zoc: {}, noZoc: NO_ZOC, noZocUnder: [] };
