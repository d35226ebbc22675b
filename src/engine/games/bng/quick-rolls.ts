import { type QuickRoll, quickRollBase } from '../../core/quick-roll';
import { RALLY_CHART } from './rally-table';
import { RALLY_STATES } from './schema';

const STATE_WORDS = { disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed' } as const;

/** Rally (12.41 b), rolled on its own at the start of the Combat Phase. */
export const BNG_QUICK_ROLLS: readonly QuickRoll[] = [
  {
    id: 'rally',
    title: RALLY_CHART.title,
    source: RALLY_CHART.source,
    action: 'roll',
    base: quickRollBase('bng', 'rally'),
    fields: [
      { type: 'choice', path: 'morale', label: 'The rallying unit is', choices: RALLY_STATES.map((s) => ({ value: s, label: STATE_WORDS[s] })) },
      { type: 'flag', path: 'inTown', label: 'In a town/urban hex' },
    ],
  },
];
