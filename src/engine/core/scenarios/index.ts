/** Scenario files: their schema, loading with path-named errors, the forces a scenario sets up, and a game's catalogue of them. */
export { type ScenarioCatalog, type ScenarioChoice, scenarioCatalog } from './catalog';
export { loadScenarios } from './load';
export { scenarioForces } from './forces';
export {
  CHANGE_OPS,
  FORCE_UNIT_TYPES,
  SIDES,
  scenarioFileSchema,
  type Forces,
  type ForceUnit,
  type Fortification,
  type Fortifications,
  type InitialControl,
  type Placement,
  type ScenarioFileInput,
  type ScenarioInput,
  type Side,
  type Turns,
  type Variant,
  type VariantChange,
  type VictoryPoints,
} from './schema';
export { UNIT_TYPES, type RosterUnit, type RuleNote, type Scenario, type ScenarioFile, type ScenarioForces, type UnitType } from './types';
