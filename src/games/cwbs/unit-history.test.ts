import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../desk/unit-history';
import type { UnitRecord } from '../../store/records';
import { CWBS_UNIT_FIELDS } from './rules';

describe('a CWBS unit’s history', () => {
  it('names a change in the game’s words, a value not set as its default', () => {
    const lee: UnitRecord = { id: 'lee', gameId: 'g', name: 'Lee', side: 'confederate', type: 'leader', strength: null, state: { rating: 3 } };
    expect(fieldChanges(lee, { ...lee, state: { rating: 3, wounded: true } }, CWBS_UNIT_FIELDS)).toEqual([{ key: 'state.wounded', label: 'Wounded', from: 'Not wounded', to: 'Wounded' }]);
    const fresh: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: null, state: {} };
    expect(fieldChanges(fresh, { ...fresh, state: { stragglers: 2 } }, CWBS_UNIT_FIELDS)[0]).toMatchObject({ from: '0', to: '2' });
  });
});
