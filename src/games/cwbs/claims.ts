import { formatSource } from '../../engine/core/source';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { FIRE_POINTS, FIRE_SHIFTS, MORALE_SHIFTS } from '../../engine/games/cwbs/source';
import { type DeskClaim, counterOf } from '../../desk/map-links';
import { counterName, keyLabel } from '../../map/describe';
import type { MapCounter, MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type CwbsDraft, checkingIds, firersOf, rangeOf, stackOf } from './draft';

const RANGE = formatSource(FIRE_POINTS);
const SHIFTS = formatSource(FIRE_SHIFTS);
const hexes = (n: number) => (n === 1 ? '1 hex' : `${n} hexes`);

/**
 * What the sketch map says about the CWBS combat on the desk, each a claim the player takes or leaves:
 * - fire: each firer's range in hexes to the target (it picks the Fire Point Determination Chart's
 *   column), and up slope when a firer stands on a lower printed level than the target;
 * - the target, the defender or the unit checking morale carries an entrenched marker: in a trench.
 * The map records no facing, so it cannot say who is a flank target; and no formation, so not
 * column or limbered either. A trench is claimed only when marked: the map draws no sunken roads,
 * so an unmarked hex says nothing against one.
 */
export function cwbsDeskClaims(map: MapState, draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>): DeskClaim<CwbsDraft>[] {
  const hitIds = draft.kind === 'morale' ? checkingIds(draft) : draft.defenders;
  const hit = stackOf(hitIds, units);
  const target = [hit.top, ...hit.units].map((u) => (u ? counterOf(map, u.id) : undefined)).find((c) => c !== undefined);
  if (!target) return [];
  const where = (c: MapCounter) => `${counterName(c)} in ${keyLabel(map.shape, c.hex)}`;
  const claims: DeskClaim<CwbsDraft>[] = [];

  if (draft.kind === 'fire') {
    const at = parseHexKey(target.hex);
    const level = (c: MapCounter) => map.levels[c.hex] ?? 1;
    const placed = firersOf(stackOf(draft.attackers, units))
      .map((u) => ({ unit: u, counter: counterOf(map, u.id) }))
      .filter((f): f is { unit: UnitRecord; counter: MapCounter } => f.counter !== undefined);
    for (const { unit, counter } of placed) {
      const range = distance(parseHexKey(counter.hex), at);
      if (range === 0) continue;
      claims.push({
        text: `${unit.name} fires at ${hexes(range)}`,
        reason: `${where(counter)} is ${hexes(range)} from ${where(target)}`,
        source: RANGE,
        agrees: rangeOf(draft, unit.id) === range,
        patch: { ranges: { ...draft.ranges, [unit.id]: range } },
      });
    }
    if (placed.length > 0) {
      const lower = placed.find((f) => level(f.counter) < level(target));
      claims.push({
        text: lower ? 'Up slope' : 'Not up slope',
        reason: lower
          ? `${where(lower.counter)} is on level ${level(lower.counter)}, below ${where(target)} on level ${level(target)}`
          : `no firer on the map stands below ${where(target)} (level ${level(target)})`,
        source: SHIFTS,
        agrees: draft.upSlope === (lower !== undefined),
        patch: { upSlope: lower !== undefined },
      });
    }
  }

  if (target.markers.includes('entrenched')) {
    claims.push({
      text: `${draft.kind === 'fire' ? 'Target' : draft.kind === 'closeCombat' ? 'Defender' : 'Unit'} in a trench`,
      reason: `${where(target)} carries an entrenched marker`,
      source: formatSource(draft.kind === 'fire' ? FIRE_SHIFTS : MORALE_SHIFTS),
      agrees: draft.sunkenRoad,
      patch: { sunkenRoad: true },
    });
  }
  return claims;
}
