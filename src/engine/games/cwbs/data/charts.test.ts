import { describe, expect, it } from 'vitest';
import { CellRefusal, type Chart, type ChartKey } from '../../../core/chart';
import { cellsNotChecked } from '../../../core/chart/every-cell';
import { d66RangeCell, dieRangeCell } from './cells';
import { HALF_A_ATTACKER_FROM, ODDS_CHART, ODDS_POINTS_CHART, type OddsResult, oddsColumn, oddsPoints, oddsResult } from './close-combat';
import {
  ACCEPTANCE_CHART,
  COMMAND_POINT_CHARTS,
  CORPS_STOPPAGE_CHART,
  DELAYED_ACCEPTANCE_CHART,
  INITIATIVE_CHART,
  ORDER_COST_CHARTS,
  acceptanceColumn,
  acceptanceResult,
  commandPoints,
  delayedAccepted,
  initiativeNeeded,
  orderCost,
  stoppagePassNumber,
} from './command';
import { EDITION_CELL, FIRE_CHARTS, FIRE_COLUMNS, fireColumn, fireResult, readFireCell } from './fire-table';
import { ARTILLERY, SMALL_ARMS, gunFirePoints, readSmallArmsCell, smallArmsPoints } from './fire-points';
import { GUN_LOSS_CHART, LEADER_LOSS_CHART, gunPointsLost, leaderLoss } from './losses';
import { BLOOD_LUST_CHART, MORALE_CHART, MORALE_RESULTS, bloodLustResult, moraleResultAt } from './morale';
import { GRADES, STRAGGLER_HALVES, STRAGGLER_RECOVERY_CHART, type Grade, recovered, stragglersLost } from './straggler';
import { D66_VALUES } from '../../../core/chart';

const read = <C>(readCell: (t: string) => C | CellRefusal, text: string): C => {
  const value = readCell(text);
  if (value instanceof CellRefusal) throw new Error(value.message);
  return value;
};

/** Every whole value a range key covers, its finite ends standing in for an open end. */
function valuesOf(key: ChartKey | undefined, openLow: number, openHigh: number): number[] {
  if (key?.kind !== 'range') throw new Error('a range key was expected');
  const low = Number.isFinite(key.low) ? key.low : openLow;
  const high = Number.isFinite(key.high) ? key.high : openHigh;
  const all: number[] = [];
  for (let x = Math.ceil(low); x <= high; x++) all.push(x);
  return all;
}

const printed = <C>(chart: Chart<C>, r: number, c: number): string => chart.printed[r]?.[c] ?? '';

describe('Fire Combat Table', () => {
  it.each(['seed', 'v3.2'] as const)('every cell (%s) reads through fireColumn and fireResult', (edition) => {
    const check = (chart: Chart<ReturnType<typeof fireResult>>) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          for (const total of valuesOf(column, 0, 30)) {
            const index = fireColumn(chart, total).index;
            for (const roll of valuesOf(row, 2, 12)) expect(fireResult(chart, roll, index)).toEqual(read(readFireCell, printed(chart, r, c)));
          }
        }),
      );
    expect(cellsNotChecked(FIRE_CHARTS[edition], check)).toEqual([]);
  });

  it('differs between the editions only at roll 3, 3-4 fire points', () => {
    const seed = FIRE_CHARTS.seed.printed.flat();
    const v32 = FIRE_CHARTS['v3.2'].printed.flat();
    const differ = seed.flatMap((cell, i) => (cell === v32[i] ? [] : [i]));
    expect(differ).toEqual([EDITION_CELL.row * FIRE_COLUMNS.length + EDITION_CELL.column]);
    expect(fireResult(FIRE_CHARTS.seed, 3, fireColumn(FIRE_CHARTS.seed, 3).index)).toEqual({ kind: 'morale', up: 0 });
    expect(fireResult(FIRE_CHARTS['v3.2'], 3, fireColumn(FIRE_CHARTS['v3.2'], 4).index)).toEqual({ kind: 'morale', up: 1 });
  });

  it('holds totals past 21 in the last column', () => {
    expect(fireColumn(FIRE_CHARTS.seed, 99)).toEqual({ index: 10 });
    expect(fireColumn(FIRE_CHARTS.seed, 0)).toEqual({ index: 0 });
  });
});

describe('Fire Point Determination Chart', () => {
  it('small arms: every cell, normal and plus weapons', () => {
    const check = (chart: typeof SMALL_ARMS) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          const expected = read(readSmallArmsCell, printed(chart, r, c));
          const range = valuesOf(column, 0, 0)[0] ?? -1;
          expect(smallArmsPoints(chart, row.label as 'A', range, false)).toBe(expected.normal);
          expect(smallArmsPoints(chart, row.label as 'A', range, true)).toBe(expected.plus);
        }),
      );
    expect(cellsNotChecked(SMALL_ARMS, check)).toEqual([]);
    expect(smallArmsPoints(SMALL_ARMS, 'A', 3, false)).toBeUndefined();
  });

  it('artillery: every cell at every range', () => {
    const check = (chart: typeof ARTILLERY) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          for (const range of valuesOf(column, 0, 10)) expect(gunFirePoints(chart, Number(row.label), range)).toBe(read((t) => (t === '½' ? 0.5 : Number(t)), printed(chart, r, c)));
        }),
      );
    expect(cellsNotChecked(ARTILLERY, check)).toEqual([]);
    expect(gunFirePoints(ARTILLERY, 5, 11)).toBeUndefined();
  });
});

