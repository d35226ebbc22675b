import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../../core/errors';
import { type Fraction, fraction } from '../../core/fraction';
import { engineApi } from '../../api';
import { seedFromWords } from '../../core/rng';
import { analyse, breakpoints, resolve } from '../../engine';
import type { DefinitionForm } from './definition/form';
import type { OwnEffects } from './results';
import { CLASSIC, classicCombat } from './test-definition';

const chances = (input: Record<string, unknown>): Record<string, Fraction> => Object.fromEntries(analyse(input).chances.map((c) => [c.key, c.probability]));
const column = (input: Record<string, unknown>) => analyse(input).steps.find((s) => s.title === 'Odds and column')?.values;
const refusal = (input: unknown): { path: string; message: string }[] => {
  try {
    analyse(input);
  } catch (e) {
    if (e instanceof CombatInputError) return e.errors.map(({ path, message }) => ({ path, message }));
    throw e;
  }
  return [];
};
const sixths = (n: number) => fraction(n, 6);
const withDefinition = (change: Partial<DefinitionForm>): DefinitionForm => ({ ...CLASSIC, ...change });

describe('your own game: the column', () => {
  it('reads the odds column the strengths reach, counted by hand from the table', () => {
    // 6 to 3 is 2-1: DR, EX, DR, D1, D1, DE.
    expect(chances(classicCombat([['A', 6]], [['D', 3]]))).toEqual({ DR: sixths(2), EX: sixths(1), D1: sixths(2), DE: sixths(1) });
    // Woods shifts one column left, to 1-1: AR, AR, EX, DR, DR, D1.
    expect(chances(classicCombat([['A', 6]], [['D', 3]], { conditions: ['woods'] }))).toEqual({ AR: sixths(2), EX: sixths(1), DR: sixths(2), D1: sixths(1) });
  });

  it('rounds the odds as the method says: in the defender’s favour, to the nearest (a half to the defender), or the attacker’s', () => {
    const at = (rounding: 'defender' | 'nearest' | 'attacker', a: number, d: number) => column(classicCombat([['A', a]], [['D', d]], {}, withDefinition({ method: { ...CLASSIC.method, kind: 'odds', rounding } as DefinitionForm['method'] })))?.['column'];
    expect([at('defender', 14, 6), at('nearest', 14, 6), at('attacker', 14, 6)]).toEqual(['2-1', '2-1', '3-1']);
    expect([at('defender', 15, 6), at('nearest', 15, 6), at('attacker', 15, 6)]).toEqual(['2-1', '2-1', '3-1']);
    expect([at('defender', 16, 6), at('nearest', 16, 6), at('attacker', 16, 6)]).toEqual(['2-1', '3-1', '3-1']);
    expect([at('defender', 4, 10), at('nearest', 4, 10), at('attacker', 4, 10)]).toEqual(['1-2', '1-2', '1-2']);
    expect(column(classicCombat([['A', 4]], [['D', 10]], {}, withDefinition({ method: { ...CLASSIC.method, kind: 'odds', rounding: 'nearest' } as DefinitionForm['method'] })))).toMatchObject({ column: '1-2', offTable: true });
  });

  it('reads odds off the table at its edge, as a result without a roll, or refuses them, as the method says', () => {
    expect(column(classicCombat([['A', 1]], [['D', 3]]))).toMatchObject({ column: '1-2', offTable: true });
    const automatic = classicCombat([['A', 20]], [['D', 2]], {}, withDefinition({ method: { ...CLASSIC.method, kind: 'odds', aboveHighest: 'DE' } as DefinitionForm['method'] }));
    expect(analyse(automatic).dicePlan).toEqual([]);
    expect(chances(automatic)).toEqual({ DE: fraction(1) });
    expect(resolve(automatic, { physical: [] }).outcome.key).toBe('DE');
    const refused = classicCombat([['A', 1]], [['D', 5]], {}, withDefinition({ method: { ...CLASSIC.method, kind: 'odds', belowLowest: 'refused' } as DefinitionForm['method'] }));
    expect(refusal(refused)).toEqual([{ path: 'attackers', message: 'your game refuses an attack below its lowest column (1-2): add strength or leave it' }]);
  });

  it('adds every shift, or takes each direction’s largest only, as the definition says', () => {
    const fort = { id: 'fort', name: 'Fort', side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -2 } as const;
    const added = withDefinition({ conditions: [...CLASSIC.conditions, fort] });
    expect(column(classicCombat([['A', 12]], [['D', 3]], { conditions: ['woods', 'fort'] }, added))?.['column']).toBe('1-1');
    expect(column(classicCombat([['A', 12]], [['D', 3]], { conditions: ['woods', 'fort'] }, { ...added, shifts: 'best' }))?.['column']).toBe('2-1');
  });

  it('reads a difference, a fraction rounded as the method says', () => {
    const halved = { id: 'half', name: 'Halved', side: 'attacker', scope: 'unit', when: 'every', effect: 'strength', multiplier: '1/2', rounding: 'exact' } as const;
    const difference = (rounding: 'defender' | 'attacker'): DefinitionForm =>
      withDefinition({
        method: { kind: 'difference', rounding, lowest: -2, highest: 3, belowLowest: 'lowest', aboveHighest: 'highest' },
        conditions: [halved],
        table: { ...CLASSIC.table, columns: ['-2 or less', '-1', '0', '1', '2', '3 or more'], cells: CLASSIC.table.cells.map((r) => [...r, r[4] as string]) },
      });
    // 5 halved is 2½; against 2 the difference is ½: 0 in the defender's favour, 1 in the attacker's.
    expect(column(classicCombat([['A', 5, undefined, ['half']]], [['D', 2]], {}, difference('defender')))?.['column']).toBe('0');
    expect(column(classicCombat([['A', 5, undefined, ['half']]], [['D', 2]], {}, difference('attacker')))?.['column']).toBe('1');
    expect(column(classicCombat([['A', 1]], [['D', 9]], {}, difference('defender')))).toMatchObject({ column: '-2 or less' });
  });
});

