import { describe, expect, it } from 'vitest';
import { CWBS_DESK } from './rules';
import type { UnitRecord } from '../../store/records';
import { withUnitState } from '../../desk/map-links';
import { heth, placed, units } from '../../desk/test-linked-counter';

describe('a map counter standing for a CWBS roster unit', () => {
  it('shows a marker for the one state of several it stands for, and the others in words', () => {
    const unit = (morale: string): UnitRecord => ({ ...heth, state: { grade: 'B', morale, stragglers: 2, lowAmmo: true } });
    expect(withUnitState(placed, units(unit('disorganized')), CWBS_DESK).counters[0]).toMatchObject({ strength: 7, markers: ['disorganized', 'entrenched'], status: 'Low Ammo, Stragglers 2' });
    expect(withUnitState(placed, units(unit('routed')), CWBS_DESK).counters[0]).toMatchObject({ markers: ['entrenched'], status: 'Routed, Low Ammo, Stragglers 2' });
  });
});
