import * as v from 'valibot';
import { briefMessage, briefPath, foundWords, receivedWords } from './brief';
import { CombatInputError, type FieldError } from './errors';

/** Parses with a valibot schema; every issue becomes a FieldError naming its path. */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, basePath = ''): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new CombatInputError(result.issues.map((issue) => toFieldError(issue, basePath)));
}

/** A valibot issue as a FieldError: its dotted path, and its message in the player's words. */
export function toFieldError(issue: v.BaseIssue<unknown>, basePath = ''): FieldError {
  const path = [basePath, v.getDotPath(issue)].filter(Boolean).join('.');
  return briefError({ path, message: playerMessage(issue) });
}

/** A refusal with its path and message cut to a readable length, whatever they quote. */
export function briefError(error: FieldError): FieldError {
  return { path: briefPath(error.path), message: briefMessage(error.message) };
}

/** valibot's own messages read "Invalid type: Expected … but received …"; a schema's own never do. */
const LIBRARY_MESSAGE = /^Invalid \w+: Expected /;

/** The schema's own message; where it gave none, what was expected and what was found, said plainly. */
function playerMessage(issue: v.BaseIssue<unknown>): string {
  if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message;
  if (issue.kind === 'schema' && issue.received === 'undefined' && issue.message.startsWith('Invalid key:')) return 'required field is missing';
  if (issue.kind === 'schema' && issue.expected === 'never') return `unknown field ${receivedWords(issue.received)} (not part of this description)`;
  return `expected ${expectedWords(issue.expected)}, got ${foundWords(issue.input)}`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  Object: 'a group of fields (an object)',
  Array: 'a list',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  null: 'null',
  never: 'nothing here',
};

function expectedWords(expected: string | null): string {
  if (expected === null) return 'another value';
  const options = expected.replace(/^\((.*)\)$/, '$1').split(' | ');
  const words = options.map((o) => TYPE_WORDS[o] ?? o);
  return words.length === 1 ? (words[0] ?? expected) : `one of ${words.join(', ')}`;
}
