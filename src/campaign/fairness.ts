import { isRngState, nextDie } from '../engine/core/rng';
import type { CombatRecord } from '../store/records';

/** A die the app's generator rolled whose recorded state does not give its face. */
export interface Mismatch {
  /** Its entry's place in the log, 1 for the oldest. */
  readonly entry: number;
  readonly purpose: string;
  readonly face: number;
  /** The face the generator gives from the recorded state; undefined when the state is not one. */
  readonly replayed: number | undefined;
}

/** The app's own generator over the log: every die replayed, and its faces against a fair die's. */
export interface Fairness {
  /** The generator's dice read. */
  readonly dice: number;
  /** How many times each face came up, 1 to 6. */
  readonly faces: readonly number[];
  /** Pearson's chi-square of the faces against a sixth of the dice each. */
  readonly chiSquare: number;
  /** The chance that a fair die's faces stray at least this far (5 degrees of freedom); 1 with no dice. */
  readonly chance: number;
  readonly mismatches: readonly Mismatch[];
}

/** Fewer generator dice than this expect fewer than 5 of a face: the chi-square's chance is then only rough. */
export const FEW_DICE = 30;

/** erfc(x) for x ≥ 0, to a relative error below 1.2·10⁻⁷ (Numerical Recipes' Chebyshev fit). */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  const poly = -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return t * Math.exp(-x * x + poly);
}

/** The chance that a chi-square with 5 degrees of freedom is at least x: erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3). */
export function chiSquare5Tail(x: number): number {
  if (x <= 0) return 1;
  return erfc(Math.sqrt(x / 2)) + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2) * (1 + x / 3);
}

/**
 * The fairness of the app's generator over log entries: each of its dice replayed from the state
 * the log kept before it, naming any whose face the generator does not give from there (a die
 * changed after it was rolled); and the faces of them all against a fair die. `entries` are given
 * with their places in the log. Dice typed in are not the generator's and are left out.
 */
export function generatorFairness(entries: readonly { readonly n: number; readonly entry: CombatRecord }[]): Fairness {
  const faces = [0, 0, 0, 0, 0, 0];
  const mismatches: Mismatch[] = [];
  for (const { n, entry } of entries) {
    for (const die of entry.dice) {
      if (die.source.kind !== 'generator') continue;
      const replayed = isRngState(die.source.stateBefore) ? nextDie(die.source.stateBefore, die.sides ?? 6)[0] : undefined;
      if (replayed !== die.face) mismatches.push({ entry: n, purpose: die.purpose, face: die.face, replayed });
      // The faces are a six-sided die's: a ten-sided die is replayed, not counted among them.
      if (die.sides !== 10 && Number.isInteger(die.face) && die.face >= 1 && die.face <= 6) faces[die.face - 1] = (faces[die.face - 1] ?? 0) + 1;
    }
  }
  const dice = faces.reduce((a, b) => a + b, 0);
  const fair = dice / 6;
  const chiSquare = dice === 0 ? 0 : faces.reduce((sum, seen) => sum + (seen - fair) ** 2 / fair, 0);
  return { dice, faces, chiSquare, chance: chiSquare5Tail(chiSquare), mismatches };
}
