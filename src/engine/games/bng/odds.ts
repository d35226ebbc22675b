import { type Chart, type EdgeIndex, type Shifted, describeShift, oddsIndex, shiftIndex } from '../../core/chart';
import type { Source } from '../../core/source';
import { type Step, step } from '../../core/explain';
import type { CrtCode } from './crt';
import { nearest } from './rounding';
import type { HalfRounds } from './schema';

/** The night die's effect on the attacker's total (11.23): 1 doubles it, 2-3 leave it, 4-6 halve it. */
export type Multiplier = 2 | 1 | 0.5;
export const NIGHT_MULTIPLIER: readonly Multiplier[] = [2, 1, 1, 0.5, 0.5, 0.5];
/** Each multiplier the night die can give, once. */
export const MULTIPLIERS: readonly Multiplier[] = [2, 1, 0.5];
export const MULTIPLIER_WORDS: Readonly<Record<string, string>> = { '2': 'doubled', '1': 'unaffected', '0.5': 'halved' };

/** The attacker's total after the night die, rounded to the nearest and free to fall below 1 (11.23, 12.24). */
export function nightTotal(total: number, multiplier: Multiplier, half: HalfRounds): number {
  if (multiplier === 2) return 2 * total;
  return multiplier === 1 ? total : nearest(total, 2, half);
}

export interface Column {
  readonly attack: number;
  readonly index: number;
  readonly step: Step;
}

/** Where the odds fall on the chart (held at its edges) and where the net shift takes them (held at its edges). */
export function readColumn(chart: Chart<CrtCode>, attack: number, defence: number, net: number): { readonly base: EdgeIndex; readonly shifted: Shifted } {
  const base = oddsIndex(chart.columns, attack, defence);
  return { base, shifted: shiftIndex(base.index, net, chart.columns.length) };
}

/** The index of the column read, with no words (the fast path). */
export function columnIndex(chart: Chart<CrtCode>, attack: number, defence: number, net: number): number {
  return readColumn(chart, attack, defence, net).shifted.index;
}

/**
 * The column for `attack` to `defence` on the player's chart: the best odds column reached (odds in
 * the defender's favour), then the net shift, held at the chart's edge. Odds off either edge are read
 * at that edge, as SPI's Blue & Gray reads them; the revised rules' pages in the seed do not say, so
 * the step is marked unconfirmed.
 */
export function column(chart: Chart<CrtCode>, source: Source, attack: number, defence: number, net: number, title: string): Column {
  const labels = chart.columns.map((c) => c.label);
  const { base, shifted } = readColumn(chart, attack, defence, net);
  const at = labels[base.index] ?? '';
  const off = base.clamped === 'low' ? `, worse than your chart's first column: read at ${at}` : base.clamped === 'high' ? `, better than your chart's last column: read at ${at}` : '';
  const moved = net === 0 ? '' : `; ${describeShift(shifted, net, 'column')}: ${labels[shifted.index]}`;
  const detail = `${attack} to ${defence}: ${at}${off}${moved}${off ? ' (the seed does not say how odds off the chart are read; unconfirmed)' : ''}`;
  const values = { attack, defence, odds: at, column: labels[shifted.index] ?? '', ...(off ? { unconfirmed: true } : {}), ...(shifted.stopped ? { stoppedAtEdge: true } : {}) };
  return { attack, index: shifted.index, step: step(source, title, detail, values) };
}
