import type { HexsideFeature } from './hexsideFeatures';
import type { ElevationLevel, Terrain } from './terrain';

/** Which terrain and hexsides take part in line of sight, as data (the procedure is in lineOfSight.ts). */
export interface SightRules {
  /** Blocking terrain: blocks when at the same or a higher level than either end (Blue & Grey 9.33). */
  readonly obstacles: readonly Terrain[];
  /** Terrain standing at least at this level whatever the map prints (9.34: rough is above clear level 1). */
  readonly minimumLevel: Readonly<Partial<Record<Terrain, ElevationLevel>>>;
  /** Hexside features that block when the line passes from one side of them to the other (9.36: ridges). */
  readonly blockingHexsides: readonly HexsideFeature[];
}

/**
 * Blue & Grey (revised) 9.33-9.36: forest/woods (with or without rough) and town/urban block;
 * rough and forest/woods-rough stand at level 2, the level of level-2 clear ground — 9.35 gives
 * level-3 clear as the "even higher" hex that blocks sight between elevated hexes, so rough is
 * read as level 2, not between levels 1 and 2. Ridge hexsides block.
 */
export const BLUE_AND_GREY_SIGHT: SightRules = {
  obstacles: ['woods', 'woods-rough', 'town'],
  minimumLevel: { rough: 2, 'woods-rough': 2 },
  blockingHexsides: ['ridge'],
};
