/**
 * A game's sequence of play as the turn record shows it: its phases in order, each with the rolls
 * and checks due in it, every one citing where our sources say so. A game whose sources do not give
 * its whole sequence gives no phases: the players write their own once (`PlayerPhases`), and the
 * reminders the sources do give are placed by them in one of their phases.
 */

/** When a reminder or phase applies: every turn unless it says otherwise. */
export interface TurnCondition {
  /** Only on turns divisible by this (a cycle played every fourth turn, say). */
  readonly everyNth?: number;
  /** Only at night (true) or only by day (false). */
  readonly night?: boolean;
  /** Only from this turn on. */
  readonly fromTurn?: number;
}

/** A roll or check due, in the rules' words, with its source. */
export interface Reminder {
  /** Stable within the game: it names the reminder in the player's phases and in what is ticked off. */
  readonly id: string;
  readonly text: string;
  /** The rule, chart or page our sources give it under. */
  readonly source: string;
  readonly when?: TurnCondition;
  /** A table the players roll for it, by its quick-roll id on the game's tables page. */
  readonly roll?: string;
}

export interface SourcedPhase {
  readonly name: string;
  readonly source: string;
  readonly when?: TurnCondition;
  readonly reminders: readonly Reminder[];
}

export interface SequenceOfPlay {
  /** The sequence as our sources give it, whole; absent when they do not, and the players write theirs. */
  readonly phases?: readonly SourcedPhase[];
  /** Where the sequence comes from, or why the players write their own. */
  readonly source: string;
  /** Rolls and checks our sources give without a whole sequence: the players place each in one of their phases. */
  readonly reminders: readonly Reminder[];
  /** Whether the game's turns have a day and a night (its rules change at night). */
  readonly night: boolean;
  /** Whether the game's turns carry a date or a time of day the players keep. */
  readonly calendar: boolean;
}

/** Whether a condition holds on a turn, by day or night. */
export function applies(when: TurnCondition | undefined, turn: number, night: boolean): boolean {
  if (!when) return true;
  if (when.everyNth !== undefined && turn % when.everyNth !== 0) return false;
  if (when.night !== undefined && when.night !== night) return false;
  if (when.fromTurn !== undefined && turn < when.fromTurn) return false;
  return true;
}
