import { describe, expect, it } from 'vitest';
import { GeneratorDice, InvalidDieError, MissingDieError, PhysicalDice, roll2d6, rollD66, rollDifference } from './dice';
import { enumerate, probabilityOf, totalWeight } from './distribution';
import { fraction } from './fraction';
import { seedFromWords } from './rng';

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('PhysicalDice', () => {
  it.each([
    [[0], 0],
    [[3, 7], 1],
    [[1, 2, 2.5], 2],
    [[Number.NaN], 0],
  ])('rejects %j, naming the bad die', (faces, index) => {
    const dice = new PhysicalDice(faces);
    const e = thrown(() => faces.forEach((_, i) => dice.d6(`die ${i + 1}`)));
    expect(e).toBeInstanceOf(InvalidDieError);
    expect((e as InvalidDieError).index).toBe(index);
    expect((e as InvalidDieError).message).toContain(`die ${index + 1} must be a whole number from 1 to 6`);
  });

  it('takes a ten-sided die’s faces for a ten-sided die only, and records it as one', () => {
    const dice = new PhysicalDice([10, 7]);
    expect(dice.d10('combat die')).toBe(10);
    expect(thrown(() => dice.d6('sub-roll'))).toMatchObject({ index: 1, message: 'die 2 must be a whole number from 1 to 6, got 7' });
    expect(dice.records).toEqual([{ purpose: 'combat die', face: 10, sides: 10, source: { kind: 'physical' } }]);
    expect(thrown(() => new PhysicalDice([11]).d10('combat die'))).toMatchObject({ message: 'die 1 must be a whole number from 1 to 10, got 11' });
    expect(thrown(() => new PhysicalDice([]).d10('combat die'))).toMatchObject({ purpose: 'combat die', sides: 10 });
  });

  it('hands out the dice in order and records each with its purpose', () => {
    const dice = new PhysicalDice([4, 1]);
    expect(dice.d6('combat die')).toBe(4);
    expect(dice.d6('sub-roll')).toBe(1);
    expect(dice.records).toEqual([
      { purpose: 'combat die', face: 4, source: { kind: 'physical' } },
      { purpose: 'sub-roll', face: 1, source: { kind: 'physical' } },
    ]);
  });

  it('names the purpose and position of a die that was not entered', () => {
    const dice = new PhysicalDice([5]);
    dice.d6('combat die');
    const e = thrown(() => dice.d6('artillery sub-roll'));
    expect(e).toBeInstanceOf(MissingDieError);
    expect((e as MissingDieError).purpose).toBe('artillery sub-roll');
    expect((e as MissingDieError).index).toBe(1);
    expect((e as MissingDieError).message).toBe('die 2 (artillery sub-roll) has not been entered');
  });
});

describe('GeneratorDice', () => {
  it('rolls a ten-sided die from the same generator, every face as likely, and records it as one', () => {
    const dice = new GeneratorDice(seedFromWords(10));
    const counts = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 10000; i++) {
      const face = dice.d10('d10');
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    // Each face about a tenth: 1000 ± 5 standard deviations (30).
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
    expect(dice.records[0]).toMatchObject({ purpose: 'd10', sides: 10, source: { kind: 'generator' } });
  });

  it('records the state before each roll and moves on', () => {
    const start = seedFromWords(7);
    const dice = new GeneratorDice(start);
    const face = dice.d6('combat die');
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(6);
    expect(dice.records[0]).toEqual({ purpose: 'combat die', face, source: { kind: 'generator', stateBefore: start } });
    expect(dice.state).not.toEqual(start);
  });

  it('rolls the same faces from the same state', () => {
    const a = new GeneratorDice(seedFromWords(3));
    const b = new GeneratorDice(seedFromWords(3));
    expect(Array.from({ length: 20 }, () => a.d6('x'))).toEqual(Array.from({ length: 20 }, () => b.d6('x')));
  });
});

describe('composite rolls', () => {
  it('2d6 is two recorded dice summed', () => {
    const dice = new PhysicalDice([6, 3]);
    expect(roll2d6(dice, 'fire')).toBe(9);
    expect(dice.records.map((r) => r.purpose)).toEqual(['fire, first die', 'fire, second die']);
  });

  it('d66 reads the first die as tens and the second as units', () => {
    const dice = new PhysicalDice([2, 5]);
    expect(rollD66(dice, 'morale')).toBe(25);
    expect(dice.records.map((r) => r.purpose)).toEqual(['morale, tens die', 'morale, units die']);
  });

  it('the difference is the first die minus the second, each recorded', () => {
    const dice = new PhysicalDice([2, 6]);
    expect(rollDifference(dice, 'combat')).toBe(-4);
    expect(dice.records.map((r) => r.purpose)).toEqual(['combat, first die', 'combat, second die']);
  });
});

describe('composite rolls, enumerated exactly', () => {
  it('2d6: 7 is 6 in 36, 2 and 12 are 1 in 36 each, and the whole sums to 1', () => {
    const dist = enumerate((d) => roll2d6(d, 'fire'), String);
    expect(totalWeight(dist)).toBe(36);
    expect(dist.total).toBe(36);
    expect(dist.outcomes).toHaveLength(11);
    for (let sum = 2; sum <= 12; sum++) expect(probabilityOf(dist, (s) => s === sum)).toEqual(fraction(6 - Math.abs(sum - 7), 36));
  });

  it('d66: 36 results from 11 to 66, each 1 in 36, never a 0 or a 7 in either place', () => {
    const dist = enumerate((d) => rollD66(d, 'morale'), String);
    expect(totalWeight(dist)).toBe(dist.total);
    expect(dist.outcomes.map((o) => o.value).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => 10 * t + u)));
    for (const o of dist.outcomes) expect(fraction(o.weight, dist.total)).toEqual(fraction(1, 36));
  });

  it('difference: 0 is 6 in 36, +5 and -5 are 1 in 36 each, and the whole sums to 1', () => {
    const dist = enumerate((d) => rollDifference(d, 'combat'), String);
    expect(totalWeight(dist)).toBe(dist.total);
    expect(dist.outcomes).toHaveLength(11);
    for (let diff = -5; diff <= 5; diff++) expect(probabilityOf(dist, (x) => x === diff)).toEqual(fraction(6 - Math.abs(diff), 36));
  });
});
