import * as v from 'valibot';
import { receivedWords } from '../brief';
import { GAME_IDS } from '../source';

/**
 * A game's scenario file (scenarios/<game>.json): fortifications placed in every game, the scenarios
 * with their forces grouped by placement, and optional variants written as changes to a scenario.
 * Cross-references (ids, sameSetupAs, the units a variant names) are checked after this, in load.ts.
 */

export const SIDES = ['union', 'confederate'] as const;
export type Side = (typeof SIDES)[number];

/** Units named one by one in a placement. Dummies are a count per placement; fortifications have their own table. */
export const FORCE_UNIT_TYPES = ['infantry', 'cavalry', 'leader'] as const;

/** Unknown fields are refused so that a misspelt field is not silently ignored. */
function objectMessage(what: string) {
  return (issue: v.StrictObjectIssue): string => {
    if (issue.expected === 'never') return `unknown field ${receivedWords(issue.received)} (not part of ${what})`;
    if (issue.expected !== 'Object') return `required field of ${what} is missing`;
    return `expected ${what} (an object), got ${receivedWords(issue.received)}`;
  };
}

/** Bounds on a scenario file: far above any game's, so that a damaged file is refused rather than read for ever. */
const MAX_TEXT = 1000;
const MAX_LIST = 1000;

function text(what: string) {
  return v.pipe(v.string(`expected ${what} as text`), v.trim(), v.minLength(1, `${what} must not be empty`), v.maxLength(MAX_TEXT, `${what} must be at most ${MAX_TEXT} characters`));
}

