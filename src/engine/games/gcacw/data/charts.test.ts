import { describe, expect, it } from 'vitest';
import type { Chart } from '../../../core/chart';
import { cellsNotChecked } from '../../../core/chart/every-cell';
import { ATTACKER_RESULTS, DEFENDER_RESULTS, resultAt, resultsAt } from '../combat/chart';
import type { CombatResult } from '../results';
import { ARTILLERY, EXTENDED_MARCH, GAME_ENDS, RANDOM, RATIO, RETREAT_1, RETREAT_2, STRATEGIC, STRATEGIC_MOVEMENT_TABLE } from './index';
import { FRIENDLY_HEX_ROWS } from './movement';

// The Combat Chart as the seed prints it, typed again here (not copied from the data file), with
// the two OCR fixes from the rules notes: row ≤-8 left half is eight "-", and row +9 left half.
const SEED_COMBAT_CHART = `
≤-8  - - - - - - - -                        3D 4D 5D 5D 6D 8D 10D 12D 14D 16D
-7   - - - - - - - -                        2D 3D 4D 4D 5D 7D 9D 11D 13D 15D
-6   - - - - - - - -                        2D 2D 3D 3D 5D 6D 8D 10D 12D 13D
-5   - - - - - - - 1                        1D 2D 2D 3D 4D 6D 7D 9D 11D 12D
-4   - - - - - - 1 1                        1D 2D 2D 2D 3D 5D 6D 8D 9D 10D
-3   - - - - - 1 1 1                        1D 2D 2D 2D 3D 4D 5D 7D 8D 9D
-2   f f f f f 1f 1f 1f                     D 1D 2D 2D 3D 3D 5D 7D 8D 9D
-1   F F F F 1F 1F 1F 2F                    D 1D 1D 1D 2D 3D 5D 6D 7D 8D
0    D D D D 1D 1D 2D 2D                    D 1D 1D 1D 2D 3D 4D 5D 6D 8D
+1   D D D 1D 1D 2D 2D 2D                   D 1D 1D 1D 2D 3D 3D 4D 5D 7D
+2   Dr Dr 1Dr 1Dr 2Dr 2Dr 2Dr 3Dr          Da Da 1Da 1Da 2Da 2Da 3Da 4Da 5Da 6Da
+3   Dr Dr 1Dr 1Dr 2Dr 2Dr 3Dr 4Dr          Fa Fa Fa 1Fa 2Fa 2Fa 3Fa 4Fa 5Fa 6Fa
+4   DR 1DR 1DR 2DR 3DR 3DR 4DR 5DR         fa fa fa 1fa 1fa 2fa 3fa 3fa 4fa 5fa
+5   1DR 2DR 2DR 3DR 3DR 3DR 4DR 5DR        Ea Ea Ea Ea 1Ea 1Ea 2Ea 2Ea 3Ea 3Ea
+6   1DR 2DR 2DR 3DR 3DR 4DR 5DR 6DR        a a a a 1a 1a 1a 2a 2a 3a
+7   1DR 2DR 2DR 3DR 4DR 6DR 7DR 8DR        a a a a a 1a 1a 1a 2a 2a
+8   2DR* 2DR* 3DR* 4DR* 5DR* 7DR* 7DR* 9DR*    a a a a a a 1a 1a 1a 2a
+9   2DR* 3DR* 4DR* 4DR* 5DR* 7DR* 8DR* 10DR*   a a a a a a a 1a 1a 1a
≥+10 3DR* 4DR* 5DR* 5DR* 6DR* 8DR* 9DR* 11DR*   a a a a a a a a 1a 1a
`;

