import { neighbours } from '../engine/hex/direction';
import { type Hex, hexKey, parseHexKey } from '../engine/hex/hex';
import { hexFromOffset } from '../engine/hex/offset';
import { hexesWithin } from '../engine/hex/spiral';
import { placeCounter } from '../map/edit';
import { COUNTER_TYPES, LIMITS, MARKERS, type CounterSide, type CounterType, type MapCounter, type MapShape, type MapState, mapHexes, onMap } from '../map/state';
import type { UnitRecord } from '../store/records';
import type { DeskRules, MapMarkerOf, Sides } from './rules';
import { fieldValue } from './unit-fields';
import { statusMarks } from './unit-status';

/**
 * The desk and the game's sketch map: roster units stand on the map as counters linked by
 * `unitId`, and what the map says about the combat set up on the desk comes back as claims the
 * player takes or overrides, one by one.
 */

/** Each map's counters by the roster unit they stand for, made once per (immutable) map: a search asks thousands of times. */
const byUnit = new WeakMap<MapState, ReadonlyMap<string, MapCounter>>();

/** The counter standing for a roster unit, if it is on the map (the first, if several do). */
export function counterOf(map: MapState, unitId: string): MapCounter | undefined {
  let index = byUnit.get(map);
  if (!index) {
    const made = new Map<string, MapCounter>();
    for (const c of map.counters) if (c.unitId !== undefined && !made.has(c.unitId)) made.set(c.unitId, c);
    byUnit.set(map, (index = made));
  }
  return index.get(unitId);
}

function counterSide(unit: UnitRecord): CounterSide {
  return unit.side === 'confederate' ? 'confederate' : 'union';
}

function counterType(unit: UnitRecord): CounterType {
  return (COUNTER_TYPES as readonly string[]).includes(unit.type) ? (unit.type as CounterType) : 'infantry';
}

/**
 * Puts a roster unit on the map where it most likely stands, for the player to move if not: a
 * defender on the first free hex from the map's middle (or beside its fellow defenders); an attacker
 * on a free hex next to the first defender on the map. The counter shows `value`, the number the
 * game fights with (its `DeskRules.valueOf`). Returns the map unchanged when the
 * unit is already on it; a RangeError when no hex is free.
 */
export function placeUnit(map: MapState, unit: UnitRecord, role: 'attacker' | 'defender', draft: Sides, value: number | undefined = unit.strength ?? undefined): MapState {
  if (counterOf(map, unit.id)) return map;
  const taken = new Set(map.counters.map((c) => c.hex));
  const free = (h: Hex): boolean => onMap(map.shape, h) && !taken.has(hexKey(h));
  const defenderHex = draft.defenders.map((id) => counterOf(map, id)).find((c) => c !== undefined)?.hex;
  let candidates: Hex[];
  if (role === 'defender') {
    // Defenders of one combat share a hex.
    if (defenderHex) return place(map, unit, parseHexKey(defenderHex), value);
    candidates = map.shape.kind === 'patch' ? hexesWithin(parseHexKey(map.shape.center), map.shape.radius) : middleFirst(map.shape);
  } else {
    candidates = defenderHex ? neighbours(parseHexKey(defenderHex)) : [];
    if (!candidates.some(free)) candidates = mapHexes(map.shape);
  }
  const at = candidates.find(free);
  if (!at) throw new RangeError(`no free hex on the map for ${unit.name}`);
  return place(map, unit, at, value);
}

function place(map: MapState, unit: UnitRecord, at: Hex, value: number | undefined): MapState {
  return placeCounter(map, {
    hex: hexKey(at),
    side: counterSide(unit),
    type: counterType(unit),
    ...(value === undefined ? {} : { strength: value }),
    label: unit.name.slice(0, 40),
    unitId: unit.id,
  });
}

/** What a counter standing for a unit takes from the game's rules: the unit's number, its statuses and the markers they stand for. */
export type UnitLook = Pick<DeskRules<Sides>, 'valueOf' | 'unitFields' | 'mapMarkers'>;

