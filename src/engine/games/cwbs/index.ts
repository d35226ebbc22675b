import type { GameModule, Prepared } from '../../core/combat';
import { prepareCloseCombat } from './close-combat/prepare';
import { prepareFire } from './fire/prepare';
import { cwbsPlanning } from './fire/planning';
import { prepareBloodLust, prepareCorpsAttackStoppage, prepareGunLoss, prepareInitiative, prepareLeaderLoss, prepareStragglerRecovery } from './kinds/checks';
import { prepareMorale } from './kinds/morale';
import { prepareAcceptance, prepareCommandPoints, prepareDelayedAcceptance, prepareOrderCosts } from './kinds/orders';
import type { CwbsOutcome } from './outcome';
import { CWBS_QUICK_ROLLS } from './quick-rolls';
import { type CwbsInput, cwbsSchema } from './schema/index';
import { CWBS_TABLES } from './tables';
import { cwbsStanding } from './standing';

export type { CwbsEffects } from './effects';

export type { CwbsOutcome } from './outcome';

/**
 * The Gamers' Civil War Brigade Series: fire combat and close combat down their whole chain of
 * checks, a morale check alone, and the command and loss tables, each a kind of the description.
 */
export const cwbsGame: GameModule<typeof cwbsSchema, CwbsOutcome> = {
  id: 'cwbs',
  name: "The Gamers' Civil War Brigade Series",
  schema: cwbsSchema,
  tables: CWBS_TABLES,
  quickRolls: CWBS_QUICK_ROLLS,
  standing: cwbsStanding,
  planning: cwbsPlanning,
  prepare(input: CwbsInput): Prepared<CwbsOutcome> {
    switch (input.kind) {
      case 'fire':
        return prepareFire(input);
      case 'closeCombat':
        return prepareCloseCombat(input);
      case 'morale':
        return prepareMorale(input);
      case 'bloodLust':
        return prepareBloodLust();
      case 'leaderLoss':
        return prepareLeaderLoss();
      case 'gunLoss':
        return prepareGunLoss();
      case 'stragglerRecovery':
        return prepareStragglerRecovery(input);
      case 'acceptance':
        return prepareAcceptance(input);
      case 'delayedAcceptance':
        return prepareDelayedAcceptance(input);
      case 'initiative':
        return prepareInitiative(input);
      case 'corpsAttackStoppage':
        return prepareCorpsAttackStoppage(input);
      case 'commandPoints':
        return prepareCommandPoints(input);
      case 'orderCosts':
        return prepareOrderCosts(input);
    }
  },
};
