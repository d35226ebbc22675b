import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import combatDoc from '../../../docs/games/bng/combat.json';
import { engineApi } from '../../engine/api';
import type { BngEffects } from '../../engine/games/bng';
import { bngSchema } from '../../engine/games/bng/schema';
import { allOf } from '../../engine/games/bng/test-helpers';
import { withCharts } from '../../desk/charts';
import { planKey } from '../../desk/losses';
import type { UnitRecord } from '../../store/records';
import { type BngDraft, EMPTY_BNG_DRAFT, combatLeftShifts, nightAttackers, readBngDraft, toBngDescription } from './draft';
import { STREAM_SHIFT } from './claims';
import { rules as gameRules } from './index';
import { BNG_DESK } from './rules';

const desk = gameRules.desk;
if (!desk) throw new Error('the Blue & Grey plug-in has a desk');
const { example } = desk;
const units = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
const describeWithCharts = (draft: BngDraft, on: ReadonlyMap<string, UnitRecord> = units) => withCharts(toBngDescription(draft, on), example.charts ?? {});
const parse = (x: unknown) => {
  const { format: _format, game: _game, ...description } = x as Record<string, unknown>;
  return v.parse(bngSchema, description);
};

function effectsOf(draft: BngDraft, dice: readonly number[], on: ReadonlyMap<string, UnitRecord> = units, crt = example.charts?.crt): BngEffects {
  const answer = engineApi.resolve(withCharts(toBngDescription(draft, on), { ...example.charts, ...(crt ? { crt } : {}) }), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value.outcome.effects as BngEffects;
}

describe('the Blue & Grey desk draft', () => {
  it("is docs/games/bng.md's combat for the plug-in's example", () => {
    expect(parse(describeWithCharts(example.draft))).toEqual(parse(combatDoc));
  });

  it('reads a saved draft back, and the empty one from anything else', () => {
    expect(readBngDraft(JSON.parse(JSON.stringify(example.draft)))).toEqual(example.draft);
    expect(readBngDraft('junk')).toEqual(EMPTY_BNG_DRAFT);
    expect(readBngDraft({ ranges: { a: 0, b: 2 }, leftShifts: { a: [{ cause: '', columns: 1 }, { cause: 'ridge', columns: 2 }] }, halving: { a: 'lava' } })).toMatchObject({ ranges: { b: 2 }, leftShifts: { a: [{ cause: 'ridge', columns: 2 }] }, halving: {} });
    expect(BNG_DESK.askable(example.draft)).toBe(true);
    expect(BNG_DESK.askable({ ...example.draft, defenders: [] })).toBe(false);
  });

  it('gives line of sight only from farther than adjacent, and a Routed defender its retreat before combat', () => {
    const routed = new Map(units).set('alabama', { ...(units.get('alabama') as UnitRecord), state: { morale: 'routed' } });
    const d = parse(describeWithCharts({ ...example.draft, routedRetreat: { alabama: 'retreats' } }, routed));
    if (d.kind !== 'combat') throw new Error('a combat');
    expect(d.attackers.map((a) => a.lineOfSight)).toEqual([undefined, undefined, true]);
    expect(d.defenders.map((x) => x.routedRetreat)).toEqual(['retreats', 'none']);
    expect(d.defenders.map((x) => x.withFriendlyInfantryOrCavalry)).toEqual([false, true]);
    // The player's (or the map's) word for the battery overrides the reading from the defenders picked (9.53).
    const alone = parse(describeWithCharts({ ...example.draft, supported: { imboden: false } }));
    if (alone.kind !== 'combat') throw new Error('a combat');
    expect(alone.defenders.map((x) => x.withFriendlyInfantryOrCavalry)).toEqual([false, false]);
  });
});

describe('the column shifts claimed at the desk (10.23-10.27)', () => {
  it('lists each left shift once, claimed for the combat or marked on an attacker, and sends those claimed for the combat', () => {
    const redoubt = { cause: 'redoubt hexside', columns: 2 };
    const draft = { ...example.draft, claimedLeftShifts: [redoubt] };
    expect(combatLeftShifts(draft)).toEqual([redoubt, STREAM_SHIFT]);
    const d = parse(describeWithCharts(draft));
    if (d.kind !== 'combat') throw new Error('a combat');
    expect(d.leftShifts).toEqual([redoubt]);
    expect(d.attackers.map((a) => a.leftShifts)).toEqual([[STREAM_SHIFT], [STREAM_SHIFT], []]);
    expect(readBngDraft(JSON.parse(JSON.stringify(draft))).claimedLeftShifts).toEqual([redoubt]);
  });
});

describe('a Blue & Grey night attack at the desk (11.21)', () => {
  it('sends the attackers the player says moved into an enemy zone, only at night', () => {
    const draft = { ...example.draft, ranges: {}, movedIntoZoc: ['wisconsin'] };
    const night = parse(describeWithCharts({ ...draft, night: true }));
    if (night.kind !== 'combat') throw new Error('a combat');
    expect(night.attackers.map((a) => a.movedIntoZoc)).toEqual([true, false, false]);
    expect(nightAttackers(draft, units)).toEqual({ must: [units.get('wisconsin')], may: [units.get('griffin'), units.get('ricketts')] });
    const day = parse(describeWithCharts(draft));
    if (day.kind !== 'combat') throw new Error('a combat');
    expect(day.attackers.map((a) => a.movedIntoZoc)).toEqual([false, false, false]);
    expect(readBngDraft(JSON.parse(JSON.stringify(draft))).movedIntoZoc).toEqual(['wisconsin']);
  });
});

describe('a Rally roll at the desk (12.41 b)', () => {
  const rally = { ...example.draft, rallying: 'alabama', inTown: ['alabama'] };

  it('describes the Rally roll for its unit, keeping the combat for afterwards', () => {
    expect(toBngDescription(rally, units)).toEqual({ format: 1, game: 'bng', kind: 'rally', morale: 'shaken', inTown: true });
    expect(BNG_DESK.askable({ ...EMPTY_BNG_DRAFT, rallying: 'alabama' })).toBe(true);
    expect(readBngDraft(JSON.parse(JSON.stringify(rally)))).toEqual(rally);
  });

  it("applies the roll to the unit's morale state, or eliminates it", () => {
    const on = (die: number) => BNG_DESK.applyResult(effectsOf({ ...rally, inTown: [] }, [die]), rally, {}, [], units);
    expect(on(1).map((u) => [u.id, u.state])).toEqual([['alabama', { morale: 'normal' }]]);
    expect(on(4).map((u) => [u.id, u.state])).toEqual([['alabama', { morale: 'disordered' }]]);
    expect(on(6).map((u) => [u.id, u.state])).toEqual([['alabama', { morale: 'routed' }]]);
    const routed = new Map(units).set('alabama', { ...(units.get('alabama') as UnitRecord), state: { morale: 'routed' } });
    expect(BNG_DESK.applyResult(effectsOf(rally, [6], routed), rally, {}, [], routed).map((u) => u.state)).toEqual([{ morale: 'routed', eliminated: true }]);
    // In a town a Disordered unit stays Disordered whatever the die (12.17): nothing changes.
    const disordered = new Map(units).set('alabama', { ...(units.get('alabama') as UnitRecord), state: { morale: 'disordered' } });
    expect(BNG_DESK.applyResult(effectsOf(rally, [1], disordered), rally, {}, [], disordered)).toEqual([]);
  });
});

describe('a Blue & Grey result applied to the units', () => {
  it("retreats the defenders on Dr and moves each one's morale down the ladder by its disorders", () => {
    // 1-2, die 1: Dr. The Shaken regiment in the attackers' zone rolls 5: Routed; the battery is Disordered without a die.
    const effects = effectsOf(example.draft, [1, 5]);
    expect(effects).toMatchObject({ kind: 'combat', result: 'Dr', column: '1-2' });
    expect(BNG_DESK.lossPlans(effects, example.draft, units)).toEqual([]);
    const after = BNG_DESK.applyResult(effects, example.draft, {}, [], units);
    expect(after.map((u) => [u.id, u.state])).toEqual([
      ['alabama', { morale: 'routed', retreated: true }],
      ['imboden', { morale: 'disordered', retreated: true }],
    ]);
  });

  it('eliminates a Routed defender the attacker chose to eliminate before combat', () => {
    const routed = new Map(units).set('alabama', { ...(units.get('alabama') as UnitRecord), state: { morale: 'routed' } });
    const draft = { ...example.draft, routedRetreat: { alabama: 'eliminated' as const } };
    const after = BNG_DESK.applyResult(effectsOf(draft, [6], routed), draft, {}, [], routed);
    expect(after.find((u) => u.id === 'alabama')?.state).toMatchObject({ eliminated: true });
  });

  it('offers the units an Ex leaves to the player’s chart, none taken to start, and eliminates those the player picks', () => {
    // Every cell Ex: Wisconsin and Griffin (adjacent, in the zone) and both defenders roll for disorder; Ricketts bombards, exempt.
    const effects = effectsOf(example.draft, [3, 1, 1, 1, 1], units, allOf('Ex'));
    const plans = BNG_DESK.lossPlans(effects, example.draft, units);
    expect(plans.map((p) => [planKey(p), p.unitIds, p.loss, p.upTo, p.legend])).toEqual([
      ['attacker-byYourChart', ['wisconsin', 'griffin'], 2, true, 'Attacker: the units your Combat Results Table eliminates on Ex, losses counted at printed strength (12.26)'],
      ['defender-byYourChart', ['alabama', 'imboden'], 2, true, 'Defender: the units your Combat Results Table eliminates on Ex, losses counted at printed strength (12.26)'],
    ]);
    expect(BNG_DESK.applyResult(effects, example.draft, {}, plans, units)).toEqual([]);
    const after = BNG_DESK.applyResult(effects, example.draft, { 'attacker-byYourChart': { griffin: 1 }, 'defender-byYourChart': { alabama: 1, imboden: 1 } }, plans, units);
    expect(after.map((u) => [u.id, u.state])).toEqual([
      ['griffin', { eliminated: true }],
      ['alabama', { morale: 'shaken', eliminated: true }],
      ['imboden', { eliminated: true }],
    ]);
  });

  it('lets bombarding artillery retreat with the attackers on Ar, or stay, as the player chooses (9.17)', () => {
    const effects = effectsOf(example.draft, [3], units, allOf('Ar'));
    const plans = BNG_DESK.lossPlans(effects, example.draft, units);
    expect(plans.map((p) => [planKey(p), p.unitIds, p.legend])).toEqual([['attacker-mayRetreat', ['ricketts'], 'Bombarding artillery that retreats with the attackers; the rest stay (9.17)']]);
    const stays = BNG_DESK.applyResult(effects, example.draft, {}, plans, units);
    expect(stays.map((u) => u.id)).toEqual(['wisconsin', 'griffin']);
    const goes = BNG_DESK.applyResult(effects, example.draft, { 'attacker-mayRetreat': { ricketts: 1 } }, plans, units);
    expect(goes.find((u) => u.id === 'ricketts')?.state).toEqual({ retreated: true });
  });
});
