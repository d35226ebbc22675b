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
  constructor(readonly errors: readonly FieldError[]) {
    super(errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('\n'));
    this.name = 'CombatInputError';
  }
}

export function ruleError(path: string, message: string): CombatInputError {
  return new CombatInputError([{ path, message }]);
}
