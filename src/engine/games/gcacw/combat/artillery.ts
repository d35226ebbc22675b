import { ARTILLERY, ARTILLERY_COLUMNS, ARTILLERY_CONVERSIONS } from '../data/index';
import type { ArtilleryCell, ArtilleryTerrainRow } from '../data/artillery';
import type { Terrain } from '../schema/common';
import { printedSigned } from './modifiers';

/** Which row of the Artillery Modifier Summary the defender's hex uses (provisional swamps depend on rain). */
export function artilleryRow(terrain: Terrain, rain: boolean): ArtilleryTerrainRow {
  switch (terrain) {
    case 'clear':
    case 'rolling':
      return terrain;
    case 'rough':
    case 'hill':
      return 'rough-hill';
    case 'woods':
    case 'city':
    case 'mountain':
      return 'woods-city-mountain';
    case 'swamp':
      return 'swamp';
    case 'provisional-swamp':
      return rain ? 'swamp' : 'rough-hill';
  }
}

export function artilleryColumn(differential: number): number {
  let index = 0;
  ARTILLERY_COLUMNS.forEach((c, i) => {
    if (c.from <= differential) index = i;
  });
  return index;
}

/** The cell for the defender's terrain and the artillery differential, as printed (before the note's conversions). */
export function artilleryCell(terrain: Terrain, rain: boolean, differential: number): ArtilleryCell {
  const row = artilleryRow(terrain, rain);
  const column = artilleryColumn(differential);
  const cell = ARTILLERY[row].cells[column];
  if (!cell) throw new RangeError(`no artillery cell at ${row}, column ${column}`);
  return cell;
}

/** The note's conversion of a modifier for the defenders' printed Artillery total, when one applies (1: -2 → -1; 2: -3 → -2). */
export function artilleryConversion(modifier: number, defendersPrintedTotal: number): { readonly printedTotal: number; readonly from: number; readonly to: number } | undefined {
  for (const c of ARTILLERY_CONVERSIONS) if (c.printedTotal === defendersPrintedTotal && c.from === modifier) return c;
  return undefined;
}

const converted = (modifier: number, defendersPrintedTotal: number): number => artilleryConversion(modifier, defendersPrintedTotal)?.to ?? modifier;

/** True when the cell calls for a die just before combat ("*" and "†"). */
export function hasSubRoll(cell: ArtilleryCell): boolean {
  return cell.kind !== 'fixed';
}

/** The modifier on an even sub-roll (the modifier itself when the cell is fixed), converted by the note. */
export function artilleryOnEven(cell: ArtilleryCell, defendersPrintedTotal: number): number {
  return converted(cell.kind === 'evenOdd' ? cell.even : cell.modifier, defendersPrintedTotal);
}

/** The modifier on an odd sub-roll: none for "*", the odd value for "†", the modifier itself when the cell is fixed; converted by the note. */
export function artilleryOnOdd(cell: ArtilleryCell, defendersPrintedTotal: number): number {
  switch (cell.kind) {
    case 'fixed':
      return converted(cell.modifier, defendersPrintedTotal);
    case 'evenOnly':
      return 0;
    case 'evenOdd':
      return converted(cell.odd, defendersPrintedTotal);
  }
}

export interface ArtilleryModifier {
  readonly row: ArtilleryTerrainRow;
  readonly column: number;
  readonly differential: number;
  readonly cell: ArtilleryCell;
  /** True when the cell calls for a die just before combat. */
  readonly subRoll: boolean;
  /** The modifier on an even sub-roll, and on an odd one (equal when there is no sub-roll). */
  readonly even: number;
  readonly odd: number;
  /** Conversions applied for a defender whose printed Artillery Values total 1 or 2. */
  readonly conversions: readonly string[];
}

/**
 * The attacker's artillery modifier: the cell for the defender's terrain and the differential
 * (attacker's Artillery Value minus the defender's), then the note's conversions by the defenders'
 * printed Artillery total (1: -2 → -1; 2: -3 → -2).
 */
export function artilleryModifier(terrain: Terrain, rain: boolean, differential: number, defendersPrintedTotal: number): ArtilleryModifier {
  const row = artilleryRow(terrain, rain);
  const column = artilleryColumn(differential);
  const cell = artilleryCell(terrain, rain, differential);
  const even = artilleryOnEven(cell, defendersPrintedTotal);
  const odd = artilleryOnOdd(cell, defendersPrintedTotal);
  const conversions: string[] = [];
  const printed = cell.kind === 'evenOdd' ? [cell.even, cell.odd] : [cell.modifier];
  for (const m of printed) {
    const c = artilleryConversion(m, defendersPrintedTotal);
    if (c) conversions.push(`defenders' printed Artillery total ${c.printedTotal}: ${c.from} becomes ${c.to}`);
  }
  return { row, column, differential, cell, subRoll: hasSubRoll(cell), even, odd, conversions };
}

/** A cell as printed: "-2", "+1*", "+2†", "NE". */
export function formatArtilleryCell(cell: ArtilleryCell): string {
  switch (cell.kind) {
    case 'fixed':
      return cell.modifier === 0 ? 'NE' : printedSigned(cell.modifier);
    case 'evenOnly':
      return `${printedSigned(cell.modifier)}*`;
    case 'evenOdd':
      return `${printedSigned(cell.even)}†`;
  }
}
