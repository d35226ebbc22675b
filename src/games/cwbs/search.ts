import type { CwbsEffects } from '../../engine/games/cwbs';
import type { SearchGame } from '../contract';
import { cwbsDeskClaims } from './claims';
import type { CwbsDraft } from './draft';
import { cwbsReach } from './reach';
import { CWBS_DESK } from './rules';

/** The Civil War Brigade Series as a search reads it: fire at range with a line of sight. */
export const search: SearchGame<CwbsDraft, CwbsEffects> = {
  rules: CWBS_DESK,
  claims: cwbsDeskClaims,
  // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
  claimsByUnit: true,
  attackReach: cwbsReach,
};
