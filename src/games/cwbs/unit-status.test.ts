import { describe, expect, it } from 'vitest';
import { statusMarks } from '../../desk/unit-status';
import { CWBS_UNIT_FIELDS } from './rules';

const codes = (fields: Parameters<typeof statusMarks>[1], type: string, state: Record<string, string | number | boolean>) => statusMarks({ type, strength: 5, state }, fields).map((m) => m.code).join(' ');

describe('a CWBS unit’s status marks', () => {
  it('show the statuses results change that are not at their default, in the game’s codes and words', () => {
    expect(codes(CWBS_UNIT_FIELDS, 'infantry', { grade: 'B', fireLevel: 'A', morale: 'shaken', lowAmmo: true, stragglers: 2, wrecked: 'brigade', bloodLust: false })).toBe('Shaken LA St2 Wrecked brigade');
    expect(codes(CWBS_UNIT_FIELDS, 'infantry', { morale: 'normal', wrecked: 'no', stragglers: 0 })).toBe('');
    expect(codes(CWBS_UNIT_FIELDS, 'leader', { rating: 2, wounded: true })).toBe('Wd');
    expect(statusMarks({ type: 'infantry', strength: 5, state: { stragglers: 4 } }, CWBS_UNIT_FIELDS)).toEqual([{ key: 'state.stragglers', code: 'St4', words: 'Stragglers 4' }]);
  });
});
