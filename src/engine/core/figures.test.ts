import { describe, expect, it } from 'vitest';
import { enumerate } from './distribution';
import { FigureTally, MARK, figureChances, figuresOfDistribution } from './figures';
import { fraction } from './fraction';

describe('figures', () => {
  it('merges equal figures and keeps their weights over the total', () => {
    const tally = new FigureTally();
    tally.add(1, 2, MARK.defenderRetreats, 3);
    tally.add(0, 0, 0, 2);
    tally.add(1, 2, MARK.defenderRetreats, 1);
    tally.add(5, 5, 0, 0);
    const dist = tally.done('points', 6);
    expect(dist.outcomes).toEqual([
      { figures: { attackerLoss: 1, defenderLoss: 2, marks: MARK.defenderRetreats }, weight: 4 },
      { figures: { attackerLoss: 0, defenderLoss: 0, marks: 0 }, weight: 2 },
    ]);
  });

  it('maps a game distribution to figures, and two distributions of the same chances read alike', () => {
    // One die: 1-2 the attacker loses 1, 3-6 the defender loses a point and retreats.
    const dist = enumerate((dice) => dice.d6('die'), String);
    const figures = figuresOfDistribution(dist, (face) => (face <= 2 ? { attackerLoss: 1, defenderLoss: 0, marks: 0 } : { attackerLoss: 0, defenderLoss: 1, marks: MARK.defenderRetreats }), 'points');
    const halved = { measure: 'points', total: 3, outcomes: [{ figures: { attackerLoss: 0, defenderLoss: 1, marks: MARK.defenderRetreats }, weight: 2 }, { figures: { attackerLoss: 1, defenderLoss: 0, marks: 0 }, weight: 1 }] };
    expect(figureChances(figures)).toEqual(figureChances(halved));
    expect(figureChances(figures)).toEqual([
      { attackerLoss: 0, defenderLoss: 1, marks: MARK.defenderRetreats, chance: fraction(2, 3) },
      { attackerLoss: 1, defenderLoss: 0, marks: 0, chance: fraction(1, 3) },
    ]);
  });
});
