import { describe, expect, it } from 'vitest';
import { WILDERNESS_DESK } from './rules';
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

describe('a map counter standing for a Wilderness roster unit', () => {
  it('shows a marker for the one supply state of several it stands for, and the others in words', () => {
    const unit = (supply: string): UnitRecord => ({ ...heth, state: { supply } });
    expect(withUnitState(placed, units(unit('unsupplied')), WILDERNESS_DESK).counters[0]).toMatchObject({ markers: ['entrenched', 'unsupplied'] });
    expect(withUnitState(placed, units(unit('isolated')), WILDERNESS_DESK).counters[0]).toMatchObject({ markers: ['entrenched'], status: 'isolated' });
  });

});
