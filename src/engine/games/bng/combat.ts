import type { Prepared } from '../../core/combat';
import { chartView } from '../../core/chart';
import { combatChecklist, combatEffects, combatHighlights, combatSteps } from './combat-describe';
import { combatDistribution, rollCombat } from './combat-dice';
import { combatSpec } from './combat-spec';
import type { BngCombatEffects } from './effects';
import type { CombatOutcome } from './outcome';
import type { CombatInput } from './schema';

/** One combat: everything but the dice in `combatSpec`, then the night die, the combat die and the disorder checks. */
export function prepareCombat(input: CombatInput): Prepared<CombatOutcome, BngCombatEffects> {
  const spec = combatSpec(input);
  const chart = spec.chart;
  const dicePlan = chart ? [...(input.night ? ['night die'] : []), 'combat die'] : [];
  const inUse = spec.columns[input.night ? 1 : 0]?.index;
  return {
    steps: spec.steps,
    ...(chart ? { table: chartView(chart, { ...(inUse === undefined ? {} : { column: inUse }), reachableRows: [0, 1, 2, 3, 4, 5], ...(input.night ? { note: 'The column shown is for a night die of 2-3; a 1 or a 4-6 moves the attack as the steps say (11.23).' } : {}) }) } : {}),
    dicePlan,
    roll: (dice) => rollCombat(spec, dice),
    distribution: () => combatDistribution(spec),
    describe: (o) => {
      const effects = combatEffects(spec, o);
      return { steps: combatSteps(spec, o, effects), checklist: combatChecklist(spec, effects), effects };
    },
    highlights: (chance) => combatHighlights(spec, chance),
  };
}
