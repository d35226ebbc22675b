import type { Allocation, LossPlan } from '../../desk/losses';
import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { CwbsEffects } from '../../engine/games/cwbs';
import { GRADES } from '../../engine/games/cwbs/data/straggler';
import { FIRE_LEVELS } from '../../engine/games/cwbs/data/fire-points';
import type { CloseCombatSideEffects, LeaderEffects, MoraleEffects } from '../../engine/games/cwbs/effects';
import { FORMATIONS, MORALE_STATES, WRECKED } from '../../engine/games/cwbs/schema/units';
import type { UnitRecord } from '../../store/records';
import { type CwbsCombat, type CwbsDraft, checkingIds, cwbsUnitPaths, readCwbsDraft, stackOf, toCwbsDescription } from './draft';
import { CWBS_TABLE_ROLLS } from './table-rolls';
import { afterLosses, afterMorale } from './unit-after';

const COMBAT_TYPES = ['infantry', 'cavalry', 'artillery', 'wagon'];
const TROOPS = ['infantry', 'cavalry'];
const yesNo = (no: string, yes: string) => [
  { value: false, words: no, code: 'no' },
  { value: true, words: yes, code: 'yes' },
];

const FORMATION_WORDS: Readonly<Record<(typeof FORMATIONS)[number], string>> = {
  line: 'Line (dismounted, unlimbered)',
  column: 'Column',
  mounted: 'Mounted',
  limbered: 'Limbered',
};
export const MORALE_WORDS: Readonly<Record<(typeof MORALE_STATES)[number], string>> = { normal: 'Normal', shaken: 'Shaken', disorganized: 'Disorganized', routed: 'Routed' };
const WRECKED_WORDS: Readonly<Record<(typeof WRECKED)[number], string>> = { no: 'Not wrecked', brigade: 'Wrecked brigade', brigadeOfWreckedDivision: 'Wrecked brigade of a wrecked division' };

/**
 * A CWBS unit's values, as the fire, straggler and morale checks read them (docs/games/cwbs.md):
 * strength points are the unit's strength; the rest its state. "Wrecked at" is the strength from the
 * player's own order of battle at or below which the brigade is wrecked (the charts do not give it).
 */
export const CWBS_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Strength points', code: 'SP', kind: 'number', min: 0, max: 99, step: 1, types: TROOPS },
  { key: 'state.grade', label: 'Morale grade', code: 'M', kind: 'choice', options: GRADES.map((g) => ({ value: g, words: `Grade ${g}`, code: g })), types: [...TROOPS, 'wagon'] },
  { key: 'state.fireLevel', label: 'Fire level', code: 'FL', kind: 'choice', options: FIRE_LEVELS.map((f) => ({ value: f, words: `Fire level ${f}`, code: f })), types: TROOPS },
  { key: 'state.plusWeapons', label: 'Plus weapons', code: 'W', kind: 'choice', options: yesNo('Normal weapons', 'Plus weapons'), types: TROOPS },
  { key: 'state.gunPoints', label: 'Gun points', code: 'GP', kind: 'number', min: 0, max: 5, step: 1, types: ['artillery'] },
  { key: 'state.formation', label: 'Formation', code: 'F', kind: 'choice', options: FORMATIONS.map((f) => ({ value: f, words: FORMATION_WORDS[f], code: f })), types: COMBAT_TYPES },
  { key: 'state.morale', label: 'Morale state', code: 'MS', kind: 'choice', options: MORALE_STATES.map((m) => ({ value: m, words: MORALE_WORDS[m], code: m })), types: COMBAT_TYPES, status: true },
  { key: 'state.bloodLust', label: 'Blood Lust', code: 'BL', kind: 'choice', options: yesNo('No Blood Lust', 'Blood Lust'), types: TROOPS, status: true },
  { key: 'state.lowAmmo', label: 'Low Ammo', code: 'LA', kind: 'choice', options: yesNo('Ammo', 'Low Ammo'), types: [...TROOPS, 'artillery'], status: true },
  { key: 'state.stragglers', label: 'Stragglers', code: 'St', kind: 'number', min: 0, max: 99, step: 1, types: TROOPS, status: true },
  { key: 'state.wreckAt', label: 'Wrecked at', code: 'WL', kind: 'number', min: 0, max: 99, step: 1, types: TROOPS },
  { key: 'state.wrecked', label: 'Wrecked', code: 'Wr', kind: 'choice', options: WRECKED.map((w) => ({ value: w, words: WRECKED_WORDS[w], code: w })), types: TROOPS, status: true },
  { key: 'state.rating', label: 'Leader rating', code: 'R', kind: 'number', min: 0, max: 4, step: 1, types: ['leader'] },
  { key: 'state.wounded', label: 'Wounded', code: 'Wd', kind: 'choice', options: yesNo('Not wounded', 'Wounded'), types: ['leader'], status: true },
];

const CASUALTIES = ['casualty', 'casualties'] as const;
const STRAGGLERS = ['straggler', 'stragglers'] as const;
const lossKey = (side: LossPlan['side'], loss: 'casualties' | 'stragglers') => `${side}-${loss}`;

/** What one stack takes from a result: its fire losses, the morale results it checked, its leaders' checks. */
interface StackResult {
  readonly side: LossPlan['side'];
  readonly ids: readonly string[];
  readonly casualties: number;
  readonly stragglers: number;
  readonly morale: readonly MoraleEffects[];
  readonly leaders: readonly LeaderEffects[];
}

const checked = (...m: (MoraleEffects | null)[]): MoraleEffects[] => m.filter((x): x is MoraleEffects => x !== null);

