import { describe, expect, it } from 'vitest';
import { CellRefusal } from '../../../core/chart';
import { analyse } from '../../../engine';
import { changed } from '../test-helpers';
import { readCrtCell, readNavalCell, readTransitCell } from './cells';
import { useChart } from './read';
import { ATTRITION_SLOT, CRT_SLOTS, NAVAL_CRT_SLOT, SUPPLY_SLOTS, WBTS_CHART_SLOTS, supplyColumnOf } from './slots';

const sheet = (rows: string[], columns: string[], cells: string[][]) => ({ name: 'Mine', entered: '2026-11-23', rows, columns, cells });

describe('War Between the States chart slots', () => {
  it('has one slot for each table the procedure reads, each citing the game', () => {
    expect(WBTS_CHART_SLOTS.map((s) => s.id)).toEqual(['crt1', 'crt2', 'crt3', 'crt4', 'crt5', 'crt6', 'crt7', 'crt8', 'supply1', 'supply2', 'supply3', 'supply4', 'attrition', 'siegeBombardment', 'navalCrt', 'navalTransit']);
    for (const s of WBTS_CHART_SLOTS) expect(s.source.game).toBe('wbts');
    expect(CRT_SLOTS[5]).toMatchObject({ rowKind: 'range', columnKind: 'odds', rows: ['1', '2', '3', '4', '5', '6'] });
    expect(ATTRITION_SLOT).toMatchObject({ rowKind: 'range', columnKind: 'range' });
  });

  it('reads a chit of 0 or 1 on the "0 or 1" supply column, and each higher chit on its own', () => {
    expect([0, 1, 2, 3, 4].map(supplyColumnOf)).toEqual(['0 or 1', '0 or 1', '2', '3', '4']);
    expect(SUPPLY_SLOTS['0 or 1'].id).toBe('supply1');
  });

  it('reads the cells in the slots’ words', () => {
    expect(readCrtCell('10/20*')).toEqual({ attackerLoss: 10, defenderLoss: 20, attackerRetreats: false, defenderRetreats: true });
    expect(readCrtCell('20r/5')).toEqual({ attackerLoss: 20, defenderLoss: 5, attackerRetreats: true, defenderRetreats: false });
    expect(readCrtCell('-')).toEqual({ attackerLoss: 0, defenderLoss: 0, attackerRetreats: false, defenderRetreats: false });
    expect(readCrtCell('120/5')).toBeInstanceOf(CellRefusal);
    expect(readNavalCell('AE')).toEqual({ attacker: { kind: 'eliminated' }, defender: null });
    expect(readNavalCell('A1 DR')).toEqual({ attacker: { kind: 'loses', points: 1 }, defender: { kind: 'retreats' } });
    expect(readNavalCell('AE A1')).toBeInstanceOf(CellRefusal);
    expect(readTransitCell('E')).toEqual({ kind: 'destroyed' });
    expect(readTransitCell('0')).toBeInstanceOf(CellRefusal);
  });

  it('flags a cell the errata read otherwise, and never changes the chart', () => {
    const attrition = sheet(['1-10', '11-20'], ['10', '15'], [['1', '1'], ['2', '3']]);
    const used = useChart(ATTRITION_SLOT, { attrition });
    expect(used.errata.map((s) => s.values)).toEqual([{ errata: true, reads: '3', errataReads: '2' }]);
    expect(used.chart.cells[1]?.[1]).toBe(3);
    expect(useChart(ATTRITION_SLOT, { attrition: { ...attrition, cells: [['1', '1'], ['2', '2']] } }).errata).toEqual([]);
    const naval = sheet(['1', '2', '3', '4', '5', '6'], ['1:4', '1-1'], [['AE', '-'], ['AR', '-'], ['-', '-'], ['-', '-'], ['-', '-'], ['-', '-']]);
    expect(useChart(NAVAL_CRT_SLOT, { navalCrt: naval }).errata[0]?.detail).toContain('your chart reads AR at row 2, column 1:4');
    const supplyRows = ['0', '1', '2', '3', '4', '5', '6'];
    const supply = sheet(supplyRows, ['1-10'], [['0'], ['0'], ['1'], ['1'], ['2'], ['2'], ['2']]);
    expect(useChart(SUPPLY_SLOTS['2'], { supply2: supply }).errata[0]?.values).toEqual({ errata: true, reads: '0, 0, 1, 1, 2, 2, 2', errataReads: '0, 0, 1, 1, 1, 2, 2' });
  });

  it('shows the errata check among the steps of a combat that reads the chart', () => {
    const flagged = changed('combat', (d) => ((d.charts['attrition'] as { cells: string[][] }).cells[2] = ['1', '2', '3', '3']));
    expect(analyse(flagged).steps.filter((s) => s.values?.['errata'] === true).map((s) => s.title)).toEqual(['Errata check: Combat Attrition Table']);
  });

  it('refuses a supply sheet whose rows do not cover every face of the die', () => {
    const short = changed('combat', (d) => {
      const s = d.charts['supply2'] as { rows: string[]; cells: string[][] };
      s.rows = ['1', '2', '3', '4', '5'];
      s.cells = s.cells.slice(0, 5);
    });
    expect(() => analyse(short)).toThrow('charts.supply2: your Combat Supply Table, chit column 2 has no row for a die of 6');
  });
});
