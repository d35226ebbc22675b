import { describe, expect, it } from 'vitest';
import { analyse, resolve } from '../../engine';
import type { Analysis } from '../../core/combat';
import { fraction } from '../../core/fraction';
import { fieldErrors } from '../../core/test-field-errors';
import { infantry, unit } from './test-inputs';
import type { InfantryEffects } from './types';

function stepValue(analysis: Analysis, title: string, key: string): unknown {
  const found = analysis.steps.find((s) => s.title === title);
  if (!found) throw new Error(`no step "${title}"`);
  return found.values?.[key];
}

function unitStep(analysis: Analysis, name: string) {
  const found = analysis.steps.find((s) => s.title.endsWith(`: ${name}`));
  if (!found) throw new Error(`no step for ${name}`);
  return found;
}

const effectsOf = (input: unknown, die: number) => resolve(input, { physical: [die] }).outcome.effects as InfantryEffects;

describe("the rules' worked examples", () => {
  it('29 to 6 is rounded down to 4-1', () => {
    const a = analyse(infantry({ attackers: [unit('V', 12), unit('VI', 12), unit('VIII', 5)], defenders: [unit('Heth', 6)] }));
    expect(stepValue(a, 'Odds', 'odds')).toBe('4-1');
    expect(a.table?.columns[a.table.column ?? -1]).toBe('4-1');
  });

  it('a 4 with a Fortification unit 3 is attacked on the "5-8" table and defends at 11', () => {
    const a = analyse(infantry({ attackers: [unit('V', 12)], defenders: [unit('Rodes', 4), unit('Richmond', 3, { fortification: true })] }));
    expect(stepValue(a, 'Combat Results Table', 'table')).toBe('5-8');
    expect(stepValue(a, 'Combat Results Table', 'defenderPrinted')).toBe(7);
    expect(stepValue(a, 'Defending strength', 'defence')).toBe('11');
    expect(unitStep(a, 'Richmond').detail).toContain('not doubled');
    expect(a.table?.title).toContain('"5-8"');
  });
});

describe('choosing the table by printed defender strength', () => {
  it.each([
    [1, '1-4'],
    [4, '1-4'],
    [5, '5-8'],
    [8, '5-8'],
    [9, '9 or more'],
    [40, '9 or more'],
  ])('a defender of %i uses table "%s", whatever its adjustments', (strength, table) => {
    const a = analyse(infantry({ attackers: [unit('A', 99)], defenders: [unit('D', strength, { supply: 'isolated' })], defenderHex: { terrain: 'mountain-pass' } }));
    expect(stepValue(a, 'Combat Results Table', 'table')).toBe(table);
  });
});

