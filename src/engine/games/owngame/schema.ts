import * as v from 'valibot';
import { rememberedSchema } from '../../core/remembered-schema';
import { objectMessage, text, whole } from '../../core/schema-words';
import { type DefinitionForm, LIMITS, definitionForm } from './definition/form';
import { SHIPPED, SHIPPED_IDS } from './shipped';

export const MAX_UNITS = 16;
export const MAX_STRENGTH = LIMITS.value;

function list<T extends v.GenericSchema>(item: T, what: string, min: number, max: number) {
  const message = `${what}: ${min} to ${max}`;
  return v.pipe(v.array(item, `expected ${what} as a list`), v.minLength(min, message), v.maxLength(max, message));
}

const conditionIds = (what: string) => v.optional(list(text('a condition’s short name', LIMITS.id), what, 0, LIMITS.conditions), []);

const unitSchema = v.strictObject(
  {
    name: text('a unit’s name', 40),
    /** One of the definition's unit types. */
    type: text('the unit type', LIMITS.label),
    /** The strength it fights with: its attack strength attacking, its defence strength defending. */
    strength: whole('the strength it fights with', 1, MAX_STRENGTH),
    /** The steps it has now; one when left out. */
    steps: v.optional(whole('its steps', 1, LIMITS.loss)),
    /** The definition's unit conditions it is under, by short name. */
    conditions: conditionIds('the unit’s conditions'),
  },
  objectMessage('a unit'),
);
export type OwnUnit = v.InferOutput<typeof unitSchema>;

/** A definition as a description carries it, each one checked once however many descriptions carry it (a search's thousand). */
export const rememberedDefinition = rememberedSchema(definitionForm);

const SHIPPED_WORDS = `one that ships (${SHIPPED_IDS.join(', ')}) or the definition itself`;

/** The definition a combat is fought by: one that ships, by name, or the player's own, whole. */
const definitionSchema = v.pipe(
  v.lazy((input: unknown) =>
    typeof input === 'string' ? v.picklist(SHIPPED_IDS, `"${input.slice(0, 40)}" is not a definition that ships: give ${SHIPPED_WORDS}`) : typeof input === 'object' && input !== null && !Array.isArray(input) ? rememberedDefinition : v.picklist(SHIPPED_IDS, `expected ${SHIPPED_WORDS}`),
  ),
  v.transform((d): DefinitionForm => (typeof d === 'string' ? SHIPPED[d as keyof typeof SHIPPED] : d)),
);

export const ownSchema = v.strictObject(
  {
    kind: v.literal('combat', 'kind must be "combat"'),
    definition: definitionSchema,
    /** The definition's combat conditions in force, by short name. */
    conditions: conditionIds('the combat’s conditions'),
    attackers: list(unitSchema, 'the attacking units', 1, MAX_UNITS),
    defenders: list(unitSchema, 'the defending units', 1, MAX_UNITS),
  },
  objectMessage('a combat'),
);
export type OwnInput = v.InferOutput<typeof ownSchema>;
