import { formatSource } from '../../engine/core/source';
import { rule } from '../../engine/games/bng/source';
import { bngSight } from '../../engine/games/bng/sight';
import { distance } from '../../engine/hex/distance';
import { parseHexKey } from '../../engine/hex/hex';
import { neighbours } from '../../engine/hex/direction';
import { FIELDWORK_SIDES, type HexsideFeature, featuresBetween } from '../../engine/hex/hexsideFeatures';
import { type DeskClaim, counterOf } from '../../desk/map-links';
import { toHexMap, zones } from '../../map/analysis';
import { counterName, keyLabel } from '../../map/describe';
import { PLAIN_MAP } from '../../map/rules';
import type { MapCounter, MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type BngDraft, type BngShift, defenderHexOf, halvingOf, leftShiftsOf, pickedUnits, rangeOf, sightOf, supportedOf } from './draft';

const hexes = (n: number) => (n === 1 ? '1 hex' : `${n} hexes`);
/** The hexsides a stream's halving and shift read (9.16, 9.23: a stream, ford or bridge). */
const WATER = ['stream', 'creek', 'ford', 'bridge'] as const;
export const STREAM_SHIFT: BngShift = { cause: 'stream hexside', columns: 1 };

/** In an enemy zone of control as the description says: the players' word, or else the engine's reading (adjacent and not a gunboat). */
const zocOf = (draft: BngDraft, u: UnitRecord): boolean => draft.zoc[u.id] ?? (rangeOf(draft, u.id) === 1 && u.type !== 'gunboat');

const isFieldwork = (f: HexsideFeature): boolean => (FIELDWORK_SIDES as readonly HexsideFeature[]).includes(f);

/** The fieldworks a defending hex's sides carry: trenches if any side is one, else breastworks if any, else none. */
function fieldworksAt(map: MapState, hexKey: string): 'trench' | 'breastworks' | undefined {
  const at = parseHexKey(hexKey);
  const sides = neighbours(at).flatMap((n) => featuresBetween(at, n, map.hexsides).filter(isFieldwork));
  return sides.includes('trench') ? 'trench' : sides.includes('breastworks') ? 'breastworks' : undefined;
}

interface Placed {
  readonly unit: UnitRecord;
  readonly counter: MapCounter;
}

function placed(ids: readonly string[], units: ReadonlyMap<string, UnitRecord>, map: MapState): Placed[] {
  return pickedUnits(ids, units)
    .map((unit) => ({ unit, counter: counterOf(map, unit.id) }))
    .filter((p): p is Placed => p.counter !== undefined);
}

/** How many hexes the defenders on the map stand in, numbered in the order they are picked (9.13); said when two or more are placed. */
function defendingHexes(map: MapState, draft: BngDraft, defenders: readonly Placed[]): DeskClaim<BngDraft> | undefined {
  if (defenders.length < 2) return undefined;
  const hexes = [...new Set(defenders.map((d) => d.counter.hex))];
  const numbered = Object.fromEntries(defenders.map((d) => [d.unit.id, hexes.indexOf(d.counter.hex) + 1]));
  const agrees = defenders.every((a) => defenders.every((b) => (a.counter.hex === b.counter.hex) === (defenderHexOf(draft, a.unit.id) === defenderHexOf(draft, b.unit.id))));
  return {
    text: hexes.length === 1 ? 'The defenders are in one hex' : `The defenders are in ${hexes.length} hexes`,
    reason: hexes.map((h, i) => `hex ${i + 1}, ${keyLabel(map.shape, h)}: ${defenders.filter((d) => d.counter.hex === h).map((d) => d.unit.name).join(', ')}`).join('; '),
    source: formatSource(rule('9.13')),
    agrees,
    patch: { defenderHexes: { ...draft.defenderHexes, ...numbered } },
  };
}

