import { formatSource } from '../engine/core/source';
import { type Hex, hexKey, parseHexKey } from '../engine/hex/hex';
import { type HexsideKey, hexsideKey } from '../engine/hex/hexside';
import { DIRECTION_NAMES } from '../engine/hex/direction';
import type { LineOfSight, SightFinding } from '../engine/hex/lineOfSight';
import { offsetFromHex } from '../engine/hex/offset';
import { hexsideEnds } from './hexsides';
import type { MapCounter, MapShape, MapState } from './state';
import { TERRAIN_NAMES } from './terrain';

/** Words for the map: hexes, counters, findings. */

const two = (n: number): string => String(n).padStart(2, '0');

/** A hex as the player finds it: on a grid its printed number ("0612": column 6, row 12); on a patch "q,r". */
export function hexLabel(shape: MapShape, h: Hex): string {
  if (shape.kind === 'patch') return hexKey(h);
  const { col, row } = offsetFromHex(h);
  return `${two(col + 1)}${two(row + 1)}`;
}

function sideLabel(shape: MapShape, key: HexsideKey): string {
  const [a, b] = hexsideEnds(key);
  return `the hexside between ${hexLabel(shape, a)} and ${hexLabel(shape, b)}`;
}

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;

export function counterName(c: MapCounter): string {
  const strength = c.strength === undefined ? '' : ` ${c.strength}`;
  const base = `${SIDE_NAMES[c.side]} ${c.type}${strength}`;
  return c.label ? `${c.label} (${base})` : base;
}

/**
 * The name each counter goes by where the map explains something in words, by counter id: its label
 * (its roster unit's name) or what it is ("Union infantry 6"); where two go by one name, each is told
 * apart by its hex, and where they share the hex too, by a number. Never the counter's id.
 */
export function counterNames(map: MapState): ReadonlyMap<string, string> {
  // Worked out once per (immutable) map: a search reads one map for thousands of attacks.
  let names = namesByMap.get(map);
  if (!names) namesByMap.set(map, (names = nameCounters(map)));
  return names;
}

const namesByMap = new WeakMap<MapState, ReadonlyMap<string, string>>();

function nameCounters(map: MapState): ReadonlyMap<string, string> {
  const short = (c: MapCounter) => c.label ?? counterName(c);
  const count = (names: readonly string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const base = map.counters.map(short);
  const bases = count(base);
  const placed = map.counters.map((c, i) => ((bases.get(base[i] ?? '') ?? 0) > 1 ? `${short(c)} in ${keyLabel(map.shape, c.hex)}` : short(c)));
  const seen = new Map<string, number>();
  const total = count(placed);
  return new Map(
    map.counters.map((c, i) => {
      const name = placed[i] ?? short(c);
      if ((total.get(name) ?? 0) < 2) return [c.id, name];
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      return [c.id, `${name} (${n})`];
    }),
  );
}

/** Everything on one hex, for the live region: terrain, level, counters, hexside features. */
export function describeHex(map: MapState, h: Hex): string {
  const key = hexKey(h);
  const parts = [`Hex ${hexLabel(map.shape, h)}`, TERRAIN_NAMES[map.terrain[key] ?? 'clear'].toLowerCase(), `level ${map.levels[key] ?? 1}`];
  const here = map.counters.filter((c) => c.hex === key);
  const marks = (c: MapCounter) => [...c.markers, ...(c.status ? [c.status] : [])];
  parts.push(here.length === 0 ? 'no counters' : here.map((c) => `${counterName(c)}${marks(c).length > 0 ? ` (${marks(c).join(', ')})` : ''}`).join('; '));
  for (const d of [0, 1, 2, 3, 4, 5] as const) {
    const features = map.hexsides[hexsideKey(h, d)];
    if (features !== undefined && features.length > 0) parts.push(`${features.join(' and ')} on the ${DIRECTION_NAMES[d]} side`);
  }
  return parts.join(', ');
}

function findingText(shape: MapShape, f: SightFinding): string {
  const where = [...f.hexes.map((h) => `hex ${hexLabel(shape, h)}`), ...f.hexsides.map((k) => sideLabel(shape, k))];
  return `${f.detail}${where.length > 0 ? ` — ${where.join(', ')}` : ''} (${formatSource(f.source)})`;
}

export interface SightText {
  readonly verdict: string;
  /** Why it is blocked, each with its rule; empty when clear. */
  readonly blocked: readonly string[];
  /** What lies on the line but does not block, and why. */
  readonly notes: readonly string[];
}

export function describeSight(shape: MapShape, los: LineOfSight, fromName: string, toName: string): SightText {
  const ends = `from ${fromName} to ${toName}`;
  return {
    verdict: los.clear ? `Line of sight ${ends}: clear.` : `Line of sight ${ends}: blocked.`,
    blocked: los.blockedBy.map((f) => findingText(shape, f)),
    notes: los.notes.map((f) => findingText(shape, f)),
  };
}

/** A hex key as a label on this map. */
export function keyLabel(shape: MapShape, key: string): string {
  return hexLabel(shape, parseHexKey(key));
}
