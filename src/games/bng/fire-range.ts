import { type Hex, parseHexKey } from '../../engine/hex/hex';
import { hexesInRange } from '../../engine/hex/range';
import { BNG_ARTILLERY_RANGE, BNG_GUNBOAT_RANGE, type RangeReading, bngArtilleryRange, bngGunboatRange } from '../../engine/games/bng/range';
import { type MapCounter, type MapState, onMap } from '../../map/state';

export interface FireRange {
  readonly weapon: 'artillery' | 'gunboat';
  readonly range: number;
  /** Each hex on the map within range, nearest first, with its range band and rule. */
  readonly hexes: readonly { readonly hex: Hex; readonly reading: RangeReading }[];
}

/** Fire range round an artillery (9.1, 9.19, 9.48) or gunboat (9.65) counter; undefined for other counters. */
export function fireRange(map: MapState, counter: MapCounter): FireRange | undefined {
  if (counter.type !== 'artillery' && counter.type !== 'gunboat') return undefined;
  const at = parseHexKey(counter.hex);
  const [range, read] = counter.type === 'artillery' ? [BNG_ARTILLERY_RANGE, bngArtilleryRange] : [BNG_GUNBOAT_RANGE, bngGunboatRange];
  const hexes = hexesInRange(at, range)
    .filter((h) => onMap(map.shape, h))
    .map((h) => ({ hex: h, reading: read(at, h) }));
  return { weapon: counter.type, range, hexes };
}
