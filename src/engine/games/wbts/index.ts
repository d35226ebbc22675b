import type { GameModule, Prepared } from '../../core/combat';
import { WBTS_CHART_SLOTS } from './charts/slots';
import { type InitiativeEffects, prepareInitiative } from './ground/initiative';
import type { GroundEffects } from './ground/outcome';
import { prepareGround } from './ground/prepare';
import { wbtsPlanning } from './ground/planning';
import { groundVariations } from './ground/variations';
import { type NavalCombatEffects, prepareNavalCombat } from './naval/combat';
import { type FortAttackEffects, prepareNavalFortAttack } from './naval/fort-attack';
import { type TransitEffects, prepareNavalTransit } from './naval/transit';
import { type WbtsInput, wbtsSchema } from './schema/index';
import { type BombardmentEffects, prepareBombardment } from './siege/bombardment';
import type { WbtsOutcome } from './outcome';
import { wbtsStanding } from './standing';

export type { WbtsEffects, WbtsOutcome } from './outcome';
export type { BombardmentEffects, FortAttackEffects, GroundEffects, InitiativeEffects, NavalCombatEffects, TransitEffects };

/**
 * War Between the States: the combat initiative roll, ground combat, storm, attack from march, siege combat (special siege
 * combat and bombardment), naval combat, naval attacks on fortifications and Naval Transit Attack,
 * each a kind of the description. None of the game's tables is public: every one is read from the
 * player's own sheet, carried in the description (`charts`).
 */
export const wbtsGame: GameModule<typeof wbtsSchema, WbtsOutcome> = {
  id: 'wbts',
  name: 'War Between the States',
  schema: wbtsSchema,
  tables: [],
  chartSlots: WBTS_CHART_SLOTS,
  standing: wbtsStanding,
  planning: wbtsPlanning,
  variations: (input) => (input.kind === 'combat' || input.kind === 'storm' || input.kind === 'attackFromMarch' || input.kind === 'siegeCombat' ? groundVariations(input) : []),
  prepare(input: WbtsInput): Prepared<WbtsOutcome> {
    switch (input.kind) {
      case 'initiative':
        return prepareInitiative(input);
      case 'combat':
      case 'storm':
      case 'attackFromMarch':
      case 'siegeCombat':
        return prepareGround(input);
      case 'bombardment':
        return prepareBombardment(input);
      case 'navalCombat':
        return prepareNavalCombat(input);
      case 'navalFortAttack':
        return prepareNavalFortAttack(input);
      case 'navalTransit':
        return prepareNavalTransit(input);
    }
  },
};
