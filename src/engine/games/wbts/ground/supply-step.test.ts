import { describe, expect, it } from 'vitest';
import { type Fraction, add, fraction, mul } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import type { GroundEffects } from '../index';
import { bothWays, changed } from '../test-helpers';

/** The documented combat, its initiative passed, as the desk plays it: the supply step, then the combat die. */
const passed = (change: (d: Record<string, unknown>) => void = () => undefined) =>
  changed('combat', (d) => {
    d.attacker['initiative'] = 'passed';
    change(d);
  });
const supplyStep = passed((d) => (d['supplyStep'] = true));
const withSupplyDice = (attacker: number, defender: number) => passed((d) => (d['supplyDice'] = { attacker, defender }));

const byKey = (input: Record<string, unknown>): Map<string, Fraction> => new Map(analyse(input).chances.map((c) => [c.key, c.probability]));

describe('the combat played as a sequence: the supply step, then the combat die', () => {
  it('rolls only the two supply dice at the supply step, with the chance of each side being short, and reads no chart of results', () => {
    const a = analyse(supplyStep);
    expect(a.dicePlan).toEqual(["attacker's combat supply", "defender's combat supply"]);
    expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));
    expect(a.chances.every((c) => c.label.startsWith('Supply rolled'))).toBe(true);
    expect(a.table).toBeUndefined();
    const { given, walked } = bothWays(supplyStep);
    expect(given).toEqual(walked);
    // Without the Combat Results Table and the Attrition Table: the supply step reads only the supply charts.
    const noResultCharts = passed((d) => {
      d['supplyStep'] = true;
      d['charts'] = Object.fromEntries(Object.entries(d['charts'] as Record<string, unknown>).filter(([id]) => id.startsWith('supply')));
    });
    expect(analyse(noResultCharts).dicePlan).toHaveLength(2);
  });

  it('gives the combat die, its supply dice given, the chances the whole roll gives once those dice are known', () => {
    // Over all 36 supply dice, each weighed 1/36, the combat die's chances make the whole roll's.
    const whole = byKey(passed());
    const summed = new Map<string, Fraction>();
    for (let a = 1; a <= 6; a++) {
      for (let d = 1; d <= 6; d++) {
        const given = analyse(withSupplyDice(a, d));
        expect(given.dicePlan).toEqual(['combat die']);
        for (const c of given.chances) summed.set(c.key, add(summed.get(c.key) ?? fraction(0), mul(c.probability, fraction(1, 36))));
      }
    }
    expect(summed).toEqual(whole);
  });

  it('says in its effects that it was the supply step, with each die, and resolves the combat die on the supply as rolled', () => {
    const step = resolve(supplyStep, { physical: [6, 1] });
    const effects = step.outcome.effects as GroundEffects;
    expect(effects).toMatchObject({ supplyStep: true, attackMade: false, table: null });
    expect([effects.supply.attacker?.die, effects.supply.defender?.die]).toEqual([6, 1]);
    expect(step.outcome.checklist).toContain('Roll the combat die next');
    const combat = resolve(withSupplyDice(6, 1), { physical: [3] });
    const whole = resolve(passed(), { physical: [6, 1, 3] });
    expect(combat.outcome.key).toBe(whole.outcome.key);
    expect((combat.outcome.effects as GroundEffects).supply).toEqual((whole.outcome.effects as GroundEffects).supply);
    expect(combat.dice.map((d) => d.purpose)).toEqual(['combat die']);
  });

  it('refuses supply dice at the supply step, and a combat missing a side’s supply die, naming the field and the rule', () => {
    const both = passed((d) => {
      d['supplyStep'] = true;
      d['supplyDice'] = { attacker: 2, defender: 3 };
    });
    expect(() => analyse(both)).toThrow(/supplyDice.*Combat Supply/s);
    const oneSide = passed((d) => (d['supplyDice'] = { attacker: 2 }));
    expect(() => analyse(oneSide)).toThrow(/supplyDice\.defender.*Combat Supply/s);
    const badDie = passed((d) => (d['supplyDice'] = { attacker: 7, defender: 1 }));
    expect(() => analyse(badDie)).toThrow(/attacker’s supply die must be a whole number from 1 to 6/);
  });
});
