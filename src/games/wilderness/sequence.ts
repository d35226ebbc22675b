import type { SequenceOfPlay } from '../../campaign/sequence';

const SEED = 'The Wilderness Campaign (SPI)';

/**
 * Our source for The Wilderness Campaign is its charts and scenarios, not its rules: it gives no
 * sequence of play, so the players write their phases once. What the charts do tie to the turn is
 * offered for them to place.
 */
export const wildernessSequence: SequenceOfPlay = {
  source: `${SEED}: our source gives the charts and scenarios but not the sequence of play; write your phases from your rulebook`,
  night: false,
  calendar: false,
  reminders: [
    { id: 'reinforcements', text: 'Reinforcements due this Game-Turn, from the Turn Record/Reinforcement Track', source: `${SEED}: scenarios, Game-Length and Reinforcements` },
    { id: 'probes', text: 'Cavalry probes: one die for each offensive or defensive probe', source: `${SEED}: Cavalry Probe Chart`, roll: 'cavalry-probe' },
    { id: 'supply', text: 'Check each unit’s supply and apply the Supply Effects Chart', source: `${SEED}: Supply Effects Chart` },
  ],
};
