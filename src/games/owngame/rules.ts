import { type Allocation, type LossPlan, planKey } from '../../desk/losses';
import type { DeskRules, Described, SideWords, UnitField } from '../../desk/rules';
import type { DefinitionForm, Loss, OwnEffects, OwnInput, SideEffects } from '../../engine/games/owngame';
import { SIDES } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type OwnDraft, pickedUnits, readOwnDraft, underCondition } from './draft';

/**
 * The two sides as units keep them: the map's two sides (its two counter colours), by place, so a
 * side renamed in the rules keeps its units and its colour on the map.
 */
export const SIDE_IDS = SIDES;

type Value = DefinitionForm['units']['values'][number];

/** The value a side fights with, the defence strength where it is a value of its own, and the steps. */
function valuesOf(definition: DefinitionForm | undefined): { readonly attack?: Value; readonly defence?: Value; readonly steps?: Value } {
  const values = definition?.units.values ?? [];
  const one = values.find((x) => x.use === 'strength');
  const attack = one ?? values.find((x) => x.use === 'attack');
  const defence = one ? undefined : values.find((x) => x.use === 'defence');
  const steps = values.find((x) => x.use === 'steps');
  return { ...(attack ? { attack } : {}), ...(defence ? { defence } : {}), ...(steps ? { steps } : {}) };
}

/** Where a value is kept: the one a unit attacks with is the roster's number, the unit's `strength`; the others are in its state. */
const keyOf = (x: Value): UnitField['key'] => (x.use === 'strength' || x.use === 'attack' ? 'strength' : `state.${x.id}`);

export function ownSides(definition: DefinitionForm | undefined): SideWords[] {
  return SIDE_IDS.map((id, i) => ({ id, words: definition?.sides[i] ?? `Side ${i + 1}`, codes: [] }));
}

export function ownUnitFields(definition: DefinitionForm | undefined): UnitField[] {
  return (definition?.units.values ?? []).map((x) => ({ key: keyOf(x), label: x.name, code: x.code, kind: 'number', min: x.min, max: x.max, step: 1 }));
}

const numberIn = (u: UnitRecord, x: Value | undefined): number | undefined => {
  if (!x) return undefined;
  const value = keyOf(x) === 'strength' ? u.strength : u.state[x.id];
  return typeof value === 'number' ? value : undefined;
};

/** The combat description for the engine (docs/games/owngame.md), carrying the definition whole. */
function describe(definition: DefinitionForm | undefined, draft: OwnDraft, units: ReadonlyMap<string, UnitRecord>): Described<OwnInput> {
  const { attack, defence, steps } = valuesOf(definition);
  const conditions = definition?.conditions ?? [];
  const unit = (u: UnitRecord, side: 'attacker' | 'defender') => {
    // A value not given is left out, for the engine to name it.
    const strength = numberIn(u, side === 'defender' && defence ? defence : attack);
    const left = numberIn(u, steps);
    const under = conditions.filter((c) => c.scope === 'unit' && c.side === side && underCondition(draft, c.id).includes(u.id)).map((c) => c.id);
    return { name: u.name, type: u.type, ...(strength === undefined ? {} : { strength }), ...(left === undefined ? {} : { steps: left }), conditions: under };
  };
  const combat = draft.conditions.filter((id) => conditions.some((c) => c.id === id && c.scope === 'combat'));
  return {
    format: 1,
    game: 'owngame',
    kind: 'combat',
    ...(definition ? { definition } : {}),
    conditions: combat,
    attackers: pickedUnits(draft.attackers, units).map((u) => unit(u, 'attacker')),
    defenders: pickedUnits(draft.defenders, units).map((u) => unit(u, 'defender')),
  };
}

const SIDE_WORDS = { attacker: 'Attacker', defender: 'Defender' } as const;

/**
 * The losses a result leaves the players to share out, a plan for each side: steps (each unit at most
 * the steps it has, or one where units have no steps), strength points (at most its strength), or the
 * units the players' rules remove ("chosen", none taken to start). A side that loses all its units needs no plan.
 */
