import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../core/test-field-errors';
import { analyse } from '../../engine';
import { changed, example } from './test-helpers';

const refusal = (input: Record<string, unknown>) => fieldErrors(() => analyse(input));

describe('refusals, each naming the field and the rule', () => {
  it('a chit above the leader’s initiative', () => {
    expect(refusal(changed('combat', (d) => (d.defender['chit'] = 4)))).toEqual([
      { path: 'defender.chit', message: "a chit of 4 is above Porter's initiative (3): a leader selects an intensity up to his initiative rating (Battle Intensity Chits)" },
    ]);
    expect(refusal(changed('storm', (d) => (d.defender['chit'] = 1)))).toEqual([{ path: 'defender.chit', message: 'units without a Leader automatically choose 0; this chit is 1 (Battle Intensity Chits)' }]);
    const johnston = changed('combat', (d) => (d.attacker['commander'] = 'J.Johnston'));
    expect(refusal(johnston)[0]?.path).toBe('attacker.hexes.0.units.0.leader');
    expect(refusal(changed('attackFromMarch', (d) => (d.attacker['chit'] = 2)))).toEqual([
      { path: 'attacker.chit', message: 'neither player can select a chit greater than 1 in an attack from march; this is 2 (Attack From March)' },
    ]);
  });

  it('three attacking hexes', () => {
    const three = changed('combat', (d) => d.attacker.hexes.push(d.attacker.hexes[0] as Record<string, unknown>));
    expect(refusal(three)).toEqual([{ path: 'attacker.hexes', message: 'units can attack from 1 or 2 hexes only: an attack from 3 or more hexes cannot be combined (Ground Combat)' }]);
  });

  it('a storm from an adjacent hex', () => {
    expect(refusal(changed('storm', (d) => (d.attacker.hexes[0] as Record<string, unknown>)['from'] = 'adjacent'))).toEqual([
      { path: 'attacker.hexes.0.from', message: 'units cannot attack a fort from adjacent hexes: a storm is made by the units on top of the fort, in its hex (Storm)' },
    ]);
  });

  it('an attack from march against a fort', () => {
    expect(refusal(changed('attackFromMarch', (d) => (d.defender['fort'] = 'fort')))).toEqual([{ path: 'defender.fort', message: '"Attack from March" cannot be used to storm a fort or fortress (Attack From March)' }]);
  });

  it('a combat that needs a chart not yet entered', () => {
    const errors = refusal(changed('combat', (d) => delete d.charts['attrition']));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('charts.attrition');
    expect(errors[0]?.message).toMatch(/^this combat reads your Combat Attrition Table: enter it from your chart sheet first/);
    expect(refusal(changed('combat', (d) => delete d.charts['crt3']))[0]?.path).toBe('charts.crt3');
    expect(refusal(changed('combat', (d) => delete d.charts['supply2']))[0]?.path).toBe('charts.supply2');
  });

  it('a Corps Leader ordering another corps, a tidal river without a ferry, a die change beyond the net rating, a regular attack on a fort', () => {
    const corps = changed('combat', (d) => ((d.attacker['orderedBy'] = 'J.Johnston'), (d.attacker['commander'] = 'J.Johnston')));
    expect(refusal(corps)).toEqual([
      {
        path: 'attacker.hexes.0.units.0.leader',
        message: "Army N.Va. HQ troops takes command from Lee: a Corps Leader who is attacking (J.Johnston) can never order another Corps or the Army HQ's troops to join in; that needs the Army Leader's initiative (Ground Combat)",
      },
    ]);
    expect(refusal(changed('combat', (d) => ((d.attacker.hexes[1] as Record<string, unknown>)['hexside'] = 'estuary')))).toEqual([
      { path: 'attacker.hexes.1.hexside', message: 'units cannot attack across an estuary hexside except at a ferry crossing (Terrain Effects on Combat)' },
    ]);
    expect(refusal(changed('combat', (d) => (d['shift'] = 3)))[0]?.path).toBe('shift');
    expect(refusal(changed('combat', (d) => (d.defender['fort'] = 'fort')))[0]?.path).toBe('defender.fort');
  });

  it('a chart that does not fit its slot, naming each place', () => {
    const bad = changed('combat', (d) => ((d.charts['crt3'] as { cells: string[][] }).cells[0] = ['10/10', 'ten', '5/5', '5/5']));
    expect(refusal(bad)).toEqual([{ path: 'charts.crt3', message: expect.stringContaining('row 1, column 1-1: "ten" is not a combat result') as unknown as string }]);
  });

  it('takes each documented example as it is', () => {
    expect(() => analyse(example('navalTransit'))).not.toThrow();
  });
});
