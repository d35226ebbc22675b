import { describe, expect, it } from 'vitest';
import { distance } from './distance';
import { hex, hexKey } from './hex';
import { hexesInRange, withinRange } from './range';

describe('range', () => {
  it('is within range up to and including the range', () => {
    expect(withinRange(hex(0, 0), hex(3, -3), 3)).toBe(true);
    expect(withinRange(hex(0, 0), hex(4, -3), 3)).toBe(false);
    expect(withinRange(hex(0, 0), hex(6, 0), 6)).toBe(true);
  });

  it('lists every hex 1 to range away and not the firer’s own', () => {
    const center = hex(10, 4);
    const three = hexesInRange(center, 3);
    expect(three).toHaveLength(36);
    expect(three.some((h) => hexKey(h) === hexKey(center))).toBe(false);
    expect(three.every((h) => distance(center, h) >= 1 && withinRange(center, h, 3))).toBe(true);
    expect(hexesInRange(center, 6)).toHaveLength(126);
  });
});
