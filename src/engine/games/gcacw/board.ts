import { ruleError } from '../../core/errors';
import { DIRECTION_NAMES, type Direction } from '../../hex/direction';
import { distance } from '../../hex/distance';
import { type Hex, hexEquals, hexKey, parseHexKey } from '../../hex/hex';
import type { BoardInput, BoardUnitInput, HexsideFeature } from './schema/board';
import type { Side, Terrain } from './schema/common';

export interface BoardUnit {
  readonly id: string;
  readonly side: Side;
  readonly combatValue: number;
  readonly demoralized: BoardUnitInput['demoralized'];
  readonly attacking: boolean;
  readonly at: Hex;
  /** The hexes its ZOC reaches: "adjacent" for all six around it, else those listed (none when it exerts no ZOC). */
  readonly zoc: 'adjacent' | readonly Hex[];
  /** Its place in the board's unit list, for error paths. */
  readonly index: number;
}

const ROADS: readonly HexsideFeature[] = ['road', 'pike', 'trail', 'railroad'];

export function otherSide(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}

/**
 * A board description read once: units with their hexes and ZOC, terrain, hexside features and
 * off-map hexes, checked for hexsides and ZOC lists that name hexes that are not adjacent. Boards are
 * a few hexes around one place, so every question is answered by scanning a short list of parsed
 * hexes (comparing coordinates, with no hex keys built per question).
 */
export class Board {
  readonly units: readonly BoardUnit[];
  private readonly sides: readonly { readonly a: Hex; readonly b: Hex; readonly features: readonly HexsideFeature[] }[];
  private readonly offMap: readonly Hex[];
  private readonly terrains: readonly { readonly at: Hex; readonly terrain: Terrain }[];

  constructor(input: BoardInput, path: string) {
    this.units = input.units.map((u, i) => {
      const at = parseHexKey(u.hex);
      let zoc: BoardUnit['zoc'];
      if (typeof u.zoc === 'boolean') {
        // The six neighbours: GCACW's exceptions are the player's to apply, by listing the hexes instead.
        zoc = u.zoc ? 'adjacent' : [];
      } else {
        zoc = u.zoc.map(parseHexKey);
        zoc.forEach((h, j) => {
          if (distance(at, h) !== 1) throw ruleError(`${path}.units.${i}.zoc.${j}`, `${hexKey(h)} is not adjacent to ${u.id}'s hex ${u.hex}: a ZOC reaches only adjacent hexes`);
        });
      }
      return { id: u.id, side: u.side, combatValue: u.combatValue, demoralized: u.demoralized, attacking: u.attacking, at, zoc, index: i };
    });
    this.sides = input.hexsides.map((side, i) => {
      const a = parseHexKey(side.between[0]);
      const b = parseHexKey(side.between[1]);
      if (distance(a, b) !== 1) throw ruleError(`${path}.hexsides.${i}.between`, `${side.between[0]} and ${side.between[1]} are not adjacent, so they share no hexside`);
      return { a, b, features: side.features };
    });
    this.offMap = input.offMap.map(parseHexKey);
    this.terrains = Object.entries(input.terrain).map(([key, terrain]) => ({ at: parseHexKey(key), terrain }));
  }

  inZocOf(h: Hex, side: Side): boolean {
    return this.units.some((u) => u.side === side && reaches(u, h));
  }

  occupiedBy(h: Hex, side: Side): boolean {
    return this.units.some((u) => u.side === side && hexEquals(u.at, h));
  }

  /** Terrain of a hex; a hex the board does not list is clear. */
  terrain(h: Hex): Terrain {
    for (const t of this.terrains) if (hexEquals(t.at, h)) return t.terrain;
    return 'clear';
  }

  isOffMap(h: Hex): boolean {
    for (const o of this.offMap) if (hexEquals(o, h)) return true;
    return false;
  }

  /** Features of the hexside between two adjacent hexes (every entry the board gives for it; one pass, however many). */
  features(a: Hex, b: Hex): readonly HexsideFeature[] {
    let found: readonly HexsideFeature[] = NO_FEATURES;
    let gathered: HexsideFeature[] | undefined;
    for (const s of this.sides) {
      if (!((hexEquals(s.a, a) && hexEquals(s.b, b)) || (hexEquals(s.a, b) && hexEquals(s.b, a)))) continue;
      if (found.length === 0) found = s.features;
      else (gathered ??= [...found]).push(...s.features);
    }
    return gathered ?? found;
  }

  /** True when a road, pike, trail or RR crosses the hexside between two adjacent hexes. */
  roadBetween(a: Hex, b: Hex): boolean {
    for (const f of this.features(a, b)) if (ROADS.includes(f)) return true;
    return false;
  }
}

const NO_FEATURES: readonly HexsideFeature[] = [];

/** True when the unit's ZOC reaches the hex (a unit's own hex is not in its ZOC). */
export function reaches(u: BoardUnit, h: Hex): boolean {
  if (u.zoc === 'adjacent') return distance(u.at, h) === 1;
  for (const z of u.zoc) if (hexEquals(z, h)) return true;
  return false;
}

/** "N (0,-1)" for explanations: an adjacent hex named by its direction and its key. */
export function describeNeighbour(h: Hex, direction: Direction): string {
  return `${DIRECTION_NAMES[direction]} (${hexKey(h)})`;
}
