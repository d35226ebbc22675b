import { describe, expect, it } from 'vitest';
import { gridFromSize } from './grid-size';

describe('a printed map grid from the size typed', () => {
  it('makes an empty grid of that many columns and rows, up to 60 by 40', () => {
    expect(gridFromSize('60', '40')).toEqual({ map: { version: 1, shape: { kind: 'grid', columns: 60, rows: 40 }, terrain: {}, levels: {}, hexsides: {}, counters: [] } });
    expect(gridFromSize(' 1 ', '1')).toMatchObject({ map: { shape: { kind: 'grid', columns: 1, rows: 1 } } });
  });

  it('names each field that is not a whole number in range, and makes no map', () => {
    expect(gridFromSize('61', '0')).toEqual({
      problems: [
        { field: 'columns', message: 'Columns: a whole number from 1 to 60, as printed on the map' },
        { field: 'rows', message: 'Rows: a whole number from 1 to 40, as printed on the map' },
      ],
    });
    expect(gridFromSize('', '12.5')).toMatchObject({ problems: [{ field: 'columns' }, { field: 'rows' }] });
    expect(gridFromSize('abc', '20')).toMatchObject({ problems: [{ field: 'columns' }] });
  });
});
