import { describe, expect, it } from 'vitest';
import { type ChartKey, readOddsKey, readRangeKey } from './keys';
import { D66_VALUES, d66, describeShift, oddsIndex, rangeIndex, shiftIndex } from './lookup';

const keys = (kind: 'range' | 'odds', labels: string[]): ChartKey[] => labels.map((l) => (kind === 'range' ? readRangeKey(l) : readOddsKey(l)) as ChartKey);

describe('chart lookups', () => {
  const rows = keys('range', ['≤-8', '-7', '0', '1-3', '≥+10']);

  it('finds the key a number falls in, and holds values beyond the ends at the end keys', () => {
    expect(rangeIndex(rows, -20)).toEqual({ index: 0 });
    expect(rangeIndex(rows, 2)).toEqual({ index: 3 });
    expect(rangeIndex(rows, 99)).toEqual({ index: 4 });
    const closed = keys('range', ['1-3', '4-6']);
    expect(rangeIndex(closed, 0)).toEqual({ index: 0, clamped: 'low' });
    expect(rangeIndex(closed, 7)).toEqual({ index: 1, clamped: 'high' });
  });

  it('gives no key to a value in a gap between keys', () => {
    expect(rangeIndex(rows, -3)).toBeUndefined();
  });

  it('rounds odds in the defender’s favour and says when they are off the chart', () => {
    const odds = keys('odds', ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1']);
    expect(oddsIndex(odds, 29, 6)).toEqual({ index: 4 });
    expect(oddsIndex(odds, 6, 6)).toEqual({ index: 1 });
    expect(oddsIndex(odds, 5, 10)).toEqual({ index: 0 });
    expect(oddsIndex(odds, 4, 10)).toEqual({ index: 0, clamped: 'low' });
    expect(oddsIndex(odds, 5, 1)).toEqual({ index: 5 });
    expect(oddsIndex(odds, 12, 1)).toEqual({ index: 5, clamped: 'high' });
  });

  it('holds shifts at the edge and says how far they went', () => {
    expect(shiftIndex(2, 2, 6)).toEqual({ index: 4, moved: 2, stopped: false });
    expect(shiftIndex(4, 3, 6)).toEqual({ index: 5, moved: 1, stopped: true });
    expect(shiftIndex(1, -3, 6)).toEqual({ index: 0, moved: -1, stopped: true });
    expect(describeShift(shiftIndex(4, 3, 6), 3, 'column')).toBe("1 column right, stopped at the chart's edge (3 asked)");
    expect(describeShift(shiftIndex(3, -2, 6), -2, 'row')).toBe('2 rows up');
  });

  it('reads d66 as tens and units, 36 values each once', () => {
    expect(d66(3, 5)).toBe(35);
    expect(() => d66(0, 5)).toThrow(RangeError);
    expect(new Set(D66_VALUES).size).toBe(36);
    expect([Math.min(...D66_VALUES), Math.max(...D66_VALUES)]).toEqual([11, 66]);
    expect(D66_VALUES).not.toContain(17);
  });
});
