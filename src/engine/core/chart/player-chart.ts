import * as v from 'valibot';
import { rememberedSchema } from '../remembered-schema';
import { MAX_MESSAGE_LENGTH, receivedWords } from '../brief';
import { CombatInputError, type FieldError } from '../errors';
import { type Source, cite } from '../source';
import { type CellRefusal, type Chart, type ChartProblem, checkChart } from './chart';
import type { KeyKind } from './keys';

/**
 * A chart from another printing that a slot offers as a starting point: every cell is to be
 * checked against the player's own sheet, and `label` says so.
 */
export interface StartingPoint {
  readonly label: string;
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly cells: readonly (readonly string[])[];
}

/**
 * A chart a game reads from the player's own printed sheet (one that is not in our sources, or a
 * printed one the player replaces with another edition's): its shape, what its cells may hold and
 * how the game reads them. Declared by the game's engine half (`GameModule.chartSlots`).
 */
export interface ChartSlot<C = unknown> {
  /** Its key in a description's `charts` and in the player's saved charts, e.g. "crt". */
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  readonly rowHeader: string;
  readonly rowKind: KeyKind;
  readonly columnKind: KeyKind;
  /** The dice that read it, in words: "one die", "two dice, added". */
  readonly dice: string;
  /** The row headings the sheet must have, in order, where the game fixes them (a die's faces). */
  readonly rows?: readonly string[];
  /** The column headings the sheet must have, in order, where the game fixes them. */
  readonly columns?: readonly string[];
  /** What a cell may hold: the codes a picker offers, and the rule in words for messages. */
  readonly vocabulary: { readonly codes: readonly string[]; readonly words: string };
  readCell(text: string): C | CellRefusal;
  /** The printed table this slot lets the player replace, when there is one. */
  readonly replaces?: string;
  readonly startingPoints?: readonly StartingPoint[];
  /** Cells whose reading a public errata list fixes: a sheet that reads otherwise is flagged, never changed. */
  readonly errata?: readonly ChartErratum[];
}

/**
 * A cell a public errata list corrects, named by a row and column as the sheet's headings cover
 * them ("15" for the row of 15 SP, "1-4" for the 1:4 odds column); without a row, the whole
 * column, its cells listed from the top and separated by commas.
 */
export interface ChartErratum {
  readonly row?: string;
  readonly column: string;
  readonly reads: string;
  readonly note: string;
}

/** A slot as plain data, for the main thread (the editor, the Tables screen): all but how a cell is read. */
export type ChartSlotDescriptor = Omit<ChartSlot, 'readCell'>;

export function describeSlot(slot: ChartSlot): ChartSlotDescriptor {
  const { readCell: _readCell, ...plain } = slot;
  return plain;
}

/** A chart as the player entered it, travelling inside a combat description so the engine stays pure. */
export interface PlayerChart {
  readonly name: string;
  /** The day it was entered, YYYY-MM-DD. */
  readonly entered: string;
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly cells: readonly (readonly string[])[];
}

/**
 * A short fingerprint of a chart's headings and cells (FNV-1a, 32 bits, as 8 hex digits): two
 * players compare it to see that they use the same chart. The name and date do not count.
 */
