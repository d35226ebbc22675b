import { cite } from '../../engine/core/source';
import type { Hex } from '../../engine/hex/hex';
import { type LineOfSight, lineOfSight } from '../../engine/hex/lineOfSight';
import type { SightRules } from '../../engine/hex/sightRules';
import type { HexMap } from '../../engine/hex/terrain';

const READING = cite('cwbs', 'line of sight as the map reads it (the series rule is not in the seed’s charts)');

/**
 * Line of sight for CWBS fire beyond the next hex, as the sketch map reads it. The seed's charts give
 * the fire points at each range but not the series' line-of-sight rule, so the map's own reading
 * stands in for it and says so (docs/games/cwbs.md): the line between the hex centres is blocked by
 * woods or a town between the two hexes, not lower than the lower end, or by a hex higher than both
 * ends; the end hexes never block, nor do units. Where your map's terrain chart says otherwise, set
 * the firer's range on the desk yourself.
 */
export const CWBS_SIGHT: SightRules = {
  obstacles: ['woods', 'woods-rough', 'town'],
  minimumLevel: {},
  blockingHexsides: [],
  cites: { 'end-hex': READING, obstacle: READING, 'low-obstacle': READING, higher: READING, along: READING, hexside: READING },
};

export function cwbsSight(from: Hex, to: Hex, map: HexMap): LineOfSight {
  return lineOfSight(from, to, map, CWBS_SIGHT);
}
