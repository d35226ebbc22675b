import * as v from 'valibot';
import { CellRefusal, type Chart, type ChartReading, cellAt, keyNumber, makeChart, oddsIndex, rangeIndex } from '../../core/chart';
import { type Fraction, fraction } from '../../core/fraction';
import type { Source } from '../../core/source';
import { REF, crtSource, wildernessSource } from './source';
import crtData from './data/infantry-crts.json';
import cavalryData from './data/cavalry-combat-chart.json';
import probeData from './data/cavalry-probe-chart.json';
import supplyData from './data/supply-effects-chart.json';
import terrainData from './data/terrain-effects-chart.json';
import summaryData from './data/strength-effects-summary.json';

/**
 * The game's charts, loaded from the JSON files in ./data and checked when this module loads, so a
 * mistyped cell stops the app at once instead of giving a wrong result at the table.
 */

/** A cell "A/D": points (or, on the cavalry chart, units) lost by the attacker and by the defender. */
export interface LossCell {
  readonly attacker: number;
  readonly defender: number;
}

/** An odds column label such as "3-1" or "1-2". */
export interface Odds {
  readonly attacker: number;
  readonly defender: number;
}

const cellText = v.pipe(v.string(), v.regex(/^\d\/\d$/, 'a result cell reads "A/D", e.g. "2/1"'));

const oddsLabel = v.pipe(
  v.string(),
  v.regex(/^\d+-\d+$/, 'an odds column reads "A-D", e.g. "3-1"'),
  v.transform((text): Odds => {
    const [a, d] = text.split('-').map(Number);
    return { attacker: a ?? 0, defender: d ?? 0 };
  }),
);

const grid = (rows: number, columns: number) =>
  v.pipe(v.array(v.pipe(v.array(cellText), v.length(columns))), v.length(rows));

// ---- The three infantry Combat Results Tables ----

const CRT_NAMES = ['1-4', '5-8', '9 or more'] as const;
export type CrtName = (typeof CRT_NAMES)[number];

const crtTable = v.object({
  name: v.picklist(CRT_NAMES),
  printedBlock: v.pipe(v.number(), v.integer()),
  defenderStrength: v.object({ min: v.pipe(v.number(), v.integer(), v.minValue(1)), max: v.optional(v.pipe(v.number(), v.integer())) }),
  rows: grid(7, 6),
});

const crtFile = v.pipe(
  v.object({
    title: v.string(),
    ref: v.string(),
    note: v.string(),
    rowHeader: v.string(),
    rowLabels: v.pipe(v.array(v.string()), v.length(7)),
    columns: v.pipe(v.array(v.string()), v.length(6)),
    cellFormat: v.string(),
    tables: v.pipe(v.array(crtTable), v.length(3)),
  }),
  v.check((file) => new Set(file.tables.map((t) => t.name)).size === CRT_NAMES.length, 'each table name appears once'),
  v.check(
    (file) => coversEveryStrength(file.tables.map((t) => t.defenderStrength)),
    'the tables must cover defender strengths from 1 upward, without gaps or overlaps',
  ),
);

function coversEveryStrength(ranges: readonly { min: number; max?: number | undefined }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.min - b.min);
  let next = 1;
  for (const [i, range] of sorted.entries()) {
    if (range.min !== next) return false;
    const last = i === sorted.length - 1;
    if (last !== (range.max === undefined)) return false;
    if (range.max !== undefined) next = range.max + 1;
  }
  return true;
}

export interface InfantryCrt {
  readonly name: CrtName;
  /** Position of this block on the printed chart sheet (1 = first). */
  readonly printedBlock: number;
  readonly minStrength: number;
  /** Undefined for the open-ended "9 or more" table. */
  readonly maxStrength?: number;
  /** Rows = die roll 1..7, columns as INFANTRY_CRTS.columns; cells as printed and as read. */
  readonly chart: Chart<LossCell>;
}

const CELL = /^(\d)\/(\d)$/;

/** A cell "A/D" read apart. */
export function readLossCell(text: string): LossCell | CellRefusal {
  const m = CELL.exec(text);
  return m ? { attacker: Number(m[1]), defender: Number(m[2]) } : new CellRefusal(`"${text}" is not a result; a cell reads A/D, e.g. 2/1`);
}

/** A chart of A/D cells with die-roll rows and odds columns. */
function lossChart(title: string, source: Source, rowHeader: string, rows: readonly string[], columns: readonly string[], cells: readonly (readonly string[])[], note: string): Chart<LossCell> {
  return makeChart({ title, source, rowHeader, rowKind: 'range', columnKind: 'odds', rows, columns, cells, readCell: readLossCell, note });
}

