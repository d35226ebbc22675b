import type { FieldError } from '../errors';
import { type ForceUnit, type Fortification, type Side, SIDES, type Variant, type VariantChange } from './schema';
import type { RuleNote, Scenario, ScenarioFile } from './types';

/**
 * A scenario's set-up being changed by variants. Each call to setUpFrom makes fresh copies, so applying
 * changes never touches the loaded file.
 */
export interface SetUp {
  readonly placements: Record<Side, WorkingPlacement[]>;
  readonly fortifications: Record<Side, readonly Fortification[]>;
  readonly victoryPoints: Record<Side, number>;
  readonly notes: RuleNote[];
}

export interface WorkingPlacement {
  readonly id: string;
  readonly placement: string;
  readonly units: ForceUnit[];
  dummies: number;
}

export function setUpFrom(file: ScenarioFile, scenario: Scenario): SetUp {
  const copy = (side: Side): WorkingPlacement[] => scenario.forces[side].map((p) => ({ ...p, units: [...p.units] }));
  return {
    placements: { union: copy('union'), confederate: copy('confederate') },
    fortifications: { union: file.fortifications.union, confederate: file.fortifications.confederate },
    victoryPoints: { ...scenario.initialVictoryPoints },
    notes: [],
  };
}

/** Applies a variant's changes in order; what could not be applied comes back with paths relative to the variant. */
export function applyVariant(setUp: SetUp, variant: Variant): FieldError[] {
  const errors: FieldError[] = [];
  variant.changes.forEach((change, i) => {
    const error = applyChange(setUp, change, variant.id);
    if (error) errors.push({ path: ['changes', i, error.path].filter((part) => part !== '').join('.'), message: error.message });
  });
  return errors;
}

function applyChange(setUp: SetUp, change: VariantChange, variantId: string): FieldError | undefined {
  switch (change.op) {
    case 'remove-unit': {
      const found = findUnit(setUp, change.unitId);
      if (!found) return missingUnit(change.unitId);
      found.placement.units.splice(found.index, 1);
      return undefined;
    }
    case 'set-unit': {
      const found = findUnit(setUp, change.unitId);
      if (!found) return missingUnit(change.unitId);
      found.placement.units[found.index] = { ...found.unit, strength: change.strength, movement: change.movement };
      return undefined;
    }
    case 'add-units':
      return addUnits(setUp, change);
    case 'add-dummies': {
      const target = findPlacement(setUp, change.placementId);
      if (!target) return { path: 'placementId', message: `the scenario has no placement "${change.placementId}"` };
      if (target.side !== change.side) return wrongSide(change.placementId, target.side);
      target.placement.dummies += change.count;
      return undefined;
    }
    case 'set-victory-points':
      setUp.victoryPoints[change.side] = change.points;
      return undefined;
    case 'rule-note':
      setUp.notes.push({ variantId, rule: change.rule, text: change.text });
      return undefined;
  }
}

function addUnits(setUp: SetUp, change: Extract<VariantChange, { op: 'add-units' }>): FieldError | undefined {
  const clash = change.units.findIndex((unit, i) => idInUse(setUp, unit.id) || change.units.findIndex((u) => u.id === unit.id) < i);
  if (clash >= 0) return { path: `units.${clash}.id`, message: `id "${change.units[clash]?.id ?? ''}" is already used in the scenario` };
  const existing = findPlacement(setUp, change.placementId);
  if (existing) {
    if (existing.side !== change.side) return wrongSide(change.placementId, existing.side);
    // The scenario's own wording stands, so one place is not listed twice under two texts.
    if (change.placement !== undefined) {
      return { path: 'placement', message: `leave out placement: "${change.placementId}" is already "${existing.placement.placement}"` };
    }
    existing.placement.units.push(...change.units);
    return undefined;
  }
  if (change.placement === undefined) {
    return { path: 'placement', message: `the scenario has no placement "${change.placementId}": give the text of the new placement` };
  }
  if (idInUse(setUp, change.placementId)) return { path: 'placementId', message: `id "${change.placementId}" is already used in the scenario` };
  setUp.placements[change.side].push({ id: change.placementId, placement: change.placement, units: [...change.units], dummies: 0 });
  return undefined;
}

function findPlacement(setUp: SetUp, id: string): { side: Side; placement: WorkingPlacement } | undefined {
  for (const side of SIDES) {
    const placement = setUp.placements[side].find((p) => p.id === id);
    if (placement) return { side, placement };
  }
  return undefined;
}

function findUnit(setUp: SetUp, id: string): { placement: WorkingPlacement; index: number; unit: ForceUnit } | undefined {
  for (const side of SIDES) {
    for (const placement of setUp.placements[side]) {
      const index = placement.units.findIndex((unit) => unit.id === id);
      const unit = placement.units[index];
      if (unit) return { placement, index, unit };
    }
  }
  return undefined;
}

function idInUse(setUp: SetUp, id: string): boolean {
  return findUnit(setUp, id) !== undefined || findPlacement(setUp, id) !== undefined || SIDES.some((side) => setUp.fortifications[side].some((f) => f.id === id));
}

function missingUnit(id: string): FieldError {
  return { path: 'unitId', message: `the scenario's forces have no unit "${id}"` };
}

function wrongSide(placementId: string, side: Side): FieldError {
  return { path: 'side', message: `placement "${placementId}" is a ${side} placement` };
}
