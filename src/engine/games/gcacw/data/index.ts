import * as v from 'valibot';
import { ARTILLERY_COLUMNS, ARTILLERY_CONVERSIONS, ARTILLERY_TABLE, ARTILLERY_TERRAIN_ROWS } from './artillery';
import { RANDOM_EVENTS, STRATEGIC_EVENTS } from './events';
import { EXTENDED_MARCH_COLUMNS, EXTENDED_MARCH_ROWS } from './extended-march';
import { CONFEDERATE_LOSS_COLUMNS, GAME_ENDS_ROWS } from './game-ends';
import { RATIO_CHART } from './ratio';
import { RETREAT_CHART_1, RETREAT_CHART_2 } from './retreat';
import { STRATEGIC_MOVEMENT } from './movement';

/**
 * Every chart is data; this checks its shape once, when the game is loaded, so a mistyped cell
 * fails loudly (naming the chart and the cell) instead of resolving a combat wrongly.
 */
function checked<T>(name: string, schema: v.GenericSchema, data: T): T {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`GCACW chart data, ${name}: ${issue ? `${v.getDotPath(issue) ?? ''} ${issue.message}` : 'invalid'}`);
  }
  return data;
}

export const RATIO = checked(
  'Ratio Chart',
  v.pipe(v.array(v.looseObject({ label: v.string(), modifier: v.pipe(v.number(), v.integer()) })), v.length(26), v.check((rows) => rows.every((r, i) => i === 0 || r.modifier === (rows[i - 1]?.modifier ?? NaN) + 1), 'modifiers must rise by 1 from -12 to +13')),
  RATIO_CHART,
);

const artilleryCell = v.variant('kind', [
  v.object({ kind: v.literal('fixed'), modifier: v.pipe(v.number(), v.integer(), v.minValue(-3), v.maxValue(2)) }),
  v.object({ kind: v.literal('evenOnly'), modifier: v.pipe(v.number(), v.integer(), v.minValue(-3), v.maxValue(2)) }),
  v.object({ kind: v.literal('evenOdd'), even: v.number(), odd: v.number() }),
]);
export const ARTILLERY = checked(
  'Artillery Modifier Summary',
  v.strictObject(Object.fromEntries(ARTILLERY_TERRAIN_ROWS.map((row) => [row, v.looseObject({ label: v.string(), cells: v.pipe(v.array(artilleryCell), v.length(ARTILLERY_COLUMNS.length)) })]))),
  ARTILLERY_TABLE,
);
export { ARTILLERY_COLUMNS, ARTILLERY_CONVERSIONS };

const retreatRows = v.array(
  v.looseObject({
    priority: v.pipe(v.number(), v.integer(), v.minValue(1)),
    loss: v.variant('kind', [
      v.object({ kind: v.literal('fixed'), loss: v.number() }),
      v.object({ kind: v.literal('slash'), left: v.number(), right: v.number(), leftWhen: v.picklist(['road', 'roadOrFriendly']) }),
    ]),
  }),
);
export const RETREAT_1 = checked('Retreat Chart 1', retreatRows, RETREAT_CHART_1);
export const RETREAT_2 = checked('Retreat Chart 2', retreatRows, RETREAT_CHART_2);

const extendedCell = v.pipe(v.string(), v.regex(/^(?:NE|D|[1-3])$/, 'not an Extended March result'));
export const EXTENDED_MARCH = checked(
  'Extended March Table',
  v.pipe(v.array(v.looseObject({ label: v.string(), from: v.number(), cells: v.pipe(v.array(extendedCell), v.length(EXTENDED_MARCH_COLUMNS.length)) })), v.length(4)),
  EXTENDED_MARCH_ROWS,
);

const twoDiceTable = v.pipe(
  v.array(v.looseObject({ roll: v.pipe(v.number(), v.integer()), result: v.pipe(v.string(), v.nonEmpty()) })),
  v.length(11),
  v.check((rows) => rows.every((r, i) => r.roll === i + 2), 'rows must be the rolls 2 to 12 in order'),
);
export const RANDOM = checked('Random Events Table', twoDiceTable, RANDOM_EVENTS);
export const STRATEGIC = checked('Strategic Events Table', twoDiceTable, STRATEGIC_EVENTS);

const gameEndsCell = v.union([v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(14)), v.picklist(['continues', 'ends'])]);
export const GAME_ENDS = checked(
  'Game Ends Table',
  v.pipe(v.array(v.looseObject({ label: v.string(), from: v.number(), cells: v.pipe(v.array(gameEndsCell), v.length(CONFEDERATE_LOSS_COLUMNS.length)) })), v.length(12)),
  GAME_ENDS_ROWS,
);

const allowance = v.tuple([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.number(), v.integer(), v.minValue(1))]);
const strategicRows = v.pipe(v.array(v.looseObject({ fatigueLevels: v.number(), infantryArtillery: allowance, cavalry: allowance, wagonTrain: allowance })), v.length(3));
export const STRATEGIC_MOVEMENT_TABLE = checked('Strategic Movement Allowance Table', v.strictObject({ confederate: strategicRows, union: strategicRows }), STRATEGIC_MOVEMENT);
