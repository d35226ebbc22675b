import * as v from 'valibot';
import { boardSchema } from './board';
import { combatTerrainSchema } from './combat';
import { FATIGUE_LEVELS, LIMITS, boardCombatValueSchema, combatValueSchema, dateSchema, demoralizedSchema, hexKeySchema, listOf, sideSchema, signedWholeSchema, titleSchema, wholeSchema } from './common';

const flag = v.optional(v.boolean('must be true or false'), false);
export const UNIT_TYPES = ['infantry', 'artillery', 'cavalry', 'wagon-train'] as const;
export const COUNTER_SIDES = ['normal', 'exhausted'] as const;
export const STRENGTH_MARKERS = ['organized', 'disorganized'] as const;
/** The Extended March Table's columns a player picks when the source lost their Manpower ranges. */
export const PICKED_MARCH_COLUMNS = [3, 4] as const;
export const UNION_GROUPS = ['cavalry', 'garrison', 'other'] as const;
/** The Fatigue Levels an extended march can bring a unit to, and those a strategic move can expend. */
export const MARCH_FATIGUE = { min: 2, max: 4 } as const;
export const FRIENDLY_HEX_TERRAINS = ['city', 'clear', 'rough', 'rolling', 'hill', 'woods', 'swamp', 'mountain'] as const;
export const BASE_ROLL_DICE = [1, 2] as const;
const unitType = v.picklist(UNIT_TYPES, `unit must be one of ${UNIT_TYPES.join(', ')}`);

export const retreatSchema = v.strictObject({
  kind: v.literal('retreat'),
  side: sideSchema,
  /** A normal retreat (r), a rout (R, R*) or a cavalry retreat (7.7). */
  retreat: v.picklist(['retreat', 'rout', 'cavalry'], 'retreat must be "retreat", "rout" or "cavalry"'),
  /** The hex the unit is about to leave. */
  from: hexKeySchema,
  /** Which hex of the retreat the unit is about to enter: 1 for the first. */
  hexNumber: wholeSchema('hexNumber', 1, 6),
  /** The hex of the active enemy unit that triggered the retreat. */
  activeEnemy: hexKeySchema,
  board: boardSchema,
  /** The retreating unit's Manpower Value, to tell which hexes would eliminate it. */
  manpower: v.optional(wholeSchema('Manpower Value', 1)),
  /** Whether the unit has already used its one override of the retreat priorities in this retreat. */
  overrideUsed: flag,
  /** Hexes the unit may not enter under other rules, as the player judges them. */
  excluded: v.optional(listOf(hexKeySchema, 'excluded hexes'), []),
});
export type RetreatInput = v.InferOutput<typeof retreatSchema>;

export const extendedMarchSchema = v.strictObject({
  kind: v.literal('extendedMarch'),
  title: titleSchema,
  side: sideSchema,
  unit: unitType,
  /** The side of the unit's counter: normal or exhausted. */
  counterSide: v.picklist(COUNTER_SIDES, 'counterSide must be "normal" or "exhausted"'),
  /** The Fatigue Level the march brings the unit to. */
  reaches: wholeSchema('reaches (the Fatigue Level reached)', MARCH_FATIGUE.min, MARCH_FATIGUE.max),
  strengthMarker: v.picklist(STRENGTH_MARKERS, 'strengthMarker must be "organized" or "disorganized"'),
  manpower: v.optional(wholeSchema('Manpower Value', 1)),
  /** For a disorganized unit with Manpower over 5: the printed table's column (3 or 4), whose Manpower ranges the source lost. */
  column: v.optional(v.picklist(PICKED_MARCH_COLUMNS, 'column must be 3 or 4')),
  /** The Union army group (Union units only): Late & Early War Cavalry, Garrison, or Other. */
  unionGroup: v.optional(v.picklist(UNION_GROUPS, 'unionGroup must be "cavalry", "garrison" or "other"')),
  heat: flag,
  outOfSupply: flag,
  /** An AGA 1861 scenario. */
  aga1861: flag,
  /** A Retreat March in AGA: the scenario number (2, 5, 6 or 7). */
  retreatMarchScenario: v.optional(wholeSchema('retreatMarchScenario', 1)),
});
export type ExtendedMarchInput = v.InferOutput<typeof extendedMarchSchema>;

