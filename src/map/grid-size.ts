import { LIMITS, type MapState, gridMap } from './state';

export interface GridSizeProblem {
  readonly field: 'columns' | 'rows';
  readonly message: string;
}

/** Reads one side of a printed map's size as typed: a whole number from 1 to its limit. */
function side(field: GridSizeProblem['field'], typed: string, limit: number): number | GridSizeProblem {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isInteger(value) || value < 1 || value > limit) {
    return { field, message: `${field === 'columns' ? 'Columns' : 'Rows'}: a whole number from 1 to ${limit}, as printed on the map` };
  }
  return value;
}

/**
 * An empty grid the size of a printed map (hexes numbered from 0101), from the columns and rows the
 * player typed; or what is wrong with each.
 */
export function gridFromSize(columns: string, rows: string): { readonly map: MapState } | { readonly problems: readonly GridSizeProblem[] } {
  const c = side('columns', columns, LIMITS.columns);
  const r = side('rows', rows, LIMITS.rows);
  const problems = [c, r].filter((x): x is GridSizeProblem => typeof x !== 'number');
  return typeof c === 'number' && typeof r === 'number' ? { map: gridMap(c, r) } : { problems };
}
