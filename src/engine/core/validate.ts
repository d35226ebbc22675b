import * as v from 'valibot';
import { CombatInputError, type FieldError } from './errors';

/** Parses with a valibot schema; every issue becomes a FieldError naming its path. */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, basePath = ''): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new CombatInputError(result.issues.map((issue) => toFieldError(issue, basePath)));
}

function toFieldError(issue: v.BaseIssue<unknown>, basePath: string): FieldError {
  const path = [basePath, v.getDotPath(issue)].filter(Boolean).join('.');
  return { path, message: isMissingKey(issue) ? 'required field is missing' : issue.message };
}

/** valibot's own words for a required key left out, where a schema gives none of its own. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && issue.received === 'undefined' && issue.message.startsWith('Invalid key:');
}