/** Whether the unit is in the status a marker stands for. */
function carries(unit: UnitRecord, look: UnitLook, m: MapMarkerOf, marked: ReadonlySet<string>): boolean {
  if (m.value === undefined) return marked.has(m.key);
  const field = look.unitFields.find((f) => f.key === m.key);
  return field !== undefined && fieldValue(unit, field) === m.value;
}

/**
 * A counter as its roster unit now is: its name, the number the game fights with, the markers the
 * unit's statuses stand for (the other markers stay as the player set them on the map: entrenched,
 * say) and the unit's other statuses in the game's words, for the status badge.
 */
function asUnitIs(c: MapCounter, unit: UnitRecord, look: UnitLook): MapCounter {
  const marks = statusMarks(unit, look.unitFields);
  const marked = new Set<string>(marks.map((s) => s.key));
  const decides = look.mapMarkers ?? [];
  const carried = decides.filter((m) => carries(unit, look, m, marked));
  const markers = MARKERS.filter((m) => (decides.some((d) => d.marker === m) ? carried.some((d) => d.marker === m) : c.markers.includes(m)));
  // A status a marker shows is not said again by the status badge.
  const others = marks.filter((s) => !carried.some((m) => m.key === s.key)).map((s) => s.words);
  const status = [...(unit.state.eliminated === true ? ['Eliminated'] : []), ...others].join(', ').slice(0, LIMITS.status);
  const value = look.valueOf(unit);
  const { strength: _strength, status: _status, ...rest } = c;
  return { ...rest, label: unit.name.slice(0, LIMITS.label), markers, ...(value === undefined ? {} : { strength: value }), ...(status ? { status } : {}) };
}

const sameCounter = (a: MapCounter, b: MapCounter): boolean => a.strength === b.strength && a.label === b.label && a.status === b.status && a.markers.join() === b.markers.join();

/**
 * The map as the roster stands: each counter standing for a roster unit shows the unit as it is now
 * (`asUnitIs`), not as it was when placed. The same map when no counter differs, so a map drawn from
 * it is not drawn again for nothing.
 */
export function withUnitState(map: MapState, units: ReadonlyMap<string, UnitRecord>, look: UnitLook): MapState {
  let changed = false;
  const counters = map.counters.map((c) => {
    const unit = c.unitId === undefined ? undefined : units.get(c.unitId);
    if (!unit) return c;
    const now = asUnitIs(c, unit, look);
    if (sameCounter(c, now)) return c;
    changed = true;
    return now;
  });
  return changed ? { ...map, counters } : map;
}

/** A grid's hexes from its middle outwards, so a first counter lands where the player looks. */
function middleFirst(shape: Extract<MapShape, { kind: 'grid' }>): Hex[] {
  const mid = hexFromOffset({ col: Math.floor(shape.columns / 2), row: Math.floor(shape.rows / 2) });
  return hexesWithin(mid, LIMITS.columns).filter((h) => onMap(shape, h));
}

/** One thing the map says about the combat on the desk, in the desk's terms. */
export interface DeskClaim<D> {
  readonly text: string;
  readonly reason: string;
  readonly source: string;
  /** True when the desk already says the same. */
  readonly agrees: boolean;
  /** The change to the draft that takes the map's word. */
  readonly patch: Partial<D>;
}

/**
 * The draft with every claim of the map taken, one after another (Use all), but those `keep` leaves
 * out. A claim is made from the draft as it stood, so where a claim taken before it changed a field
 * it patches (several may change the same list) or who fights, it is read again from the draft as it
 * stands now. A search sets up thousands of attacks this way, so no other claim is read twice.
 */
export function takeAllClaims<D>(draft: D, claimsOf: (draft: D) => readonly DeskClaim<D>[], keep: (claim: DeskClaim<D>) => boolean = () => true): D {
  let next = draft;
  const changed = new Set<string>();
  for (const claim of claimsOf(draft)) {
    if (claim.agrees || !keep(claim)) continue;
    const fields = Object.keys(claim.patch);
    const stale = changed.has('attackers') || changed.has('defenders') || fields.some((f) => changed.has(f));
    const now = stale ? claimsOf(next).find((c) => c.text === claim.text) : claim;
    if (!now || now.agrees) continue;
    next = { ...next, ...now.patch };
    for (const f of Object.keys(now.patch)) changed.add(f);
  }
  return next;
}
