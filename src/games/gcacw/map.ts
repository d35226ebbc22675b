import { NO_ZOC, type MapRules } from '../../map/rules';

/** GCACW's terrain; its "city" is the map's town, and a river hexside stands for a major or a minor river alike. */
export const GCACW_MAP: MapRules = {
  terrains: ['clear', 'rolling', 'rough', 'hill', 'woods', 'town', 'mountain', 'swamp', 'provisional-swamp'],
  hexsideFeatures: ['river', 'creek', 'bridge', 'dam', 'ferry', 'ford', 'road', 'pike', 'trail', 'railroad'],
  markers: ['demoralized', 'disorganized', 'entrenched'],
  zoc: {},
  noZoc: NO_ZOC,
  noZocUnder: [],
};
