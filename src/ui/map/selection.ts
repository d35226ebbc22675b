import type { FlankResult } from '../../engine/games/gcacw/flank';
import type { RetreatKind, RetreatRanking } from '../../engine/games/gcacw/retreat';
import { type Hex, hexEquals, hexKey, parseHexKey } from '../../engine/hex/hex';
import type { LineOfSight } from '../../engine/hex/lineOfSight';
import type { ZocRules } from '../../engine/hex/zoc';
import { type FireRange, fireRange, sight, zones } from '../../map/analysis';
import { counterName, describeSight, hexLabel, type SightText } from '../../map/describe';
import { type Reading, flankAgainst, nearestEnemy, retreatRanking } from '../../map/gcacw';
import type { MapGame } from '../../map/games';
import { type CounterSide, type MapCounter, type MapState, findCounter } from '../../map/state';

/** Everything the map shows about the selected counter, worked out once per change. */
export interface SelectionView {
  readonly counter: MapCounter;
  readonly at: Hex;
  readonly name: string;
  readonly zones: ReadonlyMap<CounterSide, ReadonlySet<string>>;
  readonly range: FireRange | undefined;
  readonly sight: { readonly to: Hex; readonly los: LineOfSight; readonly text: SightText } | undefined;
  readonly flank: Reading<FlankResult> | undefined;
  readonly retreat: Reading<RetreatRanking> | undefined;
}

export interface SelectionQuery {
  readonly map: MapState;
  readonly game: MapGame;
  readonly gcacw: boolean;
  readonly zocRules: ZocRules;
  readonly selectedId: string | undefined;
  readonly target: Hex | undefined;
  readonly rain: boolean;
  /** The retreat to rank, when the player asks for one. */
  readonly retreat: RetreatKind | undefined;
}

function targetName(map: MapState, to: Hex): string {
  const key = hexKey(to);
  const top = [...map.counters].reverse().find((c) => c.hex === key);
  return top ? `${counterName(top)} in ${hexLabel(map.shape, to)}` : `hex ${hexLabel(map.shape, to)}`;
}

export function selectionView(q: SelectionQuery): SelectionView | undefined {
  const counter = q.selectedId === undefined ? undefined : findCounter(q.map, q.selectedId);
  if (!counter) return undefined;
  const at = parseHexKey(counter.hex);
  const name = `${counterName(counter)} in ${hexLabel(q.map.shape, at)}`;
  let sightView: SelectionView['sight'];
  if (q.target && !hexEquals(q.target, at)) {
    const los = sight(q.map, at, q.target);
    sightView = { to: q.target, los, text: describeSight(q.map.shape, los, name, targetName(q.map, q.target)) };
  }
  const activeEnemy = q.retreat === undefined ? undefined : nearestEnemy(q.map, counter.id);
  let retreat: SelectionView['retreat'];
  if (q.gcacw && q.retreat !== undefined) {
    retreat = activeEnemy
      ? retreatRanking(q.map, counter.id, { zoc: q.zocRules, kind: q.retreat, activeEnemy })
      : { ok: false, message: 'no enemy counter on the map to retreat from' };
  }
  return {
    counter,
    at,
    name,
    zones: zones(q.map, q.game, q.zocRules),
    range: q.game.bngFire ? fireRange(q.map, counter) : undefined,
    sight: sightView,
    flank: q.gcacw ? flankAgainst(q.map, counter.id, { zoc: q.zocRules, rain: q.rain }) : undefined,
    retreat,
  };
}
