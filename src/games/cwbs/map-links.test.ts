import { describe, expect, it } from 'vitest';
import { CWBS_DESK } from './rules';
import { placeCounter, toggleMarker } from '../../map/edit';
import { defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { withUnitState } from '../../desk/map-links';

const heth: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7 } };
/** Heth's counter as placed, entrenched by the player, and a counter that stands for no unit. */
const placed = toggleMarker(
  placeCounter(placeCounter(defaultMap(), { id: 'c1', hex: '0,0', side: 'confederate', type: 'infantry', strength: 7, label: 'Heth', unitId: 'heth' }), { id: 'c2', hex: '1,0', side: 'union', type: 'cavalry', strength: 2 }),
  'c1',
  'entrenched',
);
const units = (...list: UnitRecord[]) => new Map(list.map((u) => [u.id, u]));

describe('a map counter standing for a CWBS roster unit', () => {
  it('shows a marker for the one state of several it stands for, and the others in words', () => {
    const unit = (morale: string): UnitRecord => ({ ...heth, state: { grade: 'B', morale, stragglers: 2, lowAmmo: true } });
    expect(withUnitState(placed, units(unit('disorganized')), CWBS_DESK).counters[0]).toMatchObject({ strength: 7, markers: ['disorganized', 'entrenched'], status: 'Low Ammo, Stragglers 2' });
    expect(withUnitState(placed, units(unit('routed')), CWBS_DESK).counters[0]).toMatchObject({ markers: ['entrenched'], status: 'Routed, Low Ammo, Stragglers 2' });
  });
});
