import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import type { UnitField } from './rules';
import { type TableRollApply, differingPrefill } from './table-rolls';
import { appliedWords } from './unit-history';

const FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Strength points', code: 'SP', kind: 'number', min: 0, max: 99, step: 1 },
  { key: 'state.stragglers', label: 'Stragglers', code: 'St', kind: 'number', min: 0, max: 99, step: 1, status: true },
];
const iron: UnitRecord = { id: 'iron', gameId: 'g', name: 'Iron Brigade', side: 'union', type: 'infantry', strength: 5, state: { grade: 'A', stragglers: 3 } };
const reads: TableRollApply = { takes: () => true, prefill: (u) => ({ grade: String(u.state.grade), night: false }), apply: () => undefined };

describe('applying a table roll to a unit', () => {
  it('names each value the roll was made with that differs from the unit’s record', () => {
    expect(differingPrefill(reads, iron, { grade: 'A', night: false })).toEqual([]);
    expect(differingPrefill(reads, iron, { grade: 'B', night: false })).toEqual(['grade']);
    expect(differingPrefill(reads, iron, { grade: 'A' })).toEqual(['night']);
  });

  it('says what applying changed in the game’s words', () => {
    expect(appliedWords(iron, { ...iron, strength: 7, state: { grade: 'A', stragglers: 1 } }, FIELDS)).toBe('Iron Brigade: Strength points 5 → 7, Stragglers 3 → 1');
    expect(appliedWords(iron, iron, FIELDS)).toBe('Iron Brigade: no change');
  });
});
