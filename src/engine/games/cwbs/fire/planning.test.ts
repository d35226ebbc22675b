import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK } from '../../../core/figures';
import { FuzzSource, wordsOf } from '../../../fuzz-values';
import { analyse, figuresOf } from '../../../engine';
import { goodDescriptions } from '../../../test-descriptions';
import { expectFastAgrees } from '../../../test-figures';

const example = JSON.parse(readFileSync('docs/games/cwbs/fire.json', 'utf8')) as Record<string, unknown>;
const fires = goodDescriptions()
  .filter((d) => d.input['game'] === 'cwbs' && d.input['kind'] === 'fire')
  .map((d) => d.input);

/** The chance of outcomes whose label says `words`, from the engine's analysis. */
function chanceOfLabel(test: (label: string) => boolean): number {
  return analyse(example)
    .chances.filter((c) => test(c.label))
    .reduce((sum, c) => sum + c.probability.num / c.probability.den, 0);
}

describe('CWBS: what a plan weighs', () => {
  it('counts a fire combat’s casualties and stragglers in strength points, and its morale result as retreat and shaken', () => {
    const dist = figuresOf(example);
    expect(dist.measure).toBe('strength points');
    const chance = (test: (f: { defenderLoss: number; marks: number }) => boolean) => dist.outcomes.filter((o) => test(o.figures)).reduce((sum, o) => sum + o.weight, 0) / dist.total;
    // "1 casualty, 2 stragglers, morale: …": the strength points the label says are lost.
    const lost = (label: string) => Number(/(\d+) casualt/.exec(label)?.[1] ?? 0) + Number(/(\d+) straggler/.exec(label)?.[1] ?? 0);
    for (const n of [0, 1, 2, 3]) expect(chance((f) => f.defenderLoss === n), `${n} lost`).toBeCloseTo(chanceOfLabel((l) => lost(l) === n), 12);
    expect(chance((f) => (f.marks & MARK.defenderRetreats) !== 0)).toBeCloseTo(chanceOfLabel((l) => /Back \d/.test(l)), 12);
    expect(chance((f) => (f.marks & MARK.defenderShaken) !== 0)).toBeCloseTo(chanceOfLabel((l) => /[Mm]orale: (Shaken|Disorganized|Routed)/.test(l)), 12);
    expect(dist.outcomes.every((o) => o.figures.attackerLoss === 0)).toBe(true);
  });

  it('gives exactly the explained path’s figures on the fast path over 600 changed fire combats', () => {
    const fuzz = new FuzzSource(1863);
    const words = wordsOf(fires);
    let weighed = 0;
    for (let i = 0; i < 600; i++) {
      let input: unknown = fuzz.pick(fires);
      for (let n = 1 + fuzz.below(3); n > 0; n--) input = fuzz.nudge(input, words);
      if (expectFastAgrees(input as Record<string, unknown>, `case ${i}: ${JSON.stringify(input)}`)) weighed++;
    }
    expect(weighed).toBeGreaterThan(100);
  });
});
