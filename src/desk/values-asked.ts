import type { FieldError } from '../engine/core/errors';
import type { UnitRecord } from '../store/records';
import { unitAtPath } from './field-labels';
import type { DeskRules, Sides, UnitField } from './rules';
import { fieldsFor } from './unit-fields';

/** A value of a unit the combat cannot be worked out without, as the roster keeps it. */
export interface ValueAsked {
  readonly unit: UnitRecord;
  readonly field: UnitField;
}

/**
 * The unit values the engine's refusals ask for: each refusal whose path names a unit and then one
 * of the values the game keeps on its units (its strength, or `state.<name>`), so the desk can offer
 * to set that value where the combat is set up instead of sending the player to the roster.
 */
export function valuesAsked(errors: readonly FieldError[], draft: Sides, units: ReadonlyMap<string, UnitRecord>, rules: DeskRules<Sides>): ValueAsked[] {
  const paths = rules.unitPaths?.(draft, units);
  const asked = new Map<string, ValueAsked>();
  for (const error of errors) {
    const at = unitAtPath(error.path, draft, units, paths);
    const name = at?.rest[0];
    if (!at || name === undefined || at.rest.length !== 1) continue;
    const field = fieldsFor(rules.unitFields, at.unit.type).find((f) => f.key === `state.${name}` || (name === 'strength' && f.key === 'strength'));
    if (field) asked.set(`${at.unit.id}\n${field.key}`, { unit: at.unit, field });
  }
  return [...asked.values()];
}