describe('your own game: strengths and dice', () => {
  it('applies a unit’s multiplier with its rounding and least', () => {
    // 5 across a river, halved rounding up, is 3: 3 to 3 is 1-1.
    expect(column(classicCombat([['A', 5, undefined, ['river']]], [['D', 3]]))?.['column']).toBe('1-1');
    expect(analyse(classicCombat([['A', 5, undefined, ['river']]], [['D', 3]])).steps[0]?.detail).toBe('5; Across a river ×½ = 3 (2½ rounded up)');
    expect(analyse(classicCombat([['A', 1, undefined, ['river']]], [['D', 3]])).steps[0]?.detail).toBe('1; Across a river ×½ = 1 (½ rounded up)');
  });

  it('adds a die modifier a unit of its side has (any), and reads a roll off the table at its last row', () => {
    // 2-1 read at rows 2 to 6, 7 held at 6: EX, DR, D1, D1, DE, DE.
    expect(chances(classicCombat([['A', 4, 1, ['leader']], ['B', 2]], [['D', 3]]))).toEqual({ EX: sixths(1), DR: sixths(1), D1: sixths(2), DE: sixths(2) });
    expect(resolve(classicCombat([['A', 4, 1, ['leader']], ['B', 2]], [['D', 3]]), { physical: [6] }).outcome.key).toBe('DE');
  });

  it('counts a unit’s shift only when every unit of its side is under it (every), and says who is not', () => {
    const ford = { id: 'ford', name: 'Ford', side: 'attacker', scope: 'unit', when: 'every', effect: 'shift', columns: -1 } as const;
    const definition = withDefinition({ conditions: [...CLASSIC.conditions, ford] });
    expect(column(classicCombat([['A', 4, 1, ['ford']], ['B', 2, 1, ['ford']]], [['D', 3]], {}, definition))?.['column']).toBe('1-1');
    const partly = analyse(classicCombat([['A', 4, 1, ['ford']], ['B', 2]], [['D', 3]], {}, definition));
    expect(partly.steps.find((s) => s.title === 'Ford')?.detail).toBe('not applied: B is not under it, and every attacking unit must be');
    expect(partly.steps.find((s) => s.title === 'Odds and column')?.values?.['column']).toBe('2-1');
  });

  it('rolls two dice added, with the dice’s own modifier, counted by hand', () => {
    const rows = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    const cells = rows.map((r) => (Number(r) < 7 ? ['AR', 'AR'] : Number(r) === 7 ? ['EX', 'EX'] : ['DR', 'DR']));
    const dusk = { id: 'dusk', name: 'Dusk', side: 'attacker', scope: 'combat', when: 'every', effect: 'die', modifier: 1 } as const;
    const twoDice = withDefinition({ dice: { roll: '2d6', modifier: 0 }, conditions: [dusk], method: { ...CLASSIC.method, kind: 'odds', lowest: '1-1', highest: '2-1' } as DefinitionForm['method'], table: { ...CLASSIC.table, rows, columns: ['1-1', '2-1'], cells } });
    expect(chances(classicCombat([['A', 3]], [['D', 3]], {}, twoDice))).toEqual({ AR: fraction(15, 36), EX: fraction(6, 36), DR: fraction(15, 36) });
    // +1: totals 3 to 13, 13 read at 12.
    expect(chances(classicCombat([['A', 3]], [['D', 3]], { conditions: ['dusk'] }, twoDice))).toEqual({ AR: fraction(10, 36), EX: fraction(5, 36), DR: fraction(21, 36) });
    expect(analyse(classicCombat([['A', 3]], [['D', 3]], {}, twoDice)).dicePlan).toEqual(['first combat die', 'second combat die']);
    // The dice's own -1 on rows 0 to 5 reads as one die on rows 1 to 6.
    const minusOne = withDefinition({ dice: { roll: '1d6', modifier: -1 }, table: { ...CLASSIC.table, rows: ['0', '1', '2', '3', '4', '5'] } });
    expect(chances(classicCombat([['A', 6]], [['D', 3]], {}, minusOne))).toEqual(chances(classicCombat([['A', 6]], [['D', 3]])));
  });
});

