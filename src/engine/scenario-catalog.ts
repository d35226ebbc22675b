import wildernessScenarios from '../../scenarios/wilderness.json';
import type { GameId } from './core/source';
import { type ScenarioFile, type ScenarioForces, loadScenarios, scenarioForces } from './scenarios';

/** A scenario as the new-game form offers it, with the variants that may be played with it. */
export interface ScenarioChoice {
  readonly id: string;
  readonly name: string;
  readonly turns: { readonly first: number; readonly last: number };
  readonly variants: readonly { readonly id: string; readonly name: string }[];
}

const FILES: Partial<Record<GameId, unknown>> = { wilderness: wildernessScenarios };
const loaded = new Map<GameId, ScenarioFile>();

/** A game's scenario file, validated on first use (a damaged file is an error, never a partial roster). */
function file(game: GameId): ScenarioFile | undefined {
  const raw = FILES[game];
  if (raw === undefined) return undefined;
  let checked = loaded.get(game);
  if (!checked) {
    checked = loadScenarios(raw);
    loaded.set(game, checked);
  }
  return checked;
}

export function scenarioChoices(game: GameId): ScenarioChoice[] {
  const f = file(game);
  if (!f) return [];
  return f.scenarios.map((s) => ({
    id: s.id,
    name: `Game ${s.id}: ${s.name}`,
    turns: s.turns,
    variants: f.variants.filter((v) => v.appliesTo.includes(s.id)).map((v) => ({ id: v.id, name: `${v.id} ${v.name}` })),
  }));
}

export function setUpScenario(game: GameId, scenarioId: string, variantIds: readonly string[]): ScenarioForces {
  const f = file(game);
  if (!f) throw new RangeError(`${game} has no scenarios`);
  return scenarioForces(f, scenarioId, variantIds);
}
