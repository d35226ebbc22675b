import { describe, expect, it } from 'vitest';
import { enumerate, probabilityOf } from '../../../core/distribution';
import { fraction } from '../../../core/fraction';
import type { Terrain } from '../schema/common';
import { artilleryColumn, artilleryModifier, artilleryRow } from './artillery';

/** What the modifier turns out to be on an even and on an odd sub-roll ("same" when no sub-roll). */
const cell = (terrain: Terrain, diff: number, printed = 5, rain = false): string => {
  const m = artilleryModifier(terrain, rain, diff, printed);
  return m.subRoll ? `${m.even}|${m.odd}` : String(m.even);
};

describe('Artillery Modifier Summary', () => {
  it('takes the column for every differential', () => {
    expect([-9, -4, -3, 0, 1, 2, 4, 5, 7, 8, 20].map(artilleryColumn)).toEqual([0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('takes the row for every terrain, provisional swamps by the weather', () => {
    expect((['clear', 'rolling', 'rough', 'hill', 'woods', 'city', 'mountain', 'swamp'] as const).map((t) => artilleryRow(t, false))).toEqual([
      'clear', 'rolling', 'rough-hill', 'rough-hill', 'woods-city-mountain', 'woods-city-mountain', 'woods-city-mountain', 'swamp',
    ]);
    expect(artilleryRow('provisional-swamp', false)).toBe('rough-hill');
    expect(artilleryRow('provisional-swamp', true)).toBe('swamp');
  });

  it('gives every cell of the table (even|odd where a sub-roll is rolled)', () => {
    const diffs = [-4, -3, 2, 5, 8];
    expect(diffs.map((d) => cell('clear', d))).toEqual(['-3', '-2', '0', '1', '2|1']);
    expect(diffs.map((d) => cell('rolling', d))).toEqual(['-2', '-1', '0', '1|0', '1']);
    expect(diffs.map((d) => cell('hill', d))).toEqual(['-1', '-1|0', '0', '0', '1|0']);
    expect(diffs.map((d) => cell('rough', d))).toEqual(['-1', '-1|0', '0', '0', '1|0']);
    for (const t of ['woods', 'city', 'mountain', 'swamp'] as const) expect(diffs.map((d) => cell(t, d))).toEqual(['0', '0', '0', '0', '0']);
    expect(diffs.map((d) => cell('provisional-swamp', d, 5, false))).toEqual(['-1', '-1|0', '0', '0', '1|0']);
    expect(diffs.map((d) => cell('provisional-swamp', d, 5, true))).toEqual(['0', '0', '0', '0', '0']);
  });

  it('converts -2 to -1 for defenders whose printed Artillery totals 1, and -3 to -2 for a total of 2', () => {
    expect(cell('clear', -1, 1)).toBe('-1');
    expect(cell('rolling', -6, 1)).toBe('-1');
    expect(cell('clear', -6, 1)).toBe('-3');
    expect(cell('clear', -6, 2)).toBe('-2');
    expect(cell('clear', -1, 2)).toBe('-2');
    expect(cell('rough', -6, 1)).toBe('-1');
    expect(artilleryModifier('clear', false, -6, 2).conversions).toEqual(["defenders' printed Artillery total 2: -3 becomes -2"]);
  });

  it('weights the sub-roll as a real die: even and odd each half the time', () => {
    for (const [terrain, diff, even, odd] of [['clear', 8, 2, 1], ['rolling', 5, 1, 0], ['hill', -2, -1, 0], ['rough', 9, 1, 0]] as const) {
      const m = artilleryModifier(terrain, false, diff, 5);
      const dist = enumerate((d) => (d.d6('artillery sub-roll') % 2 === 0 ? m.even : m.odd), String);
      expect(probabilityOf(dist, (x) => x === even)).toEqual(fraction(1, 2));
      expect(probabilityOf(dist, (x) => x === odd)).toEqual(fraction(1, 2));
    }
  });
});