describe('your own game: a ten-sided die', () => {
  const rows = ['1-2', '3-4', '5-6', '7-8', '9-10'];
  const tenSided = withDefinition({
    dice: { roll: '1d10', modifier: 0 },
    method: { ...CLASSIC.method, kind: 'odds', lowest: '1-1', highest: '2-1' } as DefinitionForm['method'],
    table: { ...CLASSIC.table, rows, columns: ['1-1', '2-1'], cells: [['AR', 'DR'], ['AR', 'DR'], ['EX', 'D1'], ['DR', 'DE'], ['DR', 'DE']] },
  });
  const combat = classicCombat([['A', 6]], [['D', 3]], {}, tenSided);

  it('reads the table with its ten faces, counted by hand', () => {
    // 2-1: faces 1-2 DR, 3-4 DR, 5-6 D1, 7-10 DE.
    expect(chances(combat)).toEqual({ DR: fraction(4, 10), D1: fraction(2, 10), DE: fraction(4, 10) });
    expect(analyse(combat)).toMatchObject({ dicePlan: ['combat die'], diceSides: [10] });
  });

  it('rolls it with the generator or takes it typed in, recorded as ten-sided; asks for it as one', () => {
    expect(resolve(combat, { physical: [9] }).outcome.key).toBe('DE');
    expect(resolve(combat, { physical: [9] }).dice).toEqual([{ purpose: 'combat die', face: 9, sides: 10, source: { kind: 'physical' } }]);
    const rolled = resolve(combat, { rng: seedFromWords(10) });
    expect(rolled.dice[0]).toMatchObject({ sides: 10 });
    expect(engineApi.resolve(combat, { physical: [] })).toMatchObject({ ok: false, missingDie: 'combat die', sides: 10 });
  });
});

describe('your own game: results', () => {
  const effects = (input: Record<string, unknown>, die: number) => resolve(input, { physical: [die] }).outcome.effects as OwnEffects;
  const at21 = classicCombat([['A', 6, 2]], [['D', 3, 2]]);

  it('says what each side loses and whether it retreats, an exchange as much as the other side loses', () => {
    expect(effects(at21, 2)).toEqual({ kind: 'combat', result: 'EX', name: 'Exchange', measure: 'steps', attacker: { loss: 1, retreat: false }, defender: { loss: 1, retreat: false } });
    expect(effects(at21, 4)).toMatchObject({ result: 'D1', defender: { loss: 1, retreat: 1 } });
    expect(effects(at21, 6)).toMatchObject({ result: 'DE', defender: { loss: 'all' } });
    expect(resolve(at21, { physical: [4] }).outcome.checklist).toEqual(['Defender: loses 1 step, retreats 1 hex']);
    expect(resolve(at21, { physical: [1] }).outcome.checklist).toEqual(['Defender: retreats 2 hexes']);
  });

  it('ranks results for the attacker: the defender’s suffering less the attacker’s', () => {
    const r = (die: number) => resolve(at21, { physical: [die] }).percentile;
    const ranks = [6, 4, 1, 2].map((d) => resolve(at21, { physical: [d] }).standings?.at);
    expect(ranks).toEqual([3, 2, 1, 0]);
    expect(r(6)?.num).toBeGreaterThan(0);
  });
});

