import { type Exact, compareExact } from './exact';

/** A unit that may join an attack, with what it commits in the game's own measure. */
export interface Candidate {
  readonly id: string;
  readonly strength: number;
}

/** A choice of candidates: their ids, in the candidates' order, and what they commit together. */
export interface Force {
  readonly ids: readonly string[];
  readonly strength: number;
}

/** The most candidates a search takes: 2¹² forces. */
export const MAX_CANDIDATES = 12;

/**
 * Every non-empty choice of the candidates, the least committed first (then the fewest units, then
 * the candidates' order), so a search that stops at the first force good enough has the smallest.
 */
export function forcesOf(candidates: readonly Candidate[]): Force[] {
  if (candidates.length > MAX_CANDIDATES) throw new RangeError(`at most ${MAX_CANDIDATES} units can be weighed at once, not ${candidates.length}`);
  const forces: (Force & { readonly mask: number; readonly count: number })[] = [];
  for (let mask = 1; mask < 1 << candidates.length; mask++) {
    const ids: string[] = [];
    let strength = 0;
    candidates.forEach((c, i) => {
      if (mask & (1 << i)) {
        ids.push(c.id);
        strength += c.strength;
      }
    });
    forces.push({ ids, strength, mask, count: ids.length });
  }
  forces.sort((a, b) => a.strength - b.strength || a.count - b.count || a.mask - b.mask);
  return forces.map(({ ids, strength }) => ({ ids, strength }));
}

/** The answer of a smallest-force search: the force found, its chance, and whether it reaches the chance asked for. */
export interface SmallestForce {
  readonly force: Force;
  readonly chance: Exact;
  readonly reaches: boolean;
}

/**
 * The force with the least committed strength whose chance of success is at least `p`; if none is,
 * the force with the best chance (the least committed among equals). `chanceOf` is undefined for a
 * force the rules refuse (it is skipped). Forces are weighed in `forcesOf` order.
 */
export function smallestForce(forces: readonly Force[], p: Exact, chanceOf: (force: Force, index: number) => Exact | undefined): SmallestForce | undefined {
  let best: SmallestForce | undefined;
  for (const [i, force] of forces.entries()) {
    const chance = chanceOf(force, i);
    if (chance === undefined) continue;
    if (compareExact(chance, p) >= 0) return { force, chance, reaches: true };
    if (!best || compareExact(chance, best.chance) > 0) best = { force, chance, reaches: false };
  }
  return best;
}
