import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import type { SearchGame } from '../contract';
import { gcacwDeskClaims } from './claims';
import { GCACW_DESK, type GcacwDraft } from './rules';

/** GCACW as a search reads it: units attack a hex next to them. */
export const search: SearchGame<GcacwDraft, GcacwCombatEffects> = {
  rules: GCACW_DESK,
  claims: gcacwDeskClaims,
};
