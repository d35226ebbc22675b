import type { EngineAnswer } from '../../engine/api';
import type { ScenarioChoice, ScenarioForces } from '../../engine/core/scenarios';
import type { GameId } from '../../engine/core/source';

/** A game the app serves, as the new-game form and the tables offer it. */
export interface RulesOption {
  readonly id: GameId;
  readonly name: string;
}

/** Where the new-game form gets scenarios and their set-ups (the engine worker). */
export interface ScenarioSource {
  scenarios(game: GameId): Promise<readonly ScenarioChoice[]>;
  setUp(game: GameId, scenarioId: string, variantIds: readonly string[]): Promise<EngineAnswer<ScenarioForces>>;
}
