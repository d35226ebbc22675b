import type { GameModule, Prepared } from '../../core/combat';
import { prepareCombat } from './combat/prepare';
import { prepareCavalryRetreat } from './kinds/cavalry-retreat';
import { prepareCommandRadius } from './kinds/command-radius';
import { prepareRandomEvents, prepareStrategicEvents } from './kinds/events';
import { prepareExtendedMarch } from './kinds/extended-march';
import { prepareGameEnds } from './kinds/game-ends';
import { prepareFriendlyOccupied, prepareStrategicMovement } from './kinds/movement';
import { prepareRetreat } from './kinds/retreat';
import type { GcacwOutcome } from './outcome';
import { GCACW_QUICK_ROLLS } from './quick-rolls';
import { type GcacwInput, gcacwSchema } from './schema/index';
import { GCACW_TABLES } from './tables';
import { COMBAT_CHART_READINGS } from './combat/chart';
import { combatVariations } from './combat/variations';
import { gcacwStanding } from './combat/standing';
import { gcacwPlanning } from './combat/planning';

export type { GcacwOutcome } from './outcome';
/** What a combat (kind "combat") does to the units: the effects the desk applies. */
export type { CombatEffects as GcacwCombatEffects, SideEffects as GcacwSideEffects } from './combat/outcome';

/**
 * Great Campaigns of the American Civil War: the combat (kind "combat") and the series' other
 * tables (retreats, cavalry retreat, extended march, events, game end, movement, command radius),
 * each a kind of the same description.
 */
export const gcacwGame: GameModule<typeof gcacwSchema, GcacwOutcome> = {
  id: 'gcacw',
  name: 'Great Campaigns of the American Civil War',
  schema: gcacwSchema,
  tables: GCACW_TABLES,
  quickRolls: GCACW_QUICK_ROLLS,
  charts: COMBAT_CHART_READINGS,
  standing: gcacwStanding,
  planning: gcacwPlanning,
  variations: (input) => (input.kind === 'combat' ? combatVariations(input) : []),
  prepare(input: GcacwInput): Prepared<GcacwOutcome> {
    switch (input.kind) {
      case 'combat':
        return prepareCombat(input);
      case 'retreat':
        return prepareRetreat(input);
      case 'cavalryRetreat':
        return prepareCavalryRetreat(input);
      case 'extendedMarch':
        return prepareExtendedMarch(input);
      case 'randomEvents':
        return prepareRandomEvents(input);
      case 'strategicEvents':
        return prepareStrategicEvents(input);
      case 'gameEnds':
        return prepareGameEnds(input);
      case 'friendlyOccupiedMp':
        return prepareFriendlyOccupied(input);
      case 'strategicMovement':
        return prepareStrategicMovement(input);
      case 'commandRadius':
        return prepareCommandRadius(input);
    }
  },
};
