import { describe, expect, it } from 'vitest';
import { WILDERNESS_DESK } from './rules';
import type { UnitRecord } from '../../store/records';
import { withUnitState } from '../../desk/map-links';
import { heth, placed, units } from '../../desk/test-linked-counter';

describe('a map counter standing for a Wilderness roster unit', () => {
  it('shows a marker for the one supply state of several it stands for, and the others in words', () => {
    const unit = (supply: string): UnitRecord => ({ ...heth, state: { supply } });
    expect(withUnitState(placed, units(unit('unsupplied')), WILDERNESS_DESK).counters[0]).toMatchObject({ markers: ['entrenched', 'unsupplied'] });
    expect(withUnitState(placed, units(unit('isolated')), WILDERNESS_DESK).counters[0]).toMatchObject({ markers: ['entrenched'], status: 'isolated' });
  });

});
