import type { Title } from '../titles';

/**
 * MP Costs to Enter a Friendly-Occupied Hex (Grant Takes Command charts). An active infantry,
 * artillery or wagon train unit pays the penalty to enter a hex holding friendly infantry and/or
 * artillery with a combined Combat Value of 3 or more, or a wagon train. Penalties are not
 * cumulative (the highest applies). Cavalry neither pays nor triggers them.
 */
export const FRIENDLY_HEX_TERRAIN_GROUPS = {
  open: { label: 'City, Clear, Rough, Rolling, Hill', terrains: ['city', 'clear', 'rough', 'rolling', 'hill'] },
  close: { label: 'Woods, Swamp, Mountain', terrains: ['woods', 'swamp', 'mountain'] },
} as const;

export const FRIENDLY_HEX_ROWS: readonly { readonly label: string; readonly open: number; readonly close: number }[] = [
  { label: 'Less than 3', open: 0, close: 0 },
  { label: '3 to 11', open: 1, close: 3 },
  { label: 'More than 11', open: 2, close: 4 },
  { label: 'Wagon Train(s)', open: 2, close: 4 },
];

/**
 * Strategic Movement Allowance Table (Grant Takes Command charts): Movement Allowance by Fatigue
 * Levels expended; the second number applies under command paralysis. Used only in Advanced
 * scenarios of OTR, BAC, GTC and AIO, and OTR uses the table in its own Advanced Rules instead.
 */
export const STRATEGIC_MOVEMENT_TITLES: readonly Title[] = ['BAC', 'GTC', 'AIO'];
export const STRATEGIC_MOVEMENT_OWN_TABLE: readonly Title[] = ['OTR'];

type Allowance = readonly [normal: number, paralysis: number];
export interface StrategicRow {
  readonly fatigueLevels: number;
  readonly infantryArtillery: Allowance;
  readonly cavalry: Allowance;
  readonly wagonTrain: Allowance;
}

export const STRATEGIC_MOVEMENT: Readonly<Record<'confederate' | 'union', readonly StrategicRow[]>> = {
  confederate: [
    { fatigueLevels: 2, infantryArtillery: [14, 12], cavalry: [24, 20], wagonTrain: [12, 10] },
    { fatigueLevels: 3, infantryArtillery: [21, 18], cavalry: [36, 30], wagonTrain: [18, 15] },
    { fatigueLevels: 4, infantryArtillery: [28, 24], cavalry: [48, 40], wagonTrain: [24, 20] },
  ],
  union: [
    { fatigueLevels: 2, infantryArtillery: [12, 10], cavalry: [22, 18], wagonTrain: [10, 8] },
    { fatigueLevels: 3, infantryArtillery: [18, 15], cavalry: [33, 27], wagonTrain: [15, 12] },
    { fatigueLevels: 4, infantryArtillery: [24, 20], cavalry: [44, 36], wagonTrain: [20, 16] },
  ],
};

/** Command Radius Summary: a path of this many hexes or fewer; 2 in AGA's 1861 scenarios. */
export const COMMAND_RADIUS = 3;
export const COMMAND_RADIUS_AGA_1861 = 2;
