import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import closeCombatDoc from '../../../docs/games/cwbs/closeCombat.json';
import fireDoc from '../../../docs/games/cwbs/fire.json';
import moraleDoc from '../../../docs/games/cwbs/morale.json';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import { seedFromWords } from '../../engine/core/rng';
import type { CwbsEffects } from '../../engine/games/cwbs';
import type { CloseCombatEffects } from '../../engine/games/cwbs/effects';
import { cwbsSchema } from '../../engine/games/cwbs/schema/index';
import { describeFieldError } from '../../desk/field-labels';
import { allocationProblem, planKey, suggestAllocation } from '../../desk/losses';
import { parseRoster, rosterText } from '../../desk/roster-text';
import type { UnitRecord } from '../../store/records';
import { type CwbsDraft, EMPTY_CWBS_DRAFT, readCwbsDraft, toCwbsDescription } from './draft';
import { rules as gameRules } from './index';
import { CWBS_DESK } from './rules';

const unit = (id: string, type: string, side: string, strength: number | null, state: UnitRecord['state'] = {}): UnitRecord => ({ id, gameId: 'g', name: id, side, type, strength, state });
const desk = gameRules.desk;
if (!desk) throw new Error('the CWBS plug-in has a desk');
const exampleUnits = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
const parse = (x: unknown) => {
  const { format: _format, game: _game, ...description } = x as Record<string, unknown>;
  return v.parse(cwbsSchema, description);
};

function resolve(draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>, dice: readonly number[]): Resolution {
  const answer = engineApi.resolve(toCwbsDescription(draft, units), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}

/** The docs' close combat: Kemper's and Garnett's regiments with Pickett, against Hall's regiment and Cushing's limbered battery. */
const CLOSE_COMBAT_UNITS = new Map(
  [
    unit('kemper', 'infantry', 'confederate', 10, { grade: 'B', fireLevel: 'A' }),
    unit('garnett', 'infantry', 'confederate', 8, { grade: 'B', fireLevel: 'B', plusWeapons: true }),
    unit('Pickett', 'leader', 'confederate', null, {}),
    unit('hall', 'infantry', 'union', 6, { grade: 'C', fireLevel: 'B' }),
    unit('cushing', 'artillery', 'union', null, { gunPoints: 2, formation: 'limbered' }),
  ].map((u) => [u.id, u]),
);

describe('the CWBS desk draft', () => {
  it("is docs/games/cwbs.md's fire combat for the plug-in's example", () => {
    expect(parse(toCwbsDescription(desk.example.draft, exampleUnits))).toEqual(parse(fireDoc));
  });

  it("is the docs' close combat: firers, top unit, strength, artillery and leaders from each stack", () => {
    const units = CLOSE_COMBAT_UNITS;
    const draft: CwbsDraft = { ...EMPTY_CWBS_DRAFT, kind: 'closeCombat', attackers: ['kemper', 'garnett', 'Pickett'], defenders: ['hall', 'cushing'], sunkenRoad: true, attackerStrength: 'AB', defenderStrength: 'B' };
    expect(parse(toCwbsDescription(draft, units))).toEqual(parse(closeCombatDoc));
  });

  it("is the docs' morale check, made by the first stack picked", () => {
    const units = new Map([unit('c', 'infantry', 'union', 5, { grade: 'C', wrecked: 'brigade' }), unit('L', 'leader', 'union', null, { rating: 3 })].map((u) => [u.id, u]));
    const draft: CwbsDraft = { ...EMPTY_CWBS_DRAFT, kind: 'morale', defenders: ['c', 'L'], fireResult: 'm-1' };
    expect(parse(toCwbsDescription(draft, units))).toEqual(parse(moraleDoc));
    expect(CWBS_DESK.askable(draft)).toBe(true);
    expect(CWBS_DESK.askable({ ...draft, defenders: [] })).toBe(false);
  });

  it('leaves a value not given out, so the engine names it', () => {
    const units = new Map([unit('a', 'infantry', 'union', 5, { fireLevel: 'A' }), unit('t', 'infantry', 'confederate', 5)].map((u) => [u.id, u]));
    const draft: CwbsDraft = { ...EMPTY_CWBS_DRAFT, attackers: ['a'], defenders: ['t'] };
    const answer = engineApi.analyse(toCwbsDescription(draft, units));
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors.map((e) => describeFieldError(e, draft, units, CWBS_DESK.fieldWords, CWBS_DESK.unitPaths?.(draft, units)))).toEqual(['t — morale grade: the morale grade (A to E) of the top unit is needed']);
  });

  it('names the unit a refusal is about, wherever it stands in the description', () => {
    const units = new Map([unit('Ward', 'infantry', 'union', 5, { grade: 'B' }), unit('Smith', 'artillery', 'union', null, {}), unit('Law', 'infantry', 'confederate', 5, { grade: 'B', fireLevel: 'Z' })].map((u) => [u.id, u]));
    const words = (draft: CwbsDraft) => {
      const answer = engineApi.analyse(toCwbsDescription(draft, units));
      return answer.ok ? [] : answer.errors.map((e) => describeFieldError(e, draft, units, CWBS_DESK.fieldWords, CWBS_DESK.unitPaths?.(draft, units)));
    };
    expect(words({ ...EMPTY_CWBS_DRAFT, attackers: ['Ward', 'Smith'], defenders: ['Law'] })).toEqual([
      'Ward — fire level: required field of a small-arms firer is missing',
      'Smith — gun points: required field of an artillery firer is missing',
    ]);
    expect(words({ ...EMPTY_CWBS_DRAFT, kind: 'closeCombat', attackers: ['Law'], defenders: ['Ward'], attackerStrength: 'A', defenderStrength: 'A' })).toEqual([
      'Law — fire level: the fire level must be one of "A", "B", "C"',
      'Ward — fire level: required field of a small-arms firer is missing',
    ]);
  });

  it('reads back a saved draft, and shrugs off a damaged one', () => {
    const saved = JSON.parse(JSON.stringify({ ...EMPTY_CWBS_DRAFT, kind: 'closeCombat', edition: 'v3.2', attackers: ['a'], ranges: { a: 3 }, defenderStrength: 'AA' }));
    expect(readCwbsDraft(saved)).toEqual({ ...EMPTY_CWBS_DRAFT, kind: 'closeCombat', edition: 'v3.2', attackers: ['a'], ranges: { a: 3 }, defenderStrength: 'AA' });
    expect(readCwbsDraft({ kind: 'charge', edition: 'v4', ranges: { a: 'far', b: 0, c: 2 }, night: 'yes' })).toEqual({ ...EMPTY_CWBS_DRAFT, ranges: { c: 2 } });
    expect(readCwbsDraft(null)).toEqual(EMPTY_CWBS_DRAFT);
  });
});

