import { describe, expect, it } from 'vitest';
import { fraction } from '../../../core/fraction';
import { seedFromWords } from '../../../core/rng';
import { analyse, breakpoints, resolve } from '../../../engine';
import type { GroundEffects } from '../index';
import { KINDS } from '../schema/index';
import { bothWays, changed, chancesByLabel, example } from '../test-helpers';

const stepValues = (input: Record<string, unknown>, title: string) => analyse(input).steps.find((s) => s.title === title)?.values;

describe('ground combat', () => {
  it('gives the same exact chances from its dice grouped as from the whole dice tree, for every kind', () => {
    for (const kind of KINDS) {
      const { given, walked } = bothWays(example(kind));
      expect(given, kind).toEqual(walked);
    }
    const contact = changed('combat', (d) => {
      d.attacker['chit'] = 0;
      d.defender['chit'] = 0;
    });
    const { given, walked } = bothWays(contact);
    expect(given).toEqual(walked);
  });

  it('attacks only when the ordering leader rolls his initiative or less', () => {
    const a = analyse(example('combat'));
    expect(a.dicePlan).toEqual(['combat initiative', "attacker's combat supply", "defender's combat supply", 'combat die']);
    expect(chancesByLabel(a).get('No attack: Lee fails his initiative roll')).toEqual(fraction(2, 6));
    const passed = changed('combat', (d) => (d.attacker['initiative'] = 'passed'));
    expect(analyse(passed).dicePlan[0]).toBe("attacker's combat supply");
  });

  it('makes an intensity of 0 a contact: only the supply dice are rolled, no chart of results is read', () => {
    const contact = changed('combat', (d) => {
      d.attacker['chit'] = 0;
      d.defender['chit'] = 0;
      delete d.charts['crt3'];
      delete d.charts['supply2'];
    });
    const a = analyse(contact);
    expect(a.dicePlan).toEqual(['combat initiative', "attacker's combat supply", "defender's combat supply"]);
    expect(a.table).toBeUndefined();
    const r = resolve(contact, { physical: [1, 3, 3] });
    expect(r.outcome.label).toBe('Contact: no combat');
    expect((r.outcome.effects as GroundEffects).attackMade).toBe(false);
  });

  it('halves across a river (exactly), across a tidal river at a ferry rounding up, and non-cavalry in an attack from march', () => {
    expect(stepValues(example('combat'), 'Attacking hex 2')).toEqual({ printed: 8, strength: 4 });
    const ferry = changed('combat', (d) => {
      d.attacker.hexes[1] = { units: [{ name: 'Brigade', sp: 7, type: 'infantry', leader: 'J.Johnston' }], hexside: 'tidalRiver', ferry: true };
    });
    expect(stepValues(ferry, 'Attacking hex 2')).toEqual({ printed: 7, strength: 4 });
    expect(stepValues(example('attackFromMarch'), 'Attacking hex 1')).toEqual({ printed: 7, strength: 5.5 });
  });

  it('counts a garrison ×3 in a fortress and ×2 in a fort, only up to the fort’s 10 SP', () => {
    expect(stepValues(example('storm'), 'Defender’s strength')).toEqual({ strength: 33, printed: 11 });
    const fort = changed('storm', (d) => (d.defender['fort'] = 'fort'));
    expect(stepValues(fort, 'Defender’s strength')).toEqual({ strength: 21, printed: 11 });
  });

  it('doubles the attacker’s losses in a storm and not in a special siege combat', () => {
    const storm = resolve(changed('storm', (d) => (d['shift'] = 0)), { physical: [1, 1, 1] });
    const siege = resolve(changed('siegeCombat', (d) => (d['shift'] = 0)), { physical: [1, 1, 1] });
    const sp = (r: typeof storm) => (r.outcome.effects as GroundEffects).attacker.lossSp;
    expect(sp(storm)).toBe(2 * sp(siege));
  });

  it('halves a side short of supply rounding down, doubles its losses and stops its advance', () => {
    const short = changed('combat', (d) => {
      d.attacker['supply'] = 0;
      d.attacker['initiative'] = 'passed';
      d['shift'] = 0;
    });
    // The attacker's die of 6 asks for supply it does not have: 16 halved is 8 against 12, column 1-2.
    const r = resolve(short, { physical: [6, 1, 6] });
    const e = r.outcome.effects as GroundEffects;
    expect(e.supply.attacker).toEqual({ die: 6, needed: 3, spent: 0, supplied: false });
    expect(e.table?.column).toBe('1-2');
    expect(e.attacker.mayAdvance).toBe(false);
    const supplied = resolve(changed('combat', (d) => ((d.attacker['initiative'] = 'passed'), (d['shift'] = 0))), { physical: [1, 1, 6] });
    expect((supplied.outcome.effects as GroundEffects).table?.column).toBe('1-1');
  });

  it('lets the better-rated side move the die within 1 to 6, and suggests the best change for each die', () => {
    const a = analyse(example('combat'));
    const shift = a.steps.find((s) => s.title === 'Leader’s die shift');
    expect(shift?.values).toEqual({ net: 2, chooser: 'attacker' });
    expect(shift?.detail).toContain('Suggested change for each die: 1→2, 2→4, 3→5, 4→6, 5→6, 6→6');
    const fixed = resolve(changed('combat', (d) => ((d.attacker['initiative'] = 'passed'), (d['shift'] = -2))), { physical: [1, 1, 1] });
    expect((fixed.outcome.effects as GroundEffects).table).toMatchObject({ die: 1, shift: 0, row: 1 });
    const chances = new Map(a.highlights.map((h) => [h.label, h.probability]));
    expect(chances.get('The attacker leaves every die as rolled: the attacker comes off better')).toEqual(fraction(1, 3));
    expect(chances.get('The attacker moves every die +2: the attacker comes off better')).toEqual(fraction(5, 9));
    expect(chances.get('With the suggested change for each die: the attacker comes off better')).toEqual(fraction(5, 9));
    for (let by = -2; by <= 2; by++) {
      const fixedBy = analyse(changed('combat', (d) => (d['shift'] = by))).highlights.find((h) => h.label === 'With the change entered: the attacker comes off better');
      const label = by === 0 ? 'The attacker leaves every die as rolled: the attacker comes off better' : `The attacker moves every die ${by > 0 ? '+' : ''}${by}: the attacker comes off better`;
      expect(chances.get(label), label).toEqual(fixedBy?.probability);
    }
    const even = changed('combat', (d) => ((d.defender['leader'] as Record<string, unknown>)['combatRating'] = 3));
    expect(analyse(even).steps.some((s) => s.title === 'Leader’s die shift')).toBe(false);
  });

  it('spreads losses one point at a time, larger units first, trains last; any loss eliminates naval support', () => {
    const r = resolve(changed('combat', (d) => ((d.attacker['initiative'] = 'passed'), (d['shift'] = 0))), { physical: [1, 1, 6] });
    const e = r.outcome.effects as GroundEffects;
    expect(e.defender.lossSp).toBe(3);
    expect(e.defender.losses).toEqual([
      { name: "Porter's Corps", lost: 2, eliminated: false },
      { name: 'Union cavalry', lost: 1, eliminated: false },
      { name: 'Supply train', lost: 0, eliminated: false },
    ]);
    const naval = changed('combat', (d) => {
      d.attacker['initiative'] = 'passed';
      d['shift'] = 0;
      d.defender.units.push({ name: 'Gunboat', sp: 2, type: 'naval' });
    });
    const n = resolve(naval, { physical: [1, 1, 6] }).outcome.effects as GroundEffects;
    expect(n.defender.losses.find((l) => l.name === 'Gunboat')).toEqual({ name: 'Gunboat', lost: 2, eliminated: true });
  });

  it('lets a defender in rough or city terrain ignore a retreat, but not a garrison stormed', () => {
    const combat = resolve(changed('combat', (d) => (d.attacker['initiative'] = 'passed')), { physical: [1, 1, 6] }).outcome.effects as GroundEffects;
    expect(combat.defender).toMatchObject({ retreats: true, mayIgnoreRetreat: true });
    const storm = resolve(example('storm'), { physical: [1, 1, 6] }).outcome.effects as GroundEffects;
    expect(storm.defender).toMatchObject({ retreats: true, mayIgnoreRetreat: false });
  });

  it('offers breakpoints for a strength point and a chit more or less', () => {
    const input = changed('combat', (d) => {
      (d.defender.units[0] as Record<string, unknown>)['sp'] = 6;
      d.charts['crt2'] = d.charts['crt3'] as Record<string, unknown>;
    });
    const moves = breakpoints(input).map((b) => `${b.change}: ${b.moves}`);
    expect(moves).toContain("One SP more for Porter's Corps: column 1-1 (now 2-1)");
    expect(moves).toContain('The attacker’s chit one less: Combat Results Table 2 (now Combat Results Table 3)');
    // A chit above the leader's initiative, or one that needs a chart not entered, is no breakpoint.
    expect(moves.some((m) => m.startsWith('The defender’s chit one more'))).toBe(false);
  });

  it('resolves with the generator, its outcome among the chances', () => {
    const r = resolve(example('combat'), { rng: seedFromWords(1863) });
    expect(r.analysis.chances.some((c) => c.key === r.outcome.key)).toBe(true);
  });
});
