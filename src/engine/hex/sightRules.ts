import type { Source } from '../core/source';
import type { HexsideFeature } from './hexsideFeatures';
import type { ElevationLevel, Terrain } from './terrain';

/** The findings a line of sight can make, each answered by a game's rule (`SightRules.cites`). */
export type SightFinding =
  /** Blocking terrain in an end hex, which never blocks. */
  | 'end-hex'
  /** Blocking terrain between the ends, not below the lower end. */
  | 'obstacle'
  /** Blocking terrain lower than both ends, which is ignored. */
  | 'low-obstacle'
  /** A hex higher than both ends. */
  | 'higher'
  /** The line runs along a hexside. */
  | 'along'
  /** A blocking hexside, crossed or set aside beside an end. */
  | 'hexside';

/**
 * Which terrain and hexsides take part in line of sight, as data, and the rule each finding cites
 * (the procedure is in lineOfSight.ts). A game that has line of sight declares its own.
 */
export interface SightRules {
  /** Blocking terrain: blocks when at the same or a higher level than the lower end. */
  readonly obstacles: readonly Terrain[];
  /** Terrain standing at least at this level whatever the map prints. */
  readonly minimumLevel: Readonly<Partial<Record<Terrain, ElevationLevel>>>;
  /** Hexside features that block when the line passes from one side of them to the other. */
  readonly blockingHexsides: readonly HexsideFeature[];
  readonly cites: Readonly<Record<SightFinding, Source>>;
}