describe('Combat Chart data', () => {
  const seedRows = SEED_COMBAT_CHART.trim().split('\n').map((line) => line.trim().split(/\s+/));

  it('has 19 rows from ≤-8 to ≥+10, 8 defender and 10 attacker columns', () => {
    expect([DEFENDER_RESULTS.rows.length, DEFENDER_RESULTS.columns.length, ATTACKER_RESULTS.rows.length, ATTACKER_RESULTS.columns.length]).toEqual([19, 8, 19, 10]);
  });

  it('matches the seed in every printed cell', () => {
    DEFENDER_RESULTS.rows.forEach((key, i) => {
      const seed = seedRows[i] ?? [];
      expect(key.label).toBe(seed[0]);
      expect([...(DEFENDER_RESULTS.printed[i] ?? []), ...(ATTACKER_RESULTS.printed[i] ?? [])]).toEqual(seed.slice(1));
    });
  });

  /** Reads every cell of one half by row and column as a combat does, against the seed. */
  const readsAsSeed = (side: 'defender' | 'attacker') => (chart: Chart<CombatResult>) =>
    seedRows.forEach((seed, i) => {
      for (let c = 0; c < chart.columns.length; c++) {
        expect(resultAt(chart, i - 8, c).code, `row ${seed[0]}, column ${c}`).toBe(seed[(side === 'defender' ? 1 : 9) + c]);
      }
    });

  it('is read by row and column as the seed prints it, every cell of both halves', () => {
    expect(cellsNotChecked(DEFENDER_RESULTS, readsAsSeed('defender'))).toEqual([]);
    expect(cellsNotChecked(ATTACKER_RESULTS, readsAsSeed('attacker'))).toEqual([]);
    expect(resultsAt(3, 2, 9)).toEqual({ defender: resultAt(DEFENDER_RESULTS, 3, 2), attacker: resultAt(ATTACKER_RESULTS, 3, 9) });
  });

  it('holds a difference beyond the end rows to ≤-8 and ≥+10', () => {
    for (const row of [-9, -13, -30]) expect(resultsAt(row, 3, 4)).toEqual(resultsAt(-8, 3, 4));
    for (const row of [11, 15, 30]) expect(resultsAt(row, 3, 4)).toEqual(resultsAt(10, 3, 4));
    expect(resultsAt(-9, 7, 9).attacker.code).toBe('16D');
    expect(resultsAt(12, 7, 9).defender.code).toBe('11DR*');
  });
});

describe('Ratio Chart data', () => {
  it('runs 1-13 or less −12 … 1-1 0 … 14-1 or more +13', () => {
    expect(RATIO.map((r) => [r.label, r.modifier])).toEqual([
      ['1-13 or less', -12], ['1-12', -11], ['1-11', -10], ['1-10', -9], ['1-9', -8], ['1-8', -7], ['1-7', -6], ['1-6', -5], ['1-5', -4],
      ['1-4', -3], ['1-3', -2], ['1-2', -1], ['1-1', 0], ['2-1', 1], ['3-1', 2], ['4-1', 3], ['5-1', 4], ['6-1', 5], ['7-1', 6],
      ['8-1', 7], ['9-1', 8], ['10-1', 9], ['11-1', 10], ['12-1', 11], ['13-1', 12], ['14-1 or more', 13],
    ]);
  });
});

describe('Artillery Modifier Summary data', () => {
  it('matches the table cell for cell', () => {
    const text = (row: keyof typeof ARTILLERY): string[] =>
      ARTILLERY[row].cells.map((c) => (c.kind === 'fixed' ? String(c.modifier) : c.kind === 'evenOnly' ? `${c.modifier}*` : `${c.even}/${c.odd}†`));
    expect(text('clear')).toEqual(['-3', '-2', '0', '1', '2/1†']);
    expect(text('rolling')).toEqual(['-2', '-1', '0', '1*', '1']);
    expect(text('rough-hill')).toEqual(['-1', '-1*', '0', '0', '1*']);
    expect(text('woods-city-mountain')).toEqual(['0', '0', '0', '0', '0']);
    expect(text('swamp')).toEqual(['0', '0', '0', '0', '0']);
  });
});

