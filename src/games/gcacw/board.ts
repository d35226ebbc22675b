import { CombatInputError } from '../../engine/core/errors';
import { neighbours } from '../../engine/hex/direction';
import { distance } from '../../engine/hex/distance';
import { type Hex, hexKey, parseHexKey } from '../../engine/hex/hex';
import type { HexsideFeature } from '../../engine/hex/hexsideFeatures';
import { type ZocRules, zoneOfControl } from '../../engine/hex/zoc';
import { Board, otherSide } from '../../engine/games/gcacw/board';
import { type FlankResult, computeFlank } from '../../engine/games/gcacw/flank';
import { type RetreatKind, type RetreatRanking, rankRetreat } from '../../engine/games/gcacw/retreat';
import type { BoardInput, HexsideFeature as GcacwFeature } from '../../engine/games/gcacw/schema/board';
import type { Terrain as GcacwTerrain } from '../../engine/games/gcacw/schema/common';
import { toHexMap, zocUnits } from '../../map/analysis';
import { counterName, counterNames } from '../../map/describe';
import { hexsideEnds } from '../../map/hexsides';
import { type MapState, findCounter, onMap } from '../../map/state';
import type { MapTerrain } from '../../map/terrain';
import { GCACW_MAP } from './map';

/**
 * The GCACW flank bonus and retreat ranking read from the map, through the gcacw engine module.
 * The map's names become GCACW's: town is a city; a river hexside is a river (the flank and retreat
 * rules treat major and minor rivers alike); creeks and streams are creeks; ridges play no part.
 * Terrain GCACW does not have reads as the nearest it does (woods with rough as woods, a mountain
 * pass as mountain, an estuary as clear).
 */
const TERRAIN: Readonly<Record<MapTerrain, GcacwTerrain>> = {
  clear: 'clear',
  rolling: 'rolling',
  rough: 'rough',
  hill: 'hill',
  woods: 'woods',
  'woods-rough': 'woods',
  town: 'city',
  swamp: 'swamp',
  mountain: 'mountain',
  'mountain-pass': 'mountain',
  estuary: 'clear',
  'provisional-swamp': 'provisional-swamp',
};

const FEATURE: Readonly<Record<HexsideFeature, GcacwFeature | undefined>> = {
  river: 'major-river',
  creek: 'creek',
  stream: 'creek',
  ridge: undefined,
  bridge: 'bridge',
  ford: 'ford',
  ferry: 'ferry',
  dam: 'dam',
  road: 'road',
  trail: 'trail',
  pike: 'pike',
  railroad: 'railroad',
  // The GCACW map offers no fieldwork hexsides.
  breastworks: undefined,
  trench: undefined,
};

/**
 * The board round `focus`: every counter (its Combat Value its strength, demoralized when it
 * carries the marker, its ZOC by the given rules), painted terrain and hexsides. On a grid, the
 * focus's neighbours beyond the edge are off the map; a patch's edge is not the map's edge. Each
 * unit goes by its counter's name (counterNames), so what the rules explain names no counter id.
 */
export function gcacwBoard(map: MapState, focus: Hex, zoc: ZocRules, attacking: readonly string[] = []): BoardInput {
  const base = boardOf(map, zoc);
  // The board's units go by the counters' names (the engine explains cover with them); the attackers are given by counter id.
  const names = counterNames(map);
  const attackers = attacking.map((id) => names.get(id));
  const units = attacking.length === 0 ? base.units : base.units.map((u) => (attackers.includes(u.id) ? { ...u, attacking: true } : u));
  const offMap = map.shape.kind === 'grid' ? neighbours(focus).filter((h) => !onMap(map.shape, h)).map(hexKey) : [];
  return { units, terrain: base.terrain, hexsides: base.hexsides, offMap };
}

/**
 * What the board is whatever the focus and the attackers: worked out once per map and rules (a
 * search reads the same map for thousands of attacks; a changed map is a new object).
 */
const boards = new WeakMap<MapState, WeakMap<ZocRules, Omit<BoardInput, 'offMap'>>>();

