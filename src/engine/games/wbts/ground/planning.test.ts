import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../../../core/errors';
import { MARK, figureChances } from '../../../core/figures';
import { parseOrThrow } from '../../../core/validate';
import { FuzzSource, wordsOf } from '../../../fuzz-values';
import { engineApi } from '../../../api';
import { fastFiguresOf, figuresOf, repliesOf, resolve } from '../../../engine';
import { goodDescriptions } from '../../../test-descriptions';
import { expectFastAgrees, fastKey } from '../../../test-figures';
import { wbtsGame } from '../index';
import type { GroundInput } from '../schema/ground';
import { groundSetup } from './fast-setup';
import { randomCharts, randomGroundCombat, renamed } from './test-setups';

const GROUND = ['combat', 'storm', 'siegeCombat', 'attackFromMarch'];
const example = JSON.parse(readFileSync('docs/games/wbts/combat.json', 'utf8')) as Record<string, unknown>;
const grounds = goodDescriptions()
  .filter((d) => d.input['game'] === 'wbts' && GROUND.includes(String(d.input['kind'])))
  .map((d) => d.input);

describe('War Between the States: what a plan weighs', () => {
  it('counts a ground combat in SP as its results read, with retreats, and a failed initiative as no combat', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('SP');
    // Each figure is one the engine's own result gives: its losses and retreats.
    for (const o of dist.outcomes) {
      expect(o.figures.attackerLoss).toBeGreaterThanOrEqual(0);
      expect(o.figures.defenderLoss).toBeGreaterThanOrEqual(0);
    }
    const rolled = resolve(example, { physical: [6, 6, 6, 6, 6, 6, 6, 6] });
    const effects = rolled.outcome.effects as { attacker: { lossSp: number; retreats: boolean }; defender: { lossSp: number; retreats: boolean }; attackMade: boolean };
    const shown = { attackerLoss: effects.attacker.lossSp, defenderLoss: effects.defender.lossSp };
    const matching = dist.outcomes.filter((o) => o.figures.attackerLoss === shown.attackerLoss && o.figures.defenderLoss === shown.defenderLoss);
    if (effects.attackMade) {
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.some((o) => ((o.figures.marks & MARK.defenderRetreats) !== 0) === effects.defender.retreats)).toBe(true);
    }
  });

  it('gives exactly the explained path’s figures on the fast path over 400 changed ground combats', () => {
    const fuzz = new FuzzSource(1861);
    const words = wordsOf(grounds);
    let weighed = 0;
    for (let i = 0; i < 400; i++) {
      let input: unknown = fuzz.pick(grounds);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    expect(weighed).toBeGreaterThan(50);
  });

  it('gives the defender’s replies: each intensity chit his leader may pick, each a combat the engine takes', () => {
    const replies = engineApi.replies(example);
    if (!replies.ok) throw new Error('refused');
    const defender = example['defender'] as { leader?: { initiative: number } };
    expect(replies.value.map((r) => (r['defender'] as { chit: number }).chit)).toEqual(Array.from({ length: (defender.leader?.initiative ?? 0) + 1 }, (_, i) => i));
    // Each is weighed, or asks for the chart its intensity total reads (each total has its own tables).
    for (const reply of replies.value) {
      const figures = engineApi.figures(reply);
      if (!figures.ok) expect(figures.errors.map((e) => e.path.split('.')[0])).toEqual(['charts']);
    }
    expect(replies.value.some((r) => engineApi.figures(r).ok)).toBe(true);
    // Only the defender's chit differs from one reply to the next.
    const withoutChit = replies.value.map((r) => ({ ...r, defender: { ...(r['defender'] as object), chit: 0 } }));
    for (const r of withoutChit) expect(r).toEqual(withoutChit[0]);
    expect(engineApi.replies(JSON.parse(readFileSync('docs/games/wbts/bombardment.json', 'utf8')))).toEqual({ ok: true, value: [] });
  });

  it('offers a leader of initiative 5 or 6 the chits 0 to 4, no more: "a number from 0 - 4", "up to the initiative rating" (seed 002)', () => {
    // The seed: Lee "can choose a chit of 0, 1, 2, 3, or 4 (up to his initiative rating)".
    for (const initiative of [5, 6]) {
      const defender = example['defender'] as { leader: Record<string, unknown> };
      const input = { ...example, defender: { ...defender, leader: { ...defender.leader, initiative } } };
      const replies = engineApi.replies(input);
      if (!replies.ok) throw new Error(`refused: ${JSON.stringify(replies.errors)}`);
      expect(replies.value.map((r) => (r['defender'] as { chit: number }).chit), `initiative ${initiative}`).toEqual([0, 1, 2, 3, 4]);
      // Every reply is a combat the schema takes (a chit above 4 would be refused).
      for (const reply of replies.value) {
        const figures = engineApi.figures(reply);
        if (!figures.ok) expect(figures.errors.map((e) => e.path.split('.')[0])).toEqual(['charts']);
      }
    }
  });
});


