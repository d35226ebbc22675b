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
   * Hexsides and terrain a zone of control does not cross or enter. None of the served games'
   * rules names one the map can paint: Blue & Grey's trench hexsides (10.39) are the three sides a
   * breastworks marker faces, which the map does not record, so they are not here. A caller that
   * knows a scenario's own exceptions passes them to the map.
   */
  readonly zoc: ZocRules;
  /** Counters that exert no zone of control (Blue & Grey 9.64: gunboats; War Between the States: forts too). */
  readonly noZoc: readonly CounterType[];
  /**
   * Counters that keep those stacked under them from exerting one. War Between the States: a fort
   * and the units inside it exert no zone of control; units stacked on top of the fort counter are
   * outside it, so those under it are the ones inside.
   */
  readonly noZocUnder: readonly CounterType[];
  /** Whether fire ranges are shown: Blue & Grey's artillery (range 3, 9.19) and gunboats (range 6, 9.65). */
  readonly bngFire: boolean;
}

const NO_ZOC: readonly CounterType[] = ['leader', 'supply', 'dummy', 'gunboat'];

export const MAP_GAMES: Readonly<Record<GameId, MapGame>> = {
  // The Terrain Effects Chart's rows that bear on combat: clear, mountain, mountain pass, estuary; river hexsides and rail lines.
  wilderness: { terrains: ['clear', 'mountain-pass', 'mountain', 'estuary'], hexsideFeatures: ['river', 'railroad', 'road'], zoc: {}, noZoc: NO_ZOC, noZocUnder: [], bngFire: false },
  // GCACW's terrain; its "city" is the map's town, and a river hexside stands for a major or a minor river alike.
  gcacw: {
    terrains: ['clear', 'rolling', 'rough', 'hill', 'woods', 'town', 'mountain', 'swamp', 'provisional-swamp'],
    hexsideFeatures: ['river', 'creek', 'bridge', 'dam', 'ferry', 'ford', 'road', 'pike', 'trail', 'railroad'],
    zoc: {},
    noZoc: NO_ZOC,
    noZocUnder: [],
    bngFire: false,
  },
  bng: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: NO_ZOC, noZocUnder: [], bngFire: true },
  // "A fort and the units inside of it do not exert a zone of control."
  wbts: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: [...NO_ZOC, 'fortification'], noZocUnder: ['fortification'], bngFire: false },
  cwbs: { terrains: TERRAINS, hexsideFeatures: HEXSIDE_FEATURES, zoc: {}, noZoc: NO_ZOC, noZocUnder: [], bngFire: false },
};
