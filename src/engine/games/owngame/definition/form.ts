import * as v from 'valibot';
import { playerChartSchema } from '../../../core/chart';
import { objectMessage, oneOf, text, whole } from '../../../core/schema-words';

/**
 * The shape of a game the player defines (docs/games/owngame.md): every field checked for its form, each
 * message in the words of the define-your-game form. Whether the parts agree with one another (the
 * table with the method, the codes with their meanings) is `check.ts`'s part.
 */

export const LIMITS = { name: 60, source: 600, label: 30, long: 100, code: 8, id: 24, types: 12, values: 8, conditions: 24, results: 24, shift: 6, die: 6, hexes: 9, loss: 99, value: 999 } as const;

/** A short name a description and a saved set-up refer to a part by: letters, digits and dashes. */
function id(what: string) {
  const message = `${what} is 1 to ${LIMITS.id} letters, digits or dashes, starting with a letter`;
  return v.pipe(v.string(message), v.regex(new RegExp(`^[A-Za-z][A-Za-z0-9-]{0,${LIMITS.id - 1}}$`), message));
}

function list<T extends v.GenericSchema>(item: T, what: string, min: number, max: number) {
  const message = `${what}: ${min === max ? min : `${min} to ${max}`}`;
  return v.pipe(v.array(item, `expected ${what} as a list`), v.minLength(min, message), v.maxLength(max, message));
}

/** A whole number from `min` to `max` other than 0. */
function nonZero(what: string, most: number) {
  const message = `${what} is a whole number from -${most} to ${most}, not 0`;
  return v.pipe(
    v.number(message),
    v.check((x) => Number.isInteger(x) && x !== 0 && Math.abs(x) <= most, message),
  );
}

