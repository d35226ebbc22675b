import { exampleLayout, phaseRequest } from '../desk/example-phase';
import type { PhaseRequest } from '../desk/search-session';
import type { GameId } from '../engine/core/source';
import { GAME_PLUGINS } from '.';

/** For tests: a game's documented desk combat laid out as a small phase, as the desk's search is asked to weigh it. */
export async function examplePhase(game: GameId): Promise<PhaseRequest> {
  const { desk } = await GAME_PLUGINS[game].rules();
  const layout = desk && exampleLayout(desk);
  if (!desk || !layout) throw new Error(`${game}'s example lays out as a phase`);
  return phaseRequest(game, desk, layout, 60_000);
}
