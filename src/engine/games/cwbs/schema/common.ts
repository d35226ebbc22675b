import * as v from 'valibot';
import { GRADES } from '../data/straggler';
import { EDITIONS } from '../source';

/** Messages for an object: an unknown (misspelt) field, a missing one, or not an object at all. */
export function objectMessage(what: string) {
  return (issue: v.StrictObjectIssue): string => {
    if (issue.expected === 'never') return `unknown field ${String(issue.received)} (not part of ${what})`;
    if (issue.expected !== 'Object') return `required field of ${what} is missing`;
    return `expected ${what} (an object), got ${issue.received}`;
  };
}

export const flag = (what: string) => v.optional(v.boolean(`${what} must be true or false`), false);

/** A whole number from `min` to `max`, one message saying all of it. */
export function whole(what: string, min: number, max: number) {
  const message = `${what} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.check((x) => Number.isInteger(x) && x >= min && x <= max, message),
  );
}

export function oneOf<const T extends readonly (string | number)[]>(values: T, what: string) {
  return v.picklist(values, `${what} must be one of ${values.map((x) => (typeof x === 'string' ? `"${x}"` : String(x))).join(', ')}`);
}

export const editionSchema = v.optional(v.picklist(EDITIONS, 'edition must be "seed" (the seed\'s charts, the default) or "v3.2" (the Series Rules v3.2 charts)'), 'seed');

export const gradeSchema = v.picklist(GRADES, 'the morale grade must be A, B, C, D or E');

export const NAME_MAX = 40;
const NAME_MESSAGE = `a name is text of 1 to ${NAME_MAX} characters`;
export const nameSchema = v.pipe(
  v.string(NAME_MESSAGE),
  v.check((s) => s.trim().length > 0 && s.length <= NAME_MAX, NAME_MESSAGE),
);

/** Leader ratings as the Command Point Table reads them: 0 to 4. */
export const RATING = { min: 0, max: 4 } as const;
export const ratingSchema = (what: string) => whole(what, RATING.min, RATING.max);
