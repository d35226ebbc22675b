import { describe, expect, it } from 'vitest';
import { analyse, resolve } from '../../engine';
import { CombatInputError } from '../../core/errors';
import { add, fraction } from '../../core/fraction';
import { seedFromWords } from '../../core/rng';
import { Gen, randomCombat, randomInfantry } from './test-inputs';
import type { InfantryEffects } from './types';

/** Analysis, or undefined when the rules refuse the combat. */
function tryAnalyse(input: unknown) {
  try {
    return analyse(input);
  } catch (e) {
    if (e instanceof CombatInputError) return undefined;
    throw e;
  }
}

/** Higher is better for the attacker: refused < automatic < 1-2 < ... < 5-1. */
function oddsRank(input: unknown): number {
  const a = tryAnalyse(input);
  if (!a) return -2;
  return a.table?.column ?? -1;
}

describe('over many generated combats', () => {
  it('more attacking strength never gives worse odds', () => {
    const g = new Gen(seedFromWords(11));
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const input = randomInfantry(g);
      const attackers = input.attackers as Record<string, unknown>[];
      const k = g.int(attackers.length) - 1;
      const stronger = { ...input, attackers: attackers.map((u, j) => (j === k ? { ...u, strength: Math.min(99, (u.strength as number) + g.int(10)) } : u)) };
      const weaker = oddsRank(input);
      expect(oddsRank(stronger)).toBeGreaterThanOrEqual(weaker);
      if (weaker >= 0) compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('every distribution sums to 1', () => {
    const g = new Gen(seedFromWords(12));
    let checked = 0;
    for (let i = 0; i < 500; i++) {
      const a = tryAnalyse(randomCombat(g));
      if (!a) continue;
      checked++;
      expect(a.chances.reduce((sum, c) => add(sum, c.probability), fraction(0))).toEqual(fraction(1));
      for (const h of a.highlights) expect(h.probability.num).toBeLessThanOrEqual(h.probability.den);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('the same generator state gives the same rolls and result', () => {
    const g = new Gen(seedFromWords(13));
    for (let i = 0; i < 200; i++) {
      const input = randomCombat(g);
      if (!tryAnalyse(input)) continue;
      const rng = seedFromWords(i, 7);
      const first = resolve(input, { rng });
      expect(resolve(input, { rng })).toEqual(first);
      // The same faces typed in as physical dice give the same outcome.
      const typed = resolve(input, { physical: first.dice.map((d) => d.face) });
      expect(typed.outcome).toEqual(first.outcome);
    }
  });

  it('physical dice read the row the die and modifier reach, in the column in use', () => {
    const g = new Gen(seedFromWords(14));
    let read = 0;
    for (let i = 0; i < 300; i++) {
      const input = randomInfantry(g);
      const a = tryAnalyse(input);
      if (!a || a.table?.column === undefined) continue;
      const die = g.int(6);
      const e = resolve(input, { physical: [die] }).outcome.effects as InfantryEffects;
      const modifier = a.steps.find((s) => s.title === 'Die-roll modifier')?.values?.dieModifier as number;
      expect(e.row).toBe(die + modifier);
      expect(a.table.reachableRows).toContain((e.row ?? 0) - 1);
      const printed = a.table.rows[(e.row ?? 0) - 1]?.cells[a.table.column] ?? '';
      const [attacker, defender] = printed.split('/').map(Number) as [number, number];
      const entrenched = (input.defenderHex as { entrenched: boolean }).entrenched;
      expect([e.attackerLoss, e.defenderLoss]).toEqual([entrenched ? 2 * attacker : attacker, defender]);
      read++;
    }
    expect(read).toBeGreaterThan(100);
  });
});
