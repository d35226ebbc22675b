import type { FieldError } from '../errors';
import { type ScenarioFileInput, type ScenarioInput, SIDES } from './schema';
import type { Scenario, ScenarioFile } from './types';

const SETUP_FIELDS = ['initialControl', 'initialVictoryPoints', 'forces'] as const;

/** Fills in each scenario's set-up, following sameSetupAs; reports each field in the way. */
export function resolveSetups(input: ScenarioFileInput): { file: ScenarioFile; errors: FieldError[] } {
  const errors: FieldError[] = duplicateIds(input.scenarios.map((s) => s.id), (i) => `scenarios.${i}.id`);
  const scenarios: Scenario[] = [];
  input.scenarios.forEach((scenario, i) => {
    const path = `scenarios.${i}`;
    const own = (present: boolean) => SETUP_FIELDS.filter((field) => (scenario[field] !== undefined) === present);
    if (scenario.sameSetupAs === undefined) {
      for (const field of own(false)) errors.push({ path: `${path}.${field}`, message: 'required field of a scenario is missing (or give sameSetupAs)' });
      pushResolved(scenarios, scenario, scenario);
      return;
    }
    for (const field of own(true)) {
      errors.push({ path: `${path}.${field}`, message: `leave out ${field}: the set-up comes from scenario ${scenario.sameSetupAs}` });
    }
    const source = input.scenarios.find((s) => s.id === scenario.sameSetupAs);
    if (!source) {
      errors.push({ path: `${path}.sameSetupAs`, message: `no scenario "${scenario.sameSetupAs}" in this file` });
    } else if (source.sameSetupAs !== undefined) {
      // One step only, so the scenario named is the one that writes the set-up out.
      errors.push({ path: `${path}.sameSetupAs`, message: `scenario ${source.id} repeats another's set-up: name the scenario that writes it out` });
    } else {
      pushResolved(scenarios, scenario, source);
    }
  });
  return { file: { ...input, scenarios }, errors };
}

/** Adds the scenario with the source's set-up; a set-up missing a field has been reported where it is written. */
function pushResolved(into: Scenario[], scenario: ScenarioInput, source: ScenarioInput): void {
  const { initialControl, initialVictoryPoints, forces } = source;
  if (!initialControl || !initialVictoryPoints || !forces) return;
  const { id, name, turns, sameSetupAs } = scenario;
  into.push({ id, name, turns, ...(sameSetupAs === undefined ? {} : { sameSetupAs }), initialControl, initialVictoryPoints, forces });
}

/**
 * Every id a roster will carry must be unique in its scenario: fortification units, placements and
 * units of both sides. Scenarios that repeat another's set-up are checked through that one.
 */
export function checkIds(input: ScenarioFileInput): FieldError[] {
  const fortifications = SIDES.flatMap((side) => input.fortifications[side].map((f, i) => ({ id: f.id, path: `fortifications.${side}.${i}.id` })));
  const errors = duplicateIds(fortifications.map((f) => f.id), (i) => fortifications[i]?.path ?? '');
  input.scenarios.forEach((scenario, s) => {
    if (!scenario.forces) return;
    const entries = [...fortifications];
    for (const side of SIDES) {
      scenario.forces[side].forEach((placement, p) => {
        const base = `scenarios.${s}.forces.${side}.${p}`;
        entries.push({ id: placement.id, path: `${base}.id` });
        placement.units.forEach((unit, u) => entries.push({ id: unit.id, path: `${base}.units.${u}.id` }));
      });
    }
    const own = duplicateIds(entries.map((e) => e.id), (i) => entries[i]?.path ?? '');
    // Clashes among the fortifications alone are reported once, above.
    errors.push(...own.filter((e) => !e.path.startsWith('fortifications.')));
  });
  return errors;
}

/** An error at each repeat of an id, naming where it first appears. */
export function duplicateIds(ids: readonly string[], pathOf: (index: number) => string): FieldError[] {
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const first = ids.indexOf(id);
    if (first < i) errors.push({ path: pathOf(i), message: `id "${id}" is already used (at ${pathOf(first)})` });
  });
  return errors;
}
