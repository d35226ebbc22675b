import { describe, expect, it } from 'vitest';
import { type QuickRoll, type QuickRollListField, groupOf, initialForm, quickRollBase, quickRollDescription, withItemAdded, withItemRemoved } from './quick-roll';
import { GAME_IDS, cite } from './source';

const units: QuickRollListField = {
  type: 'list',
  path: 'units',
  label: 'Units',
  itemLabel: 'Unit',
  min: 1,
  item: [
    { type: 'number', path: 'value', label: 'Value', step: 0.5, min: 0.5 },
    { type: 'choice', path: 'level', label: 'Level', choices: [{ value: 0, label: 'None' }, { value: 2, label: 'Two' }], initial: 0 },
  ],
};

const roll: QuickRoll = {
  id: 'sample',
  title: 'Sample',
  source: cite(GAME_IDS[1], 'Sample Table'),
  action: 'roll',
  base: quickRollBase(GAME_IDS[1], 'sample'),
  fields: [
    { type: 'choice', path: 'dice', label: 'Dice', choices: [{ value: 1, label: 'One' }, { value: 2, label: 'Two' }] },
    { type: 'text', path: 'note', label: 'Note', maxLength: 10, optional: true },
    { type: 'flag', path: 'rain', label: 'Rain' },
    units,
    { type: 'choice', path: 'terrain.hex', label: 'Hex', choices: [{ value: 'hill', label: 'Hill' }] },
    { type: 'choice', path: 'terrain.side', label: 'Hexside', choices: [{ value: 'creek', label: 'Creek' }], optional: true },
  ],
};

describe('quick roll form', () => {
  it('starts from the engine defaults, with each list at its least length', () => {
    expect(initialForm(roll)).toEqual({
      values: { dice: '', note: '', rain: false, 'units.0.value': '', 'units.0.level': '0', 'terrain.hex': '', 'terrain.side': '' },
      lists: { units: 1 },
    });
  });

  it('puts each value at its path, typed as the choice it names; leaves out optional empties and wholly empty groups', () => {
    const form = initialForm(roll);
    expect(quickRollDescription(roll, { ...form, values: { ...form.values, dice: '2', 'units.0.value': '1.5', rain: true } })).toEqual({
      format: 1,
      game: GAME_IDS[1],
      kind: 'sample',
      dice: 2,
      rain: true,
      units: [{ value: 1.5, level: 0 }],
    });
  });

  it('sends a required field left empty as null, so the engine names it; a started group is sent whole', () => {
    const form = initialForm(roll);
    expect(quickRollDescription(roll, { ...form, values: { ...form.values, 'terrain.side': 'creek' } })).toMatchObject({
      dice: null,
      units: [{ value: null, level: 0 }],
      terrain: { hex: null, side: 'creek' },
    });
  });

  it('tells a group field from a field of its own and a list item field', () => {
    expect(groupOf('terrain.hex')).toBe('terrain');
    expect(groupOf('dice')).toBe(undefined);
    expect(groupOf('units.0.value')).toBe(undefined);
  });

  it('adds and removes list items, moving the later ones up and never going below the least length', () => {
    let form = withItemAdded(withItemAdded(initialForm(roll), units), units);
    form = { ...form, values: { ...form.values, 'units.0.value': '1', 'units.1.value': '2', 'units.2.value': '3' } };
    const removed = withItemRemoved(form, units, 1);
    expect(removed.lists.units).toBe(2);
    expect(quickRollDescription(roll, removed).units).toEqual([{ value: 1, level: 0 }, { value: 3, level: 0 }]);
    const single = withItemRemoved(removed, units, 0);
    expect(withItemRemoved(single, units, 0)).toBe(single);
  });
});
