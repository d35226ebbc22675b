import type { Sides } from '../../desk/rules';
import type { UnitRecord } from '../../store/records';

/** The draft's key for the units under one of the definition's unit conditions. */
export type UnitConditionKey = `unit:${string}`;
export const unitKey = (conditionId: string): UnitConditionKey => `unit:${conditionId}`;

/**
 * The combat being set up at the desk (docs/games/owngame.md): the units picked, the definition's combat
 * conditions in force, and for each unit condition the units under it. Each unit condition is a list
 * of its own at the top of the draft, so a game imported as a copy (its units renamed) keeps them.
 */
export type OwnDraft = Sides & {
  readonly conditions: readonly string[];
  readonly [key: UnitConditionKey]: readonly string[];
};

export const EMPTY_OWN_DRAFT: OwnDraft = { attackers: [], defenders: [], conditions: [] };

const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);

/** A saved draft, or the empty one where what was saved is not a draft's value. */
export function readOwnDraft(saved: unknown): OwnDraft {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return EMPTY_OWN_DRAFT;
  const d = saved as Record<string, unknown>;
  const units = Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (k.startsWith('unit:') && k.length > 5 ? [[k, ids(v)]] : [])));
  return { ...units, attackers: ids(d['attackers']), defenders: ids(d['defenders']), conditions: ids(d['conditions']) };
}

/** The units under a unit condition. */
export const underCondition = (draft: OwnDraft, conditionId: string): readonly string[] => draft[unitKey(conditionId)] ?? [];

/** The units picked on one side, in order, that the roster still has. */
export function pickedUnits(list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return list.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
}
