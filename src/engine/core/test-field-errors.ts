import { CombatInputError, type FieldError } from './errors';

/** For tests: the fields and words of the refusals a call raises; fails the test if it raises none, something else, or a failure other than a refusal. */
export function fieldErrors(f: () => unknown): readonly FieldError[] {
  try {
    f();
  } catch (e) {
    if (!(e instanceof CombatInputError)) throw e;
    const other = e.errors.find((failure) => failure.code !== 'refused');
    if (other) throw new Error(`expected refusals, not ${other.code}`);
    return e.errors.map(({ path, message }) => ({ path, message }));
  }
  throw new Error('expected a CombatInputError');
}