export function fingerprint(chart: Pick<PlayerChart, 'rows' | 'columns' | 'cells'>): string {
  const text = JSON.stringify([chart.rows.map((t) => t.trim()), chart.columns.map((t) => t.trim()), chart.cells.map((r) => r.map((t) => t.trim()))]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** "23 Nov 2026" from "2026-11-23". */
function day(entered: string): string {
  const [y, m, d] = entered.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(m ?? 1) - 1];
  return `${d} ${month} ${y}`;
}

/** The chart named as the player's, for every step that reads it. */
export function playerChartSource(slot: ChartSlot, chart: PlayerChart): Source {
  return cite(slot.source.game, `${slot.title}: your chart "${chart.name}", entered ${day(chart.entered)}, fingerprint ${fingerprint(chart)}`);
}

/** Why a sheet's headings do not fit the slot, each naming its place; none when they do. */
function shapeProblems(slot: ChartSlot, chart: PlayerChart): ChartProblem[] {
  const problems: ChartProblem[] = [];
  const fixed = (edge: 'row' | 'column', want: readonly string[] | undefined, have: readonly string[]) => {
    if (!want) return;
    if (have.length !== want.length) problems.push({ message: `the ${slot.title} has ${want.length} ${edge}s (${want.join(', ')}); this sheet has ${have.length}` });
    else have.forEach((h, i) => h.trim() !== want[i] && problems.push({ [edge]: i, message: `${edge} ${i + 1} heading is "${h.trim()}"; the ${slot.title} has "${want[i]}" there` }));
  };
  fixed('row', slot.rows, chart.rows);
  fixed('column', slot.columns, chart.columns);
  return problems;
}

/**
 * Checks a player's sheet against its slot: the chart, or every problem, each with its row and
 * column (0-based, where it has one) and a message naming the place and what is allowed.
 */
export function playerChartProblems<C>(slot: ChartSlot<C>, chart: PlayerChart): { readonly chart: Chart<C> } | { readonly problems: readonly ChartProblem[] } {
  const shape = shapeProblems(slot, chart);
  const checked = checkChart({ title: slot.title, source: playerChartSource(slot, chart), rowHeader: slot.rowHeader, rowKind: slot.rowKind, columnKind: slot.columnKind, rows: chart.rows, columns: chart.columns, cells: chart.cells, readCell: slot.readCell });
  if ('problems' in checked) return { problems: [...shape, ...checked.problems] };
  return shape.length > 0 ? { problems: shape } : checked;
}

/** Checks a player's sheet against its slot: every problem in words, each naming its place, or the chart. */
export function checkPlayerChart<C>(slot: ChartSlot<C>, chart: PlayerChart): { readonly chart: Chart<C> } | { readonly problems: readonly string[] } {
  const checked = playerChartProblems(slot, chart);
  return 'problems' in checked ? { problems: checked.problems.map((p) => p.message) } : checked;
}

/** The most rows, columns and characters a player's chart may have: engine input is bounded. */
const PLAYER_CHART_LIMITS = { name: 60, edge: 24, cell: 16 } as const;

const limited = (what: string, most: number) => v.pipe(v.string(`expected ${what} as text`), v.maxLength(most, `${what} is longer than ${most} characters`));
const edgeOf = (what: string) => v.pipe(v.array(limited(what, PLAYER_CHART_LIMITS.cell), `expected the ${what}s as a list`), v.maxLength(PLAYER_CHART_LIMITS.edge, `at most ${PLAYER_CHART_LIMITS.edge} ${what}s`));

/** A player's chart as plain data, checked for its form (whether it fits a slot is `checkPlayerChart`'s part). */
const playerChartForm = v.strictObject(
  {
    name: v.pipe(limited('the chart’s name', PLAYER_CHART_LIMITS.name), v.check((t) => t.trim().length > 0, 'the chart’s name is empty')),
    entered: v.pipe(v.string('expected the day the chart was entered, YYYY-MM-DD'), v.isoDate('expected the day the chart was entered, YYYY-MM-DD')),
    rows: edgeOf('row heading'),
    columns: edgeOf('column heading'),
    cells: v.pipe(v.array(edgeOf('cell'), 'expected the cells as a list of rows'), v.maxLength(PLAYER_CHART_LIMITS.edge, `at most ${PLAYER_CHART_LIMITS.edge} rows of cells`)),
  },
  (issue) => (issue.expected === 'never' ? `unknown field ${receivedWords(issue.received)} (not part of a chart)` : 'expected a chart: name, entered, rows, columns and cells'),
);

/** The same, each sheet checked once however many descriptions carry it (a search's thousand). */
export const playerChartSchema = rememberedSchema(playerChartForm);

/** A description's `charts`: the player's chart for each of the game's slots it names, and no others. */
export function playerChartsSchema(slots: readonly ChartSlot[]) {
  const ids = slots.map((s) => s.id);
  return v.optional(
    v.record(
      v.picklist(ids, `this game reads no chart of that name from your sheet; its charts are ${ids.join(', ')}`),
      playerChartSchema,
      'expected your charts as a group of fields, one per chart',
    ),
  );
}

/**
 * The chart a description carries for a slot, checked: a combat that needs a chart the player has
 * not entered, or one that does not fit, is refused at `charts.<slot>` naming the chart and what is
 * wrong. Nothing is ever guessed.
 */
export function chartFromDescription<C>(slot: ChartSlot<C>, charts: Readonly<Record<string, PlayerChart>> | undefined): Chart<C> {
  const path = `charts.${slot.id}`;
  const chart = charts?.[slot.id];
  if (!chart) {
    // What a cell holds is said here when it is short; a long description is left to the chart editor.
    const asked = `this combat reads your ${slot.title}: enter it from your chart sheet first (${slot.dice}`;
    const full = `${asked}; ${slot.vocabulary.words})`;
    throw new CombatInputError([{ path, message: full.length <= MAX_MESSAGE_LENGTH ? full : `${asked}; the chart editor says what each cell holds)` }]);
  }
  const checked = checkPlayerChart(slot, chart);
  if ('problems' in checked) throw new CombatInputError(checked.problems.map((message): FieldError => ({ path, message: `your ${slot.title} "${chart.name}": ${message}` })));
  return checked.chart;
}
