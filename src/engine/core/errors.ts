import { briefMessage, briefPath } from './brief';

/** One thing wrong with a value: where (a dotted path such as "attackers.0.strength") and why, in the player's words. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** What kind of failure it is, for the code that acts on it; the player reads its message. */
export type FailureCode =
  /** A value, or a combination of values, that the rules or the format refuse: in a description, a form or a file. */
  | 'refused'
  /** Dice typed in at the table, and another die still to come. */
  | 'missing-die'
  /** What was asked about is no longer saved on this device. */
  | 'gone'
  /** A write the device refused because its storage is full. */
  | 'storage-full'
  /** A write that failed for another reason. */
  | 'not-saved'
  /** A fault in the program itself: nothing was done. */
  | 'fault';

/**
 * Every failure the player is told of, in one shape wherever it happens (a description the engine
 * refuses, a file that cannot be imported, a write the device refused, a game name left empty): its
 * code, the field it is about (`path`, "" when it is about the whole), and the player's words. A
 * value refused in a description or a file is worded about the value, and shown after its field
 * (failureWords, or the desk's naming of the unit and field); any other failure's words stand alone.
 */
export interface Failure extends FieldError {
  readonly code: FailureCode;
}

/** Refused values, each naming its field, as failures. */
export function refused(errors: readonly FieldError[]): Failure[] {
  return errors.map((e) => ({ code: 'refused', path: e.path, message: e.message }));
}

/** A failure as one line: its field, then its words. */
export function failureWords(failure: FieldError): string {
  return failure.path ? `${failure.path}: ${failure.message}` : failure.message;
}

/** Failures thrown, from the engine or the store: the message is their words, one a line. */
export class FailureError extends Error {
  readonly errors: readonly Failure[];

  constructor(errors: readonly Failure[], message = errors.map((e) => e.message).join('\n')) {
    super(message);
    this.errors = errors;
    this.name = 'FailureError';
  }
}

/**
 * A combat that cannot be resolved as described: a malformed field or a rule restriction
 * ("odds worse than 1-2 are allowed only for a Hasty Attack"). The message is for players.
 */
export class CombatInputError extends FailureError {
  /** Every path and message is cut to a readable length here, whatever a schema or rule quoted. */
  constructor(errors: readonly FieldError[]) {
    const briefed = refused(errors.map((e) => ({ path: briefPath(e.path), message: briefMessage(e.message) })));
    super(briefed, briefed.map(failureWords).join('\n'));
    this.name = 'CombatInputError';
  }
}

export function ruleError(path: string, message: string): CombatInputError {
  return new CombatInputError([{ path, message }]);
}
