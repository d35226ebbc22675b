import * as v from 'valibot';
import { chartsSchema, nameSchema, objectMessage, oneOf, text, whole } from './common';
import { FORTS } from './ground';

/** One die per siege train: at most this many in one bombardment, so the chances stay exact. */
export const MAX_SIEGE_TRAINS = 5;

export const bombardmentSchema = v.strictObject(
  {
    kind: v.literal('bombardment'),
    /** Siege combat needs a Leader present; his attack initiative is automatic. */
    leader: nameSchema('the leader present'),
    siegeTrains: whole('siegeTrains (the siege trains in the hex)', 1, MAX_SIEGE_TRAINS),
    fort: oneOf(FORTS, 'the fort'),
    column: text('column (the Siege Bombardment Table column, as your sheet heads it)', 12),
    charts: chartsSchema,
  },
  objectMessage('a siege bombardment'),
);
export type BombardmentInput = v.InferOutput<typeof bombardmentSchema>;
