import type { WbtsEffects } from '../../engine/games/wbts';
import type { GamePlugin } from '../contract';
import type { WbtsDraft } from './draft';
import { WBTS_EXAMPLE } from './example';
import { WBTS_MAP } from './map';
import { search } from './search';
import { renderWbtsConditions, renderWbtsPicked } from './setup';
import { wbtsSequence } from './sequence';

/**
 * War Between the States on the main thread: the desk plays a ground combat as the table does — the
 * initiative roll, both chits picked in secret and revealed together, then the combat roll with the
 * better-rated leader's die change; siege bombardment and the naval kinds each as one roll — and its
 * map, whose forts hold their zones of control in.
 */
export const plugin: GamePlugin<WbtsDraft, WbtsEffects> = {
  id: 'wbts',
  desk: {
    ...search,
    conditions: renderWbtsConditions,
    picked: renderWbtsPicked,
    example: WBTS_EXAMPLE,
  },
  sequence: wbtsSequence,
  map: { rules: WBTS_MAP, analyses: [] },
};