function ccSide(side: LossPlan['side'], ids: readonly string[], e: CloseCombatSideEffects): StackResult {
  return { side, ids, casualties: e.casualties, stragglers: e.stragglers, morale: checked(e.morale, e.additionalMorale), leaders: e.leaders };
}

/** The stacks a result reaches, with what each takes, and the stacks whose firers go Low Ammo. */
function reached(effects: CwbsEffects, draft: CwbsDraft): { hit: StackResult[]; lowAmmo: (readonly string[])[] } {
  switch (effects.kind) {
    case 'fire':
      return {
        hit: [{ side: 'defender', ids: draft.defenders, casualties: effects.casualties, stragglers: effects.stragglers, morale: checked(effects.morale), leaders: effects.leaders }],
        lowAmmo: effects.lowAmmo ? [draft.attackers] : [],
      };
    case 'closeCombat':
      return {
        hit: [ccSide('attacker', draft.attackers, effects.attacker), ccSide('defender', draft.defenders, effects.defender)],
        lowAmmo: [...(effects.attacker.lowAmmo ? [draft.attackers] : []), ...(effects.defender.lowAmmo ? [draft.defenders] : [])],
      };
    case 'morale': {
      const ids = checkingIds(draft);
      return { hit: [{ side: ids === draft.attackers ? 'attacker' : 'defender', ids, casualties: 0, stragglers: 0, morale: [effects], leaders: [] }], lowAmmo: [] };
    }
    default:
      return { hit: [], lowAmmo: [] };
  }
}

/**
 * The losses a result calls for, shared out by the players among the stack's units: casualties, and
 * stragglers (the Straggler Table's and the Morale Table's "Straggle #") as a plan of their own.
 */
export function cwbsLossPlans(effects: CwbsEffects, draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>): LossPlan[] {
  return reached(effects, draft).hit.flatMap((s) => {
    // A unit with no strength points given (a battery) has none to lose.
    const unitIds = stackOf(s.ids, units).troops.filter((u) => u.strength !== null).map((u) => u.id);
    const straggle = s.stragglers + s.morale.reduce((sum, m) => sum + m.straggleSteps, 0);
    const plans: LossPlan[] = [];
    if (s.casualties > 0) plans.push({ side: s.side, key: lossKey(s.side, 'casualties'), measure: 'strength', words: CASUALTIES, loss: s.casualties, unitIds });
    if (straggle > 0) plans.push({ side: s.side, key: lossKey(s.side, 'stragglers'), measure: 'strength', words: STRAGGLERS, loss: straggle, unitIds });
    return plans;
  });
}

/** Every unit the result changes, as it is after it. */
export function cwbsApply(effects: CwbsEffects, draft: CwbsDraft, allocations: Readonly<Record<string, Allocation>>, _plans: readonly LossPlan[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  const changed = new Map<string, UnitRecord>();
  const get = (id: string) => changed.get(id) ?? units.get(id);
  const set = (u: UnitRecord) => changed.set(u.id, u);
  const { hit, lowAmmo } = reached(effects, draft);
  const share = (side: LossPlan['side'], loss: 'casualties' | 'stragglers', id: string): number => allocations[lossKey(side, loss)]?.[id] ?? 0;
  for (const s of hit) {
    const stack = stackOf(s.ids, units);
    for (const troop of stack.troops) {
      let u = get(troop.id) ?? troop;
      u = afterLosses(u, share(s.side, 'casualties', u.id), share(s.side, 'stragglers', u.id));
      for (const m of s.morale) u = afterMorale(u, m);
      if (u !== troop) set(u);
    }
    for (const l of s.leaders) {
      const leader = stack.leaders.find((u) => u.name === l.name);
      if (leader && l.result !== 'none') set({ ...leader, state: { ...leader.state, ...(l.result === 'killed' ? { eliminated: true } : { wounded: true }) } });
    }
  }
  for (const ids of lowAmmo) {
    for (const troop of stackOf(ids, units).troops) {
      const u = get(troop.id) ?? troop;
      if (u.type !== 'wagon' && u.state.lowAmmo !== true) set({ ...u, state: { ...u.state, lowAmmo: true } });
    }
  }
  return [...changed.values()];
}

/** The Civil War Brigade Series at the desk: the roster's number is a unit's strength points. */
export const CWBS_DESK: DeskRules<CwbsDraft, CwbsEffects, CwbsCombat> = {
  game: 'cwbs',
  unitTypes: COMBAT_TYPES,
  rosterTypes: [...COMBAT_TYPES, 'leader'],
  // A leader picked into a stack rolls for leader loss and shifts its morale check.
  stackTypes: ['leader'],
  sides: CIVIL_WAR_SIDES,
  unitFields: CWBS_UNIT_FIELDS,
  // The map's disorganized marker is the Disorganized morale state; Shaken and Routed have none.
  mapMarkers: [{ marker: 'disorganized', key: 'state.morale', value: 'disorganized' }],
  valueName: 'strength points',
  read: readCwbsDraft,
  askable: (draft) => (draft.kind === 'morale' ? checkingIds(draft).length > 0 : draft.attackers.length > 0 && draft.defenders.length > 0),
  describe: toCwbsDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
  lossPlans: cwbsLossPlans,
  applyResult: cwbsApply,
  unitPaths: cwbsUnitPaths,
  tableRolls: CWBS_TABLE_ROLLS,
  fieldWords: {
    firers: 'firer',
    target: 'target',
    unit: 'unit',
    fireLevel: 'fire level',
    gunPoints: 'gun points',
    range: 'range',
    grade: 'morale grade',
    state: 'morale state',
    formation: 'formation',
    leaderRating: 'leader rating',
    withUnlimberedArtillery: 'stacked with unlimbered artillery',
    sunkenRoad: 'sunken road or trench',
    strength: 'strength for the odds table',
  },
};
