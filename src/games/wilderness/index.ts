import { PLAIN_MAP } from '../../map/rules';
import type { GameRules } from '../contract';
import { deskClaims } from './claims';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import type { WildernessEffects } from '../../engine/games/wilderness/types';
import type { WildernessCombat } from '../../engine/games/wilderness/schema';
import { WILDERNESS_DESK } from './rules';
import { wildernessSequence } from './sequence';

/**
 * The Wilderness Campaign's rules on the main thread: the desk's rules, and the map's. Its map
 * offers the Terrain Effects Chart's rows that bear on combat (clear, mountain, mountain pass,
 * estuary) and river hexsides, with roads and rail lines for reading the board.
 */
export const rules: GameRules<WildernessDraft, WildernessEffects, WildernessCombat> = {
  id: 'wilderness',
  desk: {
    rules: WILDERNESS_DESK,
    claims: deskClaims,
    // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
    claimsByUnit: true,
    // The tables give losses only: a hex is cleared only by eliminating every defender, so an attack is first judged by the loss it inflicts.
    planSuccess: { defenderLossAtLeast: 1 },
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
  map: { ...PLAIN_MAP, terrains: ['clear', 'mountain-pass', 'mountain', 'estuary'], hexsideFeatures: ['river', 'railroad', 'road'] },
};
