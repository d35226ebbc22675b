import { hexKey } from '../engine/hex/hex';
import { hexFromOffset } from '../engine/hex/offset';
import { placeCounter } from '../map/edit';
import { type MapState, defaultMap, gridMap } from '../map/state';
import type { UnitRecord } from '../store/records';

/** For tests: a hex by its column and row on the printed grid (0-based). */
export const at = (col: number, row: number) => hexKey(hexFromOffset({ col, row }));

/** For tests: a roster unit named by its id. */
export const unit = (id: string, side: string, type = 'infantry', state: UnitRecord['state'] = {}, strength: number | null = 4): UnitRecord => ({ id, gameId: 'g', name: id, side, type, strength, state });

/** For tests: a 10 by 12 map with each unit's counter placed, and the roster of those units. */
export function mapOf(placed: readonly (readonly [UnitRecord, string])[], terrain: MapState['terrain'] = {}): { map: MapState; units: Map<string, UnitRecord> } {
  let map: MapState = { ...gridMap(10, 12), terrain };
  for (const [u, hex] of placed) map = placeCounter(map, { hex, side: u.side === 'confederate' ? 'confederate' : 'union', type: u.type === 'artillery' ? 'artillery' : 'infantry', label: u.name, unitId: u.id });
  return { map, units: new Map(placed.map(([u]) => [u.id, u])) };
}

/** For tests: a defender ringed by unnamed enemy counters and a friend, as a player sketches a flank attack. */
export function ringed(): MapState {
  let map = placeCounter(defaultMap(), { hex: '0,0', side: 'confederate', type: 'infantry', strength: 6, label: 'Heth' });
  map = placeCounter(map, { hex: '0,-1', side: 'union', type: 'infantry', strength: 6 });
  map = placeCounter(map, { hex: '0,1', side: 'union', type: 'infantry', strength: 6 });
  map = placeCounter(map, { hex: '1,0', side: 'union', type: 'cavalry', strength: 2, label: 'Gregg' });
  return placeCounter(map, { hex: '-1,1', side: 'confederate', type: 'infantry', strength: 3, label: 'Wilcox' });
}
