import { type Hex, hexEquals, parseHexKey } from '../../engine/hex/hex';
import type { ZocRules } from '../../engine/hex/zoc';
import { zones } from '../../map/analysis';
import { counterName, hexLabel } from '../../map/describe';
import { type CounterSide, type MapCounter, type MapState, findCounter } from '../../map/state';
import type { MapAnalysis, MapGame } from './analyses';

/** Everything the map shows about the selected counter, worked out once per change. */
export interface SelectionView {
  readonly counter: MapCounter;
  readonly at: Hex;
  readonly name: string;
  readonly zones: ReadonlyMap<CounterSide, ReadonlySet<string>>;
  /** Each of the game's analyses with what it found, in the game's order. */
  readonly found: readonly { readonly analysis: MapAnalysis; readonly result: unknown; readonly settings: unknown }[];
}

export interface SelectionQuery {
  readonly map: MapState;
  readonly game: MapGame;
  readonly zocRules: ZocRules;
  readonly selectedId: string | undefined;
  readonly target: Hex | undefined;
  /** Each analysis's settings, by its place in the game's list. */
  readonly settings: readonly unknown[];
}

export function selectionView(q: SelectionQuery): SelectionView | undefined {
  const counter = q.selectedId === undefined ? undefined : findCounter(q.map, q.selectedId);
  if (!counter) return undefined;
  const at = parseHexKey(counter.hex);
  const name = `${counterName(counter)} in ${hexLabel(q.map.shape, at)}`;
  const target = q.target && !hexEquals(q.target, at) ? q.target : undefined;
  const query = { map: q.map, counter, at, name, target, zoc: q.zocRules };
  return {
    counter,
    at,
    name,
    zones: zones(q.map, q.game.rules, q.zocRules),
    found: q.game.analyses.map((analysis, i) => {
      const settings = q.settings[i] ?? analysis.initial;
      return { analysis, settings, result: analysis.work(query, settings) };
    }),
  };
}
