import { describe, expect, it } from 'vitest';
import { hex } from './hex';
import { roundHex } from './round';

describe('roundHex', () => {
  it('keeps whole positions', () => {
    expect(roundHex(3, -2)).toEqual(hex(3, -2));
    expect(roundHex(-0, 0)).toEqual(hex(0, 0));
  });

  it('finds the hex a fractional position falls in, even where plain rounding of q and r would not', () => {
    expect(roundHex(0.3, 0.3)).toEqual(hex(0, 0));
    // q and r each round up, but the point lies in hex (1, 0): s = -1.05 moved least.
    expect(roundHex(0.55, 0.5)).toEqual(hex(1, 0));
    expect(roundHex(-1.6, 0.7)).toEqual(hex(-2, 1));
  });
});
