import type { UnitField } from './rules';
import { type UnitValues, fieldValue, fieldsFor } from './unit-fields';

/** A status a unit carries, short for the roster line ("F2") and in the game's words ("Fatigue 2"). */
export interface StatusMark {
  /** The field it is a value of. */
  readonly key: UnitField['key'];
  readonly code: string;
  readonly words: string;
}

/**
 * The statuses a unit carries that are not at their default (unset, 0, or the field's first option,
 * which each game lists as the state a fresh unit is in), in the order the game lists its fields.
 */
export function statusMarks(unit: UnitValues & { readonly type: string }, fields: readonly UnitField[]): StatusMark[] {
  return fieldsFor(fields, unit.type).flatMap((field): StatusMark[] => {
    if (!field.status) return [];
    const value = fieldValue(unit, field);
    if (value === null || value === false || value === 0) return [];
    const { key } = field;
    if (field.kind === 'number') return [{ key, code: `${field.code}${value}`, words: `${field.label} ${value}` }];
    if (field.kind === 'unit') return [];
    const option = field.options.find((o) => o.value === value);
    if (!option || option === field.options[0]) return [];
    // A yes-or-no status shows its code alone ("LA"), a level its code and level ("D1"), a named state its name ("Shaken").
    if (typeof value === 'boolean') return [{ key, code: field.code, words: option.words }];
    if (typeof value === 'number') return [{ key, code: `${field.code}${option.code}`, words: option.words }];
    return [{ key, code: option.words, words: option.words }];
  });
}
