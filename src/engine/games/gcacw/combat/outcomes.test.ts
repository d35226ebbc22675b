import { describe, expect, it } from 'vitest';
import { enumerate } from '../../../core/distribution';
import { fraction } from '../../../core/fraction';
import { ATTACKER_COLUMNS, DEFENDER_COLUMNS } from '../data/combat-chart';
import { type OutcomeSpec, outcomeAt, outcomeDistribution } from './outcomes';

const SUB_ROLLS = [undefined, { even: 2, odd: 0 }, { even: -1, odd: -2 }, { even: 3, odd: 1 }] as const;

/** Each outcome key with its probability, as `num/den` in lowest terms. */
function byKey(dist: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of dist.outcomes) {
    const p = fraction(o.weight, dist.total);
    out[o.value.key] = `${p.num}/${p.den}`;
  }
  return out;
}

describe('outcomeDistribution', () => {
  it('equals walking every die, for every pair of columns, modifier and artillery sub-roll', () => {
    let compared = 0;
    for (let defenderColumn = 0; defenderColumn < DEFENDER_COLUMNS.length; defenderColumn++) {
      for (let attackerColumn = 0; attackerColumn < ATTACKER_COLUMNS.length; attackerColumn++) {
        for (let attackerModifier = -6; attackerModifier <= 9; attackerModifier += 3) {
          for (const defenderModifier of [0, 2]) {
            for (const subRoll of SUB_ROLLS) {
              const spec: OutcomeSpec = { defenderColumn, attackerColumn, attackerModifier, defenderModifier, fixedArtillery: 0, ...(subRoll ? { subRoll } : {}) };
              const walked = enumerate((dice) => outcomeAt(spec, subRoll ? dice.d6('sub-roll') : undefined, dice.d6('attacker'), dice.d6('defender')), (o) => o.key);
              expect(byKey(outcomeDistribution(spec))).toEqual(byKey(walked));
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBe(DEFENDER_COLUMNS.length * ATTACKER_COLUMNS.length * 6 * 2 * SUB_ROLLS.length);
  });

  it('weighs a combat with a sub-roll over 216 equally likely dice', () => {
    const spec: OutcomeSpec = { defenderColumn: 2, attackerColumn: 3, attackerModifier: 0, defenderModifier: 0, fixedArtillery: 0, subRoll: { even: 1, odd: 0 } };
    const dist = outcomeDistribution(spec);
    expect(dist.total).toBe(216);
    expect(dist.outcomes.reduce((s, o) => s + o.weight, 0)).toBe(216);
  });
});
