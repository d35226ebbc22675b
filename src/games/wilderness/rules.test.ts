import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine/engine';
import { CombatInputError } from '../../engine/core/errors';
import type { UnitRecord } from '../../store/records';
import { EMPTY_DRAFT, readDraft, toDescription, type WildernessDraft } from './draft';
import { describeFieldError } from '../../desk/field-labels';
import { allocationProblem, type LossPlan, suggestAllocation } from '../../desk/losses';
import type { WildernessEffects } from '../../engine/games/wilderness/types';
import { applyAllocation, wildernessLossPlans } from './rules';

/** Effects with only the fields the loss plans read. */
const effects = (e: Partial<WildernessEffects>): WildernessEffects => e as WildernessEffects;

const unit = (id: string, name: string, strength: number | null, extra: Partial<UnitRecord> = {}): UnitRecord => ({
  id,
  gameId: 'g',
  name,
  side: 'union',
  type: 'infantry',
  strength,
  state: {},
  ...extra,
});

const roster = new Map(
  [
    unit('v', 'V', 12),
    unit('vi', 'VI', 12, { state: { supply: 'unsupplied' } }),
    unit('heth', 'Heth', 4, { side: 'confederate' }),
    unit('fort', 'Richmond fort', 3, { side: 'confederate', type: 'fortification' }),
    unit('cav', 'Cavalry 1', null, { type: 'cavalry' }),
  ].map((u) => [u.id, u]),
);

describe('the Wilderness desk draft', () => {
  it('becomes a combat description the engine resolves: the seed’s fortification example', () => {
    const draft: WildernessDraft = { ...EMPTY_DRAFT, attackers: ['v'], defenders: ['heth', 'fort'] };
    const analysis = analyse(toDescription(draft, roster));
    const text = analysis.steps.map((s) => `${s.title} ${s.detail}`).join('\n');
    expect(analysis.table?.title).toMatch(/5-8/);
    expect(text).toMatch(/11/);
  });

  it('carries each unit’s supply state and per-unit river crossing', () => {
    const draft: WildernessDraft = { ...EMPTY_DRAFT, attackers: ['v', 'vi'], defenders: ['heth'], acrossRiver: ['vi'] };
    const description = toDescription(draft, roster);
    if (description.kind !== 'infantry-combat') throw new Error('an infantry combat');
    expect(description.attackers?.map((a) => [a.supply, a.acrossRiver])).toEqual([
      ['supplied', false],
      ['unsupplied', true],
    ]);
  });

  it('leaves an unknown strength out so the engine names it, and the desk names the unit', () => {
    const draft: WildernessDraft = { ...EMPTY_DRAFT, attackers: ['cav'], defenders: ['heth'] };
    let error: CombatInputError | undefined;
    try {
      analyse(toDescription(draft, roster));
    } catch (e) {
      error = e as CombatInputError;
    }
    expect(error).toBeInstanceOf(CombatInputError);
    const first = error?.errors[0];
    if (!first) throw new Error('expected a field error');
    expect(first.path).toBe('attackers.0.strength');
    expect(describeFieldError(first, draft, roster)).toMatch(/^Attacker Cavalry 1 — strength: /);
  });

  it('reads back a saved draft, and shrugs off a damaged one', () => {
    const saved = JSON.parse(JSON.stringify({ ...EMPTY_DRAFT, kind: 'cavalry-probe', attackers: ['v'], entrenched: true }));
    expect(readDraft(saved)).toMatchObject({ kind: 'cavalry-probe', attackers: ['v'], entrenched: true });
    expect(readDraft({ kind: 'nonsense', attackers: 'v', terrain: 7 })).toEqual({ ...EMPTY_DRAFT, attackers: [] });
    expect(readDraft(null)).toEqual(EMPTY_DRAFT);
  });
});

describe('losses', () => {
  const plan: LossPlan = { side: 'defender', measure: 'strength', words: ['point', 'points'], loss: 5, unitIds: ['heth', 'fort'] };

  it('suggests taking the loss in pick order, and never more than the side has', () => {
    expect(suggestAllocation(plan, roster)).toEqual({ heth: 4, fort: 1 });
    expect(suggestAllocation({ ...plan, loss: 99 }, roster)).toEqual({ heth: 4, fort: 3 });
  });

  it('checks an allocation, naming the unit or the side', () => {
    expect(allocationProblem(plan, { heth: 2, fort: 3 }, roster)).toBeUndefined();
    expect(allocationProblem(plan, { heth: 5, fort: 0 }, roster)).toBe('Heth: can lose at most 4 points');
    expect(allocationProblem(plan, { heth: 1, fort: 1 }, roster)).toBe('Defender: allocate exactly 5 points (now 2)');
  });

  it('reduces printed strength and marks a unit at 0 eliminated', () => {
    const after = applyAllocation(plan, { heth: 4, fort: 1 }, roster);
    expect(after).toMatchObject([
      { id: 'heth', strength: 0, state: { eliminated: true } },
      { id: 'fort', strength: 2, state: {} },
    ]);
  });

  it('reads the plans from a result: points for infantry, whole units for cavalry', () => {
    expect(wildernessLossPlans(effects({ kind: 'infantry-combat', attackerLoss: 2, defenderLoss: 0 }), ['v'], ['heth'])).toEqual([
      { side: 'attacker', measure: 'strength', words: ['point', 'points'], loss: 2, unitIds: ['v'] },
    ]);
    expect(wildernessLossPlans(effects({ kind: 'cavalry-combat', attackerUnitsEliminated: 1, defenderUnitsEliminated: 1 }), ['cav'], ['c2'])).toHaveLength(2);
    expect(wildernessLossPlans(effects({ kind: 'cavalry-probe', success: true }), [], [])).toEqual([]);
  });
});
