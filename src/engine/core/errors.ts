import { briefMessage, briefPath } from './brief';

/** One thing wrong with a combat description: where (a dotted path such as "attackers.0.strength") and why. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/**
 * A combat that cannot be resolved as described: a malformed field or a rule restriction
 * ("odds worse than 1-2 are allowed only for a Hasty Attack"). The message is for players.
 */
export class CombatInputError extends Error {
  readonly errors: readonly FieldError[];

  /** Every path and message is cut to a readable length here, whatever a schema or rule quoted. */
  constructor(errors: readonly FieldError[]) {
    const briefed = errors.map((e) => ({ path: briefPath(e.path), message: briefMessage(e.message) }));
    super(briefed.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n'));
    this.errors = briefed;
    this.name = 'CombatInputError';
  }
}

export function ruleError(path: string, message: string): CombatInputError {
  return new CombatInputError([{ path, message }]);
}
