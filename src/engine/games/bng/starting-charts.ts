import type { StartingPoint } from '../../core/chart';

/**
 * Starting points for the Combat Results Table the player enters from their own sheet. The revised
 * 2nd edition's CRT is not public; the 1975 SPI quadrigame's is (RULES-NOTES section 6), and differs
 * from it (no Ae* or Ex*). It is offered only to be checked cell by cell against the player's sheet.
 */
export const SPI_1975_CRT: StartingPoint = {
  label: 'another edition (SPI 1975 quadrigame): check every cell against your own sheet',
  rows: ['1', '2', '3', '4', '5', '6'],
  columns: ['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'],
  cells: [
    ['Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De', 'De', 'De'],
    ['Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De'],
    ['Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De'],
    ['Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr'],
    ['Ae', 'Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Ex', 'Ex', 'Dr'],
    ['Ae', 'Ae', 'Ae', 'Ae', 'Ar', 'Ar', 'Ex', 'Ex', 'Ex', 'Ex'],
  ],
};
