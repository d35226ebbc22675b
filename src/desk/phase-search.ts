import { neighbours } from '../engine/hex/direction';
import { type HexKey, hexKey, parseHexKey } from '../engine/hex/hex';
import type { MapState } from '../map/state';
import { type AllocationProblem, MAX_UNITS } from '../plan/allocation';
import type { UnitRecord } from '../store/records';
import { type DeskClaim, takeAllClaims } from './map-links';
import type { Sides } from './rules';

/**
 * A phase's search as the map sets it: the units of one side that stand next to an enemy, and the
 * enemy hexes they may attack (each hex one target, attacked by every unit sent to it). Units and
 * targets are in a fixed order (by hex, then by name), so a search is the same from run to run.
 */
export interface PhaseSearch {
  /** The units that may attack, by the search's index. */
  readonly units: readonly UnitRecord[];
  /** Each target: an enemy-held hex and the units standing in it. */
  readonly targets: readonly { readonly hex: HexKey; readonly defenders: readonly string[] }[];
  /** For each unit (by index), the targets (by index) it may attack: the enemy hexes next to its own. */
  readonly reach: readonly (readonly number[])[];
  /** Units next to the enemy left out because a search takes at most MAX_UNITS. */
  readonly leftOut: readonly UnitRecord[];
}

/** The roster units standing on the map, each with its hex. */
function placed(map: MapState, units: ReadonlyMap<string, UnitRecord>): { readonly unit: UnitRecord; readonly hex: HexKey }[] {
  return map.counters.flatMap((c) => {
    const unit = c.unitId === undefined ? undefined : units.get(c.unitId);
    return unit ? [{ unit, hex: c.hex }] : [];
  });
}

const byHexThenName = (a: { unit: UnitRecord; hex: HexKey }, b: { unit: UnitRecord; hex: HexKey }) => a.hex.localeCompare(b.hex) || a.unit.name.localeCompare(b.unit.name) || a.unit.id.localeCompare(b.unit.id);

/**
 * The search for `side`'s attacks: its units next to a hex held by another side, and those hexes.
 * `chosen`, when given, keeps only these units and these target hexes (the player's picks).
 */
export function phaseSearch(map: MapState, units: ReadonlyMap<string, UnitRecord>, side: string, chosen?: { readonly units?: ReadonlySet<string>; readonly hexes?: ReadonlySet<HexKey> }): PhaseSearch {
  const all = placed(map, units).sort(byHexThenName);
  const enemyHexes = new Set(all.filter((p) => p.unit.side !== side).map((p) => p.hex));
  const near = (hex: HexKey) => neighbours(parseHexKey(hex)).map(hexKey).filter((h) => enemyHexes.has(h) && (!chosen?.hexes || chosen.hexes.has(h)));
  const attackers = all.filter((p) => p.unit.side === side && near(p.hex).length > 0 && (!chosen?.units || chosen.units.has(p.unit.id)));
  const searched = attackers.slice(0, MAX_UNITS);
  const hexes = [...new Set(searched.flatMap((p) => near(p.hex)))].sort();
  return {
    units: searched.map((p) => p.unit),
    targets: hexes.map((hex) => ({ hex, defenders: all.filter((p) => p.hex === hex && p.unit.side !== side).map((p) => p.unit.id) })),
    reach: searched.map((p) => near(p.hex).map((h) => hexes.indexOf(h))),
    leftOut: attackers.slice(MAX_UNITS).map((p) => p.unit),
  };
}

/** The search as the allocation search takes it: each unit's committed strength and reach. */
export function problemOf(search: PhaseSearch, strengthOf: (unit: UnitRecord) => number | undefined): AllocationProblem {
  return { units: search.units.map((unit, i) => ({ strength: strengthOf(unit) ?? 0, targets: search.reach[i] ?? [] })), targets: search.targets.length };
}

/** Every set of units that may attack each target, as bit masks of the search's unit indices. */
export function attacksToWeigh(search: PhaseSearch): { readonly target: number; readonly mask: number }[] {
  return search.targets.flatMap((_, target) => {
    const all = search.reach.reduce((mask, targets, u) => (targets.includes(target) ? mask | (1 << u) : mask), 0);
    const masks: number[] = [];
    for (let mask = all; mask > 0; mask = (mask - 1) & all) masks.push(mask);
    return masks.reverse().map((mask) => ({ target, mask }));
  });
}

/** The unit ids of a bit mask of the search's units. */
export function unitsOf(search: PhaseSearch, mask: number): string[] {
  return search.units.flatMap((u, i) => (mask & (1 << i) ? [u.id] : []));
}

/** Why a game's rules forbid an attack a search would set up. */
export interface Refused {
  readonly refused: string;
}

export const isRefused = <D>(d: D | Refused): d is Refused => typeof d === 'object' && d !== null && 'refused' in d;

/**
 * An attack of a search set up as the desk would set it up: the template's kind and conditions, the
 * units the search sends, placed as the game's rules place them from the map (`place`, which may
 * refuse the attack), and every claim of the map taken as Use all takes them, except one that would
 * change who fights, which is the search's to say.
 */
export function searchDraft<D extends Sides>(
  template: D,
  attackers: readonly string[],
  defenders: readonly string[],
  claimsOf: (draft: D) => readonly DeskClaim<D>[],
  place: (draft: D) => D | Refused = (draft) => draft,
): D | Refused {
  const placed = place({ ...template, attackers, defenders });
  if (isRefused(placed)) return placed;
  return takeAllClaims(placed, claimsOf, (claim) => !('attackers' in claim.patch || 'defenders' in claim.patch));
}