function lossPlans(definition: DefinitionForm | undefined, effects: OwnEffects, draft: OwnDraft, units: ReadonlyMap<string, UnitRecord>): LossPlan[] {
  const { steps } = valuesOf(definition);
  return (['attacker', 'defender'] as const).flatMap((side): LossPlan[] => {
    const picked = pickedUnits(side === 'attacker' ? draft.attackers : draft.defenders, units);
    const { loss } = effects[side];
    const unitIds = picked.map((u) => u.id);
    if (loss === 'all' || loss === 0 || unitIds.length === 0) return [];
    if (loss === 'chosen') return [{ side, measure: 'units', words: ['unit', 'units'], loss: unitIds.length, unitIds, upTo: true, legend: `${SIDE_WORDS[side]}: the units your rules remove on ${effects.result}` }];
    if (effects.measure === 'strength') return [{ side, measure: 'strength', words: ['point', 'points'], loss, unitIds }];
    if (!steps) return [{ side, measure: 'units', words: ['step', 'steps'], loss, unitIds }];
    const capacity = Object.fromEntries(picked.map((u) => [u.id, numberIn(u, steps) ?? 1]));
    return [{ side, measure: 'strength', words: ['step', 'steps'], loss, unitIds, capacity }];
  });
}

/** One unit after a result: eliminated, reduced by its share of the loss, and retreated if it survives and its side retreats. */
function after(definition: DefinitionForm | undefined, unit: UnitRecord, e: SideEffects, taken: number, measure: OwnEffects['measure']): UnitRecord {
  const { steps } = valuesOf(definition);
  const eliminated = (u: UnitRecord): UnitRecord => ({ ...u, state: { ...u.state, eliminated: true } });
  let next = unit;
  const loss: Loss = e.loss;
  if (loss === 'all' || (loss === 'chosen' && taken > 0)) next = eliminated(unit);
  else if (taken > 0 && measure === 'strength') {
    const left = Math.max(0, (unit.strength ?? 0) - taken);
    next = left === 0 ? eliminated({ ...unit, strength: 0 }) : { ...unit, strength: left };
  } else if (taken > 0 && steps) {
    const left = Math.max(0, (numberIn(unit, steps) ?? 1) - taken);
    next = { ...unit, state: { ...unit.state, [steps.id]: left, ...(left === 0 ? { eliminated: true } : {}) } };
  } else if (taken > 0) next = eliminated(unit);
  if (e.retreat !== false && next.state['eliminated'] !== true) next = { ...next, state: { ...next.state, retreated: true } };
  return next;
}

function applyResult(definition: DefinitionForm | undefined, effects: OwnEffects, draft: OwnDraft, allocations: Readonly<Record<string, Allocation>>, plans: readonly LossPlan[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return (['attacker', 'defender'] as const).flatMap((side) => {
    const plan = plans.find((p) => p.side === side);
    const shares = plan ? (allocations[planKey(plan)] ?? {}) : {};
    return pickedUnits(side === 'attacker' ? draft.attackers : draft.defenders, units).flatMap((u) => {
      const next = after(definition, u, effects[side], shares[u.id] ?? 0, effects.measure);
      return next === u ? [] : [next];
    });
  });
}

/**
 * Your own game at the desk, by its definition: the roster offers its unit types and values, the
 * description carries the definition, and a result's losses are shared out and applied as the
 * definition says. With no definition yet, nothing is asked of the engine.
 */
export function ownDesk(definition: DefinitionForm | undefined): DeskRules<OwnDraft, OwnEffects, OwnInput> {
  const { attack, steps } = valuesOf(definition);
  const types = definition?.units.types ?? [];
  return {
    game: 'owngame',
    unitTypes: types,
    rosterTypes: types,
    stackTypes: [],
    sides: ownSides(definition),
    unitFields: ownUnitFields(definition),
    valueName: attack?.name.toLowerCase() ?? 'strength',
    read: readOwnDraft,
    askable: (draft) => definition !== undefined && draft.attackers.length > 0 && draft.defenders.length > 0,
    describe: (draft, units) => describe(definition, draft, units),
    valueOf: (unit) => unit.strength ?? undefined,
    newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: value, state: {} }),
    lossPlans: (effects, draft, units) => lossPlans(definition, effects, draft, units),
    applyResult: (effects, draft, allocations, plans, units) => applyResult(definition, effects, draft, allocations, plans, units),
    fieldWords: {
      strength: attack ? `${attack.name.toLowerCase()} (the strength it fights with)` : 'strength',
      ...(steps ? { steps: steps.name.toLowerCase() } : {}),
      type: 'unit type',
      conditions: 'conditions',
      definition: 'your game’s rules',
    },
  };
}
