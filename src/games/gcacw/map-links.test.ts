import { describe, expect, it } from 'vitest';
import { GCACW_DESK } from './rules';
import { placeCounter, toggleMarker } from '../../map/edit';
import { defaultMap } from '../../map/state';
import { readMap } from '../../map/validate';
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