/** What a random set-up exercises, for the property test to show it covers every option: the description's own fields and what its set-up and figures come to. */
function featuresOf(d: Record<string, unknown>): string[] {
  const { format: _format, game: _game, ...rest } = d;
  const input = parseOrThrow(wbtsGame.schema, rest) as GroundInput;
  const setup = groundSetup(input);
  const c = setup.combat;
  const marks = fastFiguresOf(d).outcomes.reduce((all, o) => all | o.figures.marks, 0);
  const units = input.attacker.hexes.flatMap((h) => h.units);
  const out = [
    `kind ${input.kind}`,
    ...input.attacker.hexes.map((h) => `hexside ${h.hexside}`),
    input.defender.fort ? `in a ${input.defender.fort}` : 'no fort',
    `terrain ${input.defender.terrain}`,
    ...input.defender.units.map((u) => `defending ${u.type}`),
    ...units.map((u) => `attacking ${u.type}`),
    ...Object.entries(MARK).filter(([, bit]) => (marks & bit) !== 0).map(([name]) => `marks ${name}`),
  ];
  const when = (feature: string, holds: boolean) => holds && out.push(feature);
  when('two attacking hexes', input.attacker.hexes.length === 2);
  when('an Army Leader hands the battle to a Corps Leader', 'orderedBy' in input.attacker && input.attacker.orderedBy !== input.attacker.commander);
  when('initiative rolled', 'initiative' in input.attacker && input.attacker.initiative === 'roll');
  when('initiative passed', 'initiative' in input.attacker && input.attacker.initiative === 'passed');
  when('initiative never passes', setup.passing === 0);
  when('no defending leader', input.defender.leader === undefined);
  when('contact or the supply step', c === null);
  when('the supply step', 'supplyStep' in input && input.supplyStep);
  when('supply dice given', 'supplyDice' in input && input.supplyDice !== undefined);
  when('the die step', input.dieStep);
  when('the combat die given', input.combatDie !== undefined);
  when('a fixed die change', typeof input.shift === 'number' && input.shift !== 0);
  when('the attacker moves the die', c?.chooser === 1);
  when('the defender moves the die', c?.chooser === -1);
  when('the attacker may be short of supply', c !== null && setup.attacker.supplied < setup.attacker.faces && setup.attacker.supplied > 0);
  when('the defender may be short of supply', c !== null && setup.defender.supplied < setup.defender.faces && setup.defender.supplied > 0);
  when('both sides always short of supply', c !== null && setup.attacker.supplied === 0 && setup.defender.supplied === 0);
  when('a side with no SP', c !== null && (c.attackerForce === 0 || c.defenderForce === 0));
  when('the documented charts', JSON.stringify(d['charts']).includes('Example chart'));
  when('charts made up', JSON.stringify(d['charts']).includes('Random chart'));
  return out;
}

const FEATURES = [
  ...GROUND.map((k) => `kind ${k}`),
  ...['none', 'river', 'tidalRiver', 'estuary'].map((h) => `hexside ${h}`),
  'in a fort',
  'in a fortress',
  'no fort',
  ...['other', 'rough', 'city'].map((t) => `terrain ${t}`),
  ...['infantry', 'cavalry', 'garrison', 'naval', 'supplyTrain', 'siegeTrain', 'navalBase', 'depot'].map((t) => `defending ${t}`),
  ...['infantry', 'cavalry', 'garrison'].map((t) => `attacking ${t}`),
  // War Between the States shakes no one: its results are losses and retreats.
  ...Object.keys(MARK).filter((m) => !m.endsWith('Shaken')).map((m) => `marks ${m}`),
  'two attacking hexes',
  'an Army Leader hands the battle to a Corps Leader',
  'initiative rolled',
  'initiative passed',
  'initiative never passes',
  'no defending leader',
  'contact or the supply step',
  'the supply step',
  'supply dice given',
  'the die step',
  'the combat die given',
  'a fixed die change',
  'the attacker moves the die',
  'the defender moves the die',
  'the attacker may be short of supply',
  'the defender may be short of supply',
  'both sides always short of supply',
  'a side with no SP',
  'the documented charts',
  'charts made up',
];

