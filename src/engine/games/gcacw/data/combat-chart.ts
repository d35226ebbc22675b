/**
 * The Combat Chart (OTR II charts v1.5), cell for cell. Row = attacker's die + modifiers minus
 * (defender's die + modifiers), from ≤-8 to ≥+10. Left half: the defender's result, by the defender's
 * Combat Value not counting entrenchment; right half: the attacker's result, by the attacker's
 * Combat Value. OCR fixes from the rules notes: row ≤-8 left half is eight "-" (one cell was lost);
 * row +9 left half reads 2DR* 3DR* 4DR* 4DR* 5DR* 7DR* 8DR* 10DR*. Confirmed against the v1.4 charts.
 */

/** Each column: its label and the lowest whole Combat Value in it (a ½ value rounds up into the next column). */
export const DEFENDER_COLUMNS = [
  { label: '½-3', from: 0 },
  { label: '4-6', from: 4 },
  { label: '7-11', from: 7 },
  { label: '12-18', from: 12 },
  { label: '19-26', from: 19 },
  { label: '27-37', from: 27 },
  { label: '38-49', from: 38 },
  { label: '50+', from: 50 },
] as const;

export const ATTACKER_COLUMNS = [
  { label: '½-3', from: 0 },
  { label: '4-6', from: 4 },
  { label: '7-11', from: 7 },
  { label: '12-18', from: 12 },
  { label: '19-26', from: 19 },
  { label: '27-37', from: 27 },
  { label: '38-49', from: 38 },
  { label: '50-59', from: 50 },
  { label: '60-69', from: 60 },
  { label: '70+', from: 70 },
] as const;

/** The lowest and highest rows; a difference beyond them uses the end row. */
export const LOWEST_ROW = -8;
export const HIGHEST_ROW = 10;

/** Rows from ≤-8 to ≥+10: [row label, defender's results (8), attacker's results (10)]. */
export const COMBAT_CHART_ROWS: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  ['≤-8', ['-', '-', '-', '-', '-', '-', '-', '-'], ['3D', '4D', '5D', '5D', '6D', '8D', '10D', '12D', '14D', '16D']],
  ['-7', ['-', '-', '-', '-', '-', '-', '-', '-'], ['2D', '3D', '4D', '4D', '5D', '7D', '9D', '11D', '13D', '15D']],
  ['-6', ['-', '-', '-', '-', '-', '-', '-', '-'], ['2D', '2D', '3D', '3D', '5D', '6D', '8D', '10D', '12D', '13D']],
  ['-5', ['-', '-', '-', '-', '-', '-', '-', '1'], ['1D', '2D', '2D', '3D', '4D', '6D', '7D', '9D', '11D', '12D']],
  ['-4', ['-', '-', '-', '-', '-', '-', '1', '1'], ['1D', '2D', '2D', '2D', '3D', '5D', '6D', '8D', '9D', '10D']],
  ['-3', ['-', '-', '-', '-', '-', '1', '1', '1'], ['1D', '2D', '2D', '2D', '3D', '4D', '5D', '7D', '8D', '9D']],
  ['-2', ['f', 'f', 'f', 'f', 'f', '1f', '1f', '1f'], ['D', '1D', '2D', '2D', '3D', '3D', '5D', '7D', '8D', '9D']],
  ['-1', ['F', 'F', 'F', 'F', '1F', '1F', '1F', '2F'], ['D', '1D', '1D', '1D', '2D', '3D', '5D', '6D', '7D', '8D']],
  ['0', ['D', 'D', 'D', 'D', '1D', '1D', '2D', '2D'], ['D', '1D', '1D', '1D', '2D', '3D', '4D', '5D', '6D', '8D']],
  ['+1', ['D', 'D', 'D', '1D', '1D', '2D', '2D', '2D'], ['D', '1D', '1D', '1D', '2D', '3D', '3D', '4D', '5D', '7D']],
  ['+2', ['Dr', 'Dr', '1Dr', '1Dr', '2Dr', '2Dr', '2Dr', '3Dr'], ['Da', 'Da', '1Da', '1Da', '2Da', '2Da', '3Da', '4Da', '5Da', '6Da']],
  ['+3', ['Dr', 'Dr', '1Dr', '1Dr', '2Dr', '2Dr', '3Dr', '4Dr'], ['Fa', 'Fa', 'Fa', '1Fa', '2Fa', '2Fa', '3Fa', '4Fa', '5Fa', '6Fa']],
  ['+4', ['DR', '1DR', '1DR', '2DR', '3DR', '3DR', '4DR', '5DR'], ['fa', 'fa', 'fa', '1fa', '1fa', '2fa', '3fa', '3fa', '4fa', '5fa']],
  ['+5', ['1DR', '2DR', '2DR', '3DR', '3DR', '3DR', '4DR', '5DR'], ['Ea', 'Ea', 'Ea', 'Ea', '1Ea', '1Ea', '2Ea', '2Ea', '3Ea', '3Ea']],
  ['+6', ['1DR', '2DR', '2DR', '3DR', '3DR', '4DR', '5DR', '6DR'], ['a', 'a', 'a', 'a', '1a', '1a', '1a', '2a', '2a', '3a']],
  ['+7', ['1DR', '2DR', '2DR', '3DR', '4DR', '6DR', '7DR', '8DR'], ['a', 'a', 'a', 'a', 'a', '1a', '1a', '1a', '2a', '2a']],
  ['+8', ['2DR*', '2DR*', '3DR*', '4DR*', '5DR*', '7DR*', '7DR*', '9DR*'], ['a', 'a', 'a', 'a', 'a', 'a', '1a', '1a', '1a', '2a']],
  ['+9', ['2DR*', '3DR*', '4DR*', '4DR*', '5DR*', '7DR*', '8DR*', '10DR*'], ['a', 'a', 'a', 'a', 'a', 'a', 'a', '1a', '1a', '1a']],
  ['≥+10', ['3DR*', '4DR*', '5DR*', '5DR*', '6DR*', '8DR*', '9DR*', '11DR*'], ['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a', '1a', '1a']],
];

/** The printed chart marks Union Panic results in italics (SJW); the source text does not keep them. */
export const COMBAT_CHART_NOTE =
  'A Combat Value between two columns (e.g. 3½) rounds up by ½ and uses the right-hand column. The printed chart sets some results in italics for Union Panic in SJW; the source text has lost the italics, so they are not shown.';
