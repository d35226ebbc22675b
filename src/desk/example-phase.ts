import type { GameId } from '../engine/core/source';
import type { DeskGame } from '../games/contract';
import { placeCounter } from '../map/edit';
import { type MapState, defaultMap } from '../map/state';
import type { UnitRecord } from '../store/records';
import { NEXT_TO } from './attack-reach';
import { type PhaseSearch, phaseSearch } from './phase-search';
import type { Sides } from './rules';
import type { PhaseRequest } from './search-session';

/** A game's documented desk combat laid out on a map, and the search of it as the desk makes one. */
export interface ExampleLayout {
  readonly roster: Map<string, UnitRecord>;
  readonly map: MapState;
  readonly template: Sides;
  readonly search: PhaseSearch;
}

/**
 * A game's documented desk combat laid out as a small phase: its defenders in one hex and a copy of
 * the first in another; its attackers round them (two hexes next to both, one next to the first only)
 * with `more` copies of its first attacking troop, each of its own strength.
 */
export function exampleLayout(desk: DeskGame<Sides>, more = 0): ExampleLayout | undefined {
  const { example } = desk;
  const roster = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'example' } as UnitRecord]));
  const first = roster.get(example.draft.defenders[0] ?? '');
  const troop = example.draft.attackers.map((id) => roster.get(id)).find((u) => u !== undefined && desk.rules.valueOf(u) !== undefined);
  if (!first || !troop) return undefined;
  roster.set('copy', { ...first, id: 'copy', name: `${first.name} (2)` });
  let map: MapState = defaultMap();
  const put = (id: string, hex: string) => (map = placeCounter(map, { hex, side: roster.get(id)?.side === 'confederate' ? 'confederate' : 'union', type: 'infantry', label: id, unitId: id }));
  for (const id of example.draft.defenders) put(id, '0,0');
  put('copy', '1,-2');
  const around = ['0,-1', '1,-1', '1,0'];
  example.draft.attackers.forEach((id, i) => put(id, around[i % 3] as string));
  for (let i = 0; i < more; i++) {
    roster.set(`more${i}`, { ...troop, id: `more${i}`, name: `${troop.name} (${i + 2})`, strength: troop.strength === null ? null : troop.strength + i + 1 });
    put(`more${i}`, '1,-1');
  }
  const template = desk.rules.read({ ...example.draft, attackers: [], defenders: [] });
  const search = phaseSearch(map, roster, troop.side, desk.attackReach?.(template, map, roster) ?? NEXT_TO);
  return { roster, map, template, search };
}

/** The search of a laid-out phase as a search's worker is handed it. */
export function phaseRequest(game: GameId, desk: DeskGame<Sides>, { roster, map, template, search }: ExampleLayout, askAfterMs: number): PhaseRequest {
  return {
    game,
    template,
    map,
    units: [...roster.values()],
    charts: desk.example.charts ?? {},
    search: { units: search.units.map((u) => u.id), kinds: search.kinds, strengths: search.units.map((u) => desk.rules.valueOf(u) ?? 0), reach: search.reach, defenders: search.targets.map((t) => t.defenders) },
    askAfterMs,
  };
}

/** The example laid out as a phase for a search's worker to weigh while the desk is idle, so the first search the player asks for runs on code already warm. */
export function examplePhase(game: GameId, desk: DeskGame<Sides>, more = 0): PhaseRequest | undefined {
  const layout = exampleLayout(desk, more);
  return layout && phaseRequest(game, desk, layout, Infinity);
}
