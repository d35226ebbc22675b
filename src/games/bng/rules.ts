import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { BngEffects, BngUnitEffects } from '../../engine/games/bng';
import { MORALE_STATES, UNIT_TYPES } from '../../engine/games/bng/schema';
import type { UnitRecord } from '../../store/records';
import { type BngDraft, type BngMorale, moraleOf, pickedUnits, readBngDraft, toBngDescription } from './draft';

export const BNG_MORALE_WORDS: Readonly<Record<BngMorale, string>> = { normal: 'Normal', disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed' };

/** A Blue & Grey unit's values (docs/games/bng.md): its printed combat strength and its morale state. */
export const BNG_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Combat strength', code: 'CS', kind: 'number', min: 1, max: 99, step: 1 },
  { key: 'state.morale', label: 'Morale state', code: 'MS', kind: 'choice', options: MORALE_STATES.map((m) => ({ value: m, words: BNG_MORALE_WORDS[m], code: m })) },
];

/** The roster's unit for one unit of a combat's effects: its side's list, at its index. */
function unitOf(e: BngUnitEffects, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  return pickedUnits(e.side === 'attacker' ? draft.attackers : draft.defenders, units)[e.index];
}

/** The unit after the combat: eliminated before combat, retreated, and its morale after the disorders it took (12.14-12.15). */
function after(unit: UnitRecord, e: BngUnitEffects): UnitRecord {
  if (e.fate === 'eliminatedBeforeCombat') return { ...unit, state: { ...unit.state, eliminated: true } };
  const retreated = e.fate === 'retreat' || e.fate === 'retreatedBeforeCombat';
  const morale = e.moraleAfter === moraleOf(unit) ? undefined : e.moraleAfter;
  if (!retreated && morale === undefined) return unit;
  return { ...unit, state: { ...unit.state, ...(retreated ? { retreated: true } : {}), ...(morale === undefined ? {} : { morale }) } };
}

/**
 * Every unit the combat changes, as it is after it, read from the typed effects: a fate the engine
 * leaves to the player's own sheet (`byYourChart`, `mayRetreat`) changes nothing but its morale.
 * A combat shares out no losses at the desk: Blue & Grey units are eliminated or retreat whole.
 */
export function bngApply(effects: BngEffects, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  if (effects.kind !== 'combat') return [];
  const changed: UnitRecord[] = [];
  for (const e of effects.units) {
    const unit = unitOf(e, draft, units);
    if (!unit) continue;
    const next = after(unit, e);
    if (next !== unit) changed.push(next);
  }
  return changed;
}

/** Blue & Grey (revised) at the desk: the roster's number is a unit's printed combat strength. */
export const BNG_DESK: DeskRules<BngDraft, BngEffects> = {
  game: 'bng',
  unitTypes: UNIT_TYPES,
  rosterTypes: UNIT_TYPES,
  stackTypes: [],
  sides: CIVIL_WAR_SIDES,
  unitFields: BNG_UNIT_FIELDS,
  valueName: 'combat strength',
  read: readBngDraft,
  askable: (draft) => draft.attackers.length > 0 && draft.defenders.length > 0,
  describe: toBngDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
  lossPlans: () => [],
  applyResult: (effects, draft, _allocations, _plans, units) => bngApply(effects, draft, units),
  fieldWords: {
    strength: 'combat strength',
    morale: 'morale state',
    range: 'range',
    lineOfSight: 'line of sight',
    inEnemyZoc: 'in an enemy zone of control',
    terrainHalving: 'terrain halving',
    leftShifts: 'left shifts',
    rightShifts: 'right shifts',
    throughFieldworks: 'attacking through the breastworks',
    inTown: 'in a town',
    routedRetreat: 'routed retreat',
    withFriendlyInfantryOrCavalry: 'with friendly infantry or cavalry',
    fieldworks: 'fieldworks',
    halfRounds: 'half rounding',
  },
};
