import { describe, expect, it } from 'vitest';
import { statusMarks } from '../../desk/unit-status';
import { WILDERNESS_UNIT_FIELDS } from './rules';

const codes = (fields: Parameters<typeof statusMarks>[1], type: string, state: Record<string, string | number | boolean>) => statusMarks({ type, strength: 5, state }, fields).map((m) => m.code).join(' ');

describe('a Wilderness unit’s status marks', () => {
  it('show the statuses results change that are not at their default, in the game’s codes and words', () => {
    expect(codes(WILDERNESS_UNIT_FIELDS, 'infantry', { supply: 'isolated', entrained: true })).toBe('isolated E');
  });
});
