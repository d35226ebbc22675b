import type { GameId } from '../engine/core/source';
import { HEXSIDE_FEATURES, type HexsideFeature } from '../engine/hex/hexsideFeatures';
import { TERRAINS } from '../engine/hex/terrain';
import type { ZocRules } from '../engine/hex/zoc';
import type { CounterType } from './state';
import type { MapTerrain } from './terrain';

/** What the map offers and assumes for one game, as data. */
export interface MapGame {
  /** Terrains offered for painting, in the order the game's chart lists them. */
  readonly terrains: readonly MapTerrain[];
  /** Hexside features offered. */
  readonly hexsideFeatures: readonly HexsideFeature[];
  /**
   * Exceptions to "a unit controls the six hexes around it". None is filled in: no game's rule text
   * in this repository names one. A caller that knows the game's rules passes its own to the map.
   */
  readonly zoc: ZocRules;
  /** Counters that exert no zone of control. */
  readonly noZoc: readonly CounterType[];
}

const NO_ZOC: readonly CounterType[] = ['leader', 'supply', 'dummy', 'gunboat'];

export const MAP_GAMES: Readonly<Record<GameId, MapGame>> = {
  // The Terrain Effects Chart's rows that bear on combat: clear, mountain, mountain pass, estuary; river hexsides and rail lines.
  wilderness: { terrains: ['clear', 'mountain-pass', 'mountain', 'estuary'], hexsideFeatures: ['river', 'railroad', 'road'], zoc: {}, noZoc: NO_ZOC },
  // GCACW's terrain; its "city" is the map's town, and a river hexside stands for a major or a minor river alike.
  gcacw: {
    terrains: ['clear', 'rolling', 'rough', 'hill', 'woods', 'town', 'mountain', 'swamp', 'provisional-swamp'],
    hexsideFeatures: ['river', 'creek', 'bridge', 'dam', 'ferry', 'ford', 'road', 'pike', 'trail', 'railroad'],
    zoc: {},
    noZoc: NO_ZOC,
  },
  bng: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: NO_ZOC },
  wbts: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: NO_ZOC },
  cwbs: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: NO_ZOC },
};
