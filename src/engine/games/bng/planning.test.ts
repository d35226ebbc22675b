import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK } from '../../core/figures';
import { FuzzSource, wordsOf } from '../../fuzz-values';
import { analyse, fastFiguresOf, figuresOf } from '../../engine';
import { goodDescriptions } from '../../test-descriptions';
import { expectFastAgrees } from '../../test-figures';

const example = JSON.parse(readFileSync('docs/games/bng/combat.json', 'utf8')) as Record<string, unknown>;
const combats = goodDescriptions()
  .filter((d) => d.input['game'] === 'bng' && d.input['kind'] === 'combat')
  .map((d) => d.input);

/** The chance of outcomes whose label starts with `name` ("Defender Retreat (Dr)"), from the engine's analysis. */
function chanceOfResult(name: string): number {
  return analyse(example)
    .chances.filter((c) => c.label.startsWith(name))
    .reduce((sum, c) => sum + c.probability.num / c.probability.den, 0);
}

describe('Blue & Grey: what a plan weighs', () => {
  it('marks each side’s retreat, elimination and Disorder from the result, counting no loss the player’s chart decides', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('units (the losses are your chart’s to say: not counted)');
    expect(dist.outcomes.every((o) => o.figures.attackerLoss === 0 && o.figures.defenderLoss === 0)).toBe(true);
    const chance = (mark: number) => dist.outcomes.filter((o) => o.figures.marks & mark).reduce((sum, o) => sum + o.weight, 0) / dist.total;
    expect(chance(MARK.defenderRetreats)).toBeCloseTo(chanceOfResult('Defender Retreat (Dr)'), 12);
    expect(chance(MARK.attackerRetreats)).toBeCloseTo(chanceOfResult('Attacker Retreat (Ar)'), 12);
    expect(chance(MARK.defenderEliminated)).toBeCloseTo(chanceOfResult('Defender Eliminated (De)'), 12);
    expect(chance(MARK.attackerEliminated)).toBeCloseTo(chanceOfResult('Attacker Eliminated (Ae)'), 12);
  });

  it('reads every defender retreated before combat as the hex left, with no die', () => {
    const defenders = (example['defenders'] as Record<string, unknown>[]).map((d) => ({ ...d, morale: 'routed', routedRetreat: 'retreats' }));
    const dist = fastFiguresOf({ ...example, defenders });
    expect(dist.outcomes).toEqual([{ figures: { attackerLoss: 0, defenderLoss: 0, marks: MARK.defenderRetreats }, weight: 1 }]);
  });

  it('gives exactly the explained path’s figures on the fast path over 600 changed combats', () => {
    const fuzz = new FuzzSource(1862);
    const words = wordsOf(combats);
    let weighed = 0;
    for (let i = 0; i < 600; i++) {
      let input: unknown = fuzz.pick(combats);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    // Nudges often give values the rules refuse: those are skipped.
    expect(weighed).toBeGreaterThan(100);
  });
});