/** The result for a die roll (plus its modifier) in an odds column, as a combat reads a chart of A/D cells. */
export function lossAt(chart: Chart<LossCell>, row: number, column: number): LossCell {
  const at = rangeIndex(chart.rows, row);
  if (!at || at.clamped) throw new RangeError(`row ${row} is not on the ${chart.title}`);
  return cellAt(chart, at.index, column);
}

/** Every cell of a chart of A/D cells, read by die roll and odds column. */
function lossReading(chart: Chart<LossCell>): ChartReading<LossCell> {
  return {
    chart,
    read: (c, row, column) => {
      if (column.kind !== 'odds') throw new RangeError(`"${column.label}" is not an odds column`);
      return lossAt(c, keyNumber(row), oddsIndex(c.columns, column.attacker, column.defender).index);
    },
  };
}

/** Checks the three infantry tables' file (throws a ValiError naming the bad entry) and reads its cells. */
export function parseInfantryCrts(data: unknown) {
  const crt = v.parse(crtFile, data);
  return {
    title: crt.title,
    ref: crt.ref,
    note: crt.note,
    rowHeader: crt.rowHeader,
    rowLabels: crt.rowLabels,
    columns: crt.columns,
    odds: crt.columns.map((c) => v.parse(oddsLabel, c)),
    cellFormat: crt.cellFormat,
    tables: crt.tables.map(
      (t): InfantryCrt => ({
        name: t.name,
        printedBlock: t.printedBlock,
        minStrength: t.defenderStrength.min,
        ...(t.defenderStrength.max === undefined ? {} : { maxStrength: t.defenderStrength.max }),
        chart: lossChart(`${crt.title} "${t.name}"`, crtSource(t.name), crt.rowHeader, crt.rowLabels, crt.columns, t.rows, `${crt.cellFormat}. ${crt.note}`),
      }),
    ),
  } as const;
}

export const INFANTRY_CRTS = parseInfantryCrts(crtData);

/** The table for a defender of this total printed strength (fortification units included). */
export function crtForStrength(printedStrength: number): InfantryCrt {
  const table = INFANTRY_CRTS.tables.find(
    (t) => printedStrength >= t.minStrength && (t.maxStrength === undefined || printedStrength <= t.maxStrength),
  );
  if (!table) throw new RangeError(`no Combat Results Table for a defender of printed strength ${printedStrength}`);
  return table;
}

// ---- Cavalry Combat Results Chart ----

const cavalryFile = v.object({
  title: v.string(),
  ref: v.string(),
  note: v.string(),
  rowHeader: v.string(),
  rowLabels: v.pipe(v.array(v.string()), v.length(6)),
  columns: v.pipe(v.array(v.string()), v.length(5)),
  rows: grid(6, 5),
});

/** Checks the cavalry chart's file and reads its cells and odds columns. */
export function parseCavalryChart(data: unknown) {
  const cavalry = v.parse(cavalryFile, data);
  return {
    ...cavalry,
    odds: cavalry.columns.map((c) => v.parse(oddsLabel, c)),
    chart: lossChart(cavalry.title, wildernessSource(REF.cavalryChart), cavalry.rowHeader, cavalry.rowLabels, cavalry.columns, cavalry.rows, cavalry.note),
  } as const;
}

export const CAVALRY_CHART = parseCavalryChart(cavalryData);

// ---- Cavalry Probe Chart ----

const modifier = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PROBE_CHART = v.parse(
  v.object({
    title: v.string(),
    ref: v.string(),
    procedure: v.string(),
    modifiers: v.object({ entrenched: modifier, faceUpCavalry: modifier, faceUpCavalryAndEntrenched: modifier }),
    rowHeader: v.string(),
    columns: v.pipe(v.array(v.string()), v.length(1)),
    rows: v.pipe(
      v.array(
        v.object({
          label: v.string(),
          min: v.pipe(v.number(), v.integer()),
          max: v.optional(v.pipe(v.number(), v.integer())),
          success: v.boolean(),
          result: v.string(),
        }),
      ),
      v.minLength(1),
    ),
    note: v.string(),
  }),
  probeData,
);

// ---- Strength words used by the supply and terrain charts ----

const STRENGTH_WORDS = { Normal: fraction(1), Halved: fraction(1, 2), Doubled: fraction(2), '0*': fraction(0) } as const;
type StrengthWord = keyof typeof STRENGTH_WORDS;
const strengthWord = v.picklist(Object.keys(STRENGTH_WORDS) as StrengthWord[]);

