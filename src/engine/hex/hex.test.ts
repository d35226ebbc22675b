import { describe, expect, it } from 'vitest';
import { directionTo, neighbour, neighbours, opposite } from './direction';
import { distance } from './distance';
import { hex, hexKey, parseHexKey } from './hex';
import { hexsideBetween, hexsideKey } from './hexside';
import { hexesWithin } from './spiral';

const origin = hex(0, 0);

describe('hex coordinates', () => {
  it('round-trips keys, including negatives and -0', () => {
    expect(hexKey(hex(-0, 3))).toBe('0,3');
    expect(parseHexKey('-2,5')).toEqual(hex(-2, 5));
    expect(() => parseHexKey('a,b')).toThrow(/not a hex key/);
  });

  it('has six distinct neighbours, each at distance 1, each the opposite way back', () => {
    const ns = neighbours(origin);
    expect(new Set(ns.map(hexKey)).size).toBe(6);
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const n = neighbour(origin, d);
      expect(distance(origin, n)).toBe(1);
      expect(directionTo(n, origin)).toBe(opposite(d));
    }
  });

  it('measures distance along the shorter path', () => {
    expect(distance(hex(0, 0), hex(3, -3))).toBe(3);
    expect(distance(hex(-2, 1), hex(2, 0))).toBe(4);
    expect(distance(hex(1, 1), hex(1, 1))).toBe(0);
  });
});

describe('hexsides', () => {
  it('names a shared edge the same from both sides', () => {
    for (const d of [0, 1, 2, 3, 4, 5] as const) {
      const n = neighbour(hex(2, -1), d);
      expect(hexsideKey(hex(2, -1), d)).toBe(hexsideKey(n, opposite(d)));
      expect(hexsideBetween(hex(2, -1), n)).toBe(hexsideBetween(n, hex(2, -1)));
    }
  });

  it('gives each hex six different edges', () => {
    const keys = ([0, 1, 2, 3, 4, 5] as const).map((d) => hexsideKey(origin, d));
    expect(new Set(keys).size).toBe(6);
  });

  it('refuses hexes that are not adjacent', () => {
    expect(() => hexsideBetween(origin, hex(2, 0))).toThrow(/not adjacent/);
  });

  it('has exactly one key per edge: over a whole patch, keys and pairs of adjacent hexes match one to one', () => {
    const pairOf = new Map<string, string>();
    for (const h of hexesWithin(hex(1, -2), 4)) {
      for (const d of [0, 1, 2, 3, 4, 5] as const) {
        const n = neighbour(h, d);
        const pair = [hexKey(h), hexKey(n)].sort().join(' ');
        const key = hexsideKey(h, d);
        // The same key is never given to two different edges…
        expect(pairOf.get(key) ?? pair).toBe(pair);
        pairOf.set(key, pair);
      }
    }
    // …and no edge has two keys.
    expect(new Set(pairOf.values()).size).toBe(pairOf.size);
    // 61 hexes, 6·61 sides seen: each inner edge twice, each of the 6·(2·4 + 1) on the rim once.
    expect(pairOf.size).toBe((6 * 61 + 6 * (2 * 4 + 1)) / 2);
  });
});
