import { describe, expect, it } from 'vitest';
import { placeCounter } from './edit';
import { defaultMap, gridMap } from './state';
import { readMap, validateMap } from './validate';

const errorsOf = (value: unknown) => {
  const check = validateMap(value);
  return check.ok ? [] : check.errors;
};

describe('validating a saved map', () => {
  it('accepts a sound patch and a sound 60 × 40 grid', () => {
    expect(validateMap(placeCounter(defaultMap(), { hex: '1,-1', side: 'union', type: 'cavalry', strength: 2.5, label: 'Custer', unitId: 'u7' })).ok).toBe(true);
    expect(validateMap(gridMap(60, 40)).ok).toBe(true);
  });

  it('names the path of each malformed field', () => {
    const errors = errorsOf({
      version: 1,
      shape: { kind: 'grid', columns: 61, rows: 40 },
      terrain: { '0,0': 'lava', nope: 'woods' },
      levels: { '0,0': 4 },
      hexsides: { '0,0:S': ['river'], '0,0:N': ['river', 'river', 'moat'] },
      counters: [{ id: '', hex: '0,0', side: 'prussian', type: 'infantry', strength: 1.25, markers: ['shaken'], extra: 1 }],
    });
    const paths = errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['shape.columns', 'terrain.0,0', 'terrain.nope', 'levels.0,0', 'hexsides.0,0:S', 'hexsides.0,0:N.2', 'counters.0.id', 'counters.0.side', 'counters.0.strength', 'counters.0.markers.0', 'counters.0.extra']),
    );
    expect(errors.find((e) => e.path === 'shape.columns')?.message).toMatch(/from 1 to 60/);
    expect(errors.find((e) => e.path === 'counters.0.extra')?.message).toBe('unknown field "extra" (not part of a counter)');
  });

  it('refuses a hex or hexside written otherwise than the app writes it, which could name one hex twice', () => {
    const errors = errorsOf({
      ...defaultMap(),
      terrain: { '1,0': 'town', '01,0': 'woods' },
      levels: { '-0,1': 2 },
      hexsides: { '00,0:N': ['river'] },
      counters: [{ id: 'a', hex: '0,+1', side: 'union', type: 'infantry', markers: [] }],
    });
    expect(errors.map((e) => e.path)).toEqual(['terrain.01,0', 'levels.-0,1', 'hexsides.00,0:N', 'counters.0.hex']);
    expect(errors[0]?.message).toMatch(/without leading zeros/);
    expect(errorsOf({ ...defaultMap(), shape: { kind: 'patch', center: '-0,0', radius: 3 } }).map((e) => e.path)).toEqual(['shape.center']);
  });

  it('refuses duplicate counter ids, repeated features and anything off the map', () => {
    const map = {
      ...defaultMap(),
      terrain: { '9,9': 'woods' },
      levels: { '0,4': 2 },
      hexsides: { '0,0:N': ['river', 'river'], '10,0:N': ['ridge'] },
      counters: [
        { id: 'a', hex: '0,0', side: 'union', type: 'infantry', markers: [] },
        { id: 'a', hex: '5,5', side: 'union', type: 'infantry', markers: [] },
      ],
    };
    const errors = errorsOf(map);
    expect(errors.map((e) => e.path)).toEqual(['hexsides.0,0:N']);
    const placed = errorsOf({ ...map, hexsides: { '10,0:N': ['ridge'] } });
    expect(placed.map((e) => e.path)).toEqual(['terrain.9,9', 'levels.0,4', 'hexsides.10,0:N', 'counters.1.id', 'counters.1.hex']);
    expect(placed[4]?.message).toBe('hex 5,5 is outside the patch of radius 3 round 0,0');
  });
});

describe('reading a saved map', () => {
  it('returns a sound map as it is', () => {
    const map = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'infantry' });
    expect(readMap(JSON.parse(JSON.stringify(map)))).toEqual({ map, problems: [] });
  });

  it('never throws on damage: a fresh map and the problems', () => {
    for (const damaged of [undefined, null, 42, 'map', [], {}, { version: 2 }, { ...defaultMap(), counters: 'none' }]) {
      const read = readMap(damaged);
      expect(read.map).toEqual(defaultMap());
      expect(read.problems.length).toBeGreaterThan(0);
    }
  });
});
