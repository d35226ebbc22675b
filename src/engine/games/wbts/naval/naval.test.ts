import { describe, expect, it } from 'vitest';
import { fraction } from '../../../core/fraction';
import { analyse, resolve } from '../../../engine';
import type { BombardmentEffects, FortAttackEffects, NavalCombatEffects, TransitEffects } from '../index';
import { changed, chancesByLabel, example } from '../test-helpers';

describe('naval combat, naval attacks on forts, Naval Transit Attack and bombardment', () => {
  it('eliminates transports attacked alone without a die, and transports whose escorts are eliminated', () => {
    const alone = changed('navalCombat', (d) => (d.defender['units'] = [{ name: 'Transport', sp: 0, transport: true }]));
    const a = analyse(alone);
    expect(a.dicePlan).toEqual([]);
    expect(chancesByLabel(a).get('Defender eliminated')).toEqual(fraction(1));
    const e = resolve(example('navalCombat'), { physical: [6] }).outcome.effects as NavalCombatEffects;
    expect(e.defender.losses).toEqual([{ name: 'CSS Arkansas', lost: 2, eliminated: true }]);
    expect(resolve(example('navalCombat'), { physical: [4] }).outcome.label).toBe('Defender loses 1 SP, attacker loses 1 SP');
  });

  it('refuses an attack by transports alone', () => {
    const transports = changed('navalCombat', (d) => (d.attacker['units'] = [{ name: 'Transport', sp: 0, transport: true }]));
    expect(() => analyse(transports)).toThrow('attacker.units: naval and river transports have no combat factor');
  });

  it('reads a naval attack on a fort on Combat Results Table 1: any attacker loss costs one whole naval unit, a retreat calls for Naval Transit Attack', () => {
    const a = analyse(example('navalFortAttack'));
    expect(a.table?.title).toBe('Combat Results Table 1');
    expect(a.steps.at(-1)?.values).toEqual({ attacker: 7, defender: 6, column: '1-1' });
    // Die 1 reads 20r/5 in the example's column: one unit lost, the other rolls for transit and is destroyed on a 1.
    const r = resolve(example('navalFortAttack'), { physical: [1, 1] });
    const e = r.outcome.effects as FortAttackEffects;
    expect(e).toMatchObject({ navalUnitsLost: 1, attackerRetreats: true, transit: [{ die: 1, result: { kind: 'destroyed' } }] });
    expect(r.dice.map((d) => d.purpose)).toEqual(['combat die', 'Naval Transit Attack, unit 1']);
  });

  it('asks for the transit column when a retreat can come up', () => {
    const none = changed('navalFortAttack', (d) => delete d.attacker['transitColumn']);
    expect(() => analyse(none)).toThrow(/^attacker\.transitColumn: column 1-1 of your Combat Results Table 1 can make the naval units retreat/);
  });

  it('rolls once for each unit passing a fort, and once for each siege train', () => {
    const t = resolve(example('navalTransit'), { physical: [2, 5] }).outcome.effects as TransitEffects;
    expect(t.units).toEqual([
      { name: 'USS Essex', die: 2, result: { kind: 'loses', points: 1 } },
      { name: 'Transport', die: 5, result: { kind: 'passes' } },
    ]);
    const b = analyse(example('bombardment'));
    // The example's Fortress column reduces on a 6 only: two trains, 11 in 36 for at least one.
    expect(b.highlights[0]?.probability).toEqual(fraction(11, 36));
    expect((resolve(example('bombardment'), { physical: [6, 6] }).outcome.effects as BombardmentEffects).reductions).toBe(2);
  });

  it('refuses a column the player’s sheet does not have', () => {
    const wrong = changed('bombardment', (d) => (d['column'] = 'Redoubt'));
    expect(() => analyse(wrong)).toThrow('column: your Siege Bombardment Table has no column "Redoubt"; its columns are "Fort", "Fortress"');
  });
});
