import { describe, expect, it } from 'vitest';
import { hex, hexKey } from '../engine/hex/hex';
import { hexsideBetween } from '../engine/hex/hexside';
import { growPatch, moveCounter, nextCounterId, paintTerrain, placeCounter, removeCounter, setLevel, toggleHexsideFeature, toggleMarker } from './edit';
import { type MapShape, defaultMap, gridMap, mapColumns, mapHexes, onMap } from './state';
import { validateMap } from './validate';

const frozen = <T>(x: T): T => {
  // Deep-freeze so that any mutation of an input throws.
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(frozen);
    Object.freeze(x);
  }
  return x;
};

describe('the default map', () => {
  it('is a radius-3 patch round the combat: 37 hexes, all on the map', () => {
    const map = defaultMap(hex(5, -2));
    expect(map.shape).toEqual({ kind: 'patch', center: '5,-2', radius: 3 });
    expect(mapHexes(map.shape)).toHaveLength(37);
    expect(onMap(map.shape, hex(8, -2))).toBe(true);
    expect(onMap(map.shape, hex(9, -2))).toBe(false);
    expect(validateMap(map).ok).toBe(true);
  });

  it('grows by rings, up to the largest patch; a grid does not grow', () => {
    expect(mapHexes(growPatch(defaultMap()).shape)).toHaveLength(61);
    expect(growPatch(defaultMap(), 100).shape).toMatchObject({ radius: 20 });
    expect(() => growPatch(gridMap(4, 4))).toThrow(/only a patch grows/);
  });
});

describe('edits', () => {
  it('place, move, mark and remove counters without touching the input', () => {
    const start = frozen(defaultMap());
    const one = placeCounter(start, { hex: '0,0', side: 'union', type: 'infantry', strength: 6 });
    expect(start.counters).toHaveLength(0);
    expect(one.counters).toEqual([{ id: 'c1', hex: '0,0', side: 'union', type: 'infantry', strength: 6, markers: [] }]);
    const two = placeCounter(frozen(one), { hex: '1,0', side: 'confederate', type: 'artillery' });
    expect(nextCounterId(two)).toBe('c3');
    const moved = moveCounter(frozen(two), 'c1', hex(0, 1));
    expect(moved.counters[0]?.hex).toBe('0,1');
    const marked = toggleMarker(frozen(moved), 'c2', 'entrenched');
    expect(marked.counters[1]?.markers).toEqual(['entrenched']);
    expect(toggleMarker(marked, 'c2', 'entrenched').counters[1]?.markers).toEqual([]);
    expect(removeCounter(frozen(marked), 'c1').counters.map((c) => c.id)).toEqual(['c2']);
    expect(validateMap(marked).ok).toBe(true);
  });

  it('refuse what makes no sense', () => {
    const map = placeCounter(defaultMap(), { id: 'a', hex: '0,0', side: 'union', type: 'infantry' });
    expect(() => placeCounter(map, { hex: '9,9', side: 'union', type: 'infantry' })).toThrow(/not on the map/);
    expect(() => placeCounter(map, { id: 'a', hex: '0,0', side: 'union', type: 'infantry' })).toThrow(/already has the id/);
    expect(() => moveCounter(map, 'nobody', hex(0, 0))).toThrow(/no counter/);
    expect(() => moveCounter(map, 'a', hex(4, 0))).toThrow(/not on the map/);
  });

  it('paint terrain and levels sparsely: clear and level 1 are simply absent', () => {
    const woods = paintTerrain(frozen(defaultMap()), hex(1, 0), 'woods');
    expect(woods.terrain).toEqual({ '1,0': 'woods' });
    expect(paintTerrain(woods, hex(1, 0), 'clear').terrain).toEqual({});
    const high = setLevel(frozen(woods), hex(1, 0), 3);
    expect(high.levels).toEqual({ '1,0': 3 });
    expect(setLevel(high, hex(1, 0), 1).levels).toEqual({});
  });

  it('toggle hexside features; a bare side is removed', () => {
    const key = hexsideBetween(hex(0, 0), hex(0, 1));
    const river = toggleHexsideFeature(frozen(defaultMap()), key, 'river');
    const bridged = toggleHexsideFeature(frozen(river), key, 'bridge');
    expect(bridged.hexsides[key]).toEqual(['river', 'bridge']);
    expect(toggleHexsideFeature(toggleHexsideFeature(bridged, key, 'river'), key, 'bridge').hexsides).toEqual({});
    // The side on the patch's edge is part of the map; one wholly outside is not.
    expect(toggleHexsideFeature(defaultMap(), hexsideBetween(hex(3, 0), hex(4, 0)), 'river').hexsides).not.toEqual({});
    expect(() => toggleHexsideFeature(defaultMap(), hexsideBetween(hex(5, 0), hex(6, 0)), 'river')).toThrow(/not on the map/);
  });
});

describe('the map as columns', () => {
  it('holds exactly the map\'s hexes, each column a run straight down from its top hex', () => {
    const shapes: MapShape[] = [
      ...[1, 2, 5].map((radius) => ({ kind: 'patch' as const, center: '3,-2', radius })),
      { kind: 'patch', center: '0,0', radius: 20 },
      ...[[1, 1], [2, 3], [7, 4], [60, 40]].map(([columns, rows]) => ({ kind: 'grid' as const, columns: columns as number, rows: rows as number })),
    ];
    for (const shape of shapes) {
      const fromColumns = mapColumns(shape).flatMap(({ top, length }) => Array.from({ length }, (_, i) => hexKey(hex(top.q, top.r + i))));
      expect(new Set(fromColumns).size, JSON.stringify(shape)).toBe(fromColumns.length);
      expect(fromColumns.sort(), JSON.stringify(shape)).toEqual(mapHexes(shape).map(hexKey).sort());
    }
  });
});