describe('applying a CWBS result', () => {
  // Column 3-4; 12 is a loss of 2 and Low Ammo; straggler die 4 (grade B, 1½ or more): 1; the check on
  // row 3 rolls 66, Disorganized Back 2 Straggle 1; Hood rolls 2: killed.
  const fire = resolve(desk.example.draft, exampleUnits, [6, 6, 4, 6, 6, 1, 1]);
  const effects = fire.outcome.effects as CwbsEffects;

  it('shares out casualties and stragglers (the table’s and the morale result’s) among the target’s units with strength points, not its leader or battery', () => {
    const plans = CWBS_DESK.lossPlans(effects, desk.example.draft, exampleUnits);
    expect(plans.map((p) => [planKey(p), p.loss, p.unitIds])).toEqual([
      ['defender-casualties', 2, ['law']],
      ['defender-stragglers', 2, ['law']],
    ]);
    const casualties = plans[0];
    if (!casualties) throw new Error('a casualty plan');
    expect(suggestAllocation(casualties, exampleUnits)).toEqual({ law: 2 });
    expect(allocationProblem(casualties, { law: 1 }, exampleUnits)).toBe('Defender: allocate exactly 2 casualties (now 1)');
  });

  it('takes the losses, marks stragglers, the morale result, the leader lost and the firers Low Ammo; wrecked at the wreck level', () => {
    const units = new Map(exampleUnits);
    units.set('law', { ...(exampleUnits.get('law') as UnitRecord), state: { ...exampleUnits.get('law')?.state, wreckAt: 4 } });
    const plans = CWBS_DESK.lossPlans(effects, desk.example.draft, units);
    const after = CWBS_DESK.applyResult(effects, desk.example.draft, { 'defender-casualties': { law: 2 }, 'defender-stragglers': { law: 2 } }, plans, units);
    const byId = new Map(after.map((u) => [u.id, u]));
    expect(byId.get('law')).toMatchObject({ strength: 4, state: { morale: 'disorganized', stragglers: 2, wrecked: 'brigade' } });
    expect(byId.get('reilly')?.state.morale).toBe('disorganized');
    expect(byId.get('hood')?.state.eliminated).toBe(true);
    expect(byId.get('ward')?.state.lowAmmo).toBe(true);
    expect(byId.get('smith')?.state.lowAmmo).toBe(true);
  });

  it('never leaves a unit better than it was, and changes nothing on no effect', () => {
    const check: CwbsDraft = { ...EMPTY_CWBS_DRAFT, kind: 'morale', attackers: ['law'] };
    const routed = new Map(exampleUnits);
    routed.set('law', { ...(exampleUnits.get('law') as UnitRecord), state: { grade: 'B', morale: 'routed' } });
    // Grade B Routed checks on row 10: 31 is Shaken, which leaves a Routed unit Routed.
    const shaken = resolve(check, routed, [3, 1]);
    expect(shaken.outcome.effects).toMatchObject({ kind: 'morale', state: 'shaken' });
    expect(CWBS_DESK.applyResult(shaken.outcome.effects as CwbsEffects, check, {}, [], routed)).toEqual([]);
    const steady = new Map(exampleUnits);
    steady.set('law', { ...(exampleUnits.get('law') as UnitRecord), state: { grade: 'B' } });
    const none = resolve(check, steady, [2, 1]);
    expect(CWBS_DESK.applyResult(none.outcome.effects as CwbsEffects, check, {}, [], steady)).toEqual([]);
  });
});

