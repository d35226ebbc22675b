import { describe, expect, it } from 'vitest';
import { bngArtilleryRange, bngGunboatRange } from './range';
import { type Hex, hex } from '../../hex/hex';

const from = hex(5, 5);
const at = (d: number): Hex => hex(5 + d, 5);

describe('Blue & Grey ranges', () => {
  it('artillery: adjacent at 1, full at 2, reduced by a third at 3, out of range beyond (9.19, 9.48)', () => {
    expect([0, 1, 2, 3, 4].map((d) => bngArtilleryRange(from, at(d)).band)).toEqual([
      'out-of-range',
      'adjacent',
      'full',
      'reduced',
      'out-of-range',
    ]);
    expect(bngArtilleryRange(from, at(3))).toEqual({ distance: 3, band: 'reduced', source: { game: 'bng', ref: '9.19' } });
  });

  it('gunboats: Range 6 with no range effects at all (9.65)', () => {
    expect([0, 1, 3, 6, 7].map((d) => bngGunboatRange(from, at(d)).band)).toEqual(['out-of-range', 'full', 'full', 'full', 'out-of-range']);
    expect(bngGunboatRange(from, at(6)).source).toEqual({ game: 'bng', ref: '9.65' });
    expect(bngGunboatRange(from, hex(5, 11)).distance).toBe(6);
  });
});
