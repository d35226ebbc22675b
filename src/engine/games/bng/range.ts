import { cite, type Source } from '../../core/source';
import { distance } from '../../hex/distance';
import type { Hex } from '../../hex/hex';

/**
 * Blue & Grey's fire ranges. The strength arithmetic for each band belongs to the game module;
 * this only says which band a target is in and why.
 */
export const BNG_ARTILLERY_RANGE = 3;
export const BNG_GUNBOAT_RANGE = 6;

/**
 * adjacent: an adjacent attack (artillery strength +½, 9.48); full: no range effect;
 * reduced: −⅓ at three hexes (9.19, 9.25); out-of-range: beyond range, or the firer's own hex.
 */
export type RangeBand = 'adjacent' | 'full' | 'reduced' | 'out-of-range';

export interface RangeReading {
  readonly distance: number;
  readonly band: RangeBand;
  readonly source: Source;
}

function reading(d: number, band: RangeBand, ref: string): RangeReading {
  return { distance: d, band, source: cite('bng', ref) };
}

export function bngArtilleryRange(from: Hex, to: Hex): RangeReading {
  const d = distance(from, to);
  if (d === 0 || d > BNG_ARTILLERY_RANGE) return reading(d, 'out-of-range', '9.1 (artillery Range 3)');
  if (d === 1) return reading(d, 'adjacent', '9.48');
  if (d === BNG_ARTILLERY_RANGE) return reading(d, 'reduced', '9.19');
  return reading(d, 'full', '9.1 (artillery Range 3)');
}

/** Gunboats: Range 6 and no range effects at all, adjacent or at three or more hexes (9.65). */
export function bngGunboatRange(from: Hex, to: Hex): RangeReading {
  const d = distance(from, to);
  return reading(d, d === 0 || d > BNG_GUNBOAT_RANGE ? 'out-of-range' : 'full', '9.65');
}
