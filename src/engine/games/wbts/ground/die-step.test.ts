import { describe, expect, it } from 'vitest';
import { add, fraction } from '../../../core/fraction';
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
        // Each fixed change's chance of coming off better is over the die rolled alone: certain or none.
        const changes = a.highlights.filter((h) => / (moves|leaves) every die/.test(h.label));
        expect(changes).toHaveLength(5);
        for (const h of changes) expect([fraction(0), fraction(1)], h.label).toContainEqual(h.probability);
        const whole = resolve(atDie((d) => (d['shift'] = shift)), { physical: [die] });
        const resolved = resolve(chosen, { physical: [] });
        expect(resolved.outcome.key, `die ${die}, change ${shift}`).toBe(whole.outcome.key);
        // Nothing was left to chance: no luck to place it by. The die step itself has its place.
        expect(resolved.percentile).toBeUndefined();
      }
    }
  });

  it('rolls the initiative die, both supply dice and the combat die in one die step; a failed initiative draws no other die', () => {
    // The documented combat with its chits in, nothing rolled yet: Lee's initiative 4.
    const whole = changed('combat', (d) => (d['dieStep'] = true));
    const a = analyse(whole);
    expect(a.dicePlan).toEqual(['combat initiative', "attacker's combat supply", "defender's combat supply", 'combat die']);
    expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0))).toEqual(fraction(1));
    expect(a.highlights.find((h) => h.label === 'Lee passes his initiative roll')?.probability).toEqual(fraction(4, 6));
    const { given, walked } = bothWays(whole);
    expect(given).toEqual(walked);
    // Lee rolls 5: no attack, and no supply or combat die is drawn.
    const failed = resolve(whole, { physical: [5] });
    expect(failed.outcome.label).toBe('No attack: Lee fails his initiative roll');
    expect(failed.dice.map((d) => d.purpose)).toEqual(['combat initiative']);
    // He rolls 2: the supply dice and the combat die follow from the same roll, the change still to choose.
    const passed = resolve(whole, { physical: [2, 1, 1, 4] });
    expect(passed.dice.map((d) => [d.purpose, d.face])).toEqual([['combat initiative', 2], ["attacker's combat supply", 1], ["defender's combat supply", 1], ['combat die', 4]]);
    expect(passed.outcome.effects as GroundEffects).toMatchObject({ dieStep: true, attackMade: false, initiative: { die: 2, passed: true }, supply: { attacker: { die: 1 }, defender: { die: 1 } }, table: { die: 4 } });
  });

  it('offers each change the die allows with what it reads, exactly as resolving that change reads it', () => {
    for (let die = 1; die <= 6; die++) {
      const effects = resolve(atDie((d) => (d['dieStep'] = true)), { physical: [die] }).outcome.effects as GroundEffects;
      const allowed = [-2, -1, 0, 1, 2].filter((s) => die + s >= 1 && die + s <= 6);
      expect(effects.dieChanges.map((c) => [c.shift, c.die])).toEqual(allowed.map((s) => [s, die + s]));
      for (const change of effects.dieChanges) {
        const chosen = resolve(atDie((d) => ((d['combatDie'] = die), (d['shift'] = change.shift))), { physical: [] }).outcome.effects as GroundEffects;
        expect([chosen.table?.cell, chosen.attacker.lossSp, chosen.defender.lossSp, chosen.attacker.retreats, chosen.defender.retreats], `die ${die}, change ${change.shift}`).toEqual([
          change.cell,
          change.attackerLoss,
          change.defenderLoss,
          change.attackerRetreats,
          change.defenderRetreats,
        ]);
      }
      // The suggestion is one of them.
      expect(effects.dieChanges.map((c) => c.shift)).toContain(effects.table?.shift);
    }
    // Resolved, a combat offers no change.
    expect((resolve(atDie((d) => (d['combatDie'] = 3)), { physical: [] }).outcome.effects as GroundEffects).dieChanges).toEqual([]);
  });

  it('refuses a die given without the supply dice, the die step with equal ratings or with the die given; and a die at the supply step', () => {
    expect(() => analyse(atDie((d) => ((d['dieStep'] = true), (d['combatDie'] = 3))))).toThrow(/combatDie.*Ground Combat/s);
    expect(() => analyse(atDie((d) => ((d['combatDie'] = 3), delete d['supplyDice'])))).toThrow(/supplyDice.*rolled before the combat die/s);
    const equal = atDie((d) => {
      d['dieStep'] = true;
      const leader = (d['defender'] as { leader: { combatRating: number } }).leader;
      leader.combatRating = 3;
    });
    expect(() => analyse(equal)).toThrow(/dieStep.*no leader may move the die/s);
    expect(() => analyse(atDie((d) => ((d['supplyStep'] = true), delete d['supplyDice'], (d['combatDie'] = 2))))).toThrow(/combatDie.*supply step/s);
  });
});
