import type { WildernessEffects } from '../../engine/games/wilderness/types';
import type { SearchGame } from '../contract';
import { deskClaims } from './claims';
import type { WildernessDraft } from './draft';
import { WILDERNESS_DESK } from './rules';

/** The Wilderness Campaign as a search reads it: units attack a hex next to them. */
export const search: SearchGame<WildernessDraft, WildernessEffects> = {
  rules: WILDERNESS_DESK,
  claims: deskClaims,
  // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
  claimsByUnit: true,
  // The tables give losses only: a hex is cleared only by eliminating every defender, so an attack is first judged by the loss it inflicts.
  planSuccess: { defenderLossAtLeast: 1 },
};
