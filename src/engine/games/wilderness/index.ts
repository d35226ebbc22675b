import type { GameModule, Prepared } from '../../core/combat';
import { GAME_NAMES } from '../../core/source';
import { prepareCavalryCombat } from './cavalry';
import { prepareInfantryCombat } from './infantry';
import { prepareCavalryProbe } from './probe';
import { WILDERNESS_QUICK_ROLLS } from './quick-rolls';
import { WILDERNESS_SCENARIOS } from './scenarios';
import { wildernessCombat } from './schema';
import type { WildernessEffects, WildernessOutcome } from './types';
import { ALL_TABLES } from './views';
import { WILDERNESS_CHART_READINGS } from './charts';
import { wildernessVariations } from './variations';
import { WILDERNESS_CHART_SLOTS } from './player-crts';
import { wildernessStanding } from './standing';
import { wildernessPlanning } from './planning';

/** SPI's The Wilderness Campaign (Lee vs. Grant, 1864): infantry combat, cavalry combat, cavalry probes. */
export const wilderness: GameModule<typeof wildernessCombat, WildernessOutcome, WildernessEffects> = {
  id: 'wilderness',
  name: GAME_NAMES.wilderness,
  schema: wildernessCombat,
  tables: ALL_TABLES,
  quickRolls: WILDERNESS_QUICK_ROLLS,
  scenarios: WILDERNESS_SCENARIOS,
  charts: WILDERNESS_CHART_READINGS,
  variations: wildernessVariations,
  chartSlots: WILDERNESS_CHART_SLOTS,
  standing: wildernessStanding,
  planning: wildernessPlanning,
  prepare(input): Prepared<WildernessOutcome, WildernessEffects> {
    switch (input.kind) {
      case 'infantry-combat':
        return prepareInfantryCombat(input);
      case 'cavalry-combat':
        return prepareCavalryCombat(input);
      case 'cavalry-probe':
        return prepareCavalryProbe(input);
    }
  },
};
