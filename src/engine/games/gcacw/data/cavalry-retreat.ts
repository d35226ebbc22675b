import type { Title } from '../titles';

/**
 * Cavalry Retreat Die Roll Modifiers (OTR II charts v1.5), cumulative, for all GCACW games.
 * The Fatigue and Small Force values and the base roll of rule 7.7 are not in the source text or the
 * rules notes: the player enters them, and every result that uses them says so.
 */
export const CAVALRY_RETREAT = {
  terrain: { label: 'Terrain: the positive combat modifier the cavalry would get for its terrain (mountain or hill hex; river, creek or ridge hexside)' },
  veryLargeForce: { label: 'Very Large Force: combined Combat Value 3 or more, counting entrenchments', modifier: 2, confederateModifier: 4, confederateTitles: ['OTR', 'AGA', 'SIV'] as readonly Title[] },
  largeForce: { label: 'Large Force: Confederate cavalry with a combined Combat Value of 2 or more and less than 3, counting entrenchments', modifier: 2, titles: ['OTR', 'AGA', 'SIV'] as readonly Title[] },
  demoralized: { label: 'Demoralized: all the cavalry units are Demoralized-1 or -2', modifier: -2 },
  fatigue: { label: 'Fatigue: all cavalry in the hex at Fatigue Level 4 (value not confirmed)' },
  supply: { label: 'Supply: all cavalry in the hex out of supply (Advanced Game only)', modifier: -2, titles: ['SIV', 'SLB', 'OTR', 'GTC', 'BTC'] as readonly Title[] },
  smallForce: { label: 'Small Force: combined Combat Value more than ½ and 1 or less, counting entrenchments (value not confirmed)', confederateIgnoreTitles: ['OTR', 'AGA', 'SIV'] as readonly Title[] },
  verySmallForce: {
    label: 'Very Small Force: the only cavalry unit in the hex has a Combat Value of ½',
    modifier: -4,
    confederateModifier: -2,
    /** The source's list of titles for the Confederate -2 is cut after "OTR, AGA and"; the title lost there is unknown. */
    confederateTitles: ['OTR', 'AGA'] as readonly Title[],
  },
} as const;