describe('War Between the States: the fast path over random set-ups', () => {
  it('gives exactly the explained path’s figures on 600 random ground combats, weighing most of them and every option among those weighed', () => {
    const fuzz = new FuzzSource(1863);
    const charts = Array.from({ length: 40 }, () => randomCharts(fuzz));
    const seen = new Map<string, number>();
    const figuresByKey = new Map<string, string>();
    let weighed = 0;
    for (let i = 0; i < 600; i++) {
      const d = randomGroundCombat(fuzz, false, charts);
      if (!expectFastAgrees(d, `case ${i}: ${JSON.stringify(d)}`)) continue;
      weighed++;
      for (const feature of featuresOf(d)) seen.set(feature, (seen.get(feature) ?? 0) + 1);
      // Names and the order of units do not count; two set-ups with one key have one distribution.
      const key = fastKey(d);
      expect(fastKey(renamed(d)), `case ${i}`).toBe(key);
      const shown = JSON.stringify(figureChances(fastFiguresOf(d)));
      expect(figuresByKey.get(key) ?? shown, `case ${i}: key ${key}`).toBe(shown);
      figuresByKey.set(key, shown);
    }
    expect(weighed).toBeGreaterThan(450);
    expect(FEATURES.filter((f) => (seen.get(f) ?? 0) < 3)).toEqual([]);
    // Many set-ups differ in what does not change their figures: the key merges them.
    expect(figuresByKey.size).toBeLessThan(weighed * 0.8);
  });

  it('refuses on the fast path exactly what the explained path refuses, with the same words', () => {
    const fuzz = new FuzzSource(1864);
    const charts = Array.from({ length: 40 }, () => randomCharts(fuzz, true));
    const refusal = (f: () => unknown): string | undefined => {
      try {
        f();
        return undefined;
      } catch (e) {
        if (e instanceof CombatInputError) return e.message;
        throw e;
      }
    };
    let refused = 0;
    let weighed = 0;
    for (let i = 0; i < 300; i++) {
      const d = randomGroundCombat(fuzz, true, charts);
      const explained = refusal(() => figuresOf(d));
      expect(refusal(() => fastFiguresOf(d)), `case ${i}: ${JSON.stringify(d)}`).toBe(explained);
      if (explained === undefined) weighed++;
      else refused++;
    }
    expect(refused).toBeGreaterThan(40);
    expect(weighed).toBeGreaterThan(150);
  });

  it('refuses a chart lacking two percentages at the one the explained path reads first: the first face’s supply case first, the rows from the top', () => {
    const sheet = (rows: string[], columns: string[], cells: string[][]) => ({ name: 'Test', entered: '2026-11-23', rows, columns, cells });
    const die = ['1', '2', '3', '4', '5', '6'];
    // 20 to 10: 2-1 with both supplied, 1-1 with the attacker short, 3-1 with the defender short. Only 1-1 and 3-1 read what the Attrition Table lacks.
    const crt = sheet(die, ['1-2', '1-1', '2-1', '3-1'], die.map((_, r) => ['10/10', r === 0 ? '25/10' : r === 5 ? '35/10' : '10/10', '10/10', r === 0 ? '45/10' : '10/10']));
    const combat = (attackerRating: number) => ({
      format: 1,
      game: 'wbts',
      kind: 'combat',
      attacker: { leaders: [{ name: 'Lee', rank: 'army', initiative: 4, combatRating: attackerRating }], orderedBy: 'Lee', initiative: 'passed', commander: 'Lee', chit: 2, hexes: [{ units: [{ name: 'A', sp: 20, leader: 'Lee' }] }], supply: 5 },
      defender: { leader: { name: 'Porter', initiative: 3, combatRating: 1 }, chit: 1, units: [{ name: 'D', sp: 10 }], supply: 5 },
      charts: {
        crt3: crt,
        // The attacker is short on a 1 only, the defender on a 6 only.
        supply2: sheet(die, ['1+'], die.map((_, r) => [r === 0 ? '9' : '0'])),
        supply1: sheet(die, ['1+'], die.map((_, r) => [r === 5 ? '9' : '0'])),
        attrition: sheet(['1-5', '6-10', '11-20', '21+'], ['10', '20'], [['1', '1'], ['1', '2'], ['2', '3'], ['3', '4']]),
      },
    });
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof CombatInputError) return e.message;
        throw e;
      }
      throw new Error('not refused');
    };
    // Equal ratings: each die as rolled; a leader moving the die: every row of the column read.
    for (const rating of [1, 3]) {
      const d = combat(rating);
      expect(refusal(() => figuresOf(d))).toContain('no column for a loss of 25%');
      expect(refusal(() => fastFiguresOf(d)), `attacker's rating ${rating}`).toBe(refusal(() => figuresOf(d)));
    }
  });

  it('gives exactly the explained path’s figures under each of the defender’s replies', () => {
    const fuzz = new FuzzSource(1865);
    const charts = Array.from({ length: 20 }, () => randomCharts(fuzz));
    let replies = 0;
    for (let i = 0; i < 100; i++) {
      const d = randomGroundCombat(fuzz, false, charts);
      for (const [r, reply] of repliesOf(d).entries()) if (expectFastAgrees(reply, `case ${i}, reply ${r}: ${JSON.stringify(reply)}`)) replies++;
    }
    expect(replies).toBeGreaterThan(150);
  });
});
