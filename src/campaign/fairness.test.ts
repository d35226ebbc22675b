import { describe, expect, it } from 'vitest';
import { GeneratorDice } from '../engine/core/dice';
import { seedFromWords } from '../engine/core/rng';
import type { DieRecord } from '../engine/core/dice';
import type { CombatRecord } from '../store/records';
import { chiSquare5Tail, generatorFairness } from './fairness';

const entry = (dice: readonly DieRecord[]): CombatRecord => ({ gameId: 'g', at: 0, input: {}, dice, outcome: { key: 'k', label: 'K', checklist: [], effects: {} }, steps: [] });

/** `count` dice from the real generator, seeded. */
function rolled(count: number, seed: number): DieRecord[] {
  const dice = new GeneratorDice(seedFromWords(seed));
  for (let i = 0; i < count; i++) dice.d6(i % 2 ? 'defender die' : 'attacker die');
  return dice.records;
}

describe('the generator’s fairness over the log', () => {
  it('gives the chi-square tail with 5 degrees of freedom at the printed table’s points', () => {
    // The table's critical values: 5% at 11.070, 1% at 15.086, 95% at 1.145, 50% at 4.351.
    expect(chiSquare5Tail(11.0705)).toBeCloseTo(0.05, 5);
    expect(chiSquare5Tail(15.0863)).toBeCloseTo(0.01, 5);
    expect(chiSquare5Tail(1.1455)).toBeCloseTo(0.95, 4);
    expect(chiSquare5Tail(4.3515)).toBeCloseTo(0.5, 4);
    expect(chiSquare5Tail(0)).toBe(1);
  });

  it('replays every die of an honest log and counts its faces', () => {
    const first = rolled(7, 1);
    const second = rolled(5, 2);
    const typed: DieRecord = { purpose: 'die', face: 6, source: { kind: 'physical' } };
    const report = generatorFairness([
      { n: 1, entry: entry(first) },
      { n: 2, entry: entry([typed]) },
      { n: 3, entry: entry(second) },
    ]);
    expect(report.mismatches).toEqual([]);
    expect(report.dice).toBe(12);
    const faces = [0, 0, 0, 0, 0, 0];
    for (const d of [...first, ...second]) faces[d.face - 1] = (faces[d.face - 1] ?? 0) + 1;
    expect(report.faces).toEqual(faces);
    // Pearson's sum over the faces of (seen − 2)² / 2.
    expect(report.chiSquare).toBeCloseTo(faces.reduce((s, f) => s + (f - 2) ** 2 / 2, 0), 12);
  });

  it('replays a ten-sided die as ten-sided, and counts only six-sided dice among the faces', () => {
    const dice = new GeneratorDice(seedFromWords(3));
    dice.d10('combat die');
    dice.d6('sub-roll');
    const report = generatorFairness([{ n: 1, entry: entry(dice.records) }]);
    expect(report.mismatches).toEqual([]);
    expect(report.dice).toBe(1);
    const changed = generatorFairness([{ n: 1, entry: entry([{ ...(dice.records[0] as DieRecord), face: ((dice.records[0]?.face ?? 1) % 10) + 1 }]) }]);
    expect(changed.mismatches).toHaveLength(1);
  });

  it('names a die changed after it was rolled', () => {
    const dice = rolled(4, 3);
    const third = dice[2] as DieRecord;
    const changed = third.face === 6 ? 1 : 6;
    const tampered = dice.map((d, i) => (i === 2 ? { ...d, face: changed } : d));
    const report = generatorFairness([{ n: 1, entry: entry(rolled(3, 4)) }, { n: 2, entry: entry(tampered) }]);
    expect(report.mismatches).toEqual([{ entry: 2, purpose: 'attacker die', face: changed, replayed: third.face }]);
  });

  it('finds a die whose recorded state is not a generator state', () => {
    const bad = { purpose: 'die', face: 3, source: { kind: 'generator', stateBefore: [1, 2, 3] } } as unknown as DieRecord;
    expect(generatorFairness([{ n: 5, entry: entry([bad]) }]).mismatches).toEqual([{ entry: 5, purpose: 'die', face: 3, replayed: undefined }]);
  });

  it('finds a loaded die: sixty sixes stray further than a fair die would in a million tries', () => {
    const six = rolled(1, 5).map((d) => ({ ...d, face: 6 }));
    const report = generatorFairness([{ n: 1, entry: entry(new Array<DieRecord>(60).fill(six[0] as DieRecord)) }]);
    // Each face expects 10: five faces (0 − 10)²/10 and one (60 − 10)²/10 make 300.
    expect(report.chiSquare).toBe(300);
    expect(report.chance).toBeLessThan(1e-6);
  });

  it('has nothing to say with no generator dice', () => {
    expect(generatorFairness([])).toEqual({ dice: 0, faces: [0, 0, 0, 0, 0, 0], chiSquare: 0, chance: 1, mismatches: [] });
  });
});
