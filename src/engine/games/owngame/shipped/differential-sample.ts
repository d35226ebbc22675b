import type { DefinitionForm } from '../definition/form';

const PAGE = 'webwargaming.org, Combat Rules (www.webwargaming.org/combat.htm)';

/** A line of the page's sample Terrain Effects on Combat chart: the defender's terrain shifts the attack left. */
const terrain = (id: string, name: string, columns: number) =>
  ({ id, name: `${name}: ${columns} column${columns === 1 ? '' : 's'} left (sample Terrain Effects on Combat chart)`, side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -columns }) as const;

/**
 * A differential game a player starts from: the sample game of webwargaming.org's Combat Rules page,
 * every value from that page — its Combat Results Table (the combat differential, the defending
 * strength subtracted from the attacking, against one die), its four results, and its sample Terrain
 * Effects on Combat chart (clear and road shift nothing, so they are no condition). The page prints
 * the paired columns as "2, 3"; they are headed "2-3" here, the same differences. What the page
 * does not say is said in `source` and chosen plainly: a differential below -1 is read at -1, shifts
 * add, and a plain "Defender retreat" goes as far as the players' rules say.
 */
export const DIFFERENTIAL_SAMPLE: DefinitionForm = {
  name: 'Sample differential game',
  source: `${PAGE}: its sample Combat Results Table (the combat differential, defending strength subtracted from attacking), results and Terrain Effects on Combat chart. The page does not say how a differential below -1 is read (here: at -1), whether two shifts add (here: they do) or how far DR goes (here: as your rules say).`,
  sides: ['First player', 'Second player'],
  units: {
    types: ['Unit'],
    values: [{ id: 'strength', name: 'Combat strength', code: 'CS', use: 'strength', min: 1, max: 99 }],
  },
  method: { kind: 'difference', rounding: 'defender', lowest: -1, highest: 10, belowLowest: 'lowest', aboveHighest: 'highest' },
  dice: { roll: '1d6', modifier: 0 },
  shifts: 'add',
  conditions: [terrain('forest', 'Forest', 2), terrain('rough', 'Rough', 1), terrain('town', 'Town', 2), terrain('fortified', 'Fortified', 3), terrain('river', 'River', 3)],
  losses: 'steps',
  table: {
    name: 'Sample Combat Results Table, webwargaming.org',
    entered: '2026-11-27',
    rows: ['1', '2', '3', '4', '5', '6'],
    columns: ['-1', '0', '1', '2-3', '4-5', '6-7', '8-9', '10+'],
    cells: [
      ['NR', 'DR', 'DR', 'DR', 'DR2', 'DR2', 'DR2', 'DR2'],
      ['NR', 'NR', 'DR', 'DR', 'DR', 'DR2', 'DR2', 'DR2'],
      ['AR', 'NR', 'NR', 'DR', 'DR', 'DR', 'DR2', 'DR2'],
      ['AR', 'AR', 'AR', 'NR', 'DR', 'DR', 'DR', 'DR2'],
      ['AR', 'AR', 'AR', 'AR', 'NR', 'DR', 'DR', 'DR'],
      ['AR', 'AR', 'AR', 'AR', 'AR', 'NR', 'DR', 'DR'],
    ],
  },
  results: [
    { code: 'NR', name: 'No Result', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: false } },
    { code: 'DR', name: 'Defender retreat', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: true } },
    { code: 'DR2', name: 'Defender retreats 2', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: 2 } },
    { code: 'AR', name: 'Attacker retreat', attacker: { loss: 0, retreat: true }, defender: { loss: 0, retreat: false } },
  ],
};
