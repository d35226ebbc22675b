import { describe, expect, it } from 'vitest';
import { GCACW_DESK } from './rules';
import { readMap } from '../../map/validate';
import type { UnitRecord } from '../../store/records';
import { toggleMarker } from '../../map/edit';
import { withUnitState } from '../../desk/map-links';
import { heth, placed, units } from '../../desk/test-linked-counter';

describe('a map counter standing for a GCACW roster unit', () => {
  it('is the same map while the unit is as the counter shows it', () => {
    expect(withUnitState(placed, units(heth), GCACW_DESK)).toBe(placed);
  });

  it('shows the unit as it now is: its number, name, the markers its statuses stand for and the rest in words', () => {
    const beaten: UnitRecord = { ...heth, name: 'Heth’s Division', strength: 2, state: { combatValue: 5.5, fatigue: 3, demoralized: 2, disorganized: true } };
    const map = withUnitState(placed, units(beaten), GCACW_DESK);
    expect(map.counters[0]).toEqual({ id: 'c1', hex: '0,0', side: 'confederate', type: 'infantry', strength: 5.5, label: 'Heth’s Division', unitId: 'heth', markers: ['demoralized', 'disorganized', 'entrenched'], status: 'Fatigue 3' });
    // A counter that stands for no unit is left as the player made it.
    expect(map.counters[1]).toBe(placed.counters[1]);
    // Undone: the unit as it was, the counter as it was.
    expect(withUnitState(map, units(heth), GCACW_DESK).counters[0]).toEqual(placed.counters[0]);
    // What the desk shows is a map the store reads back.
    expect(readMap(JSON.parse(JSON.stringify(map))).problems).toEqual([]);
  });

  it('takes off a marker the unit no longer carries, and keeps the markers no status stands for', () => {
    const marked = toggleMarker(placed, 'c1', 'demoralized');
    expect(withUnitState(marked, units(heth), GCACW_DESK).counters[0]?.markers).toEqual(['entrenched']);
  });

  it('says an eliminated unit is eliminated, and drops a number the unit no longer has', () => {
    const gone: UnitRecord = { ...heth, strength: 0, state: { eliminated: true } };
    const counter = withUnitState(placed, units(gone), GCACW_DESK).counters[0];
    expect(counter?.status).toBe('Eliminated');
    expect(counter?.strength).toBeUndefined();
  });
});
