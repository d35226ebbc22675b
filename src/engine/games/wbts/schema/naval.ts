import * as v from 'valibot';
import { chartsSchema, flag, list, nameSchema, objectMessage, oneOf, spSchema, text } from './common';
import { FORTS } from './ground';

/** Each naval unit passing a fortification rolls on the Naval Transit Attack table: at most this many, so the chances stay exact. */
export const MAX_TRANSIT_UNITS = 4;
export const MAX_NAVAL_UNITS = 20;

const navalUnitSchema = v.strictObject(
  {
    name: nameSchema('a unit’s name'),
    sp: spSchema('naval combat strength (sp)'),
    /** Naval and river transports have no combat factor. */
    transport: flag('transport (a transport, with no combat factor)'),
  },
  objectMessage('a naval unit'),
);
export type NavalUnit = v.InferOutput<typeof navalUnitSchema>;

const garrisonUnitSchema = v.strictObject({ name: nameSchema('a unit’s name'), sp: spSchema('strength points (sp)') }, objectMessage('a garrison unit'));

const transitColumn = text('transitColumn (the Naval Transit Attack column, as your sheet heads it)', 12);

export const navalCombatSchema = v.strictObject(
  {
    kind: v.literal('navalCombat'),
    attacker: v.strictObject({ units: list(navalUnitSchema, 'the attacking naval units', 1, MAX_NAVAL_UNITS) }, objectMessage('the attacker')),
    defender: v.strictObject({ units: list(navalUnitSchema, 'the defending naval units', 1, MAX_NAVAL_UNITS) }, objectMessage('the defender')),
    charts: chartsSchema,
  },
  objectMessage('a naval combat'),
);

export const navalFortAttackSchema = v.strictObject(
  {
    kind: v.literal('navalFortAttack'),
    attacker: v.strictObject(
      {
        units: list(
          v.strictObject({ name: nameSchema('a unit’s name'), sp: spSchema('naval combat strength (sp)') }, objectMessage('an attacking naval unit')),
          'the attacking naval units',
          1,
          MAX_TRANSIT_UNITS,
          `at most ${MAX_TRANSIT_UNITS} naval units attack together here: each may have to roll for Naval Transit Attack`,
        ),
        transitColumn: v.optional(transitColumn),
      },
      objectMessage('the attacker'),
    ),
    defender: v.strictObject({ fort: oneOf(FORTS, 'the fort'), units: list(garrisonUnitSchema, 'the garrison', 1, 40) }, objectMessage('the defender')),
    charts: chartsSchema,
  },
  objectMessage('a naval attack on a fortification'),
);

export const navalTransitSchema = v.strictObject(
  {
    kind: v.literal('navalTransit'),
    units: list(
      v.strictObject({ name: nameSchema('a unit’s name'), sp: spSchema('naval combat strength (sp)') }, objectMessage('a naval unit')),
      'the naval units passing',
      1,
      MAX_TRANSIT_UNITS,
      `at most ${MAX_TRANSIT_UNITS} naval units in one passage: each rolls for Naval Transit Attack`,
    ),
    column: transitColumn,
    charts: chartsSchema,
  },
  objectMessage('a Naval Transit Attack'),
);

export type NavalCombatInput = v.InferOutput<typeof navalCombatSchema>;
export type NavalFortAttackInput = v.InferOutput<typeof navalFortAttackSchema>;
export type NavalTransitInput = v.InferOutput<typeof navalTransitSchema>;
