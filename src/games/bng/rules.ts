import type { Allocation, LossPlan } from '../../desk/losses';
import type { BngInput } from '../../engine/games/bng/schema';
import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { BngEffects, BngUnitEffects } from '../../engine/games/bng';
import { MORALE_STATES, UNIT_TYPES } from '../../engine/games/bng/schema';
import type { UnitRecord } from '../../store/records';
import { type BngDraft, type BngMorale, bngAskable, moraleOf, pickedUnits, readBngDraft, toBngDescription } from './draft';
import { BNG_TABLE_ROLLS, rallied } from './table-rolls';

export const BNG_MORALE_WORDS: Readonly<Record<BngMorale, string>> = { normal: 'Normal', disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed' };

/** A Blue & Grey unit's values (docs/games/bng.md): its printed combat strength and its morale state. */
export const BNG_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Combat strength', code: 'CS', kind: 'number', min: 1, max: 99, step: 1 },
  { key: 'state.morale', label: 'Morale state', code: 'MS', kind: 'choice', options: MORALE_STATES.map((m) => ({ value: m, words: BNG_MORALE_WORDS[m], code: m })), status: true },
];

/** The roster's unit for one unit of a combat's effects: its side's list, at its index. */
function unitOf(e: BngUnitEffects, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  return pickedUnits(e.side === 'attacker' ? draft.attackers : draft.defenders, units)[e.index];
}

const ELIMINATIONS = ['elimination', 'eliminations'] as const;
const RETREATS = ['retreat', 'retreats'] as const;
const SIDE_WORDS = { attacker: 'Attacker', defender: 'Defender' } as const;
/** The key of the plan for the units a result leaves to the player's chart, and for bombarding artillery that may retreat. */
const chartKey = (side: LossPlan['side']) => `${side}-byYourChart`;
const MAY_RETREAT = 'attacker-mayRetreat';

/**
 * The decisions a result leaves to the player, each a plan of up to one per unit, none taken to start:
 * which units the player's Combat Results Table eliminates where the seed does not say (`byYourChart`:
 * Ae, Ae*, De, Ex, Ex*), and whether bombarding artillery retreats with the attackers on Ar (9.17).
 */
export function bngLossPlans(effects: BngEffects, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): LossPlan[] {
  if (effects.kind !== 'combat' || effects.result === null) return [];
  const idsOf = (pick: (e: BngUnitEffects) => boolean) => effects.units.filter(pick).flatMap((e) => unitOf(e, draft, units)?.id ?? []);
  const plans: LossPlan[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const unitIds = idsOf((e) => e.side === side && e.fate === 'byYourChart');
    const printed = effects.lossesAtPrintedStrength ? ', losses counted at printed strength (12.26)' : '';
    if (unitIds.length > 0) plans.push({ side, key: chartKey(side), measure: 'units', words: ELIMINATIONS, loss: unitIds.length, unitIds, upTo: true, legend: `${SIDE_WORDS[side]}: the units your Combat Results Table eliminates on ${effects.result}${printed}` });
  }
  const mayRetreat = idsOf((e) => e.fate === 'mayRetreat');
  if (mayRetreat.length > 0) plans.push({ side: 'attacker', key: MAY_RETREAT, measure: 'units', words: RETREATS, loss: mayRetreat.length, unitIds: mayRetreat, upTo: true, legend: 'Bombarding artillery that retreats with the attackers; the rest stay (9.17)' });
  return plans;
}

/**
 * The unit after the combat: eliminated before combat or by the player's chart, retreated (by the
 * result, before combat, or bombarding artillery the player sent back with the attackers), and its
 * morale after the disorders it took (12.14-12.15).
 */
function after(unit: UnitRecord, e: BngUnitEffects, allocations: Readonly<Record<string, Allocation>>): UnitRecord {
  const eliminated = e.fate === 'eliminatedBeforeCombat' || (e.fate === 'byYourChart' && (allocations[chartKey(e.side)]?.[unit.id] ?? 0) > 0);
  if (eliminated) return { ...unit, state: { ...unit.state, eliminated: true } };
  const retreated = e.fate === 'retreat' || e.fate === 'retreatedBeforeCombat' || (e.fate === 'mayRetreat' && (allocations[MAY_RETREAT]?.[unit.id] ?? 0) > 0);
  const morale = e.moraleAfter === moraleOf(unit) ? undefined : e.moraleAfter;
  if (!retreated && morale === undefined) return unit;
  return { ...unit, state: { ...unit.state, ...(retreated ? { retreated: true } : {}), ...(morale === undefined ? {} : { morale }) } };
}

/**
 * Every unit the combat (or Rally roll) changes, as it is after it, read from the typed effects and
 * the player's choices on the card (`bngLossPlans`). Blue & Grey units are eliminated or retreat whole.
 */
export function bngApply(effects: BngEffects, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>, allocations: Readonly<Record<string, Allocation>> = {}): UnitRecord[] {
  if (effects.kind === 'rally') {
    const unit = draft.rallying === null ? undefined : units.get(draft.rallying);
    const next = unit && rallied(effects, unit);
    return next ? [next] : [];
  }
  const changed: UnitRecord[] = [];
  for (const e of effects.units) {
    const unit = unitOf(e, draft, units);
    if (!unit) continue;
    const next = after(unit, e, allocations);
    if (next !== unit) changed.push(next);
  }
  return changed;
}

/** Blue & Grey (revised) at the desk: the roster's number is a unit's printed combat strength. */
export const BNG_DESK: DeskRules<BngDraft, BngEffects, BngInput> = {
  game: 'bng',
  // A unit rallied in the middle of setting up a combat: New combat goes back to that combat (12.41).
  nextCombat: (draft) => (draft.rallying === null ? { attackers: [], defenders: [] } : { rallying: null }),
  unitTypes: UNIT_TYPES,
  rosterTypes: UNIT_TYPES,
  stackTypes: [],
  sides: CIVIL_WAR_SIDES,
  unitFields: BNG_UNIT_FIELDS,
  valueName: 'combat strength',
  read: readBngDraft,
  askable: bngAskable,
  describe: toBngDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
  lossPlans: bngLossPlans,
  applyResult: (effects, draft, allocations, _plans, units) => bngApply(effects, draft, units, allocations),
  tableRolls: BNG_TABLE_ROLLS,
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
    movedIntoZoc: 'moved into an enemy zone of control this Night Game-Turn',
    hex: 'defending hex',
  },
};
