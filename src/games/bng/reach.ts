import { BNG_ARTILLERY_RANGE, BNG_GUNBOAT_RANGE } from '../../engine/games/bng/range';
import { bngSight } from '../../engine/games/bng/sight';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { type AttackReach, blockedWords } from '../../desk/attack-reach';
import { counterOf } from '../../desk/map-links';
import { toHexMap, zones } from '../../map/analysis';
import { keyLabel } from '../../map/describe';
import { PLAIN_MAP } from '../../map/rules';
import type { MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import type { BngDraft } from './draft';

/**
 * Who may take part in a Blue & Grey attack on a hex: infantry and cavalry from next to it; artillery
 * from up to 3 hexes (9.1), gunboats up to 6 (9.65), beyond the next hex only with a line of sight
 * (9.31-9.37) and, for artillery, only when it does not stand in an enemy zone of control (9.41: it
 * must attack next to it and may not bombard). Bombarding alone or joining the units next to the hex
 * in a combined attack (9.21) is the same attack on that hex. A Rally roll is no attack.
 */
export function bngReach(draft: BngDraft, map: MapState): AttackReach {
  if (draft.rallying !== null) return { words: 'A Rally roll is no attack: set up a combat on the desk to search the phase’s attacks.', range: () => 0 };
  const enemyZone = (unit: UnitRecord, at: string) => [...zones(map, PLAIN_MAP)].some(([side, hexes]) => side !== (counterOf(map, unit.id)?.side ?? unit.side) && hexes.has(at));
  return {
    words:
      'Infantry and cavalry attack an enemy hex next to them; artillery bombards one from up to 3 hexes and gunboats from up to 6, with a line of sight beyond the next hex (9.1, 9.31, 9.65), alone or joining the attack of the units next to it (9.21). Each unit attacks one hex.',
    range: (unit) => (unit.type === 'artillery' ? BNG_ARTILLERY_RANGE : unit.type === 'gunboat' ? BNG_GUNBOAT_RANGE : 1),
    barred(unit, from, to) {
      if (distance(parseHexKey(from), parseHexKey(to)) <= 1) return undefined;
      if (unit.type === 'artillery' && enemyZone(unit, from)) return `${unit.name} stands in an enemy zone of control in hex ${keyLabel(map.shape, from)}: it must attack next to it and may not bombard (Blue & Grey, 9.41)`;
      return blockedWords(map.shape, unit, from, to, bngSight(parseHexKey(from), parseHexKey(to), toHexMap(map)));
    },
  };
}
