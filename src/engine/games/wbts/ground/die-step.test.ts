import { describe, expect, it } from 'vitest';
import { fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import type { GroundEffects } from '../index';
import { bothWays, changed } from '../test-helpers';

/** The documented combat, its initiative passed and both supply dice rolled, as the desk reaches its combat die. */
const atDie = (change: (d: Record<string, unknown>) => void = () => undefined) =>
  changed('combat', (d) => {
    d.attacker['initiative'] = 'passed';
    d['supplyDice'] = { attacker: 1, defender: 1 };
    change(d);
  });

describe('the leader’s die change chosen once the die is seen: the die step, then the change', () => {
  it('rolls only the combat die at the die step, each face with the suggested change and what it gives, and applies nothing', () => {
    const a = analyse(atDie((d) => (d['dieStep'] = true)));
    expect(a.dicePlan).toEqual(['combat die']);
    expect(a.chances.map((c) => c.probability)).toEqual(Array.from({ length: 6 }, () => fraction(1, 6)));
    expect(a.chances.map((c) => c.label.slice(0, 14))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Combat die ${n} (`));
    const { given, walked } = bothWays(atDie((d) => (d['dieStep'] = true)));
    expect(given).toEqual(walked);
    const rolled = resolve(atDie((d) => (d['dieStep'] = true)), { physical: [1] });
    expect(rolled.percentile).toBeDefined();
    const effects = rolled.outcome.effects as GroundEffects;
    expect(effects).toMatchObject({ dieStep: true, attackMade: false, table: { die: 1 } });
    expect([effects.attacker.losses, effects.defender.losses]).toEqual([[], []]);
    expect(rolled.outcome.checklist[0]).toMatch(/^The attacker \(Lee\) chooses how to move the die \(at most 2 rows\)/);
  });

  it('resolves the die as rolled with the change chosen, rolling nothing, exactly as the whole roll with that change reads it', () => {
    for (let die = 1; die <= 6; die++) {
      for (const shift of [-2, -1, 0, 1, 2, 'best'] as const) {
        const chosen = atDie((d) => {
          d['combatDie'] = die;
          d['shift'] = shift;
        });
        const a = analyse(chosen);
        expect(a.dicePlan).toEqual([]);
        expect(a.chances.map((c) => c.probability)).toEqual([fraction(1)]);
        const whole = resolve(atDie((d) => (d['shift'] = shift)), { physical: [die] });
        const resolved = resolve(chosen, { physical: [] });
        expect(resolved.outcome.key, `die ${die}, change ${shift}`).toBe(whole.outcome.key);
        // Nothing was left to chance: no luck to place it by. The die step itself has its place.
        expect(resolved.percentile).toBeUndefined();
      }
    }
  });

  it('refuses the die step without the supply dice, with equal ratings, or with the die given; and a die at the supply step', () => {
    expect(() => analyse(atDie((d) => ((d['dieStep'] = true), (d['combatDie'] = 3))))).toThrow(/combatDie.*Ground Combat/s);
    expect(() => analyse(atDie((d) => ((d['dieStep'] = true), delete d['supplyDice'])))).toThrow(/supplyDice.*rolled before the combat die/s);
    const equal = atDie((d) => {
      d['dieStep'] = true;
      const leader = (d['defender'] as { leader: { combatRating: number } }).leader;
      leader.combatRating = 3;
    });
    expect(() => analyse(equal)).toThrow(/dieStep.*no leader may move the die/s);
    expect(() => analyse(atDie((d) => ((d['supplyStep'] = true), delete d['supplyDice'], (d['combatDie'] = 2))))).toThrow(/combatDie.*supply step/s);
  });
});
