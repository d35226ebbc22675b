import { ARTILLERY, FIRE_LEVELS, SMALL_ARMS, gunFirePoints, smallArmsPoints } from '../../engine/games/cwbs/data/fire-points';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { type AttackReach, blockedWords } from '../../desk/attack-reach';
import { toHexMap } from '../../map/analysis';
import type { MapState } from '../../map/state';
import type { CwbsDraft } from './draft';
import { cwbsSight } from './sight';

/** The farthest range the Fire Point Determination Chart gives points at, for small arms and for artillery. */
const farthest = (points: (range: number) => number | undefined): number => {
  let range = 1;
  while (points(range + 1) !== undefined) range++;
  return range;
};
export const SMALL_ARMS_REACH = farthest((r) => smallArmsPoints(SMALL_ARMS, FIRE_LEVELS[0], r, false));
export const ARTILLERY_REACH = farthest((r) => gunFirePoints(ARTILLERY, 5, r));

/**
 * Who may take part in a CWBS attack on a hex. Fire: each brigade's small arms at up to 2 hexes and
 * each battery at up to 10 (the Fire Point Determination Chart), beyond the next hex only with a line
 * of sight (sight.ts); leaders and wagons do not fire. A unit fires at one hex a phase, and the units
 * sent to a hex fire at it together. Close combat and a morale check are not weighed by a plan, so a
 * search of them finds nothing: the search weighs fire.
 */
export function cwbsReach(draft: CwbsDraft, map: MapState): AttackReach {
  if (draft.kind !== 'fire') {
    return {
      words: `${draft.kind === 'morale' ? 'A morale check is no attack' : 'Close combat has no figures in a plan yet'}: set fire combat on the desk to search the phase’s fire.`,
      range: () => 0,
    };
  }
  return {
    words:
      'Fire combat: each brigade fires its small arms at an enemy hex up to 2 hexes away and each battery up to 10, with a line of sight beyond the next hex; the units sent to a hex fire at it together, each unit at one hex. Close combat is not searched: a unit that fires may still go into close combat afterwards, and the fire search neither holds it back for that nor counts it.',
    range: (unit) => (unit.type === 'leader' || unit.type === 'wagon' ? 0 : unit.type === 'artillery' ? ARTILLERY_REACH : SMALL_ARMS_REACH),
    barred(unit, from, to) {
      if (distance(parseHexKey(from), parseHexKey(to)) <= 1) return undefined;
      return blockedWords(map.shape, unit, from, to, cwbsSight(parseHexKey(from), parseHexKey(to), toHexMap(map)));
    },
  };
}
