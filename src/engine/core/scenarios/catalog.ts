import { loadScenarios } from './load';
import { scenarioForces } from './forces';
import type { ScenarioFile, ScenarioForces } from './types';

/** A scenario as the new-game form offers it, with the variants that may be played with it. */
export interface ScenarioChoice {
  readonly id: string;
  readonly name: string;
  readonly turns: { readonly first: number; readonly last: number };
  readonly variants: readonly { readonly id: string; readonly name: string }[];
}

/** A game's scenarios as the new-game form offers them, and the forces each sets up. */
export interface ScenarioCatalog {
  choices(): readonly ScenarioChoice[];
  /** Throws CombatInputError naming the field for an unknown scenario or variant. */
  setUp(scenarioId: string, variantIds: readonly string[]): ScenarioForces;
}

/**
 * A game's scenarios from its scenario file (scenarios/<game>/), validated on first use: a damaged
 * file is an error, never a partial roster.
 */
export function scenarioCatalog(raw: unknown): ScenarioCatalog {
  let loaded: ScenarioFile | undefined;
  const file = (): ScenarioFile => (loaded ??= loadScenarios(raw));
  return {
    choices: () => {
      const f = file();
      return f.scenarios.map((s) => ({
        id: s.id,
        name: `Game ${s.id}: ${s.name}`,
        turns: s.turns,
        variants: f.variants.filter((v) => v.appliesTo.includes(s.id)).map((v) => ({ id: v.id, name: `${v.id} ${v.name}` })),
      }));
    },
    setUp: (scenarioId, variantIds) => scenarioForces(file(), scenarioId, variantIds),
  };
}
