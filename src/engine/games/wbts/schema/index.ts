import * as v from 'valibot';
import { attackFromMarchSchema, combatSchema, initiativeSchema, siegeCombatSchema, stormSchema } from './ground';
import { navalCombatSchema, navalFortAttackSchema, navalTransitSchema } from './naval';
import { bombardmentSchema } from './siege';

export const KINDS = ['initiative', 'combat', 'storm', 'attackFromMarch', 'siegeCombat', 'bombardment', 'navalCombat', 'navalFortAttack', 'navalTransit'] as const;

export const wbtsSchema = v.variant(
  'kind',
  [initiativeSchema, combatSchema, stormSchema, attackFromMarchSchema, siegeCombatSchema, bombardmentSchema, navalCombatSchema, navalFortAttackSchema, navalTransitSchema],
  `kind must be one of ${KINDS.join(', ')}`,
);
export type WbtsInput = v.InferOutput<typeof wbtsSchema>;