/** Each defending battery on the map: whether a friendly infantry or cavalry counter shares its hex or stands next to it (9.53). */
function supportClaims(map: MapState, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>, defenders: readonly Placed[], where: (c: MapCounter) => string): DeskClaim<BngDraft>[] {
  const picked = pickedUnits(draft.defenders, units);
  return defenders.flatMap(({ unit, counter }) => {
    if (unit.type !== 'artillery') return [];
    const at = parseHexKey(counter.hex);
    const friend = map.counters.find((c) => {
      const u = c.unitId === undefined ? undefined : units.get(c.unitId);
      return u !== undefined && u.id !== unit.id && u.side === unit.side && (u.type === 'infantry' || u.type === 'cavalry') && distance(at, parseHexKey(c.hex)) <= 1;
    });
    const found = friend !== undefined;
    return [
      {
        text: `${unit.name} is ${found ? '' : 'not '}with or next to friendly infantry or cavalry`,
        reason: friend ? `${where(friend)} is ${friend.hex === counter.hex ? 'in the same hex as' : 'next to'} ${where(counter)}` : `no friendly infantry or cavalry on the map is in or next to ${where(counter)}`,
        source: formatSource(rule('9.53')),
        agrees: supportedOf(draft, unit, picked) === found,
        patch: { supported: { ...draft.supported, [unit.id]: found } },
      },
    ];
  });
}

/**
 * At night, each unit of the attacking side on the map, not in this attack, standing next to a
 * defender: in its zone of control, so if it moved there this Night Game-Turn it must attack
 * (11.21). Who moved the map does not know: taking the claim adds the unit to the attack, and the
 * player says whether it moved.
 */
function nightClaims(map: MapState, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>, defenders: readonly Placed[], where: (c: MapCounter) => string): DeskClaim<BngDraft>[] {
  const defending = new Set(defenders.map((d) => d.unit.side));
  return map.counters.flatMap((counter) => {
    const unit = counter.unitId === undefined ? undefined : units.get(counter.unitId);
    if (!unit || defending.has(unit.side) || unit.type === 'gunboat' || draft.attackers.includes(unit.id) || draft.defenders.includes(unit.id)) return [];
    const next = defenders.find((d) => distance(parseHexKey(counter.hex), parseHexKey(d.counter.hex)) === 1);
    if (!next) return [];
    return [
      {
        text: `${unit.name} is in the defenders' zone of control at night`,
        reason: `${where(counter)} is next to ${where(next.counter)}: if it moved there this Night Game-Turn its attack is compulsory`,
        source: formatSource(rule('11.21')),
        agrees: false,
        patch: { attackers: [...draft.attackers, unit.id] },
      },
    ];
  });
}

/**
 * What the sketch map says about the Blue & Grey combat on the desk, each a claim the player takes or leaves:
 * - each attacker's range in hexes to the nearest defender on the map (9.22);
 * - from farther than adjacent, its line of sight to that defender (9.31-9.37, with bngSight);
 * - whether it stands in an enemy zone of control (gunboats exert none, 9.64);
 * - adjacent across a stream, creek, ford or bridge hexside: halved for the water obstacle and the
 *   stream hexside's left shift (10.1 Terrain Effects Chart);
 * - adjacent to a defending hex whose sides carry breastworks or trenches: whether it attacks through
 *   a side they face (10.38), and the fieldworks themselves (10.38, 10.39);
 * - else a defender carrying an entrenched marker: breastworks on the defending hex (10.32);
 * - how many hexes the defenders stand in (9.13: artillery alone bombards only one);
 * - each defending battery with or next to friendly infantry or cavalry, or not (9.53);
 * - at night, units of the attacking side next to a defender but not in the attack (11.21).
 */
