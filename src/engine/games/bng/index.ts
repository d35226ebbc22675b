import type { GameModule, Prepared } from '../../core/combat';
import { chartView } from '../../core/chart';
import { prepareCombat } from './combat';
import { CRT_SLOT } from './crt';
import type { BngEffects } from './effects';
import type { BngOutcome } from './outcome';
import { BNG_QUICK_ROLLS } from './quick-rolls';
import { prepareRally } from './rally';
import { RALLY_CHART, readRally } from './rally-table';
import { type BngInput, bngSchema } from './schema';
import { bngStanding } from './standing';
import { bngPlanning } from './planning';

export type { BngCombatEffects, BngEffects, BngRallyEffects, BngUnitEffects } from './effects';
export type { Attacker as BngAttacker, CombatInput as BngCombatInput, Defender as BngDefender, RallyInput as BngRallyInput } from './schema';

/**
 * Blue & Grey (revised), standard rules 9.13-12.41: a combat with bombardment, combined attacks,
 * terrain, fieldworks, night and morale, read on the player's own Combat Results Table; and Rally.
 */
export const bngGame: GameModule<typeof bngSchema, BngOutcome, BngEffects> = {
  id: 'bng',
  name: 'Blue & Grey (revised)',
  schema: bngSchema,
  tables: [chartView(RALLY_CHART)],
  quickRolls: BNG_QUICK_ROLLS,
  charts: [{ chart: RALLY_CHART, read: readRally }],
  chartSlots: [CRT_SLOT],
  standing: bngStanding,
  planning: bngPlanning,
  prepare(input: BngInput): Prepared<BngOutcome, BngEffects> {
    return input.kind === 'combat' ? prepareCombat(input) : prepareRally(input);
  },
};
