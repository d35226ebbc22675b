import type { Distribution } from './distribution';
import { type Fraction, fraction } from './fraction';

/**
 * Where a rolled outcome falls among all the combat could have given, for the attacker: the chance
 * of a worse outcome plus half the chance of one as good (outcomes the game ranks equal, the rolled
 * one among them), by the exact chances. ½ is the middle; a result no roll could beat gives more
 * than ½ whatever its chance. `standing` is the game's order (higher is better for the attacker);
 * it must give the same number for outcomes with the same key, as those are merged. One pass over
 * the distribution, so a resolve pays next to nothing for it.
 */
export function attackerPercentile<O>(dist: Distribution<O>, rolled: number, standing: (outcome: O) => number | undefined): Fraction | undefined {
  let twiceBelow = 0;
  for (const o of dist.outcomes) {
    const s = standing(o.value);
    if (s === undefined) return undefined;
    if (s < rolled) twiceBelow += 2 * o.weight;
    else if (s === rolled) twiceBelow += o.weight;
  }
  return fraction(twiceBelow, 2 * dist.total);
}

/** The chances of a roll's outcomes grouped by how good each is for the attacker, worst first, and the rolled one's group. */
export interface Standings {
  readonly chances: readonly Fraction[];
  /** The index in `chances` of the group the rolled outcome fell in. */
  readonly at: number;
}

/**
 * The distribution's outcomes grouped by the game's standing (outcomes the game ranks equal make
 * one group), each group's exact chance, worst for the attacker first, and the index of the rolled
 * outcome's group. Undefined when an outcome is not ranked or the rolled standing is none of them.
 */
export function standingsOf<O>(dist: Distribution<O>, rolled: number, standing: (outcome: O) => number | undefined): Standings | undefined {
  const weights = new Map<number, number>();
  for (const o of dist.outcomes) {
    const s = standing(o.value);
    if (s === undefined) return undefined;
    weights.set(s, (weights.get(s) ?? 0) + o.weight);
  }
  const order = [...weights.keys()].sort((a, b) => a - b);
  const at = order.indexOf(rolled);
  if (at < 0) return undefined;
  return { chances: order.map((s) => fraction(weights.get(s) ?? 0, dist.total)), at };
}
