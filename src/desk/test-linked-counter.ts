import { placeCounter, toggleMarker } from '../map/edit';
import { defaultMap } from '../map/state';
import type { UnitRecord } from '../store/records';

// For each game's tests of a map counter standing for a roster unit (map-links.ts).

/** A roster unit, Heth, with a combat value of 7. */
export const heth: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7 } };

/** Heth's counter as placed, entrenched by the player, and a counter that stands for no unit. */
export const placed = toggleMarker(
  placeCounter(placeCounter(defaultMap(), { id: 'c1', hex: '0,0', side: 'confederate', type: 'infantry', strength: 7, label: 'Heth', unitId: 'heth' }), { id: 'c2', hex: '1,0', side: 'union', type: 'cavalry', strength: 2 }),
  'c1',
  'entrenched',
);

/** The roster of the units given, by id. */
export const units = (...list: UnitRecord[]) => new Map(list.map((u) => [u.id, u]));