export function bngDeskClaims(map: MapState, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): DeskClaim<BngDraft>[] {
  const defenders = placed(draft.defenders, units, map);
  // A Rally roll reads nothing of the map.
  if (defenders.length === 0 || draft.rallying !== null) return [];
  const where = (c: MapCounter) => `${counterName(c)} in ${keyLabel(map.shape, c.hex)}`;
  const zoneOf = zones(map, PLAIN_MAP);
  const claims: DeskClaim<BngDraft>[] = [];

  for (const { unit, counter } of placed(draft.attackers, units, map)) {
    const at = parseHexKey(counter.hex);
    const nearest = defenders
      .map((d) => ({ ...d, range: distance(at, parseHexKey(d.counter.hex)) }))
      .reduce((a, b) => (b.range < a.range ? b : a));
    const range = nearest.range;
    if (range === 0) continue;
    claims.push({
      text: range === 1 ? `${unit.name} attacks from an adjacent hex` : `${unit.name} attacks at ${hexes(range)}`,
      reason: `${where(counter)} is ${hexes(range)} from ${where(nearest.counter)}, the nearest defender`,
      source: formatSource(rule('9.22')),
      agrees: rangeOf(draft, unit.id) === range,
      patch: { ranges: { ...draft.ranges, [unit.id]: range } },
    });
    if (range > 1) {
      const clear = bngSight(at, parseHexKey(nearest.counter.hex), toHexMap(map)).clear;
      claims.push({
        text: clear ? `${unit.name} has a line of sight` : `${unit.name} has no line of sight`,
        reason: `the line from ${where(counter)} to ${where(nearest.counter)} is ${clear ? 'clear' : 'blocked'}`,
        source: formatSource(rule('9.31-9.37')),
        agrees: sightOf(draft, unit.id) === clear,
        patch: { sight: { ...draft.sight, [unit.id]: clear } },
      });
    }
    const enemy = [...zoneOf].some(([side, hexKeys]) => side !== counter.side && hexKeys.has(counter.hex));
    claims.push({
      text: enemy ? `${unit.name} in an enemy zone of control` : `${unit.name} not in an enemy zone of control`,
      reason: `${where(counter)} is ${enemy ? '' : 'not '}next to an enemy unit that exerts one`,
      source: formatSource(rule('9.15, 9.64')),
      agrees: zocOf(draft, unit) === enemy,
      patch: { zoc: { ...draft.zoc, [unit.id]: enemy } },
    });
    if (range === 1 && fieldworksAt(map, nearest.counter.hex)) {
      const kind = fieldworksAt(map, nearest.counter.hex) === 'trench' ? 'trench' : 'breastworks';
      const through = featuresBetween(at, parseHexKey(nearest.counter.hex), map.hexsides).some(isFieldwork);
      claims.push({
        text: through ? `${unit.name} attacks through the ${kind}` : `${unit.name} attacks around the ${kind}, through a side they do not face`,
        reason: `the hexside between ${where(counter)} and ${where(nearest.counter)} ${through ? 'is' : 'is not'} one the ${kind} face`,
        source: formatSource(rule('10.38')),
        agrees: draft.throughFieldworks.includes(unit.id) === through,
        patch: { throughFieldworks: through ? [...new Set([...draft.throughFieldworks, unit.id])] : draft.throughFieldworks.filter((id) => id !== unit.id) },
      });
    }
    if (range === 1) {
      const water = featuresBetween(at, parseHexKey(nearest.counter.hex), map.hexsides).find((f) => (WATER as readonly string[]).includes(f));
      if (water) {
        const shifts = leftShiftsOf(draft, unit.id);
        const shifted = shifts.some((s) => s.cause === STREAM_SHIFT.cause);
        claims.push({
          text: `${unit.name} attacks across a ${water}`,
          reason: `the hexside between ${where(counter)} and ${where(nearest.counter)} carries a ${water}`,
          source: formatSource(rule('9.16, 9.23, 10.1 Terrain Effects Chart')),
          agrees: halvingOf(draft, unit.id) === 'waterObstacle' && shifted,
          patch: { halving: { ...draft.halving, [unit.id]: 'waterObstacle' }, leftShifts: { ...draft.leftShifts, [unit.id]: shifted ? shifts : [...shifts, STREAM_SHIFT] } },
        });
      }
    }
  }

  const hexClaim = defendingHexes(map, draft, defenders);
  if (hexClaim) claims.push(hexClaim);
  claims.push(...supportClaims(map, draft, units, defenders, where));
  if (draft.night) claims.push(...nightClaims(map, draft, units, defenders, where));

  // Fieldworks drawn on a defending hex's sides say which; an entrenched marker alone says breastworks.
  const faced = defenders.map((d) => ({ d, kind: fieldworksAt(map, d.counter.hex) })).find((f) => f.kind !== undefined);
  const dug = defenders.find((d) => d.counter.markers.includes('entrenched'));
  if (faced?.kind) {
    const kind = faced.kind;
    claims.push({
      text: kind === 'trench' ? 'Defenders in trenches' : 'Defenders behind breastworks',
      reason: `${where(faced.d.counter)} has ${kind === 'trench' ? 'trench' : 'breastworks'} hexsides drawn on the map`,
      source: formatSource(rule(kind === 'trench' ? '10.39' : '10.38')),
      agrees: draft.fieldworks === kind,
      patch: { fieldworks: kind },
    });
  } else if (dug) {
    claims.push({
      text: 'Defenders behind breastworks',
      reason: `${where(dug.counter)} carries an entrenched marker`,
      source: formatSource(rule('10.32')),
      agrees: draft.fieldworks !== 'none',
      patch: { fieldworks: 'breastworks' },
    });
  }
  return claims;
}