describe('your own game: breakpoints', () => {
  it('names the single changes that move the combat to another column, with their chances', () => {
    // 5 to 3 is 1-1; one point more is 6 to 3, 2-1; without the second attacker, 4 to 3 stays 1-1.
    const hints = breakpoints(classicCombat([['A', 4], ['B', 1]], [['D', 3]]));
    expect(hints.map((h) => `${h.change}: ${h.moves}`)).toContain('One more strength point for A: column 2-1 (now 1-1)');
    expect(hints.map((h) => h.change)).not.toContain('Without B');
    expect(hints.find((h) => h.change === 'One strength point less for D')?.moves).toBe('column 2-1 (now 1-1)');
  });
});

describe('your own game: refusals, each naming its field', () => {
  it('names a unit type, a condition or a side the definition does not have', () => {
    const wrongType = { ...classicCombat([['A', 6]], [['D', 3]]), attackers: [{ name: 'A', type: 'Cavalry', strength: 6 }] };
    expect(refusal(wrongType)).toEqual([{ path: 'attackers.0.type', message: '"Cavalry" is not one of your game’s unit types (Infantry, Armour)' }]);
    expect(refusal(classicCombat([['A', 6]], [['D', 3, 1, ['river']]]))).toEqual([{ path: 'defenders.0.conditions.0', message: 'Across a river is a condition of the attacker’s units' }]);
    expect(refusal(classicCombat([['A', 6, 1, ['woods']]], [['D', 3]]))).toEqual([{ path: 'attackers.0.conditions.0', message: 'Woods is ticked for the whole combat, not on a unit' }]);
    expect(refusal(classicCombat([['A', 6]], [['D', 3]], { conditions: ['snow'] }))).toEqual([{ path: 'conditions.0', message: '"snow" is not one of your game’s conditions' }]);
  });

  it('names each part of a definition that does not agree with the others', () => {
    const paths = (definition: unknown) => refusal(classicCombat([['A', 6]], [['D', 3]], {}, definition)).map((e) => `${e.path}: ${e.message}`);
    expect(paths({ ...CLASSIC, table: { ...CLASSIC.table, cells: [['ZZ', ...(CLASSIC.table.cells[0] ?? []).slice(1)], ...CLASSIC.table.cells.slice(1)] } })).toEqual([
      'definition.table.cells.0.0: the table: row 1, column 1-2: "ZZ" is not one of your results: a cell holds one of AE A1 AR EX DR D1 DE',
    ]);
    expect(paths({ ...CLASSIC, method: { ...CLASSIC.method, lowest: '1-3' } })).toEqual(['definition.method.lowest: the table’s first column is 1-2, not 1-3']);
    expect(paths({ ...CLASSIC, units: { ...CLASSIC.units, values: [CLASSIC.units.values[1]] } })).toEqual(['definition.units.values: give a unit the value it fights with: a strength, or an attack strength and a defence strength']);
    expect(paths({ ...CLASSIC, conditions: [CLASSIC.conditions[0], { ...CLASSIC.conditions[1], id: 'woods', multiplier: 'half' }] })).toEqual([
      'definition.conditions.1.id: the condition short name "woods" is given twice (also number 1)',
      'definition.conditions.1.multiplier: Across a river: "half" is not a multiplier; write it as 1/2, 3/2, 2 or 1.5 (more than 0, at most 10)',
    ]);
    expect(paths({ ...CLASSIC, table: { ...CLASSIC.table, rows: CLASSIC.table.rows.slice(0, 5), cells: CLASSIC.table.cells.slice(0, 5) } })).toEqual(['definition.table.rows: a roll of 6 (one die) falls on no row of the table']);
    expect(paths({ ...CLASSIC, method: { ...CLASSIC.method, belowLowest: 'XX' } })).toEqual(['definition.method.belowLowest: "XX" is not "lowest", "refused" or one of your result codes (AE A1 AR EX DR D1 DE)']);
    expect(paths({ ...CLASSIC, losses: 'strength', units: { ...CLASSIC.units, values: [{ ...CLASSIC.units.values[0], use: 'attack' }, { id: 'def', name: 'Defence', code: 'DF', use: 'defence', min: 1, max: 9 }] } })).toEqual([
      'definition.losses: losses in strength points need one strength a unit fights with (not an attack and a defence)',
    ]);
    expect(paths({ ...CLASSIC, sides: ['Blue', 'blue'] })).toEqual(['definition.sides.1: the two sides need different names']);
    expect(paths({ ...CLASSIC, dice: { roll: '3d6' } })).toEqual(['definition.dice.roll: the dice must be one of "1d6", "2d6", "1d10"']);
    expect(paths('nope')).toEqual(['definition: "nope" is not a definition that ships: give one that ships (blue-and-grey-plain, differential-sample) or the definition itself']);
  });
});
