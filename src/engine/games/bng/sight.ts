import { cite } from '../../core/source';
import type { Hex } from '../../hex/hex';
import { type LineOfSight, lineOfSight } from '../../hex/lineOfSight';
import type { SightRules } from '../../hex/sightRules';
import type { HexMap } from '../../hex/terrain';

/**
 * Blue & Grey (revised) 9.31-9.37, line of sight for bombardment:
 * - 9.31: the line is the straight edge between the two hex centres; any intervening hex of
 *   blocking terrain blocks it. A hex met only at a corner point is not passed through.
 * - 9.33: forest/woods (with or without rough) and town/urban block when at the same or a higher
 *   level than either end; 9.34: so blocking terrain lower than both elevated ends is ignored.
 * - 9.34: rough and forest/woods-rough stand at level 2, the level of level-2 clear ground — 9.35
 *   gives level-3 clear as the "even higher" hex that blocks sight between elevated hexes, so rough
 *   is read as level 2, not between levels 1 and 2.
 * - 9.35: any hex higher than both ends blocks.
 * - 9.32: a line along a hexside is blocked only if both hexes of that side block.
 * - 9.36: the end hexes and the hexsides round them never block; a ridge hexside blocks only if
 *   adjacent to neither end.
 * - 9.37: units never block; they are not an input.
 */
export const BLUE_AND_GREY_SIGHT: SightRules = {
  obstacles: ['woods', 'woods-rough', 'town'],
  minimumLevel: { rough: 2, 'woods-rough': 2 },
  blockingHexsides: ['ridge'],
  cites: {
    'end-hex': cite('bng', '9.36'),
    obstacle: cite('bng', '9.33'),
    'low-obstacle': cite('bng', '9.34'),
    higher: cite('bng', '9.35'),
    along: cite('bng', '9.32'),
    hexside: cite('bng', '9.36'),
  },
};

/** Line of sight between two hexes by 9.31-9.37. */
export function bngSight(from: Hex, to: Hex, map: HexMap): LineOfSight {
  return lineOfSight(from, to, map, BLUE_AND_GREY_SIGHT);
}
