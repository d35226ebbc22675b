import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { enumerate } from '../../core/distribution';
import { type Fraction, add, fraction } from '../../core/fraction';
import { analyse, resolve } from '../../engine';
import type { BngCombatEffects } from './effects';
import { bngGame } from './index';
import { bngSchema } from './schema';
import { QUAD_CRT, allOf, artillery, combat, infantry } from './test-helpers';

const column = (input: Record<string, unknown>, title = 'Odds and column') => analyse(input).steps.find((s) => s.title === title)?.values;
const effects = (input: Record<string, unknown>, dice: number[]) => resolve(input, { physical: dice }).outcome.effects as BngCombatEffects;
const unit = (e: BngCombatEffects, name: string) => e.units.find((u) => u.name === name);

describe('Blue & Grey column shifts (10.23-10.27, 10.34, 10.38)', () => {
  const d = [infantry('D', 4)];
  const stream = { cause: 'stream hexside', columns: 1 };
  const redoubt = { cause: 'redoubt hexside', columns: 2 };

  it('a terrain shift left counts only if every attacking unit is subject to it', () => {
    expect(column(combat([infantry('A', 8, { leftShifts: [stream] }), infantry('B', 4, { leftShifts: [stream] })], d))?.['column']).toBe('2-1');
    expect(column(combat([infantry('A', 8, { leftShifts: [stream] }), infantry('B', 4)], d))?.['column']).toBe('3-1');
  });

  it('a left shift claimed for the combat that no attacker, or not every attacker, is subject to is not applied, and the step names who is not (10.23)', () => {
    const none = analyse(combat([infantry('A', 8), infantry('B', 4)], d, { leftShifts: [redoubt] }));
    expect(none.steps.find((s) => s.title === 'Shift left for redoubt hexside')).toMatchObject({ detail: expect.stringContaining('not applied: A, B are not subject to it') as string, values: { applies: false } });
    expect(none.steps.find((s) => s.title === 'Odds and column')?.values?.['column']).toBe('3-1');
    const some = analyse(combat([infantry('A', 8, { leftShifts: [redoubt] }), infantry('B', 4)], d, { leftShifts: [redoubt] }));
    expect(some.steps.filter((s) => s.title === 'Shift left for redoubt hexside').map((s) => s.detail)).toEqual(['not applied: B is not subject to it, and every attacking unit must be']);
    const all = analyse(combat([infantry('A', 8, { leftShifts: [redoubt] }), infantry('B', 4, { leftShifts: [redoubt] })], d, { leftShifts: [redoubt] }));
    expect(all.steps.find((s) => s.title === 'Odds and column')?.values?.['column']).toBe('1-1');
  });

  it('each side takes its most favourable shift, and the net is applied', () => {
    const a = [infantry('A', 12, { leftShifts: [stream, redoubt] })];
    expect(column(combat(a, d))?.['column']).toBe('1-1');
    expect(column(combat(a, d, { rightShifts: [{ cause: 'open ground', columns: 1 }, { cause: 'flank', columns: 3 }] }))?.['column']).toBe('4-1');
  });

  it('shifts stop at the chart’s edge and say so', () => {
    const values = column(combat([infantry('A', 1, { leftShifts: [redoubt] })], [infantry('D', 5)]));
    expect(values).toMatchObject({ odds: '1-5', column: '1-5', stoppedAtEdge: true });
    expect(analyse(combat([infantry('A', 1, { leftShifts: [redoubt] })], [infantry('D', 5)])).steps.find((s) => s.title === 'Odds and column')?.detail).toContain("stopped at the chart's edge (2 asked)");
  });

  it('odds off the chart are read at its edge and marked unconfirmed', () => {
    expect(column(combat([infantry('A', 40)], [infantry('D', 1)]))).toMatchObject({ odds: '6-1', unconfirmed: true });
    expect(column(combat([infantry('A', 1)], [infantry('D', 9)]))).toMatchObject({ odds: '1-5', unconfirmed: true });
  });

  it('Breastworks: one column left unless an adjacent unit attacks through other hexsides; non-adjacent artillery never costs it', () => {
    const through = infantry('In', 8, { throughFieldworks: true });
    const gun = artillery('Far', 4, { range: 2, lineOfSight: true });
    expect(column(combat([through, gun], [infantry('D', 4)], { fieldworks: 'breastworks' }))?.['column']).toBe('2-1');
    expect(column(combat([through, infantry('Side', 4)], [infantry('D', 4)], { fieldworks: 'trench' }))?.['column']).toBe('3-1');
    expect(column(combat([gun], [infantry('D', 4)], { fieldworks: 'breastworks' }))?.['column']).toBe('1-2');
  });

  it('Trench: zones of control do not extend into the trench hex across its trench hexsides, so no defender rolls for disorder on Dr (10.39)', () => {
    const through = infantry('In', 8, { throughFieldworks: true });
    const trench = combat([through], [infantry('D', 4)], { fieldworks: 'trench', charts: { crt: allOf('Dr') } });
    expect(analyse(trench).steps.find((s) => s.title === 'Trench')?.detail).toBe("In attacks across Trench hexsides, so its zone of control does not extend into the defenders' hex: the defenders are in no enemy zone of control");
    expect(unit(effects(trench, [1]), 'D')).toMatchObject({ fate: 'retreat', disorderCheck: null, disorders: 0 });
    expect(analyse(trench).dicePlan).toEqual(['combat die']);
    // Breastworks placed in play are no Trench: the defender is in the attacker's zone and rolls.
    expect(unit(effects({ ...trench, fieldworks: 'breastworks' }, [1, 5]), 'D')).toMatchObject({ disorderCheck: { die: 5, disordered: true } });
    // An adjacent attacker through another hexside still exerts its zone.
    expect(unit(effects(combat([through, infantry('Side', 2)], [infantry('D', 4)], { fieldworks: 'trench', charts: { crt: allOf('Dr') } }), [1, 5]), 'D')).toMatchObject({ disorderCheck: { die: 5, disordered: true } });
  });

  it('Breastworks Under Construction: one column right, and the marker is removed', () => {
    const input = combat([infantry('A', 4)], [infantry('D', 4)], { fieldworks: 'underConstruction', charts: { crt: allOf('-') } });
    expect(column(input)?.['column']).toBe('2-1');
    expect(effects(input, [1]).removeUnderConstruction).toBe(true);
  });
});