export const ROUNDINGS = ['nearest-up', 'nearest-down', 'up', 'down', 'exact'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const ROUNDING_WORDS: Readonly<Record<Rounding, string>> = {
  'nearest-up': 'to the nearest, a half up',
  'nearest-down': 'to the nearest, a half down',
  up: 'up',
  down: 'down',
  exact: 'not rounded (kept exact until the odds)',
};

const sideSchema = oneOf(['attacker', 'defender'] as const, 'a condition’s side');
const scopeSchema = oneOf(['unit', 'combat'] as const, 'where a condition applies');
const whenSchema = oneOf(['every', 'any'] as const, 'when a unit’s condition counts');

const conditionBase = {
  id: id('a condition’s short name (id)'),
  name: text('a condition’s name', LIMITS.long),
  side: sideSchema,
  /** Ticked per unit, or once for the whole combat. */
  scope: scopeSchema,
  /** For a column shift or die modifier ticked per unit: it counts when every unit of its side has it (the default), or any. */
  when: v.optional(whenSchema, 'every'),
};

const shiftCondition = v.strictObject(
  { ...conditionBase, effect: v.literal('shift'), columns: nonZero('a column shift (columns; negative is to the left)', LIMITS.shift) },
  objectMessage('a column shift condition'),
);

const dieCondition = v.strictObject({ ...conditionBase, effect: v.literal('die'), modifier: nonZero('a die modifier', LIMITS.die) }, objectMessage('a die modifier condition'));

const strengthCondition = v.strictObject(
  {
    ...conditionBase,
    effect: v.literal('strength'),
    /** "1/2", "3/2", "2", "1.5", "½". */
    multiplier: v.pipe(v.string('a strength multiplier is written as text, e.g. "1/2", "3/2" or "2"'), v.maxLength(12, 'a strength multiplier is at most 12 characters, e.g. "1/2"')),
    rounding: oneOf(ROUNDINGS, 'a strength multiplier’s rounding'),
    /** The least a unit (or total) is left with after it: 1 where the rules say "never below 1". */
    least: v.optional(whole('the least strength left', 0, LIMITS.value)),
  },
  objectMessage('a strength multiplier condition'),
);

export const conditionSchema = v.variant('effect', [shiftCondition, dieCondition, strengthCondition], 'a condition’s effect must be "shift", "strength" or "die"');
export type ConditionForm = v.InferOutput<typeof conditionSchema>;

export const VALUE_USES = ['strength', 'attack', 'defence', 'steps', 'other'] as const;
export type ValueUse = (typeof VALUE_USES)[number];

const valueSchema = v.strictObject(
  {
    id: id('a value’s short name (id)'),
    name: text('a value’s name', LIMITS.label),
    /** The short code a pasted roster gives it by: "CS" in `CS 5`. */
    code: v.pipe(text('a value’s roster code', LIMITS.code), v.regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a value’s roster code is letters and digits, starting with a letter')),
    use: oneOf(VALUE_USES, 'what a value is for'),
    min: whole('a value’s least', 0, LIMITS.value),
    max: whole('a value’s most', 1, LIMITS.value),
  },
  objectMessage('a unit value'),
);
export type ValueForm = v.InferOutput<typeof valueSchema>;

/** How the odds (or a difference with a fraction) round: in the defender's favour, to the nearest (a half to the defender), or in the attacker's favour. */
export const METHOD_ROUNDINGS = ['defender', 'nearest', 'attacker'] as const;

const methodSchema = v.variant(
  'kind',
  [
    v.strictObject(
      {
        kind: v.literal('odds'),
        rounding: oneOf(METHOD_ROUNDINGS, 'how the odds round'),
        lowest: text('the lowest column', LIMITS.code * 2),
        highest: text('the highest column', LIMITS.code * 2),
        belowLowest: text('what odds below the lowest column give', LIMITS.code * 2),
        aboveHighest: text('what odds above the highest column give', LIMITS.code * 2),
      },
      objectMessage('an odds method'),
    ),
    v.strictObject(
      {
        kind: v.literal('difference'),
        rounding: oneOf(METHOD_ROUNDINGS, 'how a difference with a fraction rounds'),
        lowest: whole('the lowest difference', -LIMITS.value, LIMITS.value),
        highest: whole('the highest difference', -LIMITS.value, LIMITS.value),
        belowLowest: text('what a difference below the lowest gives', LIMITS.code * 2),
        aboveHighest: text('what a difference above the highest gives', LIMITS.code * 2),
      },
      objectMessage('a difference method'),
    ),
  ],
  'the method’s kind must be "odds" or "difference"',
);
export type MethodForm = v.InferOutput<typeof methodSchema>;

export const ROLLS = ['1d6', '2d6', '1d10'] as const;
export type RollKind = (typeof ROLLS)[number];

const diceSchema = v.strictObject(
  {
    roll: oneOf(ROLLS, 'the dice'),
    /** Added to every roll, before any condition's modifier. */
    modifier: v.optional(whole('the dice’s own modifier', -LIMITS.die, LIMITS.die), 0),
  },
  objectMessage('the dice'),
);

const LOSS_WORDS = `a whole number from 0 to ${LIMITS.loss}, "all", "exchange" or "chosen"`;
/** What one side loses: so many steps or points, every unit ("all"), as much as the other side ("exchange"), or the units the player's rules say ("chosen"). */
const lossSchema = v.union(
  [v.pipe(v.number(`a loss is ${LOSS_WORDS}`), v.check((n) => Number.isInteger(n) && n >= 0 && n <= LIMITS.loss, `a loss is ${LOSS_WORDS}`)), v.picklist(['all', 'exchange', 'chosen'] as const)],
  `a loss is ${LOSS_WORDS}`,
);
export type LossForm = v.InferOutput<typeof lossSchema>;

const RETREAT_WORDS = `true (as far as your rules say), false, or hexes from 1 to ${LIMITS.hexes}`;
const retreatSchema = v.union(
  [v.boolean(), v.pipe(v.number(`a retreat is ${RETREAT_WORDS}`), v.check((n) => Number.isInteger(n) && n >= 1 && n <= LIMITS.hexes, `a retreat is ${RETREAT_WORDS}`))],
  `a retreat is ${RETREAT_WORDS}`,
);

const sideResult = (what: string) => v.optional(v.strictObject({ loss: v.optional(lossSchema, 0), retreat: v.optional(retreatSchema, false) }, objectMessage(what)), { loss: 0, retreat: false });

const resultSchema = v.strictObject(
  {
    code: text('a result’s code', LIMITS.code),
    name: text('a result’s name', LIMITS.long),
    attacker: sideResult('what a result does to the attacker'),
    defender: sideResult('what a result does to the defender'),
  },
  objectMessage('a result'),
);
export type ResultForm = v.InferOutput<typeof resultSchema>;

/** A game the player defines, as plain data: what a file holds and a description carries. */
export const definitionForm = v.strictObject(
  {
    name: text('the game’s name', LIMITS.name),
    /** Where its rules and table come from, in the player's words. */
    source: text('where the rules come from', LIMITS.source),
    sides: v.pipe(v.array(text('a side’s name', LIMITS.label), 'expected the two sides as a list'), v.length(2, 'the game has two sides: name both')),
    units: v.strictObject(
      {
        types: list(text('a unit type', LIMITS.label), 'the unit types', 1, LIMITS.types),
        values: list(valueSchema, 'the values a unit has', 1, LIMITS.values),
      },
      objectMessage('the units'),
    ),
    method: methodSchema,
    dice: diceSchema,
    /** How column shifts combine: every shift counts ("add"), or each direction's largest only, then the net ("best"). */
    shifts: v.optional(oneOf(['add', 'best'] as const, 'how column shifts combine'), 'add'),
    conditions: v.optional(list(conditionSchema, 'the conditions', 0, LIMITS.conditions), []),
    /** What losses count: steps, or strength points. */
    losses: oneOf(['steps', 'strength'] as const, 'what losses count'),
    table: playerChartSchema,
    results: list(resultSchema, 'the results', 1, LIMITS.results),
  },
  objectMessage('a game definition'),
);
export type DefinitionForm = v.InferOutput<typeof definitionForm>;
