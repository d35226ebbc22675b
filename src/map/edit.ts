import { type Hex, hexKey, parseHexKey } from '../engine/hex/hex';
import type { HexsideKey } from '../engine/hex/hexside';
import type { HexsideFeature } from '../engine/hex/hexsideFeatures';
import type { ElevationLevel } from '../engine/hex/terrain';
import { hexsideEnds } from './hexsides';
import { LIMITS, type MapCounter, type MapState, type Marker, findCounter, onMap } from './state';
import type { MapTerrain } from './terrain';

/**
 * Edits of a map. Each returns a new MapState and leaves its input untouched; an edit that makes
 * no sense (a hex off the map, an unknown counter) is a RangeError, as the caller offers only
 * edits that do.
 */

/** A counter to place: its id is made up when not given, and it starts with no markers unless told. */
export type NewCounter = Omit<MapCounter, 'id' | 'markers'> & { readonly id?: string; readonly markers?: readonly Marker[] };

/** The first of "c1", "c2", … that no counter has. */
export function nextCounterId(map: MapState): string {
  const taken = new Set(map.counters.map((c) => c.id));
  let n = 1;
  while (taken.has(`c${n}`)) n++;
  return `c${n}`;
}

function requireOnMap(map: MapState, h: Hex): void {
  if (!onMap(map.shape, h)) throw new RangeError(`hex ${hexKey(h)} is not on the map`);
}

function requireCounter(map: MapState, id: string): MapCounter {
  const counter = findCounter(map, id);
  if (!counter) throw new RangeError(`no counter "${id}" on the map`);
  return counter;
}

export function placeCounter(map: MapState, counter: NewCounter): MapState {
  requireOnMap(map, parseHexKey(counter.hex));
  if (map.counters.length >= LIMITS.counters) throw new RangeError(`a map holds at most ${LIMITS.counters} counters`);
  const id = counter.id ?? nextCounterId(map);
  if (findCounter(map, id)) throw new RangeError(`another counter already has the id "${id}"`);
  return { ...map, counters: [...map.counters, { ...counter, id, markers: counter.markers ?? [] }] };
}

function replaceCounter(map: MapState, id: string, change: (c: MapCounter) => MapCounter): MapState {
  requireCounter(map, id);
  return { ...map, counters: map.counters.map((c) => (c.id === id ? change(c) : c)) };
}

export function moveCounter(map: MapState, id: string, to: Hex): MapState {
  requireOnMap(map, to);
  return replaceCounter(map, id, (c) => ({ ...c, hex: hexKey(to) }));
}

export function removeCounter(map: MapState, id: string): MapState {
  requireCounter(map, id);
  return { ...map, counters: map.counters.filter((c) => c.id !== id) };
}

export function toggleMarker(map: MapState, id: string, marker: Marker): MapState {
  return replaceCounter(map, id, (c) => ({ ...c, markers: c.markers.includes(marker) ? c.markers.filter((m) => m !== marker) : [...c.markers, marker] }));
}

/** Paints a hex; clear ground is the default, so painting it clear removes the entry. */
export function paintTerrain(map: MapState, h: Hex, terrain: MapTerrain): MapState {
  requireOnMap(map, h);
  const key = hexKey(h);
  const { [key]: _old, ...rest } = map.terrain;
  return { ...map, terrain: terrain === 'clear' ? rest : { ...rest, [key]: terrain } };
}

/** Sets a hex's printed level; level 1 is the default, so setting it removes the entry. */
export function setLevel(map: MapState, h: Hex, level: ElevationLevel): MapState {
  requireOnMap(map, h);
  const key = hexKey(h);
  const { [key]: _old, ...rest } = map.levels;
  return { ...map, levels: level === 1 ? rest : { ...rest, [key]: level } };
}

/** Adds the feature to the hexside, or takes it off when it is there; a side left bare is removed. */
export function toggleHexsideFeature(map: MapState, key: HexsideKey, feature: HexsideFeature): MapState {
  if (hexsideEnds(key).every((h) => !onMap(map.shape, h))) throw new RangeError(`hexside ${key} is not on the map`);
  const present = map.hexsides[key] ?? [];
  const next = present.includes(feature) ? present.filter((f) => f !== feature) : [...present, feature];
  const { [key]: _old, ...rest } = map.hexsides;
  return { ...map, hexsides: next.length === 0 ? rest : { ...rest, [key]: next } };
}

/** Widens a patch by `by` rings (up to the largest patch); a grid is the size of its printed map. */
export function growPatch(map: MapState, by = 1): MapState {
  const { shape } = map;
  if (shape.kind !== 'patch') throw new RangeError('only a patch grows: a grid is as large as its printed map');
  if (!Number.isInteger(by) || by < 1) throw new RangeError(`a patch grows by a whole number of rings, got ${by}`);
  return { ...map, shape: { ...shape, radius: Math.min(LIMITS.patchRadius, shape.radius + by) } };
}
