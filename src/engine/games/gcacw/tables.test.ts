import { describe, expect, it } from 'vitest';
import { gcacwGame } from './index';

describe('GCACW tables for the tables browser', () => {
  it('holds every chart, each row as wide as its columns', () => {
    expect(gcacwGame.tables.map((t) => t.title)).toEqual([
      'Combat Chart',
      'Summary of Combat Results',
      'Ratio Chart',
      'Artillery Modifier Summary',
      'Attack Summary',
      "Attacker's die roll modifiers",
      "Defender's die roll modifiers",
      'Game-specific combat modifiers',
      'Retreat Chart 1',
      'Retreat Chart 2',
      'Cavalry Retreat Die Roll Modifiers',
      'Extended March Table',
      'Extended March modifiers',
      'Random Events Table',
      'Strategic Events Table',
      'Game Ends Table',
      'MP Costs to Enter Friendly-Occupied Hex',
      'Strategic Movement Allowance Table, Confederate units',
      'Strategic Movement Allowance Table, Union units',
      'Command Radius Summary',
    ]);
    for (const t of gcacwGame.tables) {
      expect(t.source.game).toBe('gcacw');
      expect(t.column, t.title).toBeUndefined();
      for (const row of t.rows) expect(row.cells, `${t.title}, ${row.label}`).toHaveLength(t.columns.length);
    }
  });

  it('shows the Combat Chart whole: 19 rows, the defender\'s 8 columns then the attacker\'s 10', () => {
    const chart = gcacwGame.tables[0];
    expect(chart?.rows).toHaveLength(19);
    expect(chart?.columns[0]).toBe('Defender ½-3');
    expect(chart?.columns[8]).toBe('Attacker ½-3');
    expect(chart?.rows[17]?.cells.slice(0, 8)).toEqual(['2DR*', '3DR*', '4DR*', '4DR*', '5DR*', '7DR*', '8DR*', '10DR*']);
  });
});
