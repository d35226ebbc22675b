import { describe, expect, it } from 'vitest';
import type { DieRecord } from '../engine/core/dice';
import type { CombatRecord } from './records';
import { luckReport } from './luck';

const rolled = (purpose: string, face: number): DieRecord => ({ purpose, face, source: { kind: 'generator', stateBefore: [1, 2, 3, 4] } });
const typed = (purpose: string, face: number): DieRecord => ({ purpose, face, source: { kind: 'physical' } });

function combat(id: number, dice: DieRecord[], extra: Partial<CombatRecord> = {}): CombatRecord {
  return {
    id,
    gameId: 'g',
    at: 1000 + id,
    input: {},
    dice,
    outcome: { key: 'x', label: 'x', checklist: [], effects: {} },
    steps: [],
    ...extra,
  };
}

/**
 * Six combats:
 *   1: combat die 6 (app)
 *   2: combat die 1 (app), undone
 *   3: attacker's die 4, defender's die 2 (typed in)
 *   4: combat die 6 (typed in)
 *   5: attacker's die 5, defender's die 2 (typed in), a re-roll of 3
 *   6: combat die 3 (app); no dice at all in a seventh
 */
const LOG: CombatRecord[] = [
  combat(6, [rolled('combat die', 3)]),
  combat(5, [typed("attacker's die", 5), typed("defender's die", 2)], { rerollOf: 3 }),
  combat(4, [typed('combat die', 6)]),
  combat(3, [typed("attacker's die", 4), typed("defender's die", 2)]),
  combat(2, [rolled('combat die', 1)], { undone: true }),
  combat(1, [rolled('combat die', 6)]),
  combat(7, []),
];

describe('luck report', () => {
  const report = luckReport(LOG);

  it('counts every combat and every die, undone and re-rolled ones too', () => {
    expect(report.combats).toBe(7);
    // 1 + 1 + 2 + 1 + 2 + 1 dice.
    expect(report.dice).toBe(8);
  });

  it('tallies each purpose apart, the app’s dice apart from those typed in, in the order they first appear', () => {
    expect(report.tallies.map((t) => `${t.purpose} (${t.origin})`)).toEqual([
      'combat die (generator)',
      "attacker's die (physical)",
      "defender's die (physical)",
      'combat die (physical)',
    ]);
  });

  it('gives the count, the mean and the faces of each, as counted by hand', () => {
    const [app, attacker, defender, typedCombat] = report.tallies;
    // The app's combat dice: 6, 1, 3 → mean 10 / 3.
    expect(app).toMatchObject({ count: 3, faces: [1, 0, 1, 0, 0, 1] });
    expect(app?.mean).toBeCloseTo(10 / 3, 10);
    // The attacker's dice: 4, 5 → mean 4.5; the defender's: 2, 2 → mean 2.
    expect(attacker).toMatchObject({ count: 2, mean: 4.5, faces: [0, 0, 0, 1, 1, 0] });
    expect(defender).toMatchObject({ count: 2, mean: 2, faces: [0, 2, 0, 0, 0, 0] });
    expect(typedCombat).toMatchObject({ count: 1, mean: 6, faces: [0, 0, 0, 0, 0, 1] });
  });

  it('places each combat that kept its percentile, oldest first, and counts those without one', () => {
    const withPlaces = LOG.map((c) =>
      c.id === 1 ? { ...c, percentile: { num: 3, den: 4 } } : c.id === 3 ? { ...c, percentile: { num: 1, den: 8 } } : c.id === 6 ? { ...c, percentile: { num: 1, den: 2 } } : c,
    );
    const { places, placeTallies, unplaced } = luckReport(withPlaces);
    expect(places.map((p) => [p.n, p.origin, p.attacker])).toEqual([
      [1, 'generator', 75],
      [3, 'physical', 12.5],
      [6, 'generator', 50],
    ]);
    // The app's: (75 + 50) / 2; typed in: 12.5 alone. Combats 2, 4 and 5 have dice but no percentile; 7 has no dice.
    expect(placeTallies).toEqual([
      { origin: 'generator', count: 2, attackerMean: 62.5 },
      { origin: 'physical', count: 1, attackerMean: 12.5 },
    ]);
    expect(unplaced).toBe(3);
  });

  it('has nothing to tally in an empty log', () => {
    expect(luckReport([])).toEqual({ combats: 0, dice: 0, tallies: [], places: [], placeTallies: [], unplaced: 0 });
  });
});
