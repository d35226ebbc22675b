import type { ChartSlot } from '../../../core/chart';
import { wbts } from '../source';
import {
  BOMBARDMENT_WORDS,
  type BombardmentCell,
  CRT_WORDS,
  type CrtCell,
  NAVAL_WORDS,
  type NavalCell,
  TRANSIT_WORDS,
  type TransitCell,
  pointsReader,
  readBombardmentCell,
  readCrtCell,
  readNavalCell,
  readTransitCell,
} from './cells';

/**
 * The War Between the States tables, none of them public: each is read from the player's own sheet,
 * entered once and carried in every description that needs it (`charts.<id>`).
 */

const DIE_ROWS = ['1', '2', '3', '4', '5', '6'];
export const INTENSITY_TOTALS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type IntensityTotal = (typeof INTENSITY_TOTALS)[number];

const CRT_CODES = ['-', '0/10', '10/10', '10/20*', '20r/10'];

function crtSlot(total: IntensityTotal): ChartSlot<CrtCell> {
  return {
    id: `crt${total}`,
    title: `Combat Results Table ${total}`,
    source: wbts(`Combat Results Table ${total}`),
    rowHeader: 'Die (after the leader’s shift)',
    rowKind: 'range',
    columnKind: 'odds',
    dice: `one die; read for a battle intensity total of ${total}${total === 1 ? ' and for naval attacks on fortifications' : ''}; columns are the odds, attacker to defender, worst first (e.g. 1-2, 1-1, 2-1)`,
    rows: DIE_ROWS,
    vocabulary: { codes: CRT_CODES, words: CRT_WORDS },
    readCell: readCrtCell,
  };
}

/** Combat Results Tables 1 to 8, one for each battle intensity total (a total of 0 is contact, read on none). */
export const CRT_SLOTS: Readonly<Record<IntensityTotal, ChartSlot<CrtCell>>> = {
  1: crtSlot(1),
  2: crtSlot(2),
  3: crtSlot(3),
  4: crtSlot(4),
  5: crtSlot(5),
  6: crtSlot(6),
  7: crtSlot(7),
  8: crtSlot(8),
};

/** The chit columns of the Combat Supply Table: a chit of 0 is read on the "0 or 1" column. */
export const SUPPLY_COLUMNS = ['0 or 1', '2', '3', '4'] as const;
export type SupplyColumn = (typeof SUPPLY_COLUMNS)[number];

export function supplyColumnOf(chit: number): SupplyColumn {
  return chit <= 1 ? '0 or 1' : (String(chit) as SupplyColumn);
}

const SUPPLY_ERRATUM = {
  column: '1-10',
  reads: '0, 0, 1, 1, 1, 2, 2',
  note: 'the public errata list for the 2nd edition gives the Supply Consumption Table’s 1-10 column as 0, 0, 1, 1, 1, 2, 2; if this sheet is that table, check it',
};

function supplySlot(column: SupplyColumn, id: string): ChartSlot<number> {
  return {
    id,
    title: `Combat Supply Table, chit column ${column}`,
    source: wbts(`Combat Supply Table, chit column ${column}`),
    rowHeader: 'Die',
    rowKind: 'range',
    columnKind: 'range',
    dice: `one die, rolled by a side whose own chit is ${column}; rows are the die, columns the size of the force in strength points (e.g. 1-10, 11-20, 21+)`,
    vocabulary: { codes: ['0', '1', '2', '3'], words: 'a cell is the supply points the side must spend to fight at full strength, a whole number' },
    readCell: pointsReader('supply points'),
    errata: [SUPPLY_ERRATUM],
  };
}

export const SUPPLY_SLOTS: Readonly<Record<SupplyColumn, ChartSlot<number>>> = {
  '0 or 1': supplySlot('0 or 1', 'supply1'),
  '2': supplySlot('2', 'supply2'),
  '3': supplySlot('3', 'supply3'),
  '4': supplySlot('4', 'supply4'),
};

export const ATTRITION_SLOT: ChartSlot<number> = {
  id: 'attrition',
  title: 'Combat Attrition Table',
  source: wbts('Combat Attrition Table'),
  rowHeader: 'Force size (SP)',
  rowKind: 'range',
  columnKind: 'range',
  dice: 'no die; rows are the force’s size in strength points (e.g. 1-5, 6-10, 15), columns the percentage lost, written without the % sign (e.g. 10, 15, 20)',
  vocabulary: { codes: ['0', '1', '2', '3'], words: 'a cell is the strength points lost, a whole number' },
  readCell: pointsReader('strength points'),
  errata: [{ row: '15', column: '15', reads: '2', note: 'the public errata list for the 2nd edition: the 15-SP row, 15% column reads 2, not 3' }],
};

export const BOMBARDMENT_SLOT: ChartSlot<BombardmentCell> = {
  id: 'siegeBombardment',
  title: 'Siege Bombardment Table',
  source: wbts('Siege Bombardment Table'),
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'label',
  dice: 'one die for each siege train in the hex; columns as your sheet heads them (e.g. Fort, Fortress), the description names the one to read',
  rows: DIE_ROWS,
  vocabulary: { codes: ['-', 'R'], words: BOMBARDMENT_WORDS },
  readCell: readBombardmentCell,
};

export const NAVAL_CRT_SLOT: ChartSlot<NavalCell> = {
  id: 'navalCrt',
  title: 'Naval Combat Results Table',
  source: wbts('Naval Combat Results Table'),
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  dice: 'one die; columns are the odds, attacker to defender, worst first (e.g. 1-4, 1-3, 1-2, 1-1, 2-1)',
  rows: DIE_ROWS,
  vocabulary: { codes: ['-', 'AE', 'DE', 'AR', 'DR', 'A1', 'D1'], words: NAVAL_WORDS },
  readCell: readNavalCell,
  errata: [{ row: '2', column: '1-4', reads: 'AE', note: 'the public errata list for the 2nd edition: the 1:4 column, roll 2 reads AE' }],
};

export const TRANSIT_SLOT: ChartSlot<TransitCell> = {
  id: 'navalTransit',
  title: 'Naval Transit Attack',
  source: wbts('Naval Transit Attack'),
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'label',
  dice: 'one die for each naval unit passing the fortification; columns as your sheet heads them (e.g. Fort, Fortress), the description names the one to read',
  rows: DIE_ROWS,
  vocabulary: { codes: ['-', 'E', '1'], words: TRANSIT_WORDS },
  readCell: readTransitCell,
};

export const WBTS_CHART_SLOTS: readonly ChartSlot[] = [
  ...INTENSITY_TOTALS.map((t) => CRT_SLOTS[t]),
  ...SUPPLY_COLUMNS.map((c) => SUPPLY_SLOTS[c]),
  ATTRITION_SLOT,
  BOMBARDMENT_SLOT,
  NAVAL_CRT_SLOT,
  TRANSIT_SLOT,
] as readonly ChartSlot[];
