import type { Prepared } from '../../core/combat';
import { chartView } from '../../core/chart';
import { step } from '../../core/explain';
import type { BngRallyEffects } from './effects';
import { MORALE_WORDS } from './morale';
import { RALLY_CHART, type RallyResult, readRally } from './rally-table';
import type { RallyInput } from './schema';
import { RALLY_SOURCE, rule } from './source';
import type { RallyOutcome } from './outcome';

const COLUMN = { disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed' } as const;

function after(result: RallyResult, inTown: boolean): BngRallyEffects['after'] {
  const state = result === 'recovers' ? 'normal' : result;
  return inTown && state === 'normal' ? 'disordered' : state;
}

const WORSE: readonly BngRallyEffects['after'][] = ['normal', 'disordered', 'shaken', 'routed', 'eliminated'];

const AFTER_WORDS = { normal: 'recovers', disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed', eliminated: 'eliminated' } as const;

/** One Rally roll (12.41 b): a die on the unit's column; in a town/urban hex it stays at least Disordered (12.17). */
export function prepareRally(input: RallyInput): Prepared<RallyOutcome, BngRallyEffects> {
  const columnLabel = COLUMN[input.morale];
  const column = RALLY_CHART.columns.findIndex((c) => c.label === columnLabel);
  const steps = [step(RALLY_SOURCE, 'Rally', `a ${MORALE_WORDS[input.morale]} unit with a Rally marker, not in an enemy zone of control: one die on the ${columnLabel} column`)];
  if (input.inTown) steps.push(step(rule('12.17'), 'Town/urban hex', 'the unit stays at least Disordered whatever the die'));
  return {
    steps,
    table: chartView(RALLY_CHART, { column, reachableRows: [0, 1, 2, 3, 4, 5] }),
    dicePlan: ['rally die'],
    roll(dice) {
      const die = dice.d6('rally die');
      const result = readRally(RALLY_CHART, RALLY_CHART.rows[die - 1] as (typeof RALLY_CHART.rows)[number], RALLY_CHART.columns[column] as (typeof RALLY_CHART.columns)[number]);
      const state = after(result, input.inTown);
      const words = AFTER_WORDS[state];
      const effects: BngRallyEffects = { kind: 'rally', die, before: input.morale, after: state, tableResult: result, inTown: input.inTown };
      const held = input.inTown && result === 'recovers';
      const outcomeSteps = [step(RALLY_SOURCE, 'Rally die', `${die}: ${held ? 'recovers, but stays Disordered in the town/urban hex (12.17)' : words}`, { die, result })];
      const checklist = [
        state === 'eliminated' ? 'Eliminate the unit.' : state === 'normal' ? `Remove the ${columnLabel} marker: the unit recovers.` : state === input.morale ? `The unit stays ${MORALE_WORDS[state]}.` : `Replace the ${columnLabel} marker with a ${MORALE_WORDS[state]} marker.`,
        'Remove the Rally marker.',
      ];
      return { kind: 'rally', key: state, label: state === 'normal' ? 'Recovers' : words.charAt(0).toUpperCase() + words.slice(1), steps: outcomeSteps, checklist, effects };
    },
    describe: (o) => ({ steps: o.steps, checklist: o.checklist, effects: o.effects }),
    highlights: (chance) => [
      { label: 'Recovers', probability: chance((o) => o.effects.after === 'normal') },
      { label: 'Gets worse', probability: chance((o) => WORSE.indexOf(o.effects.after) > WORSE.indexOf(input.morale)) },
    ],
  };
}
