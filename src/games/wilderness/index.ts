import { PLAIN_MAP } from '../../map/rules';
import type { GamePlugin } from '../contract';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import type { WildernessEffects } from '../../engine/games/wilderness/types';
import { search } from './search';
import { renderConditions, renderPicked } from './setup';
import { wildernessSequence } from './sequence';

/**
 * The Wilderness Campaign on the main thread: the desk's rules and set-up, and the map. Its map
 * offers the Terrain Effects Chart's rows that bear on combat (clear, mountain, mountain pass,
 * estuary) and river hexsides, with roads and rail lines for reading the board.
 */
export const plugin: GamePlugin<WildernessDraft, WildernessEffects> = {
  id: 'wilderness',
  desk: {
    ...search,
    conditions: renderConditions,
    picked: renderPicked,
    // The rules' own worked example: a combat unit of 4 with a Fortification unit of 3 defends at 11.
    example: {
      units: [
        { id: 'ii', name: 'II Corps', side: 'union', type: 'infantry', strength: 12, state: {} },
        { id: 'v', name: 'V Corps', side: 'union', type: 'infantry', strength: 10, state: {} },
        { id: 'heth', name: 'Heth', side: 'confederate', type: 'infantry', strength: 4, state: {} },
        { id: 'fort', name: 'Fortification', side: 'confederate', type: 'fortification', strength: 3, state: {} },
      ],
      draft: { ...EMPTY_DRAFT, attackers: ['ii', 'v'], defenders: ['heth', 'fort'] },
    },
  },
  sequence: wildernessSequence,
  map: {
    rules: { ...PLAIN_MAP, terrains: ['clear', 'mountain-pass', 'mountain', 'estuary'], hexsideFeatures: ['river', 'railroad', 'road'] },
    analyses: [],
  },
};
