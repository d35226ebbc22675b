import * as v from 'valibot';
import { receivedWords } from '../../core/brief';
import { playerChartsSchema } from '../../core/chart';
// Unknown fields are refused so that a misspelt field is not silently ignored.
import { objectMessage } from '../../core/schema-words';
import { SUPPLY_STATES } from './charts';
import { WILDERNESS_CHART_SLOTS } from './player-crts';

/**
 * The Wilderness Campaign combat description (docs/games/wilderness.md), the part after `format` and
 * `game`. Every message says what was expected, for players reading it beside the field.
 */


const flag = v.optional(v.boolean('expected true or false'), false);

// One check per field and one message saying everything that is expected of it.
export const UNIT_NAME_MAX_LENGTH = 60;
const NAME_EXPECTED = `expected the unit name: text of 1 to ${UNIT_NAME_MAX_LENGTH} characters`;
const unitName = v.pipe(
  v.string(NAME_EXPECTED),
  v.check((name) => name.length <= UNIT_NAME_MAX_LENGTH && name.trim().length > 0, NAME_EXPECTED),
);

const STRENGTH_EXPECTED = 'expected the printed combat strength, a whole number from 1 to 99';
const printedStrength = v.pipe(
  v.number(STRENGTH_EXPECTED),
  v.check((n) => Number.isInteger(n) && n >= 1 && n <= 99, STRENGTH_EXPECTED),
);

const supply = v.optional(v.picklist(SUPPLY_STATES, `expected the supply state: ${SUPPLY_STATES.join(', ')}`), 'supplied');

function unitList<T extends v.GenericSchema>(unit: T, side: string) {
  return v.pipe(
    v.array(unit, `expected the ${side} units as a list`),
    v.minLength(1, `at least one ${side} unit is needed`),
    v.maxLength(30, `at most 30 ${side} units`),
  );
}

const DEFENDER_TERRAINS = ['clear', 'mountain-pass', 'mountain'] as const;

const defenderHex = v.optional(
  v.strictObject(
    {
      /** 'clear' stands for any terrain with no combat effect (clear, rail line, port ...). */
      terrain: v.optional(v.picklist(DEFENDER_TERRAINS, `expected the defender's terrain: ${DEFENDER_TERRAINS.join(', ')}`), 'clear'),
      entrenched: flag,
    },
    objectMessage("the defender's hex"),
  ),
  { terrain: 'clear', entrenched: false },
);

/** The player's own charts, for the tables they replace (player-crts.ts); a combat reads the one it needs. */
const charts = playerChartsSchema(WILDERNESS_CHART_SLOTS);

const infantryAttacker = v.strictObject(
  { name: unitName, strength: printedStrength, supply, cavalry: flag, acrossRiver: flag, acrossEstuary: flag },
  objectMessage('an attacking unit'),
);

const infantryDefender = v.strictObject(
  { name: unitName, strength: printedStrength, supply, cavalry: flag, entrained: flag, fortification: flag },
  objectMessage('a defending unit'),
);

const infantryCombat = v.strictObject(
  {
    kind: v.literal('infantry-combat'),
    attackers: unitList(infantryAttacker, 'attacking'),
    defenders: unitList(infantryDefender, 'defending'),
    hastyAttack: flag,
    defenderHex,
    charts,
  },
  objectMessage('an infantry combat'),
);

const cavalryCombat = v.strictObject(
  {
    kind: v.literal('cavalry-combat'),
    attackers: unitList(v.strictObject({ name: unitName, acrossRiver: flag, acrossEstuary: flag }, objectMessage('an attacking cavalry unit')), 'attacking cavalry'),
    defenders: unitList(v.strictObject({ name: unitName }, objectMessage('a defending cavalry unit')), 'defending cavalry'),
    infantryInDefendersHex: flag,
    defenderHex,
    charts,
  },
  objectMessage('a cavalry combat'),
);

const cavalryProbe = v.strictObject(
  {
    kind: v.literal('cavalry-probe'),
    probingUnit: v.optional(unitName),
    enemyEntrenched: flag,
    faceUpCavalryInStack: flag,
    charts,
  },
  objectMessage('a cavalry probe'),
);

const COMBAT_KINDS = ['infantry-combat', 'cavalry-combat', 'cavalry-probe'] as const;

export const wildernessCombat = v.variant('kind', [infantryCombat, cavalryCombat, cavalryProbe], (issue) =>
  issue.expected === 'Object'
    ? `expected a combat description (an object), got ${receivedWords(issue.received)}`
    : issue.received === 'undefined'
      ? `kind is missing: expected one of ${COMBAT_KINDS.join(', ')}`
      : `expected kind to be one of ${COMBAT_KINDS.join(', ')}, got ${receivedWords(issue.received)}`,
);

export type InfantryCombat = v.InferOutput<typeof infantryCombat>;
export type CavalryCombat = v.InferOutput<typeof cavalryCombat>;
export type CavalryProbe = v.InferOutput<typeof cavalryProbe>;
export type WildernessCombat = v.InferOutput<typeof wildernessCombat>;
