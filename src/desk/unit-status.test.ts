import { describe, expect, it } from 'vitest';
import { BNG_UNIT_FIELDS } from '../games/bng/rules';
import { CWBS_UNIT_FIELDS } from '../games/cwbs/rules';
import { GCACW_UNIT_FIELDS } from '../games/gcacw/rules';
import { WILDERNESS_UNIT_FIELDS } from '../games/wilderness/rules';
import { statusMarks } from './unit-status';

const codes = (fields: Parameters<typeof statusMarks>[1], type: string, state: Record<string, string | number | boolean>) => statusMarks({ type, strength: 5, state }, fields).map((m) => m.code).join(' ');

describe('a unit’s status marks', () => {
  it('shows the statuses results change that are not at their default, never a printed value', () => {
    expect(codes(GCACW_UNIT_FIELDS, 'infantry', { combatValue: 7, artillery: 2, fatigue: 3, demoralized: 2, disorganized: true })).toBe('F3 D2 Dis');
    expect(codes(GCACW_UNIT_FIELDS, 'infantry', { combatValue: 7, fatigue: 0, demoralized: 0, disorganized: false })).toBe('');
    expect(codes(CWBS_UNIT_FIELDS, 'infantry', { grade: 'B', fireLevel: 'A', morale: 'shaken', lowAmmo: true, stragglers: 2, wrecked: 'brigade', bloodLust: false })).toBe('Shaken LA St2 Wrecked brigade');
    expect(codes(CWBS_UNIT_FIELDS, 'infantry', { morale: 'normal', wrecked: 'no', stragglers: 0 })).toBe('');
    expect(codes(CWBS_UNIT_FIELDS, 'leader', { rating: 2, wounded: true })).toBe('Wd');
    expect(codes(BNG_UNIT_FIELDS, 'infantry', { morale: 'routed' })).toBe('Routed');
    expect(codes(WILDERNESS_UNIT_FIELDS, 'infantry', { supply: 'isolated', entrained: true })).toBe('isolated E');
  });

  it('gives each mark in the game’s words, for those who do not read codes', () => {
    expect(statusMarks({ type: 'infantry', strength: 5, state: { fatigue: 3, demoralized: 1 } }, GCACW_UNIT_FIELDS)).toEqual([
      { key: 'state.fatigue', code: 'F3', words: 'Fatigue 3' },
      { key: 'state.demoralized', code: 'D1', words: 'Demoralized-1' },
    ]);
    expect(statusMarks({ type: 'infantry', strength: 5, state: { stragglers: 4 } }, CWBS_UNIT_FIELDS)).toEqual([{ key: 'state.stragglers', code: 'St4', words: 'Stragglers 4' }]);
  });
});
