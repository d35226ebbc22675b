import { CombatInputError, type FieldError } from '../errors';
import { parseOrThrow } from '../validate';
import { scenarioFileSchema } from './schema';
import { checkIds, duplicateIds, resolveSetups } from './setup';
import type { ScenarioFile } from './types';
import { applyVariant, setUpFrom } from './variants';

/**
 * Validates a scenario file (scenarios/<game>.json) and returns it typed, every scenario's set-up
 * filled in. Anything wrong throws a CombatInputError with one FieldError per bad field, each naming
 * its JSON path ("scenarios.0.forces.union.1.units.0.strength").
 */
export function loadScenarios(json: unknown): ScenarioFile {
  const input = parseOrThrow(scenarioFileSchema, json);
  const { file, errors } = resolveSetups(input);
  errors.push(...checkIds(input));
  // Variants are tried only against sound set-ups, so one mistake is not reported again through them.
  if (errors.length === 0) errors.push(...checkVariants(file));
  if (errors.length > 0) throw new CombatInputError(errors);
  return file;
}

/** Each variant must apply, on its own, to every scenario it names. */
function checkVariants(file: ScenarioFile): FieldError[] {
  const errors = duplicateIds(file.variants.map((variant) => variant.id), (i) => `variants.${i}.id`);
  file.variants.forEach((variant, i) => {
    variant.appliesTo.forEach((scenarioId, k) => {
      const scenario = file.scenarios.find((s) => s.id === scenarioId);
      if (!scenario) {
        errors.push({ path: `variants.${i}.appliesTo.${k}`, message: `no scenario "${scenarioId}" in this file` });
        return;
      }
      for (const error of applyVariant(setUpFrom(file, scenario), variant)) {
        const path = `variants.${i}.${error.path}`;
        // Scenarios sharing a set-up would otherwise report the same field twice.
        if (!errors.some((e) => e.path === path)) errors.push({ path, message: `${error.message} (scenario ${scenarioId})` });
      }
    });
  });
  return errors;
}
