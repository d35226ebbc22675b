import { formatSource } from '../../engine/core/source';
import { GROUND_COMBAT } from '../../engine/games/wbts/source';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { counterOf } from '../../desk/map-links';
import type { MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type WbtsDraft, chitCaps, leadersOf, troopsOf } from './draft';

/** The rule a search's attack from three hexes (or two apart) breaks, in the players' words, with its source. */
export const TWO_HEXES = `units attack from 1 or 2 hexes, two of them next to each other, never from 3 or more (${formatSource(GROUND_COMBAT)})`;

/**
 * A ground combat a search sets up from the map: its troops attack from the hexes they stand in, at
 * most two, next to each other; the troops of the second hex (in hex order) are the draft's second
 * hex. Leaders go with the attack wherever they stand. Refused when the troops stand in three hexes
 * or more, or in two apart; a kind made from one hex (an attack from march, a storm, a siege combat)
 * is refused from two. The defender's leader is the one chosen on the desk when he stands in the hex,
 * else the first leader there, else none. The chits are the desk's, each at most what its side's
 * leader in this attack allows (0 without one); with none picked on the desk, each attack is weighed
 * at the most each leader allows, as the plan weighs chits not yet picked.
 */
export function placeWbtsAttack(draft: WbtsDraft, map: MapState, units: ReadonlyMap<string, UnitRecord>): WbtsDraft | { readonly refused: string } {
  const troops = troopsOf(draft.attackers, units);
  const hexOf = (u: UnitRecord) => counterOf(map, u.id)?.hex;
  const hexes = [...new Set(troops.map(hexOf).filter((h): h is string => h !== undefined))].sort();
  const defending = leadersOf(draft.defenders, units);
  const defendingLeader = defending.some((l) => l.id === draft.defendingLeader) ? draft.defendingLeader : (defending[0]?.id ?? null);
  const led = { ...draft, defendingLeader };
  const caps = chitCaps(led, units);
  const declared = { ...led, chits: draft.chits && { attacker: Math.min(draft.chits.attacker, caps.attacker), defender: Math.min(draft.chits.defender, caps.defender) } };
  if (hexes.length > 2) return { refused: TWO_HEXES };
  if (hexes.length === 2) {
    const [first, second] = hexes as [string, string];
    if (draft.kind !== 'combat' || distance(parseHexKey(first), parseHexKey(second)) !== 1) return { refused: TWO_HEXES };
    return { ...declared, secondHex: troops.filter((u) => hexOf(u) === second).map((u) => u.id) };
  }
  return { ...declared, secondHex: [] };
}
