import type { SequenceOfPlay } from '../../campaign/sequence';

const SOP = 'GCACW, Grant Takes Command Charts & Tables: Advanced Game Sequence of Play';

/**
 * Grant Takes Command's Advanced Game Sequence of Play, as the seed's chart sheet prints it: nine
 * phases, the Strategic Cycle only on turns divisible by 4. A turn is a day; the players keep its date.
 */
export const gcacwSequence: SequenceOfPlay = {
  source: SOP,
  night: false,
  calendar: true,
  reminders: [],
  phases: [
    { name: 'Random Events Phase', source: SOP, reminders: [{ id: 'randomEvents', text: 'Roll on the Random Events Table (2d6)', source: 'GCACW, Grant Takes Command Charts & Tables: Random Events Table', roll: 'randomEvents' }] },
    { name: 'Leader Transfer Phase', source: SOP, reminders: [] },
    { name: 'Off-Map Phase (starting May 6)', source: SOP, reminders: [] },
    { name: 'County Control Phase', source: SOP, reminders: [] },
    { name: 'Attachment Phase', source: SOP, reminders: [] },
    {
      name: 'Action Cycle',
      source: SOP,
      reminders: [
        { id: 'initiative', text: 'Action Phase, A. Initiative Segment', source: SOP },
        { id: 'activation', text: 'Action Phase, B. Activation Segment: marches (Extended March Table) and attacks', source: SOP, roll: 'extendedMarch' },
      ],
    },
    { name: 'Recovery Phase', source: SOP, reminders: [{ id: 'recovery', text: 'Recovery: units recover Fatigue and from demoralization as your rulebook says (our charts give no recovery values)', source: SOP }] },
    {
      name: 'Strategic Cycle (turns divisible by 4)',
      source: SOP,
      when: { everyNth: 4 },
      reminders: [
        { id: 'leaderRecovery', text: 'A. Leader Recovery Segment', source: SOP },
        { id: 'strategic', text: 'B. Strategic Segment: roll on the Strategic Events Table', source: 'GCACW, Grant Takes Command Charts & Tables: Strategic Events Table', roll: 'strategicEvents' },
        { id: 'reinforcement', text: 'C. Reinforcement Segment', source: SOP },
        { id: 'valley', text: 'D. Valley Segment', source: SOP },
        { id: 'bermudaHundred', text: 'E. Bermuda Hundred Segment', source: SOP },
        { id: 'depot', text: 'F. Depot Segment', source: SOP },
        { id: 'supplyStatus', text: 'G. Supply Status Segment', source: SOP },
        { id: 'unionCommand', text: 'H. Union Command Segment', source: SOP },
        { id: 'victoryPoints', text: 'I. Victory Point Segment', source: SOP },
        { id: 'endOfGame', text: 'J. End of Game Segment (starting May 31): roll whether the game ends', source: SOP, roll: 'gameEnds' },
      ],
    },
    { name: 'Turn Indication Phase', source: SOP, reminders: [{ id: 'advance', text: 'Advance the turn marker', source: SOP }] },
  ],
};
