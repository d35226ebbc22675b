import { distance } from '../engine/hex/distance';
import { type HexKey, parseHexKey } from '../engine/hex/hex';
import type { LineOfSight } from '../engine/hex/lineOfSight';
import type { MapShape, MapState } from '../map/state';
import { describeSight, keyLabel } from '../map/describe';
import type { UnitRecord } from '../store/records';
import { counterOf } from './map-links';

/**
 * Which units may take part in an attack on a hex, as a game's rules and its map say: how far each
 * reaches in the kind of attack set on the desk (next to the hex, or at range), and, for a unit within
 * range, why it may not attack that hex (its line of sight blocked, say). The search, the smallest
 * force and the enemy's view all read a game's reach, so they weigh the same attacks.
 */
export interface AttackReach {
  /** What a search weighs in this game and kind of attack, in the player's words. */
  readonly words: string;
  /** How far the unit reaches, in hexes: 0 when it takes no part in this kind of attack, 1 next to the hex only. */
  range(unit: UnitRecord): number;
  /** Why the unit, standing in `from`, may not attack `to` (within its range), in the player's words; undefined when it may. */
  barred?(unit: UnitRecord, from: HexKey, to: HexKey): string | undefined;
}

/** A game that says nothing of its own: every unit attacks a hex next to it, alone or with others. */
export const NEXT_TO: AttackReach = {
  words: 'Each unit attacks an enemy hex next to it, alone or with the other units sent there.',
  range: () => 1,
};

/** Why a line of sight blocks, in the player's words: the unit, the two hexes and the first thing in the way, with its rule. */
export function blockedWords(shape: MapShape, unit: UnitRecord, from: HexKey, to: HexKey, los: LineOfSight): string | undefined {
  if (los.clear) return undefined;
  const [first] = describeSight(shape, los, '', '').blocked;
  return `${unit.name} has no line of sight from hex ${keyLabel(shape, from)} to hex ${keyLabel(shape, to)}: ${first ?? 'blocked'}`;
}

/**
 * Why a unit may not join an attack on these defenders, by the game's reach, in the player's words:
 * beyond its reach, or its line of sight blocked; undefined when it may, when it takes no part in
 * this kind of attack anyway (a leader that fires nothing), or when the map cannot say (it or the
 * defenders are not on it).
 */
export function outOfReach(reach: AttackReach, map: MapState, unit: UnitRecord, defenders: readonly string[]): string | undefined {
  const from = counterOf(map, unit.id)?.hex;
  const to = defenders.map((id) => counterOf(map, id)?.hex).find((h) => h !== undefined);
  const range = reach.range(unit);
  if (from === undefined || to === undefined || range === 0) return undefined;
  const d = distance(parseHexKey(from), parseHexKey(to));
  if (d > range) return `${unit.name} stands ${d} hexes from the defenders, beyond the ${range} ${range === 1 ? 'hex' : 'hexes'} it reaches`;
  return d === 0 ? undefined : reach.barred?.(unit, from, to);
}
