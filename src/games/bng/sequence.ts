import type { SequenceOfPlay } from '../../campaign/sequence';

const RULES = 'Blue & Grey (revised), standard rules';

/**
 * Our source for Blue & Grey is its standard rules 9.13 to 12.41, which name the Movement and Combat
 * Phases but do not give the whole sequence of play: the players write their phases once and place
 * in them the rolls and checks those rules tie to a phase.
 */
export const bngSequence: SequenceOfPlay = {
  source: `${RULES}: our source (cases 9.13 to 12.41) does not give the whole sequence of play; write your phases from your rulebook`,
  night: true,
  calendar: true,
  reminders: [
    { id: 'rallyMarkers', text: 'Start of the Friendly Movement Phase: place Rally markers on Disordered, Shaken or Routed units not in an enemy ZOC (they may not move)', source: `${RULES}, case 12.4(b)` },
    { id: 'nightRecovery', text: 'Start of a Night Game-Turn Combat Phase: remove Disordered, Shaken and Routed markers from units not in an enemy ZOC', source: `${RULES}, cases 11.0 and 12.4(a)`, when: { night: true } },
    { id: 'rally', text: 'Start of the Combat Phase, before any combat is announced: a die for each unit with a Rally marker', source: `${RULES}, case 12.4(b)`, roll: 'rally' },
    { id: 'shakenToRouted', text: 'Start of the Combat Phase: a Shaken unit that did not move may be made Routed instead of attacking', source: `${RULES}, case 12.16` },
    { id: 'routedInZoc', text: 'Start of the Combat Phase: a Routed unit in an enemy ZOC must see the enemy driven off, or retreat at the end of the phase', source: `${RULES}, case 12.32` },
    { id: 'nightAttacks', text: 'Night: attacks are compulsory for units that moved into an enemy ZOC this turn; a night die before each attack doubles (1) or halves (4-6) the attackers', source: `${RULES}, cases 11.21 and 11.23`, when: { night: true } },
    { id: 'breastworks', text: 'End of the Combat Phase: Breastworks under construction next to an enemy unit are removed; a player may remove Breastworks his units hold', source: `${RULES}, cases 10.34 and 10.37` },
  ],
};
