import type { SequenceOfPlay } from '../../campaign/sequence';

const SITE = 'War Between the States, rules pages';

/**
 * Our source for War Between the States names its combat, movement and strategic turns but does not
 * list the sequence of play: the players write their phases once and place in them the rolls our
 * source ties to a phase.
 */
export const wbtsSequence: SequenceOfPlay = {
  source: `${SITE}: our source names the turns and phases but does not list the sequence of play; write your phases from your rules`,
  night: false,
  calendar: true,
  reminders: [
    { id: 'navalAttacks', text: 'Movement phase: naval attacks on forts, and Naval Transit Attack for naval units that must retreat past them', source: `${SITE}, Combat: naval attacks on fortifications` },
    { id: 'combat', text: 'Combat phase: each attack needs Combat Initiative and may spend combat supply; naval combat where enemy naval units share a hex', source: `${SITE}, Combat` },
    { id: 'siegeCombat', text: 'Strategic turn: siege combat, one of its two options for each siege (initiative automatic for a leader present)', source: `${SITE}, Combat: siege combat` },
  ],
};
