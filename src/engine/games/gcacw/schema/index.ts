import * as v from 'valibot';
import { combatSchema } from './combat';
import {
  cavalryRetreatSchema,
  commandRadiusSchema,
  extendedMarchSchema,
  friendlyOccupiedSchema,
  gameEndsSchema,
  randomEventsSchema,
  retreatSchema,
  strategicEventsSchema,
  strategicMovementSchema,
} from './kinds';

export const KINDS = ['combat', 'retreat', 'cavalryRetreat', 'extendedMarch', 'randomEvents', 'strategicEvents', 'gameEnds', 'friendlyOccupiedMp', 'strategicMovement', 'commandRadius'] as const;

/** The GCACW part of a combat description: one of several kinds, the combat itself being `kind: 'combat'`. */
export const gcacwSchema = v.variant(
  'kind',
  [
    combatSchema,
    retreatSchema,
    cavalryRetreatSchema,
    extendedMarchSchema,
    randomEventsSchema,
    strategicEventsSchema,
    gameEndsSchema,
    friendlyOccupiedSchema,
    strategicMovementSchema,
    commandRadiusSchema,
  ],
  `kind must be one of ${KINDS.join(', ')}`,
);
export type GcacwInput = v.InferOutput<typeof gcacwSchema>;