function boardOf(map: MapState, zoc: ZocRules): Omit<BoardInput, 'offMap'> {
  let byRules = boards.get(map);
  if (!byRules) boards.set(map, (byRules = new WeakMap()));
  const known = byRules.get(zoc);
  if (known) return known;
  const hexMap = toHexMap(map);
  const names = counterNames(map);
  const units = zocUnits(map, GCACW_MAP).map((u, i) => {
    const c = map.counters[i] as MapState['counters'][number];
    const zone = zoneOfControl(u, hexMap, zoc).map(hexKey);
    return {
      id: names.get(c.id) ?? counterName(c),
      hex: c.hex,
      side: c.side,
      combatValue: c.strength ?? 0,
      zoc: u.exertsZoc ? zone : (false as const),
      demoralized: c.markers.includes('demoralized') ? (1 as const) : (0 as const),
      attacking: false,
    };
  });
  const terrain: Record<string, GcacwTerrain> = {};
  for (const [key, t] of Object.entries(map.terrain)) terrain[key] = TERRAIN[t];
  const hexsides = Object.entries(map.hexsides).flatMap(([key, features]) => {
    const mapped = features.flatMap((f) => FEATURE[f] ?? []);
    const [a, b] = hexsideEnds(key);
    return mapped.length === 0 ? [] : [{ between: [hexKey(a), hexKey(b)] as [string, string], features: mapped }];
  });
  const board = { units, terrain, hexsides };
  byRules.set(zoc, board);
  return board;
}

export type Reading<T> = { readonly ok: true; readonly result: T } | { readonly ok: false; readonly message: string };

function reading<T>(run: () => T): Reading<T> {
  try {
    return { ok: true, result: run() };
  } catch (e) {
    if (e instanceof CombatInputError || e instanceof RangeError) return { ok: false, message: e.message };
    throw e;
  }
}

export interface FlankOptions {
  readonly zoc: ZocRules;
  readonly rain: boolean;
  /** Counters making the attack: they cover hexes even when demoralized. */
  readonly attacking?: readonly string[];
}

/** The flank bonus against the hex of the given defending counter, attacked by the other side. */
export function flankAgainst(map: MapState, defenderId: string, options: FlankOptions): Reading<FlankResult> {
  return reading(() => {
    const defender = findCounter(map, defenderId);
    if (!defender) throw new RangeError(`no counter "${defenderId}" on the map`);
    const at = parseHexKey(defender.hex);
    const defenderCombatValue = map.counters.filter((c) => c.hex === defender.hex && c.side === defender.side).reduce((s, c) => s + (c.strength ?? 0), 0);
    return computeFlank({
      board: new Board(gcacwBoard(map, at, options.zoc, options.attacking), 'map'),
      defenderHex: at,
      attackerSide: otherSide(defender.side),
      defenderCombatValue,
      rain: options.rain,
      otherReductions: [],
      path: 'flank',
    });
  });
}

export interface RetreatOptions {
  readonly zoc: ZocRules;
  readonly kind: RetreatKind;
  /** The hex of the active enemy unit that caused the retreat. */
  readonly activeEnemy: Hex;
  /** Which hex of the retreat comes next: 1 for the first. */
  readonly hexNumber?: number;
}

/** The Retreat Chart ranking of the hexes the counter may enter next. */
export function retreatRanking(map: MapState, counterId: string, options: RetreatOptions): Reading<RetreatRanking> {
  return reading(() => {
    const counter = findCounter(map, counterId);
    if (!counter) throw new RangeError(`no counter "${counterId}" on the map`);
    const from = parseHexKey(counter.hex);
    return rankRetreat({
      board: new Board(gcacwBoard(map, from, options.zoc), 'map'),
      side: counter.side,
      retreat: options.kind,
      from,
      hexNumber: options.hexNumber ?? 1,
      activeEnemy: options.activeEnemy,
      overrideUsed: false,
      excluded: [],
    });
  });
}

/** The enemy counter nearest the given one (the first listed among equals), a retreat's likely active enemy. */
export function nearestEnemy(map: MapState, counterId: string): Hex | undefined {
  const counter = findCounter(map, counterId);
  if (!counter) return undefined;
  const at = parseHexKey(counter.hex);
  let best: Hex | undefined;
  for (const c of map.counters) {
    if (c.side === counter.side) continue;
    const h = parseHexKey(c.hex);
    if (best === undefined || distance(at, h) < distance(at, best)) best = h;
  }
  return best;
}
