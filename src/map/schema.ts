import * as v from 'valibot';
import { receivedWords } from '../engine/core/brief';
import { HEXSIDE_FEATURES } from '../engine/hex/hexsideFeatures';
import { HEX_KEY_PATTERN, HEXSIDE_KEY_PATTERN } from './hexsides';
import { COUNTER_TYPES, LIMITS, MARKERS, SIDES } from './state';
import { MAP_TERRAINS } from './terrain';

/** The saved form of a MapState (state.ts). Every message says what was expected. */

const hexKeySchema = v.pipe(
  v.string('expected a hex written "q,r"'),
  v.regex(HEX_KEY_PATTERN, 'expected a hex written "q,r" in axial coordinates, whole numbers without leading zeros, e.g. "3,-1"'),
);
const hexsideKeySchema = v.pipe(
  v.string('expected a hexside written "q,r:N", "q,r:NE" or "q,r:SE"'),
  v.regex(HEXSIDE_KEY_PATTERN, 'expected a hexside written "q,r:N", "q,r:NE" or "q,r:SE", whole numbers without leading zeros'),
);

/** Unknown fields are refused so that a misspelt field is not silently dropped. */
function strict<T extends v.ObjectEntries>(entries: T, what: string) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return `unknown field ${receivedWords(issue.received)} (not part of ${what})`;
    if (issue.expected !== 'Object') return `a required field of ${what} is missing`;
    return `expected ${what} (an object), got ${receivedWords(issue.received)}`;
  });
}

function whole(what: string, min: number, max: number) {
  const message = `expected ${what}: a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.check((n) => Number.isInteger(n) && n >= min && n <= max, message));
}

function unique<T>(what: string) {
  return v.check((xs: T[]) => new Set(xs).size === xs.length, `each ${what} may appear only once`);
}

const shapeSchema = v.variant(
  'kind',
  [
    strict({ kind: v.literal('patch'), center: hexKeySchema, radius: whole('the patch radius', 1, LIMITS.patchRadius) }, 'a patch'),
    strict({ kind: v.literal('grid'), columns: whole('the number of columns', 1, LIMITS.columns), rows: whole('the number of rows', 1, LIMITS.rows) }, 'a grid'),
  ],
  'expected the map shape: kind "patch" (center, radius) or "grid" (columns, rows)',
);

const STRENGTH = `expected a strength from 0 to ${LIMITS.strength}, whole or in halves`;

const counterSchema = strict({
  id: v.pipe(v.string('expected the counter id as text'), v.nonEmpty('the counter id must not be empty')),
  hex: hexKeySchema,
  side: v.picklist(SIDES, `expected the side: ${SIDES.join(' or ')}`),
  type: v.picklist(COUNTER_TYPES, `expected the counter type: one of ${COUNTER_TYPES.join(', ')}`),
  strength: v.optional(v.pipe(v.number(STRENGTH), v.check((n) => n >= 0 && n <= LIMITS.strength && Number.isInteger(n * 2), STRENGTH))),
  label: v.optional(v.pipe(v.string('expected the label as text'), v.maxLength(LIMITS.label, `the label may have at most ${LIMITS.label} characters`))),
  markers: v.pipe(v.array(v.picklist(MARKERS, `expected a marker: one of ${MARKERS.join(', ')}`), 'expected the markers as a list'), unique('marker')),
  unitId: v.optional(v.pipe(v.string('expected the roster unit id as text'), v.nonEmpty('the roster unit id must not be empty'))),
  status: v.optional(v.pipe(v.string('expected the status as text'), v.maxLength(LIMITS.status, `the status may have at most ${LIMITS.status} characters`))),
}, 'a counter');

export const mapSchema = strict({
  version: v.literal(1, 'expected version 1'),
  shape: shapeSchema,
  terrain: v.record(hexKeySchema, v.picklist(MAP_TERRAINS, `expected a terrain: one of ${MAP_TERRAINS.join(', ')}`), 'expected terrain by hex'),
  levels: v.record(hexKeySchema, v.picklist([1, 2, 3], 'expected an elevation level: 1, 2 or 3'), 'expected elevation levels by hex'),
  hexsides: v.record(
    hexsideKeySchema,
    v.pipe(v.array(v.picklist(HEXSIDE_FEATURES, `expected a hexside feature: one of ${HEXSIDE_FEATURES.join(', ')}`), 'expected the features as a list'), unique('feature')),
    'expected hexside features by hexside',
  ),
  counters: v.pipe(v.array(counterSchema, 'expected the counters as a list'), v.maxLength(LIMITS.counters, `at most ${LIMITS.counters} counters`)),
}, 'a map');
