import * as v from 'valibot';
import type { ChartCheck } from '../engine/api';
import { type PlayerChart, fingerprint, playerChartSchema } from '../engine/core/chart';
import { type Failure, type FieldError, refused } from '../engine/core/errors';
import { GAME_IDS, type GameId } from '../engine/core/source';
import { TOO_DEEP, tooDeepAt } from '../engine/core/nesting';
import { briefError, toFieldError } from '../engine/core/validate';
import type { AdjutantDb } from './db';
import type { ChartRecord } from './records';
import { writeFailure } from './write-errors';

/** Who checks a chart against its slot: the engine (the store never checks a chart's cells itself). */
export interface ChartChecker {
  checkChart(game: GameId, slotId: string, chart: unknown): Promise<ChartCheck>;
  /** A game's own campaign data, where the game keeps its rules there: every problem by its field, none when it reads. */
  checkGameData?(game: GameId, data: unknown): Promise<readonly FieldError[]>;
}

/** The player's charts for a game, by slot, newest first. */
export async function listCharts(db: AdjutantDb, rules: GameId): Promise<ChartRecord[]> {
  const charts = await db.charts.where('rules').equals(rules).toArray();
  return charts.sort((a, b) => a.slot.localeCompare(b.slot) || b.savedAt - a.savedAt);
}

/** The chart in use for each of a game's slots, as a combat description carries them. */
export async function chartsInUse(db: AdjutantDb, rules: GameId): Promise<Record<string, PlayerChart>> {
  const charts = await db.charts.where('rules').equals(rules).toArray();
  return Object.fromEntries(charts.filter((c) => c.inUse).map((c) => [c.slot, c.chart]));
}

/** Saves a chart (new or edited) as the one in use for its slot, in one transaction. */
export async function saveChart(db: AdjutantDb, record: Omit<ChartRecord, 'inUse'>): Promise<ChartRecord> {
  const saved: ChartRecord = { ...record, inUse: true };
  await db.transaction('rw', db.charts, async () => {
    await db.charts.where('[rules+slot]').equals([record.rules, record.slot]).modify({ inUse: false });
    await db.charts.put(saved);
  });
  return saved;
}

/** Makes a saved chart the one its slot reads. */
export async function useChart(db: AdjutantDb, id: string): Promise<void> {
  await db.transaction('rw', db.charts, async () => {
    const chart = await db.charts.get(id);
    if (!chart) return;
    await db.charts.where('[rules+slot]').equals([chart.rules, chart.slot]).modify({ inUse: false });
    await db.charts.update(id, { inUse: true });
  });
}

export async function deleteChart(db: AdjutantDb, id: string): Promise<void> {
  await db.charts.delete(id);
}

/** A chart as it travels in a file: which game and slot, and the chart. */
export interface ChartEntry {
  readonly rules: GameId;
  readonly slot: string;
  readonly chart: PlayerChart;
}

export const CHARTS_KIND = 'adjutant-charts';
export const CHARTS_VERSION = 1;

/** A file of the player's charts, on its own. */
export interface ChartFile {
  readonly kind: typeof CHARTS_KIND;
  readonly version: typeof CHARTS_VERSION;
  readonly charts: readonly ChartEntry[];
}

export const chartEntrySchema = v.object({
  rules: v.picklist(GAME_IDS, `expected one of ${GAME_IDS.join(', ')}`),
  slot: v.pipe(v.string('expected the chart’s slot as text'), v.minLength(1, 'the chart’s slot is empty')),
  chart: playerChartSchema,
});

const chartFileSchema = v.object({
  kind: v.literal(CHARTS_KIND, `expected an Adjutant charts file (kind "${CHARTS_KIND}")`),
  version: v.literal(CHARTS_VERSION, `expected format ${CHARTS_VERSION}; this file may be from a newer version of Adjutant`),
  charts: v.array(chartEntrySchema, 'expected the charts as a list'),
});

export function entryOf(record: ChartRecord): ChartEntry {
  return { rules: record.rules, slot: record.slot, chart: record.chart };
}

/** The given charts (all of them when no ids are given) as a file of their own. */
export async function exportCharts(db: AdjutantDb, ids?: readonly string[]): Promise<ChartFile> {
  const records = ids ? (await db.charts.bulkGet([...ids])).filter((c): c is ChartRecord => c !== undefined) : await db.charts.toArray();
  return { kind: CHARTS_KIND, version: CHARTS_VERSION, charts: records.map(entryOf) };
}

/** Checks each chart against its slot through the engine: every problem, at `<base>.<i>.chart`. */
export async function checkEntries(entries: readonly ChartEntry[], checker: ChartChecker, base: string): Promise<FieldError[]> {
  const checks = await Promise.all(entries.map((e) => checker.checkChart(e.rules, e.slot, e.chart)));
  return checks.flatMap((c, i) => (c.ok ? [] : c.problems.map((p) => ({ path: `${base}.${i}.chart`, message: p.message }))));
}

/**
 * Writes checked charts inside the caller's transaction. A chart already here (same game, slot, name
 * and cells) is not written twice; each new one gets a fresh id, and is the one in use for its slot
 * when the slot has none.
 */
export async function addEntries(db: AdjutantDb, entries: readonly ChartEntry[], now: number): Promise<number> {
  let added = 0;
  for (const e of entries) {
    const here = await db.charts.where('[rules+slot]').equals([e.rules, e.slot]).toArray();
    if (here.some((c) => c.chart.name === e.chart.name && fingerprint(c.chart) === fingerprint(e.chart))) continue;
    await db.charts.add({ id: crypto.randomUUID(), rules: e.rules, slot: e.slot, chart: e.chart, inUse: !here.some((c) => c.inUse), savedAt: now });
    added++;
  }
  return added;
}

export type ChartImportResult = { readonly ok: true; readonly added: number } | { readonly ok: false; readonly errors: readonly Failure[] };

/**
 * Imports a charts file: the whole file is checked (its form, then each chart against its slot by the
 * engine) before anything is written, and the write is one transaction: a bad file changes nothing.
 */
export async function importCharts(db: AdjutantDb, file: unknown, checker: ChartChecker, now = Date.now()): Promise<ChartImportResult> {
  const deep = tooDeepAt(file);
  if (deep !== undefined) return { ok: false, errors: refused([briefError({ path: deep, message: TOO_DEEP })]) };
  const parsed = v.safeParse(chartFileSchema, file);
  if (!parsed.success) return { ok: false, errors: refused(parsed.issues.map((i) => toFieldError(i))) };
  const errors = await checkEntries(parsed.output.charts, checker, 'charts');
  if (errors.length > 0) return { ok: false, errors: refused(errors) };
  try {
    const added = await db.transaction('rw', db.charts, () => addEntries(db, parsed.output.charts, now));
    return { ok: true, added };
  } catch (e) {
    return { ok: false, errors: [writeFailure('The chart file', e)] };
  }
}
