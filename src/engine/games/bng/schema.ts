import * as v from 'valibot';
import { playerChartsSchema } from '../../core/chart';
import { objectMessage } from '../../core/schema-words';
import { CRT_SLOT } from './crt';


const flag = (what: string) => v.optional(v.boolean(`${what} must be true or false`), false);

function whole(what: string, min: number, max: number) {
  const message = `${what} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.check((x) => Number.isInteger(x) && x >= min && x <= max, message),
  );
}

function oneOf<const T extends readonly string[]>(values: T, what: string) {
  return v.picklist(values, `${what} must be one of ${values.map((x) => `"${x}"`).join(', ')}`);
}

function text(what: string, max: number) {
  const message = `${what} is text of 1 to ${max} characters`;
  return v.pipe(
    v.string(message),
    v.check((s) => s.trim().length > 0 && s.length <= max, message),
  );
}

function list<T extends v.GenericSchema>(item: T, what: string, min: number, max: number) {
  return v.pipe(v.array(item, `${what} must be a list`), v.minLength(min, `${what}: at least ${min}`), v.maxLength(max, `${what}: at most ${max}`));
}

export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'gunboat'] as const;
export const MORALE_STATES = ['normal', 'disordered', 'shaken', 'routed'] as const;
export type Morale = (typeof MORALE_STATES)[number];
export const TERRAIN_HALVING = ['none', 'waterObstacle', 'terrain'] as const;
export const FIELDWORKS = ['none', 'breastworks', 'trench', 'underConstruction'] as const;
export const ROUTED_RETREAT = ['none', 'retreats', 'eliminated'] as const;
export const HALF_ROUNDS = ['up', 'down'] as const;
export type HalfRounds = (typeof HALF_ROUNDS)[number];

export const MAX_ATTACKERS = 12;
export const MAX_DEFENDERS = 6;
const NAME_MAX = 40;

const shiftSchema = v.strictObject(
  {
    /** The Terrain Effects Chart's line, e.g. "redoubt hexside". */
    cause: text('a shift’s cause', NAME_MAX),
    columns: whole('a shift’s columns', 1, 3),
  },
  objectMessage('a column shift'),
);
export type Shift = v.InferOutput<typeof shiftSchema>;

const attackerSchema = v.strictObject(
  {
    name: text('a unit’s name', NAME_MAX),
    type: oneOf(UNIT_TYPES, 'the unit type'),
    strength: whole('the printed combat strength', 1, 99),
    morale: v.optional(oneOf(MORALE_STATES, 'the morale state'), 'normal'),
    /** Hexes to the nearest defending hex it attacks (9.22): 1 is adjacent. */
    range: v.optional(whole('the range in hexes', 1, 10), 1),
    /** Line of sight to that hex (9.31-9.37), for an attack from a non-adjacent hex. */
    lineOfSight: v.optional(v.boolean('lineOfSight must be true or false')),
    /** Attacking from an enemy-controlled hex; left out, an adjacent unit other than a gunboat is. */
    inEnemyZoc: v.optional(v.boolean('inEnemyZoc must be true or false')),
    terrainHalving: v.optional(oneOf(TERRAIN_HALVING, 'terrainHalving'), 'none'),
    /** The Terrain Effects Chart's left shifts this unit is subject to (10.24). */
    leftShifts: v.optional(list(shiftSchema, 'leftShifts', 0, 4), []),
    /** Attacks entirely through the hexsides the defenders' Breastworks Marker faces (10.38). */
    throughFieldworks: flag('throughFieldworks'),
    inTown: flag('inTown'),
    /** At night: it moved into an enemy zone of control this Night Game-Turn, so its attack is compulsory (11.21). */
    movedIntoZoc: flag('movedIntoZoc'),
  },
  objectMessage('an attacking unit'),
);
export type Attacker = v.InferOutput<typeof attackerSchema>;

const defenderSchema = v.strictObject(
  {
    name: text('a unit’s name', NAME_MAX),
    type: oneOf(UNIT_TYPES, 'the unit type'),
    strength: whole('the printed combat strength', 1, 99),
    morale: v.optional(oneOf(MORALE_STATES, 'the morale state'), 'normal'),
    /** The defending hex, where the attack is on more than one. */
    hex: v.optional(text('the hex', 12)),
    /** In an enemy zone of control; left out, it is when any attacker other than a gunboat is adjacent, but not across Trench hexsides (10.39). */
    inEnemyZoc: v.optional(v.boolean('inEnemyZoc must be true or false')),
    /** Artillery stacked with or adjacent to a friendly infantry or cavalry unit (9.53). */
    withFriendlyInfantryOrCavalry: flag('withFriendlyInfantryOrCavalry'),
    inTown: flag('inTown'),
    /** The attacker's choice for a Routed defender before combat (12.34). */
    routedRetreat: v.optional(oneOf(ROUTED_RETREAT, 'routedRetreat'), 'none'),
  },
  objectMessage('a defending unit'),
);
export type Defender = v.InferOutput<typeof defenderSchema>;

export const combatSchema = v.strictObject(
  {
    kind: v.literal('combat'),
    night: flag('night'),
    /** How a half (4½) rounds where the rules say "nearest": "up" unless the players read it otherwise. */
    halfRounds: v.optional(oneOf(HALF_ROUNDS, 'halfRounds'), 'up'),
    /** The Breastworks Marker on the defending hex, if any (10.32-10.39). */
    fieldworks: v.optional(oneOf(FIELDWORKS, 'fieldworks'), 'none'),
    /** The Terrain Effects Chart's left shifts claimed for the defender: each applies only if every attacker is subject to it (10.23). */
    leftShifts: v.optional(list(shiftSchema, 'leftShifts', 0, 4), []),
    /** The Terrain Effects Chart's right shifts open to the attacker (10.26). */
    rightShifts: v.optional(list(shiftSchema, 'rightShifts', 0, 4), []),
    attackers: list(attackerSchema, 'attackers', 1, MAX_ATTACKERS),
    defenders: list(defenderSchema, 'defenders', 1, MAX_DEFENDERS),
    charts: playerChartsSchema([CRT_SLOT]),
  },
  objectMessage('a combat'),
);
export type CombatInput = v.InferOutput<typeof combatSchema>;

export const RALLY_STATES = ['disordered', 'shaken', 'routed'] as const;

export const rallySchema = v.strictObject(
  {
    kind: v.literal('rally'),
    morale: oneOf(RALLY_STATES, 'the morale state'),
    inTown: flag('inTown'),
    /** The player's charts, as the desk sends them with every description: a Rally roll reads none of them. */
    charts: v.optional(playerChartsSchema([CRT_SLOT])),
  },
  objectMessage('a rally roll'),
);
export type RallyInput = v.InferOutput<typeof rallySchema>;

export const KINDS = ['combat', 'rally'] as const;

export const bngSchema = v.variant('kind', [combatSchema, rallySchema], `kind must be one of ${KINDS.join(', ')}`);
export type BngInput = v.InferOutput<typeof bngSchema>;