describe('Straggler Table', () => {
  it.each(['small', 'large'] as const)('every cell of the %s-loss half', (half) => {
    const check = (chart: Chart<number>) =>
      chart.rows.forEach((row, r) =>
        GRADES.forEach((grade, c) => {
          const text = printed(chart, r, c);
          for (const die of valuesOf(row, 1, 8)) expect(stragglersLost(chart, die, grade).lost).toBe(text === '-' ? 0 : Number(text));
        }),
      );
    expect(cellsNotChecked(STRAGGLER_HALVES[half], check)).toEqual([]);
  });

  it('holds a modified roll of 9 at the printed row 8 and says so', () => {
    expect(stragglersLost(STRAGGLER_HALVES.large, 9, 'E')).toEqual({ lost: 4, row: { index: 7, clamped: 'high' } });
  });
});

describe('Morale Table', () => {
  it('every cell: each row holds every d66 roll exactly once', () => {
    const check = (chart: typeof MORALE_CHART) =>
      chart.rows.forEach((_row, r) => {
        const expected = new Map<number, string>();
        chart.columns.forEach((_column, c) => {
          const range = read(d66RangeCell, printed(chart, r, c));
          for (const roll of D66_VALUES) if (range && roll >= range.low && roll <= range.high) expected.set(roll, MORALE_RESULTS[c]?.key ?? '');
        });
        for (const roll of D66_VALUES) expect(moraleResultAt(chart, r, roll).key).toBe(expected.get(roll));
      });
    expect(cellsNotChecked(MORALE_CHART, check)).toEqual([]);
  });

  it('Blood Lust check', () => {
    const check = (chart: typeof BLOOD_LUST_CHART) =>
      chart.rows.forEach((row, r) => {
        const expected = printed(chart, r, 0) === 'No Effect' ? 'none' : 'remove';
        for (const roll of valuesOf(row, 11, 66).filter((x) => D66_VALUES.includes(x))) expect(bloodLustResult(chart, roll)).toBe(expected);
      });
    expect(cellsNotChecked(BLOOD_LUST_CHART, check)).toEqual([]);
  });
});

describe('Leader Loss and Gun Loss', () => {
  it('Leader Loss Check, every roll', () => {
    const words: Record<string, string> = { 'Leader is Killed': 'killed', 'No Effect': 'none', 'Leader is Wounded': 'wounded' };
    const check = (chart: typeof LEADER_LOSS_CHART) => chart.rows.forEach((row, r) => valuesOf(row, 2, 12).forEach((roll) => expect(leaderLoss(chart, roll)).toBe(words[printed(chart, r, 0)])));
    expect(cellsNotChecked(LEADER_LOSS_CHART, check)).toEqual([]);
  });

  it('Gun Loss Table, every face', () => {
    const check = (chart: typeof GUN_LOSS_CHART) => chart.rows.forEach((row, r) => valuesOf(row, 1, 6).forEach((die) => expect(gunPointsLost(chart, die)).toBe(Number(printed(chart, r, 0)))));
    expect(cellsNotChecked(GUN_LOSS_CHART, check)).toEqual([]);
  });
});

describe('Straggler Recovery Table', () => {
  it('every cell, every face', () => {
    const rowGrade: Record<string, Grade> = { A: 'A', B: 'B', C: 'C', 'D or E': 'D' };
    const check = (chart: typeof STRAGGLER_RECOVERY_CHART) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          const range = read(dieRangeCell, printed(chart, r, c));
          if (range === null) return;
          for (let die = range.low; die <= range.high; die++) expect(recovered(chart, rowGrade[row.label] ?? 'A', die)).toEqual({ points: column.kind === 'range' ? column.low : -1, held: false });
        }),
      );
    const other = (cell: { low: number; high: number } | null) => (cell === null ? { low: 6, high: 6 } : null);
    expect(cellsNotChecked(STRAGGLER_RECOVERY_CHART, check, other)).toEqual([]);
  });

  it('holds a night roll past the printed faces at the highest run, and says so', () => {
    expect(recovered(STRAGGLER_RECOVERY_CHART, 'C', 8)).toEqual({ points: 1, held: true });
    expect(recovered(STRAGGLER_RECOVERY_CHART, 'E', 7)).toEqual({ points: 1, held: true });
    expect(recovered(STRAGGLER_RECOVERY_CHART, 'A', 8)).toEqual({ points: 2, held: true });
  });
});

