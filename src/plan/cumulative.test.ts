import { describe, expect, it } from 'vitest';
import { FigureTally, MARK } from '../engine/core/figures';
import { exact } from './exact';
import { atLeastView, compareView } from './cumulative';

describe('the "at least this result" view', () => {
  it('gives each line its exact chance, the defender’s losses rising and the attacker’s bounded', () => {
    const tally = new FigureTally();
    tally.add(0, 2, MARK.defenderRetreats, 1);
    tally.add(1, 1, 0, 2);
    tally.add(2, 0, 0, 3);
    expect(atLeastView(tally.done('strength points', 6))).toEqual([
      { words: 'The defenders leave the hex (retreat or elimination)', chance: exact(1, 6) },
      { words: 'The defender loses at least 1 strength points', chance: exact(3, 6) },
      { words: 'The defender loses at least 2 strength points', chance: exact(1, 6) },
      { words: 'The attacker loses at most 0 strength points', chance: exact(1, 6) },
      { words: 'The attacker loses at most 1 strength points', chance: exact(3, 6) },
    ]);
  });

  it('puts attacks side by side on the same lines, a loss one cannot reach at nil', () => {
    const small = new FigureTally();
    small.add(0, 1, 0, 1);
    small.add(1, 0, 0, 1);
    const big = new FigureTally();
    big.add(0, 3, MARK.defenderEliminated, 1);
    big.add(0, 1, 0, 1);
    const view = compareView([small.done('strength points', 2), big.done('strength points', 2)]);
    expect(view.map((l) => l.words)).toEqual([
      'The defenders leave the hex (retreat or elimination)',
      'The defender loses at least 1 strength points',
      'The defender loses at least 3 strength points',
      'The attacker loses at most 0 strength points',
    ]);
    expect(view.map((l) => l.chances)).toEqual([
      [exact(0), exact(1, 2)],
      [exact(1, 2), exact(1)],
      [exact(0), exact(1, 2)],
      [exact(1, 2), exact(1)],
    ]);
  });
});
