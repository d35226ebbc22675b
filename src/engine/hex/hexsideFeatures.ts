import type { Hex } from './hex';
import { type HexsideKey, hexsideBetween } from './hexside';

/** The sides a fieldworks marker faces: breastworks, or trenches (breastworks placed at the start). */
export const FIELDWORK_SIDES = ['breastworks', 'trench'] as const;

/**
 * What a hexside can carry, by the names the served games' charts use.
 * Water: river, creek, stream (some charts name both creeks and streams). Crossings of water:
 * bridge, ford, ferry, dam. Routes that cross the side: road, trail, pike, railroad. Relief: ridge.
 * Fieldworks, offered only by the games whose markers face hexsides (FIELDWORK_SIDES).
 * A side can carry several, e.g. ['river', 'bridge', 'road'].
 */
export const HEXSIDE_FEATURES = [
  'river',
  'creek',
  'stream',
  'ridge',
  'bridge',
  'ford',
  'ferry',
  'dam',
  'road',
  'trail',
  'pike',
  'railroad',
  ...FIELDWORK_SIDES,
] as const;
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** A map's hexside features, by `hexsideKey`. Sides with nothing on them are simply absent. */
export type HexsideFeatures = Readonly<Record<HexsideKey, readonly HexsideFeature[]>>;

const NONE: readonly HexsideFeature[] = [];

/** The features on the side shared by two adjacent hexes (empty when none); a RangeError when not adjacent. */
export function featuresBetween(a: Hex, b: Hex, features: HexsideFeatures): readonly HexsideFeature[] {
  return features[hexsideBetween(a, b)] ?? NONE;
}

/** Whether the side with this key carries any of `wanted`. */
export function hexsideHasAny(features: HexsideFeatures, key: HexsideKey, wanted: readonly HexsideFeature[]): boolean {
  const present = features[key];
  if (present === undefined) return false;
  for (const feature of present) if (wanted.includes(feature)) return true;
  return false;
}
