import type { Title } from '../titles';

/**
 * Extended March Table (Grant Takes Command charts). One die plus cumulative modifiers; rows ≤5, 6,
 * 7, ≥8; columns by the marching unit's Strength marker. The source text keeps the heading of the
 * second column only ("Disorganized, Manpower ≤ 5"); the first column is the organized marker (its
 * only result, D, disorganizes it). The Manpower ranges heading the third and fourth columns were
 * lost: the player picks that column from the printed table, and the result says it is unconfirmed.
 */
export const EXTENDED_MARCH_COLUMNS = [
  { label: 'Organized', confirmed: true },
  { label: 'Disorganized, Manpower ≤ 5', confirmed: true },
  { label: 'Disorganized, 3rd column (Manpower range lost in the source)', confirmed: false },
  { label: 'Disorganized, 4th column (Manpower range lost in the source)', confirmed: false },
] as const;

export const EXTENDED_MARCH_ROWS: readonly { readonly label: string; readonly from: number; readonly cells: readonly string[] }[] = [
  { label: '≤5', from: -Infinity, cells: ['NE', 'NE', 'NE', 'NE'] },
  { label: '6', from: 6, cells: ['D', '1', '1', '1'] },
  { label: '7', from: 7, cells: ['D', '1', '1', '2'] },
  { label: '≥8', from: 8, cells: ['D', '1', '2', '3'] },
];

/** Modifiers for the unit's Fatigue Level: by counter side and the level the march reaches. */
export const EXTENDED_MARCH_FATIGUE: readonly { readonly side: 'normal' | 'exhausted'; readonly reaches: number; readonly modifier: number; readonly label: string }[] = [
  { side: 'normal', reaches: 3, modifier: 0, label: 'Unit on its normal side reaches Fatigue Level 3' },
  { side: 'normal', reaches: 4, modifier: 1, label: 'March by a unit on its normal side raises its Fatigue Level from 3 to 4' },
  { side: 'exhausted', reaches: 2, modifier: 0, label: 'Unit on its exhausted side reaches Fatigue Level 2' },
  { side: 'exhausted', reaches: 3, modifier: 1, label: 'March by a unit on its exhausted side raises its Fatigue Level from 2 to 3' },
  { side: 'exhausted', reaches: 4, modifier: 3, label: 'March by a unit on its exhausted side raises its Fatigue Level from 3 to 4' },
];

export const WAGON_TRAIN_MODIFIER = 1;

/** Union army modifiers: each Union unit falls in exactly one group. */
export const UNION_ARMY_GROUPS = {
  cavalry: {
    label: 'Late & Early War Cavalry',
    modifier: 0,
    anyUnionCavalry: ['HSN', 'AIO', 'BAC', 'RWH', 'AGA'] as readonly Title[],
    armyOfThePotomacCavalry: ['RTG', 'GTC'] as readonly Title[],
  },
  garrison: {
    label: 'Garrison Units (infantry, artillery & cavalry)',
    modifier: 2,
    notArmyOfThePotomac: ['SJW', 'HCR', 'RTG'] as readonly Title[],
    notRegularArmy: ['RWH'] as readonly Title[],
  },
  other: { label: 'Other Union Units (including wagon trains)', modifier: 1 },
} as const;

export const EXTENDED_MARCH_GAME_SPECIFIC = {
  heat: { label: '"Heat" event in effect (games with Heat events)', modifier: 1 },
  outOfSupply: { label: 'Out of supply, Advanced Game (games with supply rules)', modifier: 1 },
  aga1861: { label: 'All units in 1861 scenarios (AGA only)', modifier: 1, titles: ['AGA'] as readonly Title[] },
  aga1861Cavalry: { label: 'Cavalry unit in 1861 scenarios (AGA only)', modifier: -3, titles: ['AGA'] as readonly Title[] },
  retreatMarch: { label: 'Retreat March (AGA scenarios 2, 5, 6 & 7 only)', modifier: -3, titles: ['AGA'] as readonly Title[], scenarios: [2, 5, 6, 7] as readonly number[] },
} as const;

export const EXTENDED_MARCH_RESULTS = {
  NE: 'No effect.',
  D: "Disorganized: flip the unit's Strength marker to its disorganized side.",
  loss: "Reduce the unit's Manpower Value by the number shown and replace its Strength marker with a disorganized marker for the new Manpower Value.",
} as const;