describe('Close Combat Odds Table', () => {
  const words: Record<string, OddsResult> = { D: 'D', '½A': 'halfA', A: 'A' };

  it('every cell, by the odds that reach each column', () => {
    const ratios: [number, number][] = [[1, 2], [1, 1], [2, 1], [3, 1], [4, 1]];
    const check = (chart: typeof ODDS_CHART) =>
      chart.rows.forEach((row, r) =>
        ratios.forEach(([a, d], c) => {
          for (const die of valuesOf(row, 1, 6)) expect(oddsResult(chart, die, oddsColumn(chart, a, d).index)).toBe(words[printed(chart, r, c)]);
        }),
      );
    expect(cellsNotChecked(ODDS_CHART, check)).toEqual([]);
    expect(oddsColumn(ODDS_CHART, 1, 6)).toEqual({ index: 0, clamped: 'low' });
    expect(oddsColumn(ODDS_CHART, 12, 1)).toEqual({ index: 4, clamped: 'high' });
    expect(HALF_A_ATTACKER_FROM).toBe(4);
  });

  it('point values: AA or more 6, AB 5, A 4, B 2, C or artillery 1', () => {
    const check = (chart: typeof ODDS_POINTS_CHART) => {
      (['AA', 'AB', 'A', 'B', 'C'] as const).forEach((s, r) => expect(oddsPoints(chart, s)).toBe(Number(printed(chart, r, 0))));
      expect(oddsPoints(chart, 'artillery')).toBe(Number(printed(chart, 4, 0)));
    };
    expect(cellsNotChecked(ODDS_POINTS_CHART, check)).toEqual([]);
  });
});

describe('Command charts', () => {
  it('Acceptance Table: every cell by acceptance number and roll', () => {
    const check = (chart: typeof ACCEPTANCE_CHART) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          for (const n of valuesOf(column, -6, 11)) for (const roll of valuesOf(row, 2, 12)) expect(acceptanceResult(chart, roll, acceptanceColumn(chart, n, false).column)).toBe(printed(chart, r, c));
        }),
      );
    expect(cellsNotChecked(ACCEPTANCE_CHART, check)).toEqual([]);
  });

  it('delayed orders: every cell by delay and die', () => {
    const check = (chart: typeof DELAYED_ACCEPTANCE_CHART) =>
      chart.rows.forEach((row, r) =>
        (['D1', 'D2'] as const).forEach((delay, c) => {
          for (const die of valuesOf(row, 1, 6)) expect(delayedAccepted(chart, delay, die)).toBe(printed(chart, r, c) === 'Accepted');
        }),
      );
    expect(cellsNotChecked(DELAYED_ACCEPTANCE_CHART, check)).toEqual([]);
  });

  it('Acceptance Table: one column left when the receiver has orders, held at the edge', () => {
    expect(acceptanceColumn(ACCEPTANCE_CHART, 4, true).column).toBe(3);
    expect(acceptanceColumn(ACCEPTANCE_CHART, -5, true)).toMatchObject({ column: 0, shift: { stopped: true } });
  });

  it('Initiative Table', () => {
    const check = (chart: typeof INITIATIVE_CHART) => chart.rows.forEach((row, r) => valuesOf(row, -3, 7).forEach((p) => expect(initiativeNeeded(chart, p).needed).toBe(Number(printed(chart, r, 0)))));
    expect(cellsNotChecked(INITIATIVE_CHART, check)).toEqual([]);
  });

  it.each(['seed', 'v3.2'] as const)('Command Point Table (%s), the seed’s 2,1 unconfirmed', (edition) => {
    const check = (chart: Chart<number | null>) =>
      chart.rows.forEach((row, r) => valuesOf(row, 0, 4).forEach((rating) => expect(commandPoints(chart, rating)).toBe(printed(chart, r, 0) === 'unconfirmed' ? null : Number(printed(chart, r, 0)))));
    expect(cellsNotChecked(COMMAND_POINT_CHARTS[edition], check)).toEqual([]);
    expect(commandPoints(COMMAND_POINT_CHARTS[edition], 2)).toBe(edition === 'seed' ? null : 12);
  });

  it.each(['seed', 'v3.2'] as const)('Order Costs Chart (%s)', (edition) => {
    const check = (chart: Chart<number | null>) =>
      chart.rows.forEach((row, r) => expect(orderCost(chart, row.label)?.cost).toBe(printed(chart, r, 0) === 'unconfirmed' ? null : Number(printed(chart, r, 0))));
    expect(cellsNotChecked(ORDER_COST_CHARTS[edition], check)).toEqual([]);
    expect(orderCost(ORDER_COST_CHARTS[edition], 'Force 1')).toEqual(edition === 'seed' ? { cost: 2 } : undefined);
  });

  it('Corps Attack Stoppage Table (v3.2): every cell by stoppage value and rating', () => {
    const ratings: Record<string, number[]> = { '4,3': [4, 3], '2,1': [2, 1], '0': [0] };
    const check = (chart: typeof CORPS_STOPPAGE_CHART) =>
      chart.rows.forEach((row, r) =>
        chart.columns.forEach((column, c) => {
          for (const rating of ratings[column.label] ?? []) expect(stoppagePassNumber(chart, valuesOf(row, 1, 4)[0] ?? 0, rating)).toBe(Number(printed(chart, r, c)));
        }),
      );
    expect(cellsNotChecked(CORPS_STOPPAGE_CHART, check)).toEqual([]);
  });
});
