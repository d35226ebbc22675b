import { describe, expect, it } from 'vitest';
import { fraction } from '../../../core/fraction';
import { fieldErrors } from '../../../core/test-field-errors';
import { analyse, resolve } from '../../../engine';
import type { InitiativeEffects } from '../index';
import { changed, chancesByLabel, example } from '../test-helpers';

const refusal = (input: Record<string, unknown>) => fieldErrors(() => analyse(input));
const effectsOf = (input: Record<string, unknown>, die: number) => resolve(input, { physical: [die] }).outcome.effects as InitiativeEffects;

describe('the combat initiative roll on its own', () => {
  it("passes on the ordering leader's initiative or less, with the exact chance of each", () => {
    const a = analyse(example('initiative'));
    expect(a.dicePlan).toEqual(['combat initiative']);
    expect(chancesByLabel(a)).toEqual(
      new Map([
        ['Lee passes: the attack goes ahead', fraction(4, 6)],
        ['No attack: Lee fails his initiative roll', fraction(2, 6)],
      ]),
    );
    expect(a.highlights).toEqual([{ label: 'The attack goes ahead', probability: fraction(4, 6) }]);
    expect(a.steps.map((s) => s.source.ref)).toEqual(['Combat Initiative', 'Combat Initiative']);
  });

  it('gives the die, the leader and the commander as effects, the 4 passing and the 5 failing', () => {
    expect(effectsOf(example('initiative'), 4)).toEqual({ kind: 'initiative', leader: 'Lee', commander: 'J.Johnston', die: 4, passed: true });
    expect(effectsOf(example('initiative'), 5)).toEqual({ kind: 'initiative', leader: 'Lee', commander: 'J.Johnston', die: 5, passed: false });
    expect(resolve(example('initiative'), { physical: [5] }).outcome.checklist).toEqual(['No attack: Lee failed his initiative roll']);
  });

  it('never passes at an initiative of 0, and always at 6', () => {
    const rated = (initiative: number) => changed('initiative', (d) => ((d.attacker['leaders'] as { initiative: number }[])[0] as { initiative: number }).initiative = initiative);
    expect(chancesByLabel(analyse(rated(0))).get('No attack: Lee fails his initiative roll')).toEqual(fraction(1));
    expect(chancesByLabel(analyse(rated(6))).get('Lee passes: the attack goes ahead')).toEqual(fraction(1));
  });
});

describe('initiative refusals, each naming the field and the rule', () => {
  it('a Corps Leader ordering another corps, or an Army Leader’s troops under a Corps commander', () => {
    const corps = changed('initiative', (d) => {
      d.attacker['orderedBy'] = 'J.Johnston';
      (d.attacker.hexes[0] as { units: { leader: string }[] }).units[1] = { ...((d.attacker.hexes[0] as { units: { leader: string }[] }).units[1] as { leader: string }), leader: 'Lee' };
    });
    expect(refusal(corps)).toEqual([
      {
        path: 'attacker.hexes.0.units.1.leader',
        message: "6-3 infantry takes command from Lee: a Corps Leader who is attacking (J.Johnston) can never order another Corps or the Army HQ's troops to join in; that needs the Army Leader's initiative (Ground Combat)",
      },
    ]);
  });

  it('a Corps Leader handing the battle to another leader, and a leader not among the attacker’s', () => {
    const handed = changed('initiative', (d) => ((d.attacker['orderedBy'] = 'J.Johnston'), (d.attacker['commander'] = 'Lee')));
    expect(refusal(handed)[0]?.path).toBe('attacker.commander');
    expect(refusal(changed('initiative', (d) => (d.attacker['orderedBy'] = 'Grant')))).toEqual([{ path: 'attacker.orderedBy', message: '"Grant" is not one of the attacker\'s leaders (Lee, J.Johnston)' }]);
  });

  it('three attacking hexes', () => {
    const three = changed('initiative', (d) => d.attacker.hexes.push(d.attacker.hexes[0] as Record<string, unknown>, d.attacker.hexes[0] as Record<string, unknown>));
    expect(refusal(three)[0]?.path).toBe('attacker.hexes');
  });
});