describe('Blue & Grey results and disorder (9.15, 9.17, 12.11-12.17)', () => {
  const attackers = [infantry('Inf', 4), artillery('Adj', 2), artillery('Far', 2, { range: 2, lineOfSight: true }), infantry('Across', 3, { inEnemyZoc: false })];
  const defenders = [infantry('Line', 4), artillery('Guns', 2)];

  it('Ar: attackers from an enemy-controlled hex Disordered, artillery twice; bombarding artillery may retreat, untouched', () => {
    const e = effects(combat(attackers, defenders, { charts: { crt: allOf('Ar') } }), [3]);
    expect(unit(e, 'Inf')).toMatchObject({ fate: 'retreat', disorders: 1, moraleAfter: 'disordered', disorderCheck: null });
    expect(unit(e, 'Adj')).toMatchObject({ fate: 'retreat', disorders: 2, moraleAfter: 'shaken' });
    expect(unit(e, 'Far')).toMatchObject({ fate: 'mayRetreat', disorders: 0 });
    expect(unit(e, 'Across')).toMatchObject({ fate: 'retreat', disorders: 0 });
    expect(unit(e, 'Line')).toMatchObject({ fate: 'none', disorders: 0 });
  });

  it('Dr: each defender in an enemy zone of control rolls, 4-6 Disordered; retreating artillery automatically', () => {
    const input = combat(attackers, [infantry('Line', 4, { morale: 'shaken' }), artillery('Guns', 2), infantry('Rear', 2, { inEnemyZoc: false })], { charts: { crt: allOf('Dr') } });
    expect(analyse(input).dicePlan).toEqual(['combat die']);
    const hit = effects(input, [1, 4]);
    expect(unit(hit, 'Line')).toMatchObject({ fate: 'retreat', disorderCheck: { die: 4, disordered: true }, moraleBefore: 'shaken', moraleAfter: 'routed' });
    expect(unit(hit, 'Guns')).toMatchObject({ fate: 'retreat', disorders: 1, disorderCheck: null, moraleAfter: 'disordered' });
    expect(unit(hit, 'Rear')).toMatchObject({ fate: 'retreat', disorders: 0, disorderCheck: null });
    expect(unit(effects(input, [1, 3]), 'Line')).toMatchObject({ disorderCheck: { die: 3, disordered: false }, moraleAfter: 'shaken' });
  });

  it('Ex: survivors on both sides in an enemy-controlled hex roll; losses at printed strength; bombarding artillery exempt', () => {
    const input = combat(attackers, defenders, { charts: { crt: allOf('Ex') } });
    const r = resolve(input, { physical: [6, 5, 1, 6, 2] });
    const e = r.outcome.effects as BngCombatEffects;
    expect(e.lossesAtPrintedStrength).toBe(true);
    expect(e.units.map((u) => [u.name, u.fate, u.disorderCheck?.die ?? null])).toEqual([
      ['Inf', 'byYourChart', 5],
      ['Adj', 'byYourChart', 1],
      ['Far', 'exempt', null],
      ['Across', 'byYourChart', null],
      ['Line', 'byYourChart', 6],
      ['Guns', 'byYourChart', 2],
    ]);
    expect(r.outcome.key).toBe('Ex|a1/2|d1/2');
    expect(r.outcome.checklist.join('\n')).toContain('the seed does not say which units it removes; count losses at printed strength (12.26)');
  });

  it('Ae*: surviving attackers from an enemy-controlled hex Disordered, the losses left to the player’s chart; Ae and De only in the chart’s words', () => {
    const partial = effects(combat(attackers, defenders, { charts: { crt: allOf('Ae*') } }), [2]);
    expect(unit(partial, 'Inf')).toMatchObject({ fate: 'byYourChart', disorders: 1 });
    expect(unit(partial, 'Far')).toMatchObject({ fate: 'exempt', disorders: 0 });
    const whole = effects(combat(attackers, defenders, { charts: { crt: allOf('Ae') } }), [2]);
    expect(unit(whole, 'Inf')).toMatchObject({ fate: 'byYourChart', disorders: 0 });
    expect(unit(effects(combat(attackers, defenders, { charts: { crt: allOf('De') } }), [2]), 'Line')).toMatchObject({ fate: 'byYourChart', disorders: 0 });
  });

  it('the ladder: Disordered → Shaken → Routed, and a Routed unit stays Routed (12.14-12.15)', () => {
    const input = combat([infantry('D', 4, { morale: 'disordered' }), infantry('S', 4, { morale: 'shaken' })], [infantry('X', 2)], { charts: { crt: allOf('Ar') } });
    const e = effects(input, [1]);
    expect([unit(e, 'D')?.moraleAfter, unit(e, 'S')?.moraleAfter]).toEqual(['shaken', 'routed']);
    const routed = effects(combat([infantry('A', 8)], [infantry('R', 6, { morale: 'routed' })], { charts: { crt: allOf('Dr') } }), [1, 6]);
    expect(unit(routed, 'R')?.moraleAfter).toBe('routed');
  });

  it('Routed defenders retreated before combat leave it; the rest are attacked as normal (12.34)', () => {
    const input = combat([infantry('A', 6)], [infantry('Steady', 3), infantry('Rout', 6, { morale: 'routed', routedRetreat: 'eliminated' })]);
    expect(analyse(input).steps.find((s) => s.title === 'Totals')?.values).toEqual({ attack: 6, defence: 3 });
    expect(unit(effects(input, [6]), 'Rout')?.fate).toBe('eliminatedBeforeCombat');
  });
});