describe('Retreat Charts data', () => {
  it('Chart 1: priorities and Manpower losses as printed', () => {
    expect(RETREAT_1.map((r) => [r.priority, r.printedLoss])).toEqual([[1, '0'], [2, '0'], [3, '0/1†'], [4, '0/1•'], [4, '1/2•'], [5, '3']]);
  });
  it('Chart 2: priorities and Manpower losses as printed', () => {
    expect(RETREAT_2.map((r) => [r.priority, r.printedLoss])).toEqual([[1, '0'], [2, '0/1•'], [3, '3']]);
  });
});

describe('Grant Takes Command tables data', () => {
  it('Extended March Table', () => {
    expect(EXTENDED_MARCH.map((r) => [r.label, ...r.cells])).toEqual([
      ['≤5', 'NE', 'NE', 'NE', 'NE'],
      ['6', 'D', '1', '1', '1'],
      ['7', 'D', '1', '1', '2'],
      ['≥8', 'D', '1', '2', '3'],
    ]);
  });

  it('Random Events Table', () => {
    expect(RANDOM.map((r) => `${r.roll} ${r.result}${r.mark ?? ''}`)).toEqual([
      '2 Rain (Current +2)', '3 Rain (Current +1)*', '4 No Effect**', '5 Rain (Current)*', '6 Union Command Paralysis', '7 Union Night March',
      '8 No Effect++', '9 Confederate Command Paralysis', '10 Confederate Command Paralysis', '11 No Effect++', '12 Rain (Current +1)',
    ]);
  });

  it('Strategic Events Table', () => {
    expect(STRATEGIC.map((r) => `${r.roll} ${r.result}${r.mark ?? ''}`)).toEqual([
      '2 Johnston Wins Big', '3 Weak Confederate Logistics', '4 Strong Confederate Logistics', '5 Leader Falls Ill', '6 Leader Falls Ill',
      '7 Union Artillery Recalled*', "8 Mosby's Raiders", '9 Leader Falls Ill', '10 Strong Union Logistics', '11 Sherman Wins Big', "12 Mosby's Raiders",
    ]);
  });

  it('Game Ends Table: each cell as printed', () => {
    const seed = `
      6 5 4 3 2 c c c c c c c
      7 6 5 4 3 2 c c c c c c
      8 7 6 5 4 3 2 c c c c c
      9 8 7 6 5 4 3 2 c c c c
      10 9 8 7 6 5 4 3 2 c c c
      11 10 9 8 7 6 5 4 3 2 c c
      12 11 10 9 8 7 6 5 4 3 2 c
      13 12 11 10 9 8 7 6 5 4 3 2
      14 13 12 11 10 9 8 7 6 5 4 3
      e 14 13 12 11 10 9 8 7 6 5 4
      e e 14 13 12 11 10 9 8 7 6 5
      e e e 14 13 12 11 10 9 8 7 6`;
    const rows = seed.trim().split('\n').map((l) => l.trim().split(/\s+/).map((c) => (c === 'c' ? 'continues' : c === 'e' ? 'ends' : Number(c))));
    expect(GAME_ENDS.map((r) => r.cells)).toEqual(rows);
  });

  it('MP costs to enter a friendly-occupied hex', () => {
    expect(FRIENDLY_HEX_ROWS.map((r) => [r.label, r.open, r.close])).toEqual([
      ['Less than 3', 0, 0], ['3 to 11', 1, 3], ['More than 11', 2, 4], ['Wagon Train(s)', 2, 4],
    ]);
  });

  it('Strategic Movement Allowance Table', () => {
    const flat = (side: 'confederate' | 'union') => STRATEGIC_MOVEMENT_TABLE[side].map((r) => [r.fatigueLevels, ...r.infantryArtillery, ...r.cavalry, ...r.wagonTrain]);
    expect(flat('confederate')).toEqual([[2, 14, 12, 24, 20, 12, 10], [3, 21, 18, 36, 30, 18, 15], [4, 28, 24, 48, 40, 24, 20]]);
    expect(flat('union')).toEqual([[2, 12, 10, 22, 18, 10, 8], [3, 18, 15, 33, 27, 15, 12], [4, 24, 20, 44, 36, 20, 16]]);
  });
});
