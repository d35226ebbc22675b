import { describe, expect, it } from 'vitest';
import { FigureTally, MARK } from '../engine/core/figures';
import { exact } from './exact';
import { TAKE_THE_HEX, chancesOf, lossOf, succeeds, successOf, successWords } from './success';

describe('an attack’s success as the player means it', () => {
  it('holds only when every condition set holds, and never for an attack not made', () => {
    const f = { attackerLoss: 1, defenderLoss: 2, marks: MARK.defenderRetreats };
    expect(succeeds(f, TAKE_THE_HEX)).toBe(true);
    expect(succeeds(f, { marks: MARK.defenderEliminated })).toBe(false);
    expect(succeeds(f, { defenderLossAtLeast: 2, attackerLossAtMost: 1 })).toBe(true);
    expect(succeeds(f, { defenderLossAtLeast: 3 })).toBe(false);
    expect(succeeds(f, { attackerLossAtMost: 0 })).toBe(false);
    expect(succeeds({ attackerLoss: 0, defenderLoss: 0, marks: MARK.noCombat }, {})).toBe(false);
  });

  it('says the success in words, in the kind’s measure', () => {
    expect(successWords(TAKE_THE_HEX, 'strength points')).toBe('the defender retreats or is eliminated');
    expect(successWords({ defenderLossAtLeast: 2, attackerLossAtMost: 1 }, 'Manpower')).toBe('the defender loses at least 2 Manpower, and the attacker loses at most 1 Manpower');
  });

  it('gives the exact chance and the expected losses, halves included', () => {
    const tally = new FigureTally();
    tally.add(0, 2, MARK.defenderRetreats, 3);
    tally.add(1.5, 0, 0, 2);
    tally.add(1, 1, 0, 1);
    const chances = chancesOf(tally.done('strength points', 6), TAKE_THE_HEX);
    expect(chances.success).toEqual(exact(1, 2));
    expect(chances.attackerLoss).toEqual(exact(4, 6));
    expect(chances.defenderLoss).toEqual(exact(7, 6));
    expect(successOf(tally.done('strength points', 6), TAKE_THE_HEX)).toEqual(chances.success);
    expect(successOf(tally.done('strength points', 6), { defenderLossAtLeast: 1 })).toEqual(exact(4, 6));
    expect(lossOf(0.5)).toEqual(exact(1, 2));
    expect(() => lossOf(Math.PI)).toThrow(RangeError);
  });
});