describe('Blue & Grey night (11.21-11.24)', () => {
  const input = combat([infantry('A', 5)], [infantry('D', 5)], { night: true });

  it('rolls the night die first: ×2 on 1, ×1 on 2-3, ×½ on 4-6, on the total, to the nearest', () => {
    const a = analyse(input);
    expect(a.dicePlan).toEqual(['night die', 'combat die']);
    expect(a.steps.filter((s) => s.source.ref === '11.23').map((s) => s.values?.['column'])).toEqual(['2-1', '1-1', '1-2']);
    expect(analyse({ ...input, halfRounds: 'down' }).steps.filter((s) => s.source.ref === '11.23').map((s) => s.values?.['attack'])).toEqual([10, 5, 2]);
    const doubled = effects(input, [1, 1, 2]);
    expect(doubled).toMatchObject({ night: { die: 1, multiplier: 2 }, column: '2-1', result: 'Dr' });
    expect(effects(input, [5, 1, 2]).column).toBe('1-2');
  });

  it('names whose attack is compulsory (moved into an enemy zone this Night Game-Turn) and whose is voluntary (11.21)', () => {
    const both = combat([infantry('Moved', 5, { movedIntoZoc: true }), infantry('Stayed', 3)], [infantry('D', 5)], { night: true });
    expect(analyse(both).steps.find((s) => s.source.ref === '11.21')).toMatchObject({
      detail: 'compulsory for Moved: moved into an enemy zone of control this Night Game-Turn; voluntary for Stayed: stayed in an enemy zone of control (or did not say it moved into one). Every unit that moved into an enemy zone of control this Night Game-Turn must attack: list it',
      values: { compulsory: 1, voluntary: 1 },
    });
  });

  it('an attacker in no enemy zone of control has lost its morale marker by the Night Combat Phase, but stays Disordered in a town (11.3, 12.41 a, 12.17)', () => {
    const gunboat = { name: 'Tyler', type: 'gunboat', strength: 6, morale: 'shaken' };
    const a = analyse(combat([gunboat], [infantry('D', 3)], { night: true }));
    expect(a.steps.find((s) => s.title === 'Tyler at night')?.detail).toBe('in no enemy zone of control: its Shaken marker came off at the start of the Night Game-Turn Combat Phase');
    expect(a.steps.find((s) => s.title === 'Attacker Tyler')?.values?.['adjusted']).toBe(6);
    const inTown = analyse(combat([{ ...gunboat, inTown: true }], [infantry('D', 3)], { night: true }));
    expect(inTown.steps.find((s) => s.title === 'Attacker Tyler')?.values?.['adjusted']).toBe(4);
    // In an enemy zone it keeps its marker; by day nothing comes off.
    expect(analyse(combat([infantry('Inf', 6, { morale: 'shaken' })], [infantry('D', 3)], { night: true })).steps.find((s) => s.title === 'Attacker Inf')?.values?.['adjusted']).toBe(2);
    expect(analyse(combat([gunboat], [infantry('D', 3)])).steps.some((s) => s.title === 'Tyler at night')).toBe(false);
  });

  it('says that non-attacking units are not affected', () => {
    expect(resolve(input, { physical: [2, 3, 2] }).outcome.checklist.join('\n')).toContain('(11.22)');
  });
});

