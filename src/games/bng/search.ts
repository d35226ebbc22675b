import type { BngEffects } from '../../engine/games/bng';
import type { SearchGame } from '../contract';
import { bngDeskClaims } from './claims';
import type { BngDraft } from './draft';
import { bngReach } from './reach';
import { BNG_DESK } from './rules';

/** Blue & Grey as a search reads it: bombardment and combined attacks from range, with a line of sight. */
export const search: SearchGame<BngDraft, BngEffects> = {
  rules: BNG_DESK,
  claims: bngDeskClaims,
  // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
  claimsByUnit: true,
  attackReach: bngReach,
};
