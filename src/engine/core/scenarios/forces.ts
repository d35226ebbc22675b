import { CombatInputError, ruleError } from '../errors';
import { SIDES } from './schema';
import type { RosterUnit, ScenarioFile, ScenarioForces } from './types';
import { applyVariant, type SetUp, setUpFrom } from './variants';

/**
 * The counters to set up for a scenario with the chosen variants applied in the order given, plus
 * the variants' rule changes that are not about forces. Pure: the file is not changed.
 */
export function scenarioForces(file: ScenarioFile, scenarioId: string, variantIds: readonly string[] = []): ScenarioForces {
  const scenario = file.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) {
    throw ruleError('scenarioId', `unknown scenario "${scenarioId}"; this file has ${file.scenarios.map((s) => s.id).join(', ')}`);
  }
  const setUp = setUpFrom(file, scenario);
  variantIds.forEach((variantId, i) => {
    const path = `variantIds.${i}`;
    const variant = file.variants.find((v) => v.id === variantId);
    if (!variant) {
      throw ruleError(path, `unknown variant "${variantId}"; this file has ${file.variants.map((v) => v.id).join(', ') || 'none'}`);
    }
    if (!variant.appliesTo.includes(scenarioId)) {
      const scenarios = `scenario${variant.appliesTo.length > 1 ? 's' : ''} ${variant.appliesTo.join(', ')}`;
      throw ruleError(path, `variant ${variant.id} (${variant.name}) applies to ${scenarios}, not to ${scenarioId}`);
    }
    if (variantIds.indexOf(variantId) < i) throw ruleError(path, `variant ${variantId} is chosen twice`);
    // Each variant applies on its own (checked when the file loaded); only a combination can fail here.
    const errors = applyVariant(setUp, variant);
    if (errors.length > 0) {
      const earlier = variantIds.slice(0, i).join(', ');
      throw new CombatInputError(errors.map((e) => ({ path, message: `variant ${variantId} cannot be played with ${earlier}: ${e.message}` })));
    }
  });
  return {
    scenarioId,
    variantIds: [...variantIds],
    turns: scenario.turns,
    initialControl: scenario.initialControl,
    initialVictoryPoints: { ...setUp.victoryPoints },
    units: roster(setUp),
    notes: [...setUp.notes],
  };
}

/** Per side: each placement's units then its dummy counters, then the fortification units. */
function roster(setUp: SetUp): RosterUnit[] {
  return SIDES.flatMap((side) => {
    const units: RosterUnit[] = [];
    let dummies = 0;
    for (const p of setUp.placements[side]) {
      for (const unit of p.units) units.push({ ...unit, side, placement: p.placement });
      for (let n = 1; n <= p.dummies; n++) {
        dummies += 1;
        units.push({ id: `${p.id}-dummy-${n}`, side, name: `Dummy ${dummies}`, type: 'dummy', strength: null, movement: null, placement: p.placement });
      }
    }
    for (const f of setUp.fortifications[side]) {
      units.push({ id: f.id, side, name: f.hex, type: 'fortification', strength: f.strength, movement: null, placement: f.hex });
    }
    return units;
  });
}
