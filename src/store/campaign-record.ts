/**
 * What a game keeps of its campaign beside its log: where the turn record stands, the phases the
 * players wrote where our sources give none, and the game's own campaign data (orders in flight,
 * say), which only its plug-in reads. Plain data on the game record; the turn record's rules are in
 * src/campaign.
 */

/** Where the turn record stands. */
export interface TurnRecord {
  /** The game turn, from 1. */
  readonly turn: number;
  /** The current phase, by its place in the sequence (from 0). */
  readonly phase: number;
  /** The current phase's name, as log entries made in it record it ("" before the players write their phases). */
  readonly phaseName: string;
  /** The date the players keep for the turn, in their words ("May 6, 1864"); empty when none. */
  readonly date: string;
  /** The time of day the players keep for the turn ("1:20 PM"); empty when none. */
  readonly time: string;
  /** A night turn, for games whose rules change at night. */
  readonly night: boolean;
  /** The reminders ticked off this turn, by phase and reminder: "2/recovery". */
  readonly done: readonly string[];
}

/** The phases the players wrote for a game whose sources give no sequence, and where they placed each sourced reminder. */
export interface PlayerPhases {
  readonly names: readonly string[];
  /** Each sourced reminder's phase, by the reminder's id; a reminder not placed is due at any time in the turn. */
  readonly placed: Readonly<Record<string, number>>;
}

export interface Campaign {
  readonly record: TurnRecord;
  readonly phases?: PlayerPhases;
  /** The game's own campaign data, read only by its plug-in. */
  readonly game?: unknown;
}

/** The turn and phase a log entry was made in, as the entry keeps them. */
export interface EntryWhen {
  readonly turn: number;
  /** The phase's name as the sequence gives it; empty when the game has no phases written yet. */
  readonly phase: string;
}

export const FIRST_TURN: TurnRecord = { turn: 1, phase: 0, phaseName: '', date: '', time: '', night: false, done: [] };

/** The turn and phase an entry made now records. */
export function entryWhen(campaign: Campaign | undefined): EntryWhen {
  const record = campaign?.record ?? FIRST_TURN;
  return { turn: record.turn, phase: record.phaseName };
}

/** The longest phase name, date or time kept: a line on the turn record. */
export const MAX_WORDS = 60;
/** The most phases a player may write. */
export const MAX_PHASES = 20;
