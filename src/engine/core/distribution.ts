import type { DiceStream } from './dice';
import { type Fraction, fraction } from './fraction';

/** An exact distribution: each outcome with an integer weight, all over one integer total. */
export interface Distribution<T> {
  readonly total: number;
  readonly outcomes: readonly { readonly value: T; readonly weight: number }[];
}

/** A die that the enumerator has not chosen yet: thrown to end one path early and branch. */
class Branch {
  constructor(readonly depth: number) {}
}

class EnumeratingDice implements DiceStream {
  depth = 0;
  constructor(private readonly prefix: readonly number[]) {}
  d6(): number {
    const face = this.prefix[this.depth];
    if (face === undefined) throw new Branch(this.depth);
    this.depth++;
    return face;
  }
}

/**
 * Every outcome of a dice procedure, exactly: runs `roll` down every path of the dice tree (a die
 * rolled only on some paths, such as a sub-roll, is enumerated only there). Outcomes with the same
 * `key` are merged. The procedure must be pure apart from the dice it draws.
 */
export function enumerate<T>(roll: (dice: DiceStream) => T, key: (value: T) => string, maxDice = 8): Distribution<T> {
  const leaves: { value: T; depth: number }[] = [];
  const stack: number[][] = [[]];
  let deepest = 0;
  while (stack.length > 0) {
    const prefix = stack.pop() as number[];
    const dice = new EnumeratingDice(prefix);
    try {
      const value = roll(dice);
      leaves.push({ value, depth: dice.depth });
      deepest = Math.max(deepest, dice.depth);
    } catch (e) {
      if (!(e instanceof Branch)) throw e;
      if (e.depth >= maxDice) throw new RangeError(`a procedure drew more than ${maxDice} dice`);
      for (let face = 6; face >= 1; face--) stack.push([...prefix, face]);
    }
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

/** A distribution with a single certain outcome (e.g. the automatic Hasty Attack loss). */
export function certain<T>(value: T): Distribution<T> {
  return { total: 1, outcomes: [{ value, weight: 1 }] };
}

export function probabilityOf<T>(dist: Distribution<T>, predicate: (value: T) => boolean): Fraction {
  let weight = 0;
  for (const o of dist.outcomes) if (predicate(o.value)) weight += o.weight;
  return fraction(weight, dist.total);
}

export function totalWeight<T>(dist: Distribution<T>): number {
  return dist.outcomes.reduce((sum, o) => sum + o.weight, 0);
}
