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

/** A chart and the slot it fills: what a lookup needs to read it, or to say what it lacks. */
export type SlotChart<C> = Pick<ChartInUse<C>, 'slot' | 'chart'>;

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

/**
 * Each player's sheet as checked for the slot it fills, kept with the sheet itself: a parsed
 * description never changes, and a plan reads the same sheets for thousands of combats. Only a
 * sheet that checks is kept; one that does not is refused again each time it is read. A sheet
 * under another slot's id as well (the same object twice) is found there by what it says.
 */
const checkedSheets = new WeakMap<PlayerChart, SlotChart<unknown>>();

/**
 * The same, by what the sheet says (its slot and every field): each description a plan sends is
 * parsed afresh, its sheets new objects holding the same charts, and checking a sheet costs far
 * more than writing it out. At most MAX_CHECKED_CONTENTS are kept; past it the table starts afresh.
 */
const checkedContents = new Map<string, SlotChart<unknown>>();
const MAX_CHECKED_CONTENTS = 256;

/** The chart a combat reads from the description's `charts`, with its slot, checked: refused naming it when not entered or not fitting. */
export function slotChart<C>(slot: ChartSlot<C>, charts: Charts): SlotChart<C> {
  const sheet = charts?.[slot.id];
  if (!sheet) return { slot, chart: chartFromDescription(slot, charts) };
  const kept = checkedSheets.get(sheet);
  if (kept && kept.slot === slot) return kept as SlotChart<C>;
  const content = `${slot.id}\n${JSON.stringify(sheet)}`;
  let checked = checkedContents.get(content) as SlotChart<C> | undefined;
  if (!checked || checked.slot !== slot) {
    checked = { slot, chart: chartFromDescription(slot, charts) };
    if (checkedContents.size >= MAX_CHECKED_CONTENTS) checkedContents.clear();
    checkedContents.set(content, checked as SlotChart<unknown>);
  }
  if (!kept) checkedSheets.set(sheet, checked as SlotChart<unknown>);
  return checked;
}

/** The chart a combat reads, from the description's `charts`, checked against its slot. */
export function checkedChart<C>(slot: ChartSlot<C>, charts: Charts): Chart<C> {
  return slotChart(slot, charts).chart;
}

/** The chart a combat reads, from the description's `charts`: refused naming it when not entered or not fitting its slot. */
export function useChart<C>(slot: ChartSlot<C>, charts: Charts): ChartInUse<C> {
  const chart = checkedChart(slot, charts);
  return { slot, chart, errata: errataSteps(slot, chart) };
}

const rowsByDie = new WeakMap<Chart<unknown>, readonly number[]>();

/** The row for each die face, 1 to 6, on a chart whose rows are the die: every face must have one. */
export function dieRows<C>(use: SlotChart<C>): readonly number[] {
  let rows = rowsByDie.get(use.chart);
  if (rows) return rows;
  rows = [1, 2, 3, 4, 5, 6].map((face) => {
    const at = rangeIndex(use.chart.rows, face);
    if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no row for a die of ${face}: its rows must cover the die, 1 to 6`);
    return at.index;
  });
  rowsByDie.set(use.chart, rows);
  return rows;
}

/** What a looked-up number stands for, in words for a refusal; a function of the number where the words would be made for nothing on every lookup. */
type What = string | ((value: number) => string);
const words = (what: What, value: number) => (typeof what === 'string' ? what : what(value));

/** The column a number falls in (a force's size, a percentage): refused naming the chart when it has none. */
export function rangeColumn<C>(use: SlotChart<C>, value: number, what: What): number {
  const at = rangeIndex(use.chart.columns, value);
  if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no column for ${words(what, value)} (its columns are ${use.chart.columns.map((k) => k.label).join(', ')})`);
  return at.index;
}

export function rangeRow<C>(use: SlotChart<C>, value: number, what: What): number {
  const at = rangeIndex(use.chart.rows, value);
  if (at === undefined || at.clamped) throw ruleError(`charts.${use.slot.id}`, `your ${use.slot.title} has no row for ${words(what, value)} (its rows are ${use.chart.rows.map((k) => k.label).join(', ')})`);
  return at.index;
}

/** The column a description names by its heading, on a chart with named columns. */
export function labelColumn<C>(use: ChartInUse<C>, label: string, path: string): number {
  const i = use.chart.columns.findIndex((k) => k.label === label.trim());
  if (i === -1) throw ruleError(path, `your ${use.slot.title} has no column "${label}"; its columns are ${use.chart.columns.map((k) => `"${k.label}"`).join(', ')}`);
  return i;
}

const sheetIds = new WeakMap<PlayerChart, number>();
const idsByContent = new Map<string, number>();
let lastSheetId = 0;
/** Sheets told apart at most; past it the table starts afresh (new numbers: a number never stands for two contents). */
const MAX_SHEET_IDS = 10_000;

/**
 * A number for what a sheet holds (its headings and cells; its name and date do not count), the same
 * for every sheet holding the same: a plan's key names the charts a combat reads by it.
 */
export function sheetId(sheet: PlayerChart): number {
  let id = sheetIds.get(sheet);
  if (id !== undefined) return id;
  const content = JSON.stringify([sheet.rows, sheet.columns, sheet.cells]);
  id = idsByContent.get(content);
  if (id === undefined) {
    if (idsByContent.size >= MAX_SHEET_IDS) idsByContent.clear();
    id = ++lastSheetId;
    idsByContent.set(content, id);
  }
  sheetIds.set(sheet, id);
  return id;
}
