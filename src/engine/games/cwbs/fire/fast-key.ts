import { FIRE_COLUMNS } from '../data/fire-table';
import { GRADES, type Grade } from '../data/straggler';
import type { FireInput } from '../schema/index';
import { EDITIONS, type Edition } from '../source';
import { COLUMN_DICE, type ColumnDice, MAX_STRAGGLER_MODIFIER, ROW_FIGURES, STRAGGLERS, type Spread } from './fast-tables';
import { fireSetting } from './fast-setting';

/**
 * The fast path's key for a fire combat: what decides its figures and nothing else. The column (by
 * how its dice read, so an edition or a strength that lands on the same cells merges), the straggler
 * check (by what it loses, where the column has losses) and the morale rows the column's results
 * call for (by the marks each sets and the points it straggles). Unit and leader names, firer order,
 * Low Ammo marking and leaders change no figure and are left out.
 */
export function fastFireKey(input: FireInput): string {
  const s = fireSetting(input);
  const uses = COLUMN_USES[s.edition][s.column];
  if (!uses) throw new RangeError(`no Fire Combat Table column ${s.column}`);
  const row = (used: boolean, index: number): string => (used ? String(ROW_IDS[index]) : '-');
  const stragglers = uses.stragglers ? String(STRAGGLER_IDS[s.grade][s.stragglerModifier]) : '-';
  return `f${COLUMN_IDS[s.edition][s.column]}|${stragglers}|${row(uses.up[0], s.row0)},${row(uses.up[1], s.row1)},${row(uses.up[2], s.row2)}`;
}

// The ids below are worked out once from the charts: equal ids, equal effect on the figures.

/** Ids that are equal exactly when the signatures are. */
function idsBy<T>(items: readonly T[], signature: (item: T) => string): number[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const s = signature(item);
    let id = seen.get(s);
    if (id === undefined) seen.set(s, (id = seen.size));
    return id;
  });
}

function sortedSpread(s: Spread): string {
  return s.values
    .map((v, i) => `${v}:${s.ways[i]}`)
    .sort()
    .join(',');
}

/** A column id shared by columns of either edition whose dice read the same. */
const COLUMN_IDS: Readonly<Record<Edition, readonly number[]>> = (() => {
  const all = EDITIONS.flatMap((e) => COLUMN_DICE[e]);
  const ids = idsBy(all, (c) => JSON.stringify([c.none, c.moraleOnly, c.losses.map((l) => `${l.casualties}${l.half ?? '-'}:${l.ways}`).sort()]));
  return { seed: ids.slice(0, FIRE_COLUMNS.length), 'v3.2': ids.slice(FIRE_COLUMNS.length) };
})();

/** Which morale checks a column's results call for (m or a loss: 0, m-1: 1, m-2: 2), and whether a straggler check follows. */
interface ColumnUses {
  readonly stragglers: boolean;
  readonly up: readonly [boolean, boolean, boolean];
}

const usesOf = (c: ColumnDice): ColumnUses => ({
  stragglers: c.losses.some((l) => l.half !== undefined),
  up: [c.losses.length > 0 || c.moraleOnly[0] > 0, c.moraleOnly[1] > 0, c.moraleOnly[2] > 0],
});

const COLUMN_USES: Readonly<Record<Edition, readonly ColumnUses[]>> = { seed: COLUMN_DICE.seed.map(usesOf), 'v3.2': COLUMN_DICE['v3.2'].map(usesOf) };

/** An id shared by grades and die modifiers that lose the same stragglers on both halves of the table. */
const STRAGGLER_IDS: Readonly<Record<Grade, readonly number[]>> = (() => {
  const per = MAX_STRAGGLER_MODIFIER + 1;
  const pairs = GRADES.flatMap((grade) => Array.from({ length: per }, (_s, modifier) => ({ grade, modifier })));
  const ids = idsBy(pairs, ({ grade, modifier }) => [STRAGGLERS.small[grade][modifier], STRAGGLERS.large[grade][modifier]].map((s) => sortedSpread(s as Spread)).join('/'));
  return { A: ids.slice(0, per), B: ids.slice(per, 2 * per), C: ids.slice(2 * per, 3 * per), D: ids.slice(3 * per, 4 * per), E: ids.slice(4 * per) };
})();

/** An id shared by Morale Table rows whose results add the same figures (marks and straggle) with the same chances. */
const ROW_IDS: readonly number[] = idsBy(ROW_FIGURES, sortedSpread);
