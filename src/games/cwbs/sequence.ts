import type { SequenceOfPlay } from '../../campaign/sequence';

const CHARTS = 'Civil War Brigade Series charts';

/**
 * Our source for the Civil War Brigade Series is its chart sheet, which gives no sequence of play:
 * the players write their phases once and place in them the rolls the charts tie to the turn,
 * above all the acceptance rolls of orders still pending.
 */
export const cwbsSequence: SequenceOfPlay = {
  source: `${CHARTS}: our source gives the charts but not the sequence of play; write your phases from your rulebook`,
  night: true,
  calendar: true,
  reminders: [
    { id: 'acceptance', text: 'Orders: check acceptance of each order due this turn, and roll each turn for delayed orders (D1: 1-2 accepts, D2: 1 accepts)', source: `${CHARTS}: Order Delivery and Acceptance Table` },
    { id: 'initiative', text: 'Initiative: 2d6 for leaders trying for initiative (a 2 is a loose cannon)', source: `${CHARTS}: Initiative Table`, roll: 'initiative' },
    { id: 'stoppage', text: 'Corps attack stoppage checks (−3 at night)', source: `${CHARTS}: Corps Attack Stoppage Table`, roll: 'corpsAttackStoppage' },
    { id: 'stragglerRecovery', text: 'Straggler recovery: one die for each marked brigade (+2 at night)', source: `${CHARTS}: Straggler Recovery Table`, roll: 'stragglerRecovery' },
  ],
};
