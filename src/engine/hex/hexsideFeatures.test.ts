import { describe, expect, it } from 'vitest';
import { hex } from './hex';
import { hexsideBetween } from './hexside';
import { type HexsideFeatures, featuresBetween, hexsideHasAny } from './hexsideFeatures';

const a = hex(3, 2);
const b = hex(4, 2);
const features: HexsideFeatures = { [hexsideBetween(a, b)]: ['river', 'bridge', 'road'] };

describe('hexside features', () => {
  it('gives the features on the side between two adjacent hexes, named from either', () => {
    expect(featuresBetween(a, b, features)).toEqual(['river', 'bridge', 'road']);
    expect(featuresBetween(b, a, features)).toEqual(['river', 'bridge', 'road']);
  });

  it('gives none for a plain side', () => {
    expect(featuresBetween(a, hex(3, 3), features)).toEqual([]);
  });

  it('refuses hexes that are not adjacent', () => {
    expect(() => featuresBetween(a, hex(6, 2), features)).toThrow(/not adjacent/);
  });

  it('says whether a side carries any of a list', () => {
    const side = hexsideBetween(a, b);
    expect(hexsideHasAny(features, side, ['ford', 'bridge'])).toBe(true);
    expect(hexsideHasAny(features, side, ['ridge'])).toBe(false);
    expect(hexsideHasAny(features, hexsideBetween(a, hex(3, 3)), ['river'])).toBe(false);
  });
});
