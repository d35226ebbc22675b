import { distance } from '../engine/hex/distance';
import { type HexKey, parseHexKey } from '../engine/hex/hex';
import type { MapState } from '../map/state';
import type { AllocationProblem } from '../plan/allocation';
import type { UnitRecord } from '../store/records';
import { type AttackReach, NEXT_TO } from './attack-reach';
import { type DeskClaim, takeAllClaims } from './map-links';
import type { Sides } from './rules';

/**
 * A phase's search as the map sets it: the units of one side that may attack an enemy-held hex, as
 * the game's reach says (next to it, or at range with a line of sight), and those hexes (each one
 * target, attacked by every unit sent to it). Units and targets are in a fixed order (by hex, then by
 * name), so a search is the same from run to run.
 */
export interface PhaseSearch {
  /** The units that may attack, by the search's index. */
  readonly units: readonly UnitRecord[];
  /**
   * Each unit's kind: units alike in all but their names and standing in the same hex are one kind,
   * which the rules cannot tell apart (any two of them make the same attack).
   */
  readonly kinds: readonly number[];
  /** Each target: an enemy-held hex and the units standing in it. */
  readonly targets: readonly { readonly hex: HexKey; readonly defenders: readonly string[] }[];
  /** For each unit (by index), the targets (by index) it may attack. */
  readonly reach: readonly (readonly number[])[];
  /** Units within range of an enemy hex that may not attack it, each with why, in the player's words. */
  readonly barred: readonly { readonly unit: UnitRecord; readonly hex: HexKey; readonly why: string }[];
  /** What the search weighs, in the player's words. */
  readonly words: string;
}

/** The roster units standing on the map, each with its hex. */
function placed(map: MapState, units: ReadonlyMap<string, UnitRecord>): { readonly unit: UnitRecord; readonly hex: HexKey }[] {
  return map.counters.flatMap((c) => {
    const unit = c.unitId === undefined ? undefined : units.get(c.unitId);
    return unit ? [{ unit, hex: c.hex }] : [];
  });
}

const byHexThenName = (a: { unit: UnitRecord; hex: HexKey }, b: { unit: UnitRecord; hex: HexKey }) => a.hex.localeCompare(b.hex) || a.unit.name.localeCompare(b.unit.name) || a.unit.id.localeCompare(b.unit.id);

/** What makes a unit what the rules read of it, its name and id aside, and where it stands. */
function likeness(unit: UnitRecord, hex: HexKey): string {
  const state = Object.keys(unit.state)
    .sort()
    .map((k) => [k, unit.state[k]]);
  return JSON.stringify([hex, unit.side, unit.type, unit.strength, unit.movement ?? null, state]);
}

/**
 * The search for `side`'s attacks: its units that may attack a hex held by another side, as `reach`
 * says, and those hexes. `chosen`, when given, keeps only these units and these target hexes.
 */
export function phaseSearch(
  map: MapState,
  units: ReadonlyMap<string, UnitRecord>,
  side: string,
  reach: AttackReach = NEXT_TO,
  chosen?: { readonly units?: ReadonlySet<string>; readonly hexes?: ReadonlySet<HexKey> },
): PhaseSearch {
  const all = placed(map, units).sort(byHexThenName);
  const enemyHexes = [...new Set(all.filter((p) => p.unit.side !== side).map((p) => p.hex))].filter((h) => !chosen?.hexes || chosen.hexes.has(h));
  const barred: { unit: UnitRecord; hex: HexKey; why: string }[] = [];
  const attackers = all.flatMap((p) => {
    if (p.unit.side !== side || (chosen?.units && !chosen.units.has(p.unit.id))) return [];
    const range = reach.range(p.unit);
    const from = parseHexKey(p.hex);
    const hexes = enemyHexes.filter((h) => {
      const d = distance(from, parseHexKey(h));
      if (d === 0 || d > range) return false;
      const why = reach.barred?.(p.unit, p.hex, h);
      if (why !== undefined) barred.push({ unit: p.unit, hex: h, why });
      return why === undefined;
    });
    return hexes.length > 0 ? [{ ...p, hexes }] : [];
  });
  const hexes = [...new Set(attackers.flatMap((p) => p.hexes))].sort();
  const kindIds = new Map<string, number>();
  return {
    units: attackers.map((p) => p.unit),
    kinds: attackers.map((p) => {
      const key = likeness(p.unit, p.hex);
      let kind = kindIds.get(key);
      if (kind === undefined) kindIds.set(key, (kind = kindIds.size));
      return kind;
    }),
    targets: hexes.map((hex) => ({ hex, defenders: all.filter((p) => p.hex === hex && p.unit.side !== side).map((p) => p.unit.id) })),
    reach: attackers.map((p) => p.hexes.map((h) => hexes.indexOf(h)).sort((a, b) => a - b)),
    barred,
    words: reach.words,
  };
}

/** The search as the allocation search takes it: each unit's committed strength, reach and kind. */
export function problemOf(search: PhaseSearch, strengthOf: (unit: UnitRecord) => number | undefined): AllocationProblem {
  return { units: search.units.map((unit, i) => ({ strength: strengthOf(unit) ?? 0, targets: search.reach[i] ?? [], kind: search.kinds[i] ?? i })), targets: search.targets.length };
}

/** The unit ids of units (by the search's index). */
export function idsOf(search: PhaseSearch, units: readonly number[]): string[] {
  return units.flatMap((u) => {
    const unit = search.units[u];
    return unit ? [unit.id] : [];
  });
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
