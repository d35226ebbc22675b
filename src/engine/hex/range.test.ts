import { describe, expect, it } from 'vitest';
import { distance } from './distance';
import { hex, hexKey } from './hex';
import { hexesInRange } from './range';

describe('range', () => {
  it('lists every hex 1 to range away, nearest first, and not the firer’s own', () => {
    const center = hex(10, 4);
    const three = hexesInRange(center, 3);
    expect(three).toHaveLength(36);
    expect(new Set(three.map(hexKey)).size).toBe(36);
    expect(three.map((h) => distance(center, h))).toEqual([...Array(6).fill(1), ...Array(12).fill(2), ...Array(18).fill(3)]);
    expect(hexesInRange(center, 6)).toHaveLength(126);
  });
});
