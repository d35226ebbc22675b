import * as v from 'valibot';
import { ATTACK_TYPES, FLANKS_REFUSED_VALUES, GUNBOAT_VALUES, LEADER_ASSAULT_BONUS } from '../data/modifiers';
import { boardSchema } from './board';
import { FATIGUE_LEVELS, LIMITS, combatValueSchema, demoralizedSchema, hexKeySchema, listOf, sideSchema, terrainSchema, titleSchema, wholeSchema } from './common';

/** One unit taking part in a combat. Manpower, fatigue and disorganized, when all given, let the result say each unit's new state. */
export const combatUnitSchema = v.strictObject({
  id: v.optional(v.string('id must be text')),
  combatValue: combatValueSchema,
  /** Printed Artillery Value. */
  artillery: wholeSchema('Artillery Value'),
  /** Tactical rating. */
  tactical: wholeSchema('tactical rating'),
  demoralized: v.optional(demoralizedSchema, 0),
  manpower: v.optional(wholeSchema('Manpower Value')),
  fatigue: v.optional(wholeSchema('Fatigue Level', FATIGUE_LEVELS.min, FATIGUE_LEVELS.max)),
  disorganized: v.optional(v.boolean('disorganized must be true or false')),
});
export type CombatUnitInput = v.InferOutput<typeof combatUnitSchema>;

const units = (side: string) =>
  v.pipe(
    v.array(combatUnitSchema, 'units must be a list'),
    v.minLength(1, 'at least one unit is needed'),
    v.maxLength(LIMITS.unitsPerSide, `at most ${LIMITS.unitsPerSide} ${side} units`),
  );

const ATTACKS = Object.keys(ATTACK_TYPES) as (keyof typeof ATTACK_TYPES)[];
const LEADERS = Object.keys(LEADER_ASSAULT_BONUS) as (keyof typeof LEADER_ASSAULT_BONUS)[];

export const HEXSIDES = ['bridge', 'dam', 'ferry', 'ford', 'creek'] as const;
export const RIDGES = ['up', 'down'] as const;

/** The terrain between the two sides, as the attack stands on the board. */
export const combatTerrainSchema = v.strictObject({
  defenderHex: terrainSchema,
  /** Terrain of the hex the attack comes from (needed when the defender is in a hill or mountain hex). */
  attackFrom: v.optional(terrainSchema),
  /** The hexside the attack crosses, if it is one the chart names. */
  hexside: v.optional(v.picklist(HEXSIDES, 'hexside must be bridge, dam, ferry, ford or creek')),
  ridge: v.optional(v.picklist(RIDGES, 'ridge must be "up" (attack up a ridge) or "down"')),
});
export type CombatTerrainInput = v.InferOutput<typeof combatTerrainSchema>;

export const flankSchema = v.variant('from', [
  v.strictObject({ from: v.literal('player'), bonus: wholeSchema('flank bonus', 0, 4) }),
  v.strictObject({
    from: v.literal('board'),
    defenderHex: hexKeySchema,
    board: boardSchema,
    otherReductions: v.optional(listOf(hexKeySchema, 'other reductions'), []),
  }),
], 'flank.from must be "board" (computed from a board) or "player" (a bonus entered)');

const flag = v.optional(v.boolean('must be true or false'), false);

export const attackerGameSpecificSchema = v.strictObject({
  leaderAssaultBonus: v.optional(v.picklist(LEADERS, `leaderAssaultBonus must be one of ${LEADERS.join(', ')}`)),
  unionPanic: flag,
  /** The chart's value was lost in the source: the player enters it. */
  surpriseAttack: v.optional(v.strictObject({ modifier: v.pipe(v.number('the surprise attack modifier must be a whole number from -6 to 6'), v.check((x) => Number.isInteger(x) && Math.abs(x) <= 6, 'the surprise attack modifier must be a whole number from -6 to 6')) })),
  cavalryCharge: flag,
  staffordHeights: flag,
  hunt: flag,
  hookerLosesConfidence: flag,
  insubordinateMarchAttack: flag,
});

export const defenderGameSpecificSchema = v.strictObject({
  gunboat: v.optional(v.picklist(GUNBOAT_VALUES, 'gunboat must be 1 or 2 (the chart gives +1/+2)')),
  unionPanic: flag,
  hunt: flag,
});

export const combatSchema = v.strictObject({
  kind: v.literal('combat'),
  title: titleSchema,
  attack: v.picklist(ATTACKS, `attack must be one of ${ATTACKS.join(', ')}`),
  rain: flag,
  attacker: v.strictObject({
    side: sideSchema,
    units: units('attacking'),
    /** For the Column of Route check: such an attack may not be declared with a remaining Movement Allowance of 0. */
    remainingMovementAllowance: v.optional(wholeSchema('remaining Movement Allowance')),
  }),
  defender: v.strictObject({
    units: units('defending'),
    /** The defenders' Combat Value and Artillery Value counting entrenchment, when entrenched (for the ratio and the artillery differential). */
    entrenched: v.optional(v.strictObject({ combatValue: combatValueSchema, artillery: wholeSchema('entrenched Artillery Value') })),
  }),
  terrain: combatTerrainSchema,
  flanksRefused: v.optional(v.picklist(FLANKS_REFUSED_VALUES, 'flanksRefused must be 1 or 2 (the chart gives +1 or +2)')),
  flank: v.optional(flankSchema),
  gameSpecific: v.optional(v.strictObject({ attacker: v.optional(attackerGameSpecificSchema, {}), defender: v.optional(defenderGameSpecificSchema, {}) }), {}),
});
export type CombatInput = v.InferOutput<typeof combatSchema>;
