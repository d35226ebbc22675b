import * as v from 'valibot';
import { FIRE_LEVELS } from '../data/fire-points';
import { flag, gradeSchema, nameSchema, objectMessage, oneOf, ratingSchema, whole } from './common';

export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'wagon'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const MORALE_STATES = ['normal', 'shaken', 'disorganized', 'routed'] as const;
/** Line stands for any formation with no effect here: infantry line, dismounted cavalry, unlimbered artillery. */
export const FORMATIONS = ['line', 'column', 'mounted', 'limbered'] as const;
export type Formation = (typeof FORMATIONS)[number];
export const WRECKED = ['no', 'brigade', 'brigadeOfWreckedDivision'] as const;

/** Each leader in a stack rolls two dice for leader loss. */
export const MAX_LEADERS = 4;

/** The top unit of a stack, as the morale and straggler checks and the fire column shifts read it. */
export const unitEntries = {
  type: v.optional(oneOf(UNIT_TYPES, 'the unit type'), 'infantry'),
  /** Needed except for artillery on top, which checks as C. */
  grade: v.optional(gradeSchema),
  state: v.optional(oneOf(MORALE_STATES, 'the morale state'), 'normal'),
  formation: v.optional(oneOf(FORMATIONS, 'the formation'), 'line'),
  flank: flag('flank (the unit is a flank target)'),
  sunkenRoad: flag('sunkenRoad (the unit is in a sunken road or trench)'),
  withUnlimberedArtillery: flag('withUnlimberedArtillery (stacked with unlimbered artillery)'),
  lowAmmo: flag('lowAmmo'),
  wrecked: v.optional(oneOf(WRECKED, 'wrecked'), 'no'),
  /** The rating of the leader stacked with the unit, for the +(rating-1) row shift. */
  leaderRating: v.optional(ratingSchema('the leader rating')),
};

export const moraleUnitSchema = v.strictObject(unitEntries, objectMessage('the unit checking morale'));
export type MoraleUnit = v.InferOutput<typeof moraleUnitSchema>;

export const leadersSchema = v.optional(
  v.pipe(
    v.array(v.strictObject({ name: nameSchema }, objectMessage('a leader')), 'leaders must be a list of leaders, each with a name'),
    v.maxLength(MAX_LEADERS, `at most ${MAX_LEADERS} leaders in a stack: each rolls two dice for leader loss, and more dice than that are refused`),
  ),
  [],
);

const lowAmmo = flag('lowAmmo (the firer is Low Ammo)');
const range = whole('the range in hexes', 1, 10);
const FIRER_TYPE = 'a firer\'s type must be "smallArms", "artillery" or "points"';
const smallArms = { type: v.literal('smallArms'), fireLevel: oneOf(FIRE_LEVELS, 'the fire level'), plusWeapons: flag('plusWeapons'), lowAmmo };
const artillery = { type: v.literal('artillery'), gunPoints: whole('the gun points', 1, 5), lowAmmo };
const byPoints = v.strictObject(
  {
    type: v.literal('points'),
    points: v.pipe(
      v.number('fire points must be a number, 0 or more, in halves'),
      v.check((x) => x >= 0 && Number.isInteger(x * 2) && x <= 100, 'fire points must be 0 or more (at most 100), in halves: 0, 0.5, 1, 1.5 …'),
    ),
    lowAmmo,
  },
  objectMessage('a firer given by its fire points'),
);

const firerList = <T extends v.GenericSchema>(firer: T, min: number) =>
  v.pipe(v.array(firer, 'firers must be a list'), v.minLength(min, 'at least one firer is needed'), v.maxLength(12, 'at most 12 firers'));

/** Firers in a fire combat: each small-arms or artillery firer at its range. */
export const fireFirersSchema = firerList(
  v.variant(
    'type',
    [
      v.strictObject({ ...smallArms, range }, objectMessage('a small-arms firer')),
      v.strictObject({ ...artillery, range }, objectMessage('an artillery firer')),
      byPoints,
    ],
    FIRER_TYPE,
  ),
  1,
);

/** Firers in close combat: all fire at close-combat range. */
export const closeCombatFirersSchema = v.optional(
  firerList(v.variant('type', [v.strictObject(smallArms, objectMessage('a small-arms firer')), v.strictObject(artillery, objectMessage('an artillery firer')), byPoints], FIRER_TYPE), 0),
  [],
);
export type Firer = v.InferOutput<typeof fireFirersSchema>[number] | v.InferOutput<typeof closeCombatFirersSchema>[number];