export const randomEventsSchema = v.strictObject({
  kind: v.literal('randomEvents'),
  date: dateSchema,
  leeSick: flag,
});
export type RandomEventsInput = v.InferOutput<typeof randomEventsSchema>;

export const strategicEventsSchema = v.strictObject({
  kind: v.literal('strategicEvents'),
  date: dateSchema,
});
export type StrategicEventsInput = v.InferOutput<typeof strategicEventsSchema>;

export const gameEndsSchema = v.strictObject({
  kind: v.literal('gameEnds'),
  date: dateSchema,
  unionLosses: wholeSchema('unionLosses'),
  confederateLosses: wholeSchema('confederateLosses'),
});
export type GameEndsInput = v.InferOutput<typeof gameEndsSchema>;

export const friendlyOccupiedSchema = v.strictObject({
  kind: v.literal('friendlyOccupiedMp'),
  unit: unitType,
  terrain: v.picklist(FRIENDLY_HEX_TERRAINS, 'terrain must be city, clear, rough, rolling, hill, woods, swamp or mountain'),
  /** Combined Combat Value of the friendly infantry and artillery already in the hex. */
  combatValue: boardCombatValueSchema,
  wagonTrain: flag,
});
export type FriendlyOccupiedInput = v.InferOutput<typeof friendlyOccupiedSchema>;

export const strategicMovementSchema = v.strictObject({
  kind: v.literal('strategicMovement'),
  title: titleSchema,
  side: sideSchema,
  unit: unitType,
  fatigueLevels: wholeSchema('fatigueLevels (Fatigue Levels expended)', MARCH_FATIGUE.min, MARCH_FATIGUE.max),
  commandParalysis: flag,
});
export type StrategicMovementInput = v.InferOutput<typeof strategicMovementSchema>;

export const commandRadiusSchema = v.strictObject({
  kind: v.literal('commandRadius'),
  title: titleSchema,
  side: sideSchema,
  leader: hexKeySchema,
  unit: hexKeySchema,
  board: boardSchema,
  aga1861: flag,
});
export type CommandRadiusInput = v.InferOutput<typeof commandRadiusSchema>;

export const cavalryRetreatSchema = v.strictObject({
  kind: v.literal('cavalryRetreat'),
  title: titleSchema,
  side: sideSchema,
  /** The cavalry units in the hex; Combat Values count entrenchments. */
  units: v.pipe(
    v.array(
      v.strictObject({
        id: v.optional(v.string('id must be text')),
        combatValue: combatValueSchema,
        demoralized: v.optional(demoralizedSchema, 0),
        fatigue: wholeSchema('Fatigue Level', FATIGUE_LEVELS.min, FATIGUE_LEVELS.max),
        outOfSupply: flag,
      }),
    ),
    v.minLength(1, 'at least one cavalry unit is needed'),
    v.maxLength(LIMITS.unitsPerSide, `at most ${LIMITS.unitsPerSide} cavalry units`),
  ),
  /** The cavalry's terrain against the active unit, as for a defender in combat. */
  terrain: v.optional(combatTerrainSchema),
  rain: flag,
  /** Values the source does not confirm, entered by the player from the printed rules. */
  unconfirmed: v.optional(
    v.strictObject({
      fatigue: v.optional(signedWholeSchema('the fatigue modifier')),
      smallForce: v.optional(signedWholeSchema('the small force modifier')),
      verySmallForce: v.optional(signedWholeSchema('the very small force modifier')),
    }),
    {},
  ),
  /** The base roll of rule 7.7 as the player reads it: dice and the modified total it must reach. Unconfirmed. */
  baseRoll: v.optional(v.strictObject({ dice: v.picklist(BASE_ROLL_DICE, 'dice must be 1 or 2'), reachAtLeast: signedWholeSchema('reachAtLeast') })),
});
export type CavalryRetreatInput = v.InferOutput<typeof cavalryRetreatSchema>;
