import type { DiceStream } from './dice';
import { type Fraction, fraction } from './fraction';

/** An exact distribution: each outcome with an integer weight, all over one integer total. */
export interface Distribution<T> {
  readonly total: number;
  readonly outcomes: readonly { readonly value: T; readonly weight: number }[];
}

/**
 * Dice that replay `path` and, past its end, extend it with 1s: one run of the procedure visits
 * one leaf of the dice tree, the first one below the path.
 */
class PathDice implements DiceStream {
  /** Dice drawn so far in this run; reset to 0 before each run. */
  depth = 0;
  constructor(private readonly path: number[], private readonly maxDice: number) {}
  d6(): number {
    const face = this.path[this.depth];
    if (face !== undefined) {
      this.depth++;
      return face;
    }
    if (this.depth >= this.maxDice) throw new RangeError(`a procedure drew more than ${this.maxDice} dice`);
    this.path.push(1);
    this.depth++;
    return 1;
  }
}

/**
 * Every outcome of a dice procedure, exactly: runs `roll` once per leaf of the dice tree, depth
 * first (a die rolled only on some paths, such as a sub-roll, is enumerated only there). After each
 * leaf the deepest die that is not yet a 6 is turned up by one and everything below it dropped;
 * a pure procedure replays the same dice up to that die, so no run is wasted. Outcomes with the
 * same `key` are merged. The procedure must be pure apart from the dice it draws.
 */
export function enumerate<T>(roll: (dice: DiceStream) => T, key: (value: T) => string, maxDice = 8): Distribution<T> {
  const leaves: { value: T; depth: number }[] = [];
  const path: number[] = [];
  let deepest = 0;
  const dice = new PathDice(path, maxDice);
  for (;;) {
    dice.depth = 0;
    const value = roll(dice);
    leaves.push({ value, depth: dice.depth });
    if (dice.depth > deepest) deepest = dice.depth;
    // A pure procedure replays the path it was given and so draws at least as many dice.
    if (dice.depth < path.length) throw new Error('a procedure drew different dice on the same path: it must be pure apart from its dice');
    while (path.length > 0 && path[path.length - 1] === 6) path.pop();
    if (path.length === 0) break;
    path[path.length - 1] = (path[path.length - 1] as number) + 1;
  }
  const total = 6 ** deepest;
  const merged = new Map<string, { value: T; weight: number }>();
  for (const leaf of leaves) {
    const k = key(leaf.value);
    const weight = 6 ** (deepest - leaf.depth);
    const seen = merged.get(k);
    if (seen) seen.weight += weight;
    else merged.set(k, { value: leaf.value, weight });
  }
  return { total, outcomes: [...merged.values()] };
}

export function probabilityOf<T>(dist: Distribution<T>, predicate: (value: T) => boolean): Fraction {
  let weight = 0;
  for (const o of dist.outcomes) if (predicate(o.value)) weight += o.weight;
  return fraction(weight, dist.total);
}

export function totalWeight<T>(dist: Distribution<T>): number {
  return dist.outcomes.reduce((sum, o) => sum + o.weight, 0);
}
