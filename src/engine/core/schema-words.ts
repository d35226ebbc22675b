import * as v from 'valibot';
import { receivedWords } from './brief';

/**
 * Schema pieces whose every message is in the player's words, shared by the games' descriptions
 * (valibot's own wording must never reach a player).
 */

/** Messages for an object: an unknown (misspelt) field, a missing one, or not an object at all. */
export function objectMessage(what: string) {
  return (issue: v.StrictObjectIssue): string => {
    if (issue.expected === 'never') return `unknown field ${receivedWords(issue.received)} (not part of ${what})`;
    if (issue.expected !== 'Object') return `required field of ${what} is missing`;
    return `expected ${what} (an object), got ${receivedWords(issue.received)}`;
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

/** A text of 1 to `max` characters. */
export function text(what: string, max: number) {
  const message = `${what} is text of 1 to ${max} characters`;
  return v.pipe(
    v.string(message),
    v.check((s) => s.trim().length > 0 && s.length <= max, message),
  );
}
