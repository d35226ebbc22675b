import type { WbtsEffects } from '../../engine/games/wbts';
import type { WbtsInput } from '../../engine/games/wbts/schema/index';
import type { GameRules } from '../contract';
import type { WbtsDraft } from './draft';
import { wbtsDeskClaims } from './claims';
import { WBTS_EXAMPLE } from './example';
import { WBTS_MAP } from './map';
import { placeWbtsAttack } from './place-attack';
import { WBTS_DESK } from './rules';
import { wbtsSequence } from './sequence';

/**
 * War Between the States' rules on the main thread: the desk plays a ground combat as the table does — both
 * chits revealed together, then one roll from the initiative die to the combat die, and the
 * better-rated leader's die change; siege bombardment and the naval kinds each as one roll — and its
 * map, whose forts hold their zones of control in.
 */
export const rules: GameRules<WbtsDraft, WbtsEffects, WbtsInput> = {
  id: 'wbts',
  desk: {
    rules: WBTS_DESK,
    claims: wbtsDeskClaims,
    placeAttack: placeWbtsAttack,
    example: WBTS_EXAMPLE,
  },
  sequence: wbtsSequence,
  map: WBTS_MAP,
};
