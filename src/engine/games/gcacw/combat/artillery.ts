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
  const cell = ARTILLERY[row].cells[column];
  if (!cell) throw new RangeError(`no artillery cell at ${row}, column ${column}`);
  const conversions: string[] = [];
  const convert = (m: number): number => {
    const c = ARTILLERY_CONVERSIONS.find((x) => x.printedTotal === defendersPrintedTotal && x.from === m);
    if (!c) return m;
    conversions.push(`defenders' printed Artillery total ${c.printedTotal}: ${c.from} becomes ${c.to}`);
    return c.to;
  };
  switch (cell.kind) {
    case 'fixed': {
      const m = convert(cell.modifier);
      return { row, column, differential, cell, subRoll: false, even: m, odd: m, conversions };
    }
    case 'evenOnly':
      return { row, column, differential, cell, subRoll: true, even: convert(cell.modifier), odd: 0, conversions };
    case 'evenOdd':
      return { row, column, differential, cell, subRoll: true, even: convert(cell.even), odd: convert(cell.odd), conversions };
  }
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