/** The factor a chart word stands for: "Halved" is ½, "0*" is 0. */
export function strengthFactor(word: StrengthWord): Fraction {
  return STRENGTH_WORDS[word];
}

// ---- Supply Effects Chart ----

export const SUPPLY_STATES = ['supplied', 'unsupplied', 'isolated'] as const;
export type SupplyState = (typeof SUPPLY_STATES)[number];

const supplyRow = <const T extends string>(id: T) =>
  v.object({ id: v.literal(id), label: v.string(), cells: v.pipe(v.array(strengthWord), v.length(3)) });

export const SUPPLY_CHART = v.parse(
  v.object({
    title: v.string(),
    ref: v.string(),
    rowHeader: v.string(),
    columns: v.pipe(v.array(v.string()), v.length(3)),
    rows: v.tuple([supplyRow('offensive'), supplyRow('defensive'), supplyRow('movement')]),
    note: v.string(),
  }),
  supplyData,
);

/** The Supply Effects Chart's word for a unit's combat strength in this supply state. */
export function supplyEffect(use: 'offensive' | 'defensive', state: SupplyState): StrengthWord {
  const row = use === 'offensive' ? SUPPLY_CHART.rows[0] : SUPPLY_CHART.rows[1];
  const word = row.cells[SUPPLY_STATES.indexOf(state)];
  if (word === undefined) throw new RangeError(`no supply effect for ${state}`);
  return word;
}

// ---- Terrain Effects Chart (the rows that bear on combat) ----

const TERRAIN_IDS = ['clear', 'river', 'estuary', 'entrain', 'entrench', 'mountain', 'mountain-pass'] as const;
type TerrainId = (typeof TERRAIN_IDS)[number];

const terrainRow = v.object({
  id: v.picklist(TERRAIN_IDS),
  label: v.string(),
  cells: v.pipe(v.array(v.string()), v.length(2)),
  dieModifier: v.optional(v.pipe(v.number(), v.integer())),
  defenderStrength: v.optional(strengthWord),
  attackerLosses: v.optional(strengthWord),
});
type TerrainRow = v.InferOutput<typeof terrainRow>;

const terrain = v.parse(
  v.object({
    title: v.string(),
    ref: v.string(),
    rowHeader: v.string(),
    columns: v.pipe(v.array(v.string()), v.length(2)),
    note: v.string(),
    rows: v.pipe(
      v.array(terrainRow),
      v.check((rows) => TERRAIN_IDS.every((id) => rows.filter((r) => r.id === id).length === 1), 'each terrain row appears once'),
    ),
  }),
  terrainData,
);

export const TERRAIN_CHART = {
  ...terrain,
  byId: Object.fromEntries(terrain.rows.map((r) => [r.id, r])) as Record<TerrainId, TerrainRow>,
} as const;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`terrain-effects-chart.json: ${what} is missing`);
  return value;
}

/** The terrain effects the combat procedure applies, read from the chart (a missing one stops loading). */
export const TERRAIN_EFFECTS = {
  riverDieModifier: required(TERRAIN_CHART.byId.river.dieModifier, 'river dieModifier'),
  entrenchedDieModifier: required(TERRAIN_CHART.byId.entrench.dieModifier, 'entrench dieModifier'),
  entrenchedAttackerLosses: strengthFactor(required(TERRAIN_CHART.byId.entrench.attackerLosses, 'entrench attackerLosses')),
  entrainedDefender: strengthFactor(required(TERRAIN_CHART.byId.entrain.defenderStrength, 'entrain defenderStrength')),
  mountainPassDefender: strengthFactor(required(TERRAIN_CHART.byId['mountain-pass'].defenderStrength, 'mountain-pass defenderStrength')),
} as const;

// ---- Summary of Effects on Combat Strength (shown as printed; its rules are applied in strength.ts) ----

export const STRENGTH_SUMMARY = v.parse(
  v.object({
    title: v.string(),
    ref: v.string(),
    rowHeader: v.string(),
    columns: v.pipe(v.array(v.string()), v.length(1)),
    rows: v.array(v.object({ id: v.string(), label: v.string(), cells: v.pipe(v.array(v.string()), v.length(1)) })),
    note: v.string(),
  }),
  summaryData,
);

/** The infantry tables and the cavalry chart, each read through the lookup a combat uses. */
export const WILDERNESS_CHART_READINGS: readonly ChartReading<LossCell>[] = [...INFANTRY_CRTS.tables.map((t) => lossReading(t.chart)), lossReading(CAVALRY_CHART.chart)];
