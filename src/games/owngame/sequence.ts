import type { SequenceOfPlay } from '../../campaign/sequence';

/** Your own game's sequence of play is the players' own: they write its phases once, from their rulebook. */
export const ownSequence: SequenceOfPlay = {
  source: 'Your own game: write your phases once, from your rulebook',
  night: false,
  calendar: false,
  reminders: [],
};