describe('strength effects', () => {
  const against = (attackers: unknown[], defenders: unknown[] = [unit('D', 4)], more: Record<string, unknown> = {}) =>
    analyse(infantry({ attackers, defenders, ...more }));

  it('halves a unit that is both unsupplied and making a Hasty Attack once, not twice', () => {
    const a = against([unit('VI', 12, { supply: 'unsupplied' })], undefined, { hastyAttack: true });
    expect(unitStep(a, 'VI').values?.adjusted).toBe('6');
    expect(unitStep(a, 'VI').detail).toContain('only one reduction');
  });

  it('halves unsupplied attackers and Hasty Attacks', () => {
    expect(unitStep(against([unit('A', 9, { supply: 'unsupplied' })]), 'A').values?.adjusted).toBe('4½');
    expect(unitStep(against([unit('A', 9)], undefined, { hastyAttack: true }), 'A').values?.adjusted).toBe('4½');
    expect(unitStep(against([unit('A', 9)]), 'A').values?.adjusted).toBe('9');
  });

  it('gives an isolated attacker 0 outside a Hasty Attack', () => {
    const a = against([unit('Cut off', 10, { supply: 'isolated' }), unit('Fresh', 8)]);
    expect(unitStep(a, 'Cut off').values?.adjusted).toBe('0');
    expect(stepValue(a, 'Attacking strength', 'attack')).toBe('8');
  });

  it('treats an isolated unit in a Hasty Attack as halved once, and says the rules do not give that strength', () => {
    const a = against([unit('Cut off', 10, { supply: 'isolated' })], undefined, { hastyAttack: true });
    expect(unitStep(a, 'Cut off').values?.adjusted).toBe('5');
    expect(unitStep(a, 'Cut off').detail).toContain('does not say at what strength');
    expect(unitStep(a, 'Cut off').source.ref).toBe('Supply Effects Chart');
  });

  it('refuses an attack whose every unit is isolated and not making a Hasty Attack', () => {
    const errors = fieldErrors(() => against([unit('Cut off', 10, { supply: 'isolated' })]));
    expect(errors).toEqual([{ path: 'attackers', message: expect.stringContaining('only in a Hasty Attack') }]);
  });

  it('doubles defenders with a Fortification unit or in a Mountain Pass, but only once', () => {
    const fort = unit('Fort', 2, { fortification: true });
    expect(unitStep(against([unit('A', 20)], [unit('D', 3), fort]), 'D').values?.adjusted).toBe('6');
    expect(unitStep(against([unit('A', 20)], [unit('D', 3)], { defenderHex: { terrain: 'mountain-pass' } }), 'D').values?.adjusted).toBe('6');
    const both = against([unit('A', 20)], [unit('D', 3), fort], { defenderHex: { terrain: 'mountain-pass' } });
    expect(unitStep(both, 'D').values?.adjusted).toBe('6');
    expect(unitStep(both, 'D').detail).toContain('only one increase');
  });

  it('halves isolated or entrained defenders, but only once', () => {
    expect(unitStep(against([unit('A', 20)], [unit('D', 3, { supply: 'isolated' })]), 'D').values?.adjusted).toBe('1½');
    expect(unitStep(against([unit('A', 20)], [unit('D', 3, { entrained: true })]), 'D').values?.adjusted).toBe('1½');
    expect(unitStep(against([unit('A', 20)], [unit('D', 3, { supply: 'unsupplied' })]), 'D').values?.adjusted).toBe('3');
    const both = against([unit('A', 20)], [unit('D', 3, { supply: 'isolated', entrained: true })]);
    expect(unitStep(both, 'D').values?.adjusted).toBe('1½');
  });

  it('applies one increase and one reduction together', () => {
    const a = against([unit('A', 20)], [unit('D', 3, { supply: 'isolated' })], { defenderHex: { terrain: 'mountain-pass' } });
    expect(unitStep(a, 'D').values?.adjusted).toBe('3');
  });

  it('keeps halves exact until the odds: two unsupplied 7s against 7 is 1-1, not 1-2', () => {
    const a = against([unit('A', 7, { supply: 'unsupplied' }), unit('B', 7, { supply: 'unsupplied' })], [unit('D', 7)]);
    expect(stepValue(a, 'Attacking strength', 'attack')).toBe('7');
    expect(stepValue(a, 'Odds', 'odds')).toBe('1-1');
  });

  it('counts a cavalry unit at the printed strength entered, and says so', () => {
    const a = against([unit('Sheridan', 3, { cavalry: true })]);
    expect(unitStep(a, 'Sheridan').values?.adjusted).toBe('3');
    expect(unitStep(a, 'Sheridan').detail).toContain('cavalry');
  });
});

describe('odds', () => {
  it('counts anything better than 5-1 as 5-1', () => {
    const a = analyse(infantry({ attackers: [unit('A', 40)], defenders: [unit('D', 4)] }));
    expect(stepValue(a, 'Odds', 'odds')).toBe('5-1');
    expect(a.steps.find((s) => s.title === 'Odds')?.detail).toContain('10-1, better than 5-1: counts as 5-1');
  });

  it('refuses odds worse than 1-2 except in a Hasty Attack', () => {
    const errors = fieldErrors(() => analyse(infantry({ attackers: [unit('A', 3)], defenders: [unit('D', 7)] })));
    expect(errors).toEqual([{ path: 'attackers', message: expect.stringContaining('worse than 1-2: attacks at odds worse than 1-2 cannot occur, except Hasty Attacks') }]);
  });

  it('gives a Hasty Attack at odds worse than 1-2 a certain loss of 1 attacking point and no die', () => {
    const input = infantry({ attackers: [unit('A', 3)], defenders: [unit('D', 7)], hastyAttack: true, defenderHex: { entrenched: true } });
    const a = analyse(input);
    expect(a.dicePlan).toEqual([]);
    expect(a.chances).toEqual([{ key: '1/0', label: expect.stringContaining('Attacker loses 1'), probability: fraction(1) }]);
    expect(a.table?.column).toBeUndefined();
    expect(a.table?.reachableRows).toEqual([]);
    expect(a.steps.map((s) => s.title)).toContain('Entrenched defender');

    const r = resolve(input, { physical: [] });
    expect(r.dice).toEqual([]);
    const e = r.outcome.effects as InfantryEffects;
    expect([e.attackerLoss, e.defenderLoss, e.die, e.column, e.attackerLossDoubled]).toEqual([1, 0, null, 'worse than 1-2', false]);
  });
});

