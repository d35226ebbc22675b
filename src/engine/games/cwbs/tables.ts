import type { TableView } from '../../core/combat';
import { chartView } from '../../core/chart';
import { ODDS_CHART, ODDS_POINTS_CHART } from './data/close-combat';
import { ACCEPTANCE_CHART, COMMAND_POINT_CHARTS, CORPS_STOPPAGE_CHART, DELAYED_ACCEPTANCE_CHART, INITIATIVE_CHART, ORDER_COST_CHARTS } from './data/command';
import { ARTILLERY, SMALL_ARMS } from './data/fire-points';
import { FIRE_CHARTS } from './data/fire-table';
import { GUN_LOSS_CHART, LEADER_LOSS_CHART } from './data/losses';
import { BLOOD_LUST_CHART, MORALE_CHART } from './data/morale';
import { STRAGGLER_HALVES, STRAGGLER_RECOVERY_CHART } from './data/straggler';

/** Every CWBS chart the engine holds, the seed's first and the v3.2 printing after where they differ. */
export const CWBS_TABLES: readonly TableView[] = [
  FIRE_CHARTS.seed,
  FIRE_CHARTS['v3.2'],
  SMALL_ARMS,
  ARTILLERY,
  STRAGGLER_HALVES.small,
  STRAGGLER_HALVES.large,
  MORALE_CHART,
  BLOOD_LUST_CHART,
  LEADER_LOSS_CHART,
  ODDS_CHART,
  ODDS_POINTS_CHART,
  GUN_LOSS_CHART,
  STRAGGLER_RECOVERY_CHART,
  ACCEPTANCE_CHART,
  DELAYED_ACCEPTANCE_CHART,
  INITIATIVE_CHART,
  COMMAND_POINT_CHARTS.seed,
  COMMAND_POINT_CHARTS['v3.2'],
  ORDER_COST_CHARTS.seed,
  ORDER_COST_CHARTS['v3.2'],
  CORPS_STOPPAGE_CHART,
].map((chart) => chartView(chart));
