/**
 * Summary of Combat Results (OTR II charts v1.5): what each letter of a Combat Chart cell means.
 * A number before the letters is the Manpower Value lost; "-" is no effect.
 */
export const RESULT_LETTERS = [
  { letter: 'D', name: 'Disorganized/Fatigue', meaning: "Flip the unit's Strength marker to its disorganized side (it stays so if already disorganized) and raise its Fatigue Level by 3, to at most 4. An active unit's march is over. The chart's legend adds ammo loss to D." },
  { letter: 'F', name: 'Fatigue-2', meaning: "Raise the unit's Fatigue Level by 2, to at most 4. An active unit may expend no more MPs: its march is over." },
  { letter: 'f', name: 'Fatigue-1', meaning: "Raise the unit's Fatigue Level by 1, to at most 4. An active unit may expend no more MPs: its march is over." },
  { letter: 'E', name: 'End Action', meaning: 'An active unit may expend no more MPs: its march is over.' },
  { letter: 'r', name: 'Retreat', meaning: 'The unit must retreat 2 to 4 hexes (see 7.6).' },
  { letter: 'R', name: 'Rout/Demoralized-1', meaning: 'The unit is routed (retreat 4 to 6 hexes) and gains a Demoralized-1 marker; a Demoralized-1 unit flips to Demoralized-2; a Demoralized-2 unit stays so and its Manpower Value is unaffected.' },
  { letter: 'R*', name: 'Rout/Demoralized-2', meaning: 'The unit is routed (retreat 4 to 6 hexes) and gains a Demoralized-2 marker; if already Demoralized-2, its Manpower Value is reduced by 1 more than the Manpower loss the result shows.' },
  { letter: 'a', name: 'Advance', meaning: 'The unit may advance after combat.' },
] as const;

/** A Fatigue Level never goes above this (Summary of Combat Results). */
export const MAX_FATIGUE = 4;

/** Fatigue Levels each result letter adds (Summary of Combat Results). */
export const FATIGUE_GAIN = { D: 3, F: 2, f: 1, E: 0 } as const;

/** Hexes a unit moves when it retreats or routs (Summary of Combat Results). */
export const RETREAT_HEXES = { r: '2 to 4', R: '4 to 6', 'R*': '4 to 6' } as const;
