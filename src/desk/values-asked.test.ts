import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import type { DeskRules, Sides, UnitField } from './rules';
import { valuesAsked } from './values-asked';

const FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Strength', code: 'S', kind: 'number', min: 0, max: 99, step: 1 },
  { key: 'state.fireLevel', label: 'Fire level', code: 'FL', kind: 'choice', options: [{ value: 'A', words: 'Fire level A', code: 'A' }], types: ['infantry'] },
  { key: 'state.rating', label: 'Leader rating', code: 'R', kind: 'number', min: 0, max: 4, step: 1, types: ['leader'] },
];

/** Just what the function reads of a game's rules: its unit fields, and where its description puts the units. */
const rules = {
  unitFields: FIELDS,
  unitPaths: (draft: Sides) => Object.fromEntries(draft.attackers.map((id, i) => [`firers.${i}`, id])),
} as unknown as DeskRules<Sides>;

const unit = (id: string, type: string): UnitRecord => ({ id, gameId: 'g', name: `Unit ${id}`, side: 'union', type, strength: null, state: {} });
const units = new Map([unit('a', 'infantry'), unit('b', 'leader'), unit('d', 'infantry')].map((u) => [u.id, u]));
const draft: Sides = { attackers: ['a', 'b'], defenders: ['d'] };

describe('the unit values a refusal asks for', () => {
  it('names the unit and its field where the path reaches a value the game keeps on its units', () => {
    const asked = valuesAsked(
      [
        { path: 'firers.0.fireLevel', message: 'is missing' },
        { path: 'defenders.0.strength', message: 'is missing' },
        { path: 'firers.0.fireLevel', message: 'said twice' },
      ],
      draft,
      units,
      rules,
    );
    expect(asked.map((a) => [a.unit.id, a.field.key])).toEqual([
      ['a', 'state.fireLevel'],
      ['d', 'strength'],
    ]);
  });

  it('asks for nothing where the path is not one value of a unit, or the unit has no such field', () => {
    const asked = valuesAsked(
      [
        { path: 'firers.1.fireLevel', message: 'a leader has no fire level' },
        { path: 'firers.0.range.hexes', message: 'too far' },
        { path: 'terrain', message: 'unknown' },
        { path: 'firers.0', message: 'is missing' },
      ],
      draft,
      units,
      rules,
    );
    expect(asked).toEqual([]);
  });
});