describe('die-roll modifier and entrenchment', () => {
  const base = { attackers: [unit('A', 12, { acrossRiver: true }), unit('B', 12, { acrossRiver: true })], defenders: [unit('D', 6)] };

  it('adds 1 when every attacking unit attacks across a river', () => {
    const a = analyse(infantry(base));
    expect(stepValue(a, 'Die-roll modifier', 'dieModifier')).toBe(1);
    expect(a.table?.reachableRows).toEqual([1, 2, 3, 4, 5, 6]);
    expect(effectsOf(infantry(base), 6).row).toBe(7);
  });

  it('adds nothing when only some attack across a river', () => {
    const some = { ...base, attackers: [unit('A', 12, { acrossRiver: true }), unit('B', 12)] };
    const a = analyse(infantry(some));
    expect(stepValue(a, 'Die-roll modifier', 'dieModifier')).toBe(0);
    expect(a.table?.reachableRows).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('adds 1, never 2, for a river and an entrenched defender together, and doubles the attacker\'s losses', () => {
    const both = infantry({ ...base, defenderHex: { entrenched: true } });
    expect(stepValue(analyse(both), 'Die-roll modifier', 'dieModifier')).toBe(1);
    // "5-8" table, 4-1 column (24 : 6), die 3 + 1 = row 4: printed 2/1.
    const e = effectsOf(both, 3);
    expect([e.row, e.attackerLoss, e.defenderLoss, e.attackerLossDoubled]).toEqual([4, 4, 1, true]);
  });

  it('does not mark a zero loss as doubled', () => {
    // "5-8" table, 3-1 column (18 : 6), die 1 + 1 = row 2: printed 2/2, the 2 doubled.
    const input = infantry({ attackers: [unit('A', 18)], defenders: [unit('D', 6)], defenderHex: { entrenched: true } });
    const e = effectsOf(input, 1);
    expect([e.row, e.attackerLoss, e.defenderLoss]).toEqual([2, 4, 2]);
    // "5-8" table, 1-1 column, die 1: printed 0/1.
    const zero = effectsOf(infantry({ attackers: [unit('A', 6)], defenders: [unit('D', 6)] }), 1);
    expect([zero.attackerLoss, zero.attackerLossDoubled]).toEqual([0, false]);
  });
});

describe('restrictions', () => {
  it('refuses a Hasty Attack across a river, naming the unit', () => {
    const errors = fieldErrors(() =>
      analyse(infantry({ attackers: [unit('A', 6), unit('B', 6, { acrossRiver: true })], defenders: [unit('D', 3)], hastyAttack: true })),
    );
    expect(errors).toEqual([{ path: 'attackers.1.acrossRiver', message: 'units may not make Hasty Attacks across rivers (Terrain Effects Chart)' }]);
  });

  it('refuses an attack across an estuary', () => {
    const errors = fieldErrors(() => analyse(infantry({ attackers: [unit('A', 6, { acrossEstuary: true })], defenders: [unit('D', 3)] })));
    expect(errors).toEqual([{ path: 'attackers.0.acrossEstuary', message: 'units may not attack across an Estuary (Terrain Effects Chart)' }]);
  });

  it('refuses an attack into a Mountain hex', () => {
    const errors = fieldErrors(() => analyse(infantry({ attackers: [unit('A', 6)], defenders: [unit('D', 3)], defenderHex: { terrain: 'mountain' } })));
    expect(errors).toEqual([{ path: 'defenderHex.terrain', message: expect.stringContaining('may not enter a Mountain hex') }]);
  });

  it('reports every broken restriction at once', () => {
    const errors = fieldErrors(() =>
      analyse(
        infantry({
          attackers: [unit('A', 6, { acrossRiver: true }), unit('B', 6, { acrossEstuary: true })],
          defenders: [unit('D', 3)],
          hastyAttack: true,
          defenderHex: { terrain: 'mountain' },
        }),
      ),
    );
    expect(errors.map((e) => e.path)).toEqual(['defenderHex.terrain', 'attackers.0.acrossRiver', 'attackers.1.acrossEstuary']);
  });
});

describe('the result on the board', () => {
  it('says who loses what, and that the defender splits its loss', () => {
    // "5-8" table (4 + 3), 2-1 column (22 : 4 doubled + 3), die 4: printed 3/2.
    const input = infantry({ attackers: [unit('V', 22)], defenders: [unit('Rodes', 4), unit('Fort', 3, { fortification: true })] });
    const r = resolve(input, { physical: [4] });
    expect(r.outcome.checklist).toEqual([
      'Attacker loses 3 printed strength points, taken from the attacking units (see the Unit Reduction rules)',
      'Defender loses 2 printed strength points, split among combat and Fortification units as the defender chooses',
      'Apply this result now, before resolving any other combat',
    ]);
    expect(r.outcome.label).toBe('Attacker loses 3; defender loses 2 (table 5-8)');
  });

  it('lets the attacker advance when the defender is eliminated', () => {
    // "1-4" table, 5-1 column (10 : 2), die 1: printed 0/4 against a defender of 2.
    const r = resolve(infantry({ attackers: [unit('V', 10)], defenders: [unit('Pickett', 2)] }), { physical: [1] });
    const e = r.outcome.effects as InfantryEffects;
    expect([e.defenderLoss, e.defenderEliminated, e.attackerMayAdvance, e.attackerEliminated]).toEqual([4, true, true, false]);
    expect(r.outcome.checklist).toContain('Defender eliminated: the attacker may advance any of the attacking units into the vacated hex');
    expect(r.outcome.checklist[0]).toBe('Attacker loses nothing');
  });

  it('says the defender may not advance when the attackers are eliminated', () => {
    // "1-4" table, 1-2 column (1 : 2), die 6: printed 2/0 against an attacker of 1.
    const wiped = resolve(infantry({ attackers: [unit('A', 1)], defenders: [unit('D', 2)] }), { physical: [6] });
    expect((wiped.outcome.effects as InfantryEffects).attackerEliminated).toBe(true);
    expect(wiped.outcome.checklist).toContain('All attacking units eliminated: the defender may not advance after combat');
    // An attacker of 2 losing 1 (same column, die 1: printed 1/2) is not eliminated.
    const survives = resolve(infantry({ attackers: [unit('A', 2)], defenders: [unit('D', 4)] }), { physical: [1] });
    expect((survives.outcome.effects as InfantryEffects).attackerEliminated).toBe(false);
  });

  it('does not carry one combat\'s elimination over to another read from the same column', () => {
    // Both "5-8" table, 5-1 column, die 1: printed 1/5. A defender of 5 is eliminated, one of 6 is not.
    const five = resolve(infantry({ attackers: [unit('A', 25)], defenders: [unit('D', 5)] }), { physical: [1] });
    const six = resolve(infantry({ attackers: [unit('A', 30)], defenders: [unit('D', 6)] }), { physical: [1] });
    expect((five.outcome.effects as InfantryEffects).defenderEliminated).toBe(true);
    expect((six.outcome.effects as InfantryEffects).defenderEliminated).toBe(false);
    expect(six.outcome.label).toBe('Attacker loses 1; defender loses 5 (table 5-8)');
  });

  it('names the table and cites it in the result steps', () => {
    const r = resolve(infantry({ attackers: [unit('V', 12)], defenders: [unit('D', 10)] }), { physical: [2] });
    expect(r.outcome.steps.map((s) => s.source.ref)).toEqual(['Combat Results Table "9 or more"', 'Combat Results Table "9 or more"']);
    expect(r.outcome.steps[1]?.detail).toBe('table "9 or more", column 1-1, row 2: 1/2 (attacker/defender points lost)');
  });

  it('cites a Wilderness chart in every step', () => {
    const a = analyse(infantry({ attackers: [unit('A', 12, { supply: 'unsupplied' })], defenders: [unit('D', 3, { entrained: true }), unit('F', 2, { fortification: true })], defenderHex: { entrenched: true } }));
    for (const s of a.steps) {
      expect(s.source.game).toBe('wilderness');
      expect(s.source.ref).toMatch(/Chart|Table|Summary/);
    }
  });
});

describe('chances', () => {
  it('gives the exact distribution of the column and the highlights players ask for', () => {
    // "5-8" table, 1-1 column (6 : 6), no modifier: 0/1, 1/1, 2/2, 2/1, 2/1, 2/0.
    const a = analyse(infantry({ attackers: [unit('A', 6)], defenders: [unit('D', 6)] }));
    const chance = Object.fromEntries(a.chances.map((c) => [c.key, c.probability]));
    expect(chance).toEqual({ '0/1': fraction(1, 6), '1/1': fraction(1, 6), '2/2': fraction(1, 6), '2/1': fraction(1, 3), '2/0': fraction(1, 6) });
    const highlight = Object.fromEntries(a.highlights.map((h) => [h.label, h.probability]));
    expect(highlight).toEqual({
      'Defender loses 1 or more': fraction(5, 6),
      'Defender loses 2 or more': fraction(1, 6),
      'Attacker loses 1 or more': fraction(5, 6),
      'Attacker loses 2 or more': fraction(2, 3),
      'Defender loses more than the attacker': fraction(1, 6),
    });
  });

  it('shows elimination as a highlight when the loss can reach the printed strength', () => {
    // "1-4" table, 5-1 column (10 : 2): defender losses 4,4,3,3,3,2 against a defender of 2.
    const a = analyse(infantry({ attackers: [unit('A', 10)], defenders: [unit('D', 2)] }));
    const highlight = Object.fromEntries(a.highlights.map((h) => [h.label, h.probability]));
    expect(highlight['Defender eliminated']).toEqual(fraction(1));
  });
});
