import type { Allocation, LossPlan } from '../../desk/losses';
import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { WildernessEffects } from '../../engine/games/wilderness/types';
import type { WildernessCombat } from '../../engine/games/wilderness/schema';
import type { UnitRecord } from '../../store/records';
import { SUPPLY, type WildernessDraft, readDraft, toDescription } from './draft';

const POINTS = ['point', 'points'] as const;
const UNITS = ['unit', 'units'] as const;

/**
 * The losses a result calls for, one plan a side: infantry combat takes printed strength points,
 * which the defender "may split … in any manner desired"; cavalry combat takes whole units.
 */
export function wildernessLossPlans(effects: WildernessEffects, attackers: readonly string[], defenders: readonly string[]): LossPlan[] {
  const plans: LossPlan[] = [];
  const add = (side: LossPlan['side'], measure: LossPlan['measure'], loss: number, unitIds: readonly string[]) => {
    if (loss > 0) plans.push({ side, measure, words: measure === 'units' ? UNITS : POINTS, loss, unitIds });
  };
  if (effects.kind === 'infantry-combat') {
    add('attacker', 'strength', effects.attackerLoss, attackers);
    add('defender', 'strength', effects.defenderLoss, defenders);
  } else if (effects.kind === 'cavalry-combat') {
    add('attacker', 'units', effects.attackerUnitsEliminated, attackers);
    add('defender', 'units', effects.defenderUnitsEliminated, defenders);
  }
  return plans;
}

/** The units after their losses: strength reduced; a unit at 0 (or a cavalry unit lost) is marked eliminated. */
export function applyAllocation(plan: LossPlan, allocation: Allocation, units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  const out: UnitRecord[] = [];
  for (const id of plan.unitIds) {
    const unit = units.get(id);
    const n = allocation[id] ?? 0;
    if (!unit || n === 0) continue;
    if (plan.measure === 'units') {
      out.push({ ...unit, state: { ...unit.state, eliminated: true } });
    } else {
      const strength = Math.max(0, (unit.strength ?? 0) - n);
      out.push({ ...unit, strength, state: strength === 0 ? { ...unit.state, eliminated: true } : unit.state });
    }
  }
  return out;
}

const COMBAT_TYPES = ['infantry', 'cavalry', 'fortification'];

/** A Wilderness counter's values: its printed strength, its supply, and whether it is entrained (halved when attacked, Terrain Effects Chart). */
export const WILDERNESS_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Strength', code: 'S', kind: 'number', min: 1, max: 99, step: 1, types: COMBAT_TYPES },
  { key: 'state.supply', label: 'Supply', code: 'Sup', kind: 'choice', options: SUPPLY.map((s) => ({ value: s, words: s, code: s })), types: ['infantry', 'cavalry'], status: true },
  {
    key: 'state.entrained',
    label: 'Entrained',
    code: 'E',
    kind: 'choice',
    options: [
      { value: false, words: 'Not entrained', code: 'no' },
      { value: true, words: 'Entrained', code: 'yes' },
    ],
    types: ['infantry'],
    status: true,
  },
];

/** The Wilderness Campaign at the desk: counters carry printed strength; losses come off it. */
export const WILDERNESS_DESK: DeskRules<WildernessDraft, WildernessEffects, WildernessCombat> = {
  game: 'wilderness',
  unitTypes: COMBAT_TYPES,
  rosterTypes: [...COMBAT_TYPES, 'leader', 'dummy'],
  stackTypes: [],
  sides: CIVIL_WAR_SIDES,
  unitFields: WILDERNESS_UNIT_FIELDS,
  // The map's unsupplied marker is the Unsupplied supply state; Isolated, a state of its own, has none.
  mapMarkers: [{ marker: 'unsupplied', key: 'state.supply', value: 'unsupplied' }],
  valueName: 'strength',
  read: readDraft,
  // A cavalry probe needs no units on either side.
  askable: (draft) => draft.kind === 'cavalry-probe' || (draft.attackers.length > 0 && draft.defenders.length > 0),
  describe: toDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
  lossPlans: (effects, draft) => wildernessLossPlans(effects, draft.attackers, draft.defenders),
  applyResult: (_effects, _draft, allocations, plans, units) => plans.flatMap((p) => applyAllocation(p, allocations[p.side] ?? {}, units)),
  fieldWords: {
    supply: 'supply',
    hastyAttack: 'Hasty Attack',
    defenderHex: "defender's hex",
    acrossRiver: 'across a river',
    acrossEstuary: 'across an estuary',
    infantryInDefendersHex: "infantry in the defender's hex",
  },
};
