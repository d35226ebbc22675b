import { describe, expect, it } from 'vitest';
import { GCACW_UNIT_FIELDS } from './rules';
import { statusMarks } from '../../desk/unit-status';

const codes = (fields: Parameters<typeof statusMarks>[1], type: string, state: Record<string, string | number | boolean>) => statusMarks({ type, strength: 5, state }, fields).map((m) => m.code).join(' ');

describe('a GCACW unit’s status marks', () => {
  it('shows the statuses results change that are not at their default, never a printed value', () => {
    expect(codes(GCACW_UNIT_FIELDS, 'infantry', { combatValue: 7, artillery: 2, fatigue: 3, demoralized: 2, disorganized: true })).toBe('F3 D2 Dis');
    expect(codes(GCACW_UNIT_FIELDS, 'infantry', { combatValue: 7, fatigue: 0, demoralized: 0, disorganized: false })).toBe('');
  });

  it('gives each mark in the game’s words, for those who do not read codes', () => {
    expect(statusMarks({ type: 'infantry', strength: 5, state: { fatigue: 3, demoralized: 1 } }, GCACW_UNIT_FIELDS)).toEqual([
      { key: 'state.fatigue', code: 'F3', words: 'Fatigue 3' },
      { key: 'state.demoralized', code: 'D1', words: 'Demoralized-1' },
    ]);
  });
});
