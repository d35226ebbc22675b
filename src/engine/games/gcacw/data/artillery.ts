/**
 * Artillery Modifier Summary (OTR II charts v1.5): the attacker's modifier by the defender's terrain
 * and the artillery differential (attacker's Artillery Value minus the defender's).
 * A cell is a fixed modifier, a modifier used only on an even sub-roll ("*"), or +2 on an even
 * sub-roll and +1 on an odd one ("†"). The sub-roll is a die rolled just before combat.
 */
export type ArtilleryCell =
  | { readonly kind: 'fixed'; readonly modifier: number }
  | { readonly kind: 'evenOnly'; readonly modifier: number }
  | { readonly kind: 'evenOdd'; readonly even: number; readonly odd: number };

export const ARTILLERY_TERRAIN_ROWS = ['clear', 'rolling', 'rough-hill', 'woods-city-mountain', 'swamp'] as const;
export type ArtilleryTerrainRow = (typeof ARTILLERY_TERRAIN_ROWS)[number];

/** Differential columns: the lowest differential in each (the first takes everything below). */
export const ARTILLERY_COLUMNS = [
  { label: '-4 or less', from: -Infinity },
  { label: '-3 to +1', from: -3 },
  { label: '+2 to +4', from: 2 },
  { label: '+5 to +7', from: 5 },
  { label: '+8 or more', from: 8 },
] as const;

const fixed = (modifier: number): ArtilleryCell => ({ kind: 'fixed', modifier });
const even = (modifier: number): ArtilleryCell => ({ kind: 'evenOnly', modifier });
const NE = fixed(0);

export const ARTILLERY_TABLE: Readonly<Record<ArtilleryTerrainRow, { readonly label: string; readonly cells: readonly ArtilleryCell[] }>> = {
  clear: { label: 'Clear', cells: [fixed(-3), fixed(-2), NE, fixed(1), { kind: 'evenOdd', even: 2, odd: 1 }] },
  rolling: { label: 'Rolling', cells: [fixed(-2), fixed(-1), NE, even(1), fixed(1)] },
  'rough-hill': { label: 'Rough/Hill (and provisional swamp in a non-rain turn)', cells: [fixed(-1), even(-1), NE, NE, even(1)] },
  'woods-city-mountain': { label: 'Woods/City/Mountain', cells: [NE, NE, NE, NE, NE] },
  swamp: { label: 'Swamp (and provisional swamp in a rain turn)', cells: [NE, NE, NE, NE, NE] },
};

/**
 * The note under the table: when the defenders' printed Artillery Values (not counting
 * entrenchments) total 1, a -2 becomes -1; when they total 2, a -3 becomes -2.
 */
export const ARTILLERY_CONVERSIONS: readonly { readonly printedTotal: number; readonly from: number; readonly to: number }[] = [
  { printedTotal: 1, from: -2, to: -1 },
  { printedTotal: 2, from: -3, to: -2 },
];
