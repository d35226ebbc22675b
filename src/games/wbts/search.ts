import type { WbtsEffects } from '../../engine/games/wbts';
import type { SearchGame } from '../contract';
import { wbtsDeskClaims } from './claims';
import type { WbtsDraft } from './draft';
import { placeWbtsAttack } from './place-attack';
import { WBTS_DESK } from './rules';

/** War Between the States as a search reads it: troops attack from one or two hexes next to each other and to the defender. */
export const search: SearchGame<WbtsDraft, WbtsEffects> = {
  rules: WBTS_DESK,
  claims: wbtsDeskClaims,
  placeAttack: placeWbtsAttack,
};