/** The chances of a combat by outcome key, by the game's own distribution and by walking every die. */
function bothWays(input: Record<string, unknown>): { given: Map<string, Fraction>; walked: Map<string, Fraction> } {
  const { format: _f, game: _g, ...rest } = input;
  const prepared = bngGame.prepare(v.parse(bngSchema, rest));
  const asMap = (d: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }) => {
    const m = new Map<string, Fraction>();
    for (const o of d.outcomes) m.set(o.value.key, add(m.get(o.value.key) ?? fraction(0), fraction(o.weight, d.total)));
    return m;
  };
  const given = prepared.distribution?.();
  if (!given) throw new Error('no distribution');
  return { given: asMap(given), walked: asMap(enumerate((dice) => prepared.roll(dice), (o) => o.key, 10)) };
}

describe('Blue & Grey exact chances', () => {
  it('the distribution equals walking every die: day and night, with disorder checks on both sides', () => {
    const mixed = { ...QUAD_CRT, cells: QUAD_CRT.cells.map((row, r) => row.map((c, k) => (r === 0 ? 'Ex' : r === 5 && k < 5 ? 'Ae*' : c))) };
    const cases = [
      combat([infantry('A', 4), artillery('B', 2)], [infantry('C', 3), infantry('D', 2)], { charts: { crt: allOf('Ex') } }),
      combat([infantry('A', 4), infantry('B', 2)], [infantry('C', 3), artillery('D', 2)], { night: true, charts: { crt: mixed } }),
      combat([infantry('A', 9)], [infantry('C', 3), infantry('D', 2), infantry('E', 1)], { night: true }),
    ];
    for (const input of cases) {
      const { given, walked } = bothWays(input);
      expect(given).toEqual(walked);
      expect([...given.values()].reduce(add, fraction(0))).toEqual(fraction(1));
    }
  });

  it('gives the chance of each result and of Disorder', () => {
    const a = analyse(combat([infantry('A', 4)], [infantry('C', 4)], { charts: { crt: allOf('Dr') } }));
    expect(a.chances.map((c) => [c.key, c.probability])).toEqual([
      ['Dr|a0/0|d0/1', fraction(1, 2)],
      ['Dr|a0/0|d1/1', fraction(1, 2)],
    ]);
    expect(a.highlights.find((h) => h.label === 'Any defending unit Disordered by its check')?.probability).toEqual(fraction(1, 2));
  });
});
