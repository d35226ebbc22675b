import { type Chart, type ChartKey, type ChartSlot, type PlayerChart, chartFromDescription, rangeIndex, readKey } from '../../../core/chart';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { ERRATA } from '../source';

export type Charts = Readonly<Record<string, PlayerChart>> | undefined;

/** A player's chart as a combat reads it: the checked chart, its citation, and the errata checks on it. */
export interface ChartInUse<C> {
  readonly slot: ChartSlot<C>;
  readonly chart: Chart<C>;
  readonly errata: readonly Step[];
}

/** Whether a heading covers the place an erratum names: the value inside a range, the same range, the same odds, the same label. */
function covers(key: ChartKey, wanted: string): boolean {
  const w = readKey(key.kind, wanted);
  if (typeof w === 'string') return false;
  if (key.kind === 'range' && w.kind === 'range') return w.low === w.high ? key.low <= w.low && w.low <= key.high : key.low === w.low && key.high === w.high;
  if (key.kind === 'odds' && w.kind === 'odds') return key.attacker * w.defender === w.attacker * key.defender;
  return key.label === w.label;
}

const same = (a: string, b: string) => a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/** A step for each erratum the player's sheet reads otherwise; the sheet itself is used as entered. */
function errataSteps<C>(slot: ChartSlot<C>, chart: Chart<C>): Step[] {
  return (slot.errata ?? []).flatMap((e) => {
    const column = chart.columns.findIndex((k) => covers(k, e.column));
    if (column === -1) return [];
    const rows = e.row === undefined ? chart.rows.map((_, i) => i) : [chart.rows.findIndex((k) => covers(k, e.row ?? ''))];
    if (rows.includes(-1) || (e.row === undefined && rows.length !== e.reads.split(',').length)) return [];
    const reads = rows.map((r) => chart.printed[r]?.[column] ?? '').join(', ');
    if (same(reads, e.reads)) return [];
    const place = e.row === undefined ? `column ${chart.columns[column]?.label ?? ''}` : `row ${chart.rows[rows[0] ?? 0]?.label ?? ''}, column ${chart.columns[column]?.label ?? ''}`;
    return [step(ERRATA, `Errata check: ${slot.title}`, `your chart reads ${reads} at ${place}; ${e.note}. Your chart is used as entered: correct it if your printing has the error`, { errata: true, reads, errataReads: e.reads })];
  });
}

/** The chart a combat reads, from the description's `charts`: refused naming it when not entered or not fitting its slot. */
export function useChart<C>(slot: ChartSlot<C>, charts: Charts): ChartInUse<C> {
  const chart = chartFromDescription(slot, charts);
  return { slot, chart, errata: errataSteps(slot, chart) };
}

/** The row for each die face, 1 to 6, on a chart whose rows are the die: every face must have one. */
export function dieRows<C>(use: ChartInUse<C>): readonly number[] {
  return [1, 2, 3, 4, 5, 6].map((face) => {
    const at = rangeIndex(use.chart.rows, face);
    if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no row for a die of ${face}: its rows must cover the die, 1 to 6`);
    return at.index;
  });
}

/** The column a number falls in (a force's size, a percentage): refused naming the chart when it has none. */
export function rangeColumn<C>(use: ChartInUse<C>, value: number, what: string): number {
  const at = rangeIndex(use.chart.columns, value);
  if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no column for ${what} (its columns are ${use.chart.columns.map((k) => k.label).join(', ')})`);
  return at.index;
}

export function rangeRow<C>(use: ChartInUse<C>, value: number, what: string): number {
  const at = rangeIndex(use.chart.rows, value);
  if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no row for ${what} (its rows are ${use.chart.rows.map((k) => k.label).join(', ')})`);
  return at.index;
}

/** The column a description names by its heading, on a chart with named columns. */
export function labelColumn<C>(use: ChartInUse<C>, label: string, path: string): number {
  const i = use.chart.columns.findIndex((k) => k.label === label.trim());
  if (i === -1) throw ruleError(path, `your ${use.slot.title} has no column "${label}"; its columns are ${use.chart.columns.map((k) => `"${k.label}"`).join(', ')}`);
  return i;
}
