import type { GameModule, Prepared } from '../../core/combat';
import { WBTS_CHART_SLOTS } from './charts/slots';
import type { GroundEffects, GroundOutcome } from './ground/outcome';
import { prepareGround } from './ground/prepare';
import { groundVariations } from './ground/variations';
import { type WbtsInput, wbtsSchema } from './schema/index';

export type WbtsOutcome = GroundOutcome;
/** What each kind does to the units: the effects the desk applies. */
export type WbtsEffects = GroundEffects;
export type { GroundEffects };

/**
 * War Between the States: ground combat, storm, attack from march and special siege combat, each a
 * kind of the description. None of the game's tables is public: every one is read from the player's
 * own sheet, carried in the description (`charts`).
 */
export const wbtsGame: GameModule<typeof wbtsSchema, WbtsOutcome> = {
  id: 'wbts',
  name: 'War Between the States',
  schema: wbtsSchema,
  tables: [],
  chartSlots: WBTS_CHART_SLOTS,
  variations: groundVariations,
  prepare(input: WbtsInput): Prepared<WbtsOutcome> {
    switch (input.kind) {
      case 'combat':
      case 'storm':
      case 'attackFromMarch':
      case 'siegeCombat':
        return prepareGround(input);
    }
  },
};
