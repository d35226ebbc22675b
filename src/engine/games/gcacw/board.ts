import { ruleError } from '../../core/errors';
import { DIRECTION_NAMES, directionTo } from '../../hex/direction';
import { distance } from '../../hex/distance';
import { type Hex, hexEquals, hexKey, parseHexKey } from '../../hex/hex';
import { type HexsideKey, hexsideBetween } from '../../hex/hexside';
import { zoneOfControl } from '../../hex/zoc';
import type { BoardInput, BoardUnitInput, HexsideFeature } from './schema/board';
import type { Side, Terrain } from './schema/common';

export interface BoardUnit {
  readonly id: string;
  readonly side: Side;
  readonly combatValue: number;
  readonly demoralized: BoardUnitInput['demoralized'];
  readonly attacking: boolean;
  readonly at: Hex;
  /** The hexes its ZOC reaches. */
  readonly zoc: readonly Hex[];
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
 * a few hexes around one place, so units are found by scanning the short list.
 */
export class Board {
  readonly units: readonly BoardUnit[];
  private readonly sides: ReadonlyMap<HexsideKey, readonly HexsideFeature[]>;
  private readonly offMap: readonly Hex[];
  private readonly terrains: Readonly<Record<string, Terrain>>;

  constructor(input: BoardInput, path: string) {
    this.units = input.units.map((u, i) => {
      const at = parseHexKey(u.hex);
      let zoc: readonly Hex[];
      if (typeof u.zoc === 'boolean') {
        // The six neighbours: GCACW's exceptions are the player's to apply, by listing the hexes instead.
        zoc = zoneOfControl({ id: u.id, side: u.side, hex: at, exertsZoc: u.zoc }, {}, {});
      } else {
        zoc = u.zoc.map(parseHexKey);
        zoc.forEach((h, j) => {
          if (distance(at, h) !== 1) throw ruleError(`${path}.units.${i}.zoc.${j}`, `${hexKey(h)} is not adjacent to ${u.id}'s hex ${u.hex}: a ZOC reaches only adjacent hexes`);
        });
      }
      return { id: u.id, side: u.side, combatValue: u.combatValue, demoralized: u.demoralized, attacking: u.attacking, at, zoc, index: i };
    });
    const sides = new Map<HexsideKey, HexsideFeature[]>();
    input.hexsides.forEach((side, i) => {
      const a = parseHexKey(side.between[0]);
      const b = parseHexKey(side.between[1]);
      if (distance(a, b) !== 1) throw ruleError(`${path}.hexsides.${i}.between`, `${side.between[0]} and ${side.between[1]} are not adjacent, so they share no hexside`);
      const key = hexsideBetween(a, b);
      sides.set(key, [...(sides.get(key) ?? []), ...side.features]);
    });
    this.sides = sides;
    this.offMap = input.offMap.map(parseHexKey);
    this.terrains = input.terrain;
  }

  unitsAt(h: Hex): readonly BoardUnit[] {
    return this.units.filter((u) => hexEquals(u.at, h));
  }

  /** Units whose ZOC reaches this hex (a unit's own hex is not in its ZOC). */
  zocInto(h: Hex): readonly BoardUnit[] {
    return this.units.filter((u) => u.zoc.some((z) => hexEquals(z, h)));
  }

  inZocOf(h: Hex, side: Side): boolean {
    return this.units.some((u) => u.side === side && u.zoc.some((z) => hexEquals(z, h)));
  }

  occupiedBy(h: Hex, side: Side): boolean {
    return this.units.some((u) => u.side === side && hexEquals(u.at, h));
  }

  /** Terrain of a hex; a hex the board does not list is clear. */
  terrain(h: Hex): Terrain {
    return this.terrains[hexKey(h)] ?? 'clear';
  }

  isOffMap(h: Hex): boolean {
    return this.offMap.some((o) => hexEquals(o, h));
  }

  /** Features of the hexside between two adjacent hexes (every entry the board gives for it). */
  features(a: Hex, b: Hex): readonly HexsideFeature[] {
    return this.sides.get(hexsideBetween(a, b)) ?? [];
  }

  /** True when a road, pike, trail or RR crosses the hexside between two adjacent hexes. */
  roadBetween(a: Hex, b: Hex): boolean {
    return this.features(a, b).some((f) => ROADS.includes(f));
  }
}

/** "N (0,-1)" for explanations: the hex, named by its direction from `from` when adjacent. */
export function describeHex(h: Hex, from?: Hex): string {
  const d = from === undefined ? undefined : directionTo(from, h);
  return d === undefined ? hexKey(h) : `${DIRECTION_NAMES[d]} (${hexKey(h)})`;
}
