import { formatSource } from '../../engine/core/source';
import { TERRAIN } from '../../engine/games/wbts/source';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { featuresBetween } from '../../engine/hex/hexsideFeatures';
import { type DeskClaim, counterOf } from '../../desk/map-links';
import { counterName, keyLabel } from '../../map/describe';
import type { MapCounter, MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type WbtsDraft, attackingHexes, isOneRoll, troopsOf } from './draft';

const placedCounters = (units: readonly UnitRecord[], map: MapState): MapCounter[] => units.map((u) => counterOf(map, u.id)).filter((c): c is MapCounter => c !== undefined);

/**
 * What the sketch map says about the War Between the States combat on the desk: for each attacking
 * hex whose first placed unit stands next to a defender across a river hexside, that the hex attacks
 * across a river (Terrain Effects on Combat). The map draws rivers but not tidal rivers or estuaries,
 * so a crossing the players set as one of those agrees with it; a ferry matters only there, and is
 * left to the players. A bombardment or naval kind crosses no hexside: nothing is claimed.
 */
export function wbtsDeskClaims(map: MapState, draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): DeskClaim<WbtsDraft>[] {
  const defenders = placedCounters(troopsOf(draft.defenders, units), map);
  if (defenders.length === 0 || draft.kind === 'storm' || draft.kind === 'siegeCombat' || isOneRoll(draft.kind)) return [];
  const where = (c: MapCounter) => `${counterName(c)} in ${keyLabel(map.shape, c.hex)}`;
  const claims: DeskClaim<WbtsDraft>[] = [];
  attackingHexes(draft, units).forEach((troops, i) => {
    const from = placedCounters(troops, map)[0];
    if (!from) return;
    const at = parseHexKey(from.hex);
    const across = defenders.find((d) => distance(at, parseHexKey(d.hex)) === 1 && featuresBetween(at, parseHexKey(d.hex), map.hexsides).includes('river'));
    if (!across) return;
    const crossing = draft.crossings[i] ?? { hexside: 'none', ferry: false };
    claims.push({
      text: `Hex ${i + 1} attacks across a river`,
      reason: `the hexside between ${where(from)} and ${where(across)} carries a river`,
      source: formatSource(TERRAIN),
      agrees: crossing.hexside !== 'none',
      patch: { crossings: i === 0 ? [{ hexside: 'river', ferry: crossing.ferry }, draft.crossings[1]] : [draft.crossings[0], { hexside: 'river', ferry: crossing.ferry }] },
    });
  });
  return claims;
}
