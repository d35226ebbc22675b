import * as v from 'valibot';
import { brief } from '../../../core/brief';
import { type Failure, refused } from '../../../core/errors';
import { TOO_DEEP, tooDeepAt } from '../../../core/nesting';
import { briefError, toFieldError } from '../../../core/validate';
import { checkDefinition } from './check';
import { type DefinitionForm, definitionForm } from './form';

/** A game definition as a file of its own, to share: `{ kind, version, definition }`. */
export const DEFINITION_KIND = 'adjutant-game-definition';
export const DEFINITION_VERSION = 1;

export interface DefinitionFile {
  readonly kind: typeof DEFINITION_KIND;
  readonly version: typeof DEFINITION_VERSION;
  readonly definition: DefinitionForm;
}

export type DefinitionReading = { readonly ok: true; readonly definition: DefinitionForm } | { readonly ok: false; readonly errors: readonly Failure[] };

/**
 * A definition checked whole, its form and then its parts against each other: the definition, or
 * every problem by its field (`units.values.0.use`), in the define-your-game form's words.
 */
export function readDefinition(data: unknown, base = ''): DefinitionReading {
  const at = (path: string) => [base, path].filter(Boolean).join('.');
  const deep = tooDeepAt(data);
  if (deep !== undefined) return { ok: false, errors: refused([briefError({ path: at(deep), message: TOO_DEEP })]) };
  const parsed = v.safeParse(definitionForm, data);
  if (!parsed.success) return { ok: false, errors: refused(parsed.issues.map((i) => toFieldError(i, base))) };
  const checked = checkDefinition(parsed.output);
  if (!checked.ok) return { ok: false, errors: refused(checked.problems.map((p) => briefError({ path: at(p.path), message: p.message }))) };
  return { ok: true, definition: parsed.output };
}

/** A definition file as shared: refused whole, naming each wrong field, when it is not one this version reads. */
export function readDefinitionFile(data: unknown): DefinitionReading {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, errors: refused([{ path: '', message: 'expected a game definition file (a JSON object)' }]) };
  const file = data as Record<string, unknown>;
  if (file['kind'] !== DEFINITION_KIND) return { ok: false, errors: refused([{ path: 'kind', message: `expected an Adjutant game definition (kind "${DEFINITION_KIND}"), got ${typeof file['kind'] === 'string' ? `"${brief(file['kind'])}"` : 'none'}` }]) };
  if (file['version'] !== DEFINITION_VERSION) return { ok: false, errors: refused([{ path: 'version', message: `expected format ${DEFINITION_VERSION}; this file may be from a newer version of Adjutant` }]) };
  return readDefinition(file['definition'], 'definition');
}

export function definitionFile(definition: DefinitionForm): DefinitionFile {
  return { kind: DEFINITION_KIND, version: DEFINITION_VERSION, definition };
}
