import { CombatInputError, type FieldError } from './errors';

/** For tests: the field errors a call raises; fails the test if it raises none or something else. */
export function fieldErrors(f: () => unknown): readonly FieldError[] {
  try {
    f();
  } catch (e) {
    if (e instanceof CombatInputError) return e.errors;
    throw e;
  }
  throw new Error('expected a CombatInputError');
}