function whole(what: string, min: number, max: number) {
  const message = `expected ${what}, a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

function list<T extends v.GenericSchema>(item: T, what: string, min = 0) {
  return v.pipe(v.array(item, `expected ${what} as a list`), v.minLength(min, `at least ${min} ${what} needed`), v.maxLength(MAX_LIST, `at most ${MAX_LIST} ${what}`));
}

/** Roster ids of dummy counters are made from their placement's id, so the file may not use that form. */
const id = v.pipe(
  v.string('expected an id as text'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is lower-case letters, digits and single hyphens, e.g. "u-v"'),
  v.check((value) => !/-dummy-\d+$/.test(value), 'ids ending in "-dummy-<number>" are kept for dummy counters'),
);

const scenarioId = v.pipe(v.string('expected a scenario id as text'), v.regex(/^\d+\.\d+$/, 'a scenario id reads like "1.0"'));

const side = v.picklist(SIDES, `expected a side: ${SIDES.join(', ')}`);

/** Null where the game prints no value (a leader's strength): the app asks the player instead. */
const printed = (what: string) => v.nullable(whole(`${what} (or null where the game gives none)`, 1, 99));

const unit = v.strictObject(
  {
    id,
    name: text('the unit name'),
    type: v.picklist(FORCE_UNIT_TYPES, `expected the unit type: ${FORCE_UNIT_TYPES.join(', ')}`),
    strength: printed('the printed strength'),
    movement: printed('the printed movement allowance'),
  },
  objectMessage('a unit'),
);

const placement = v.pipe(
  v.strictObject(
    {
      id,
      placement: text('the placement, as the rules word it'),
      units: list(unit, 'units'),
      dummies: v.optional(whole('the number of dummy counters', 0, 99), 0),
    },
    objectMessage('a placement'),
  ),
  v.check((p) => p.units.length > 0 || p.dummies > 0, 'a placement needs at least one unit or dummy counter'),
);

function perSide<T extends v.GenericSchema>(item: T, what: string) {
  return v.strictObject({ union: item, confederate: item }, objectMessage(what));
}

const forces = perSide(list(placement, 'placements', 1), "a side's forces");
const initialControl = perSide(list(text('a place name'), 'places'), 'initial control');
const victoryPoints = perSide(whole('victory points', 0, 9999), 'initial victory points');

const turns = v.pipe(
  v.strictObject({ first: whole('a game-turn', 1, 99), last: whole('a game-turn', 1, 99) }, objectMessage('the game-turns')),
  v.check((t) => t.first <= t.last, 'the last game-turn may not come before the first'),
);

/** A scenario gives its own set-up, or names the scenario whose set-up it repeats ("same as in Game 1"). */
const scenario = v.strictObject(
  {
    id: scenarioId,
    name: text('the scenario name'),
    turns,
    sameSetupAs: v.optional(scenarioId),
    initialControl: v.optional(initialControl),
    initialVictoryPoints: v.optional(victoryPoints),
    forces: v.optional(forces),
  },
  objectMessage('a scenario'),
);

const fortification = v.strictObject(
  { id, hex: text('the hex'), strength: whole('the initial strength', 1, 99) },
  objectMessage('a fortification unit'),
);

const fortifications = v.strictObject(
  {
    ref: text('the table name'),
    note: text('the note'),
    union: list(fortification, 'fortification units'),
    confederate: list(fortification, 'fortification units'),
  },
  objectMessage('the fortification placement table'),
);

// ---- Variant changes ----

const removeUnit = v.strictObject({ op: v.literal('remove-unit'), unitId: id }, objectMessage('a remove-unit change'));

/** Both values are given, as the rules do ("reduce ... to 4-6's"). */
const setUnit = v.strictObject(
  { op: v.literal('set-unit'), unitId: id, strength: whole('the new strength', 1, 99), movement: whole('the new movement allowance', 1, 99) },
  objectMessage('a set-unit change'),
);

/** placement is the text of a new placement; leave it out to add to one the scenario already has. */
const addUnits = v.strictObject(
  { op: v.literal('add-units'), side, placementId: id, placement: v.optional(text('the placement')), units: list(unit, 'units', 1) },
  objectMessage('an add-units change'),
);

const addDummies = v.strictObject(
  { op: v.literal('add-dummies'), side, placementId: id, count: whole('the number of dummy counters', 1, 99) },
  objectMessage('an add-dummies change'),
);

const setVictoryPoints = v.strictObject(
  { op: v.literal('set-victory-points'), side, points: whole('victory points', 0, 9999) },
  objectMessage('a set-victory-points change'),
);

/** A rule change that is not about forces, kept as the rules word it so the app can show it. */
const ruleNote = v.strictObject(
  { op: v.literal('rule-note'), rule: text('the rule changed'), text: text('the rule text') },
  objectMessage('a rule-note change'),
);

export const CHANGE_OPS = ['remove-unit', 'set-unit', 'add-units', 'add-dummies', 'set-victory-points', 'rule-note'] as const;

const change = v.variant('op', [removeUnit, setUnit, addUnits, addDummies, setVictoryPoints, ruleNote], (issue) =>
  issue.expected === 'Object'
    ? `expected a change (an object), got ${receivedWords(issue.received)}`
    : `expected op to be one of ${CHANGE_OPS.join(', ')}, got ${receivedWords(issue.received)}`,
);

const variant = v.strictObject(
  {
    id: scenarioId,
    name: text('the variant name'),
    appliesTo: list(scenarioId, 'scenario ids', 1),
    changes: list(change, 'changes', 1),
  },
  objectMessage('a variant'),
);

export const scenarioFileSchema = v.strictObject(
  {
    game: v.picklist(GAME_IDS, `expected the game: ${GAME_IDS.join(', ')}`),
    title: text('the title'),
    fortifications,
    scenarios: list(scenario, 'scenarios', 1),
    variants: list(variant, 'variants'),
  },
  objectMessage('a scenario file'),
);

export type ScenarioFileInput = v.InferOutput<typeof scenarioFileSchema>;
export type ScenarioInput = v.InferOutput<typeof scenario>;
export type ForceUnit = v.InferOutput<typeof unit>;
export type Placement = v.InferOutput<typeof placement>;
export type Forces = v.InferOutput<typeof forces>;
export type InitialControl = v.InferOutput<typeof initialControl>;
export type VictoryPoints = v.InferOutput<typeof victoryPoints>;
export type Turns = v.InferOutput<typeof turns>;
export type Fortification = v.InferOutput<typeof fortification>;
export type Fortifications = v.InferOutput<typeof fortifications>;
export type Variant = v.InferOutput<typeof variant>;
export type VariantChange = v.InferOutput<typeof change>;
