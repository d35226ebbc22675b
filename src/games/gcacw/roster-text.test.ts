import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GCACW_DESK } from './rules';
import { type PastedLine, type RosterUnit, parseRoster, rosterText, splitCells } from '../../desk/roster-text';

const accepted = (lines: readonly PastedLine[]) => lines.flatMap((l) => (l.ok ? [l.unit] : []));
const refused = (lines: readonly PastedLine[]) => lines.flatMap((l) => (l.ok ? [] : [[l.line, l.reason]]));

describe('splitCells', () => {
  it('splits at tabs when the line has any, otherwise at commas outside quotes', () => {
    expect(splitCells('Hancock\tunion\tinfantry\tCV 12')).toEqual(['Hancock', 'union', 'infantry', 'CV 12']);
    expect(splitCells('"II Corps, Barlow", union ,infantry')).toEqual(['II Corps, Barlow', 'union', 'infantry']);
    expect(splitCells('"Fort ""A"""\tconfederate')).toEqual(['Fort "A"', 'confederate']);
  });
});

describe('parseRoster, on a GCACW roster', () => {
  it('reads a GCACW unit as typed: name, side, type and each value by its code', () => {
    const lines = parseRoster('Hancock, union, infantry, CV 12, MP 8, T 2', GCACW_DESK);
    expect(lines).toEqual([
      { line: 1, text: 'Hancock, union, infantry, CV 12, MP 8, T 2', ok: true, unit: { name: 'Hancock', side: 'union', type: 'infantry', strength: 8, state: { combatValue: 12, tactical: 2 } } },
    ]);
  });

  it('reads tab-separated cells, codes with a colon or equals sign, labels, side codes, and values with no code in the fields’ order', () => {
    const text = ['Heth\tCS\tinfantry\t7\t9\t1\t2', 'Barlow, US, cavalry, Combat Value: 4.5, a=2, dis yes, F 3', 'Early, confederate, artillery'].join('\n');
    expect(accepted(parseRoster(text, GCACW_DESK))).toEqual([
      { name: 'Heth', side: 'confederate', type: 'infantry', strength: 9, state: { combatValue: 7, artillery: 1, tactical: 2 } },
      { name: 'Barlow', side: 'union', type: 'cavalry', strength: null, state: { combatValue: 4.5, artillery: 2, disorganized: true, fatigue: 3 } },
      { name: 'Early', side: 'confederate', type: 'artillery', strength: null, state: {} },
    ]);
  });

  it('takes a name with commas up to the side, and the game’s first type when none is given', () => {
    expect(accepted(parseRoster('II Corps, Barlow, union, CV 9', GCACW_DESK))).toEqual([{ name: 'II Corps, Barlow', side: 'union', type: 'infantry', strength: null, state: { combatValue: 9 } }]);
  });

  it('places the cells by a first line naming the columns', () => {
    const text = 'Name\tSide\tType\tCV\tMP\tT\nHancock\tunion\tinfantry\t12\t8\t2\nGrant\tunion\tleader\t\t\t';
    expect(accepted(parseRoster(text, GCACW_DESK))).toEqual([
      { name: 'Hancock', side: 'union', type: 'infantry', strength: 8, state: { combatValue: 12, tactical: 2 } },
      { name: 'Grant', side: 'union', type: 'leader', strength: null, state: {} },
    ]);
  });

  it('refuses each wrong line with the reason, naming the field, and keeps the others; blank lines and # notes are skipped', () => {
    const text = [
      '# II Corps',
      'Hancock, union, infantry, CV 12, MP 8',
      '',
      'Gibbon, union, infantry, CV 0.3',
      'Birney, yankee, infantry',
      'Mott, union, infantary, CV 4',
      'Lee, confederate, leader, CV 3',
      'Heth, confederate, infantry, CX 4',
      'Early, confederate, infantry, MP 3, MP 4',
      'Hancock, union, cavalry',
      ', union',
      'Longstreet 12',
      'Rodes, confederate, infantry, F 5',
      'Ewell, confederate, infantry, 1, 2, 3, 4, 0, 0, no, 9',
    ].join('\n');
    const lines = parseRoster(text, GCACW_DESK);
    expect(accepted(lines).map((u) => u.name)).toEqual(['Hancock']);
    expect(refused(lines)).toEqual([
      [4, 'Combat Value: 0.3 is not allowed; it must be a number in steps of 0.5 from 0.5 to 999'],
      [5, '“yankee” is not a side: give one of union, confederate after the name'],
      [6, '“infantary” is not a unit type: give one of infantry, cavalry, artillery, leader'],
      [7, 'a leader has no Combat Value'],
      [8, 'no value has the code “CX”: the codes are CV, MP, A, T, F, D, Dis'],
      [9, 'Manpower Value is given twice'],
      [10, 'Hancock (union) is on line 2 too'],
      [11, 'no name: a line starts with the unit’s name'],
      [12, 'no side: give one of union, confederate after the name'],
      [13, 'Fatigue Level: “5” is not one of 0, 1, 2, 3, 4'],
      [14, '“9” is one value too many, or its code is not one of CV, MP, A, T, F, D, Dis'],
    ]);
  });

  it('reads the README’s example roster, every line', () => {
    const example = readFileSync('README.md', 'utf8').split('## Rosters')[1]?.split('```')[1] ?? '';
    const lines = parseRoster(example, GCACW_DESK);
    expect(refused(lines)).toEqual([]);
    expect(accepted(lines).map((u) => u.name)).toEqual(['Hancock', 'II Corps, Barlow', 'Heth']);
  });

});

describe('rosterText, of a GCACW roster', () => {
  const units: RosterUnit[] = [
    { name: 'II Corps, Barlow', side: 'union', type: 'infantry', strength: 10, state: { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1, disorganized: true } },
    { name: 'Heth', side: 'confederate', type: 'infantry', strength: null, state: { combatValue: 7.5, demoralized: 2 } },
    { name: 'Lee', side: 'confederate', type: 'leader', strength: null, state: {} },
  ];

  it('writes one unit a line, with every value given by its code', () => {
    expect(rosterText(units, GCACW_DESK)).toBe('"II Corps, Barlow", union, infantry, CV 9, MP 10, A 5, T 3, F 1, Dis yes\nHeth, confederate, infantry, CV 7.5, D 2\nLee, confederate, leader\n');
  });

  it('reads back what it writes', () => {
    expect(accepted(parseRoster(rosterText(units, GCACW_DESK), GCACW_DESK))).toEqual(units);
  });
});
