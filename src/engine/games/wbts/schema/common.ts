import * as v from 'valibot';
import { rememberedSchema } from '../../../core/remembered-schema';
import { flag, objectMessage, oneOf, text, whole } from '../../../core/schema-words';
import { WBTS_CHART_SLOTS } from '../charts/slots';

export { flag, objectMessage, oneOf, text, whole };

/** A list of `min` to `max` items, with `rule` saying why when it is too long or short. */
export function list<T extends v.GenericSchema>(item: T, what: string, min: number, max: number, rule?: string) {
  const message = rule ?? `${what} is a list of ${min} to ${max}`;
  return v.pipe(
    v.array(item, `${what} must be a list`),
    v.check((xs) => xs.length >= min && xs.length <= max, message),
  );
}

export const NAME_MAX = 40;
export const nameSchema = (what: string) => text(what, NAME_MAX);

/** Strength points of a unit, as printed. */
export const spSchema = (what: string) => whole(what, 0, 999);

/** Supply points a side can draw on for this combat (on the map, in the hex or adjacent). */
export const supplySchema = (what: string) => v.optional(whole(what, 0, 999), 0);

export const CHIT_MAX = 4;
export const chitSchema = (what: string) => whole(what, 0, CHIT_MAX);

/** Leader ratings as printed: initiative and combat rating. */
export const ratingSchema = (what: string) => whole(what, 0, 6);

const CELL_MAX = 12;
const SHEET_MAX = 30;
const heading = text('a heading', CELL_MAX);
const cell = v.pipe(
  v.string(`a cell is text of at most ${CELL_MAX} characters`),
  v.check((s) => s.length <= CELL_MAX, `a cell is text of at most ${CELL_MAX} characters`),
);

const playerChartSchema = v.strictObject(
  {
    name: text('the chart’s name', 60),
    entered: v.pipe(v.string('entered is the day the chart was entered, YYYY-MM-DD'), v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'entered is the day the chart was entered, YYYY-MM-DD')),
    rows: list(heading, 'rows (the row headings)', 1, SHEET_MAX),
    columns: list(heading, 'columns (the column headings)', 1, SHEET_MAX),
    cells: list(list(cell, 'a row of cells', 1, SHEET_MAX), 'cells (a list of rows, each a list of cells)', 1, SHEET_MAX),
  },
  objectMessage('a chart from your sheet'),
);

const rememberedChart = rememberedSchema(playerChartSchema);

/** The player's own charts this combat reads, by slot id (see the game's chart slots); each sheet checked once however many descriptions carry it. */
export const chartsSchema = v.optional(
  v.strictObject(
    Object.fromEntries(WBTS_CHART_SLOTS.map((s) => [s.id, v.optional(rememberedChart)])) as Record<string, v.OptionalSchema<typeof rememberedChart, undefined>>,
    objectMessage(`charts (your chart sheets, by id: ${WBTS_CHART_SLOTS.map((s) => s.id).join(', ')})`),
  ),
);