describe('a pasted CWBS roster', () => {
  it('reads each value by its code, and writes it back the same way', () => {
    const text = ['Ward, US, infantry, SP 9, M B, FL A, W yes, MS shaken, LA yes, WL 4', "Smith's battery, US, artillery, GP 4, F limbered", 'Hood, CS, leader, R 2'].join('\n');
    const lines = parseRoster(text, CWBS_DESK);
    const units = lines.flatMap((l) => (l.ok ? [l.unit] : []));
    expect(units).toEqual([
      { name: 'Ward', side: 'union', type: 'infantry', strength: 9, state: { grade: 'B', fireLevel: 'A', plusWeapons: true, morale: 'shaken', lowAmmo: true, wreckAt: 4 } },
      { name: "Smith's battery", side: 'union', type: 'artillery', strength: null, state: { gunPoints: 4, formation: 'limbered' } },
      { name: 'Hood', side: 'confederate', type: 'leader', strength: null, state: { rating: 2 } },
    ]);
    expect(parseRoster(rosterText(units, CWBS_DESK), CWBS_DESK).flatMap((l) => (l.ok ? [l.unit] : []))).toEqual(units);
    expect(parseRoster('Law, CS, infantry, M F', CWBS_DESK)[0]).toMatchObject({ ok: false, reason: 'Morale grade: “F” is not one of A, B, C, D, E' });
    expect(parseRoster("Reilly's battery, CS, artillery, GP 6", CWBS_DESK)[0]).toMatchObject({ ok: false, reason: 'Gun points: 6 is not allowed; it must be a whole number from 0 to 5' });
  });
});

describe('applying a CWBS close combat', () => {
  const units = CLOSE_COMBAT_UNITS;
  const draft: CwbsDraft = { ...EMPTY_CWBS_DRAFT, kind: 'closeCombat', attackers: ['kemper', 'garnett', 'Pickett'], defenders: ['hall', 'cushing'], attackerStrength: 'AB', defenderStrength: 'B' };

  it("gives each side its own losses, morale results and Low Ammo, as the engine's effects say", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const answer = engineApi.resolve(toCwbsDescription(draft, units), { rng: seedFromWords(seed) });
      if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
      const effects = answer.value.outcome.effects as CloseCombatEffects;
      const plans = CWBS_DESK.lossPlans(effects, draft, units);
      const allocations = Object.fromEntries(plans.map((p) => [planKey(p), suggestAllocation(p, units)]));
      const after = new Map(CWBS_DESK.applyResult(effects, draft, allocations, plans, units).map((u) => [u.id, u]));
      for (const [side, ids] of [['attacker', ['kemper', 'garnett']], ['defender', ['hall']]] as const) {
        const e = effects[side];
        const lost = ids.reduce((sum, id) => sum + ((units.get(id)?.strength ?? 0) - (after.get(id)?.strength ?? units.get(id)?.strength ?? 0)), 0);
        const straggled = e.stragglers + [e.morale, e.additionalMorale].reduce((sum, m) => sum + (m?.straggleSteps ?? 0), 0);
        expect(lost, `seed ${seed}, ${side}`).toBe(Math.min(e.casualties + straggled, ids.reduce((sum, id) => sum + (units.get(id)?.strength ?? 0), 0)));
        expect(ids.every((id) => (after.get(id)?.state.lowAmmo === true) === e.lowAmmo), `seed ${seed}, ${side} Low Ammo`).toBe(true);
      }
    }
  });
});
