import * as v from 'valibot';
import { attackFromMarchSchema, combatSchema, siegeCombatSchema, stormSchema } from './ground';

export const KINDS = ['combat', 'storm', 'attackFromMarch', 'siegeCombat'] as const;

export const wbtsSchema = v.variant('kind', [combatSchema, stormSchema, attackFromMarchSchema, siegeCombatSchema], `kind must be one of ${KINDS.join(', ')}`);
export type WbtsInput = v.InferOutput<typeof wbtsSchema>;
