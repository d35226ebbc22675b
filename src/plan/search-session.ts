import { CombatInputError, type FieldError } from '../engine/core/errors';
import type { FigureDistribution } from '../engine/core/figures';
import { fastFiguresRemembered } from '../engine/engine';
import { type AllocationProblem, type Criterion, type RankedAllocation, bestAllocations } from './allocation';
import { type Exact, compareExact } from './exact';
import { type Success, successOf } from './success';

/**
 * An attack a search weighs: on which target, with which units (a bit mask of the search's unit
 * indices), and its combat description; or, for an attack the game's rules forbid before it can be
 * described (from three hexes, say), why.
 */
export type WeighRequest = { readonly target: number; readonly mask: number } & ({ readonly input: unknown } | { readonly refused: string });

/** An attack the rules refused: which it was, and why (its field, as the engine names it). */
export interface Refusal {
  readonly target: number;
  readonly mask: number;
  readonly error: FieldError;
}

/** What a batch of attacks came to: how many the rules refused, and the first of them. */
export interface Weighed {
  readonly refused: number;
  readonly first?: Refusal;
}

/** The figures of a description, or its first refusal: a search counts a refused attack as one that cannot be made. */
export function figuresOrRefusal(input: unknown, memo: Map<string, FigureDistribution>): FigureDistribution | FieldError {
  try {
    return fastFiguresRemembered(input, memo);
  } catch (e) {
    if (!(e instanceof CombatInputError)) throw e;
    return e.errors[0] ?? { path: '', message: 'refused' };
  }
}

/** The strongest attack found on a target: the units (a bit mask), its chance of success and what they commit. */
export interface StrongestAttack {
  readonly target: number;
  readonly mask: number;
  readonly chance: Exact;
  readonly strength: number;
}

/**
 * One search, as its worker runs it: every attack weighed so far (by target and set of units) on the
 * engine's fast path, remembered by the game's fast key, then ranked. A search gets a worker of its
 * own, so the desk's engine is never kept waiting, and it is cancelled by ending the worker.
 */
export function searchSession() {
  const weighed = new Map<number, FigureDistribution | undefined>();
  const memo = new Map<string, FigureDistribution>();
  const key = (target: number, mask: number) => target * 2 ** 16 + mask;
  const figuresOf = (target: number, mask: number) => weighed.get(key(target, mask));

  return {
    /** Weighs attacks; one the rules refuse is remembered as refused. */
    weigh(requests: readonly WeighRequest[]): Weighed {
      let refused = 0;
      let first: Refusal | undefined;
      for (const r of requests) {
        const figures = 'refused' in r ? { path: '', message: r.refused } : figuresOrRefusal(r.input, memo);
        const ok = 'outcomes' in figures;
        weighed.set(key(r.target, r.mask), ok ? figures : undefined);
        if (ok) continue;
        refused++;
        first ??= { target: r.target, mask: r.mask, error: figures };
      }
      return first ? { refused, first } : { refused };
    },

    /** The best allocations of the units weighed, by the criterion (see allocation.ts). */
    best(problem: AllocationProblem, criterion: Criterion, success: Success, count = 3): RankedAllocation[] {
      return bestAllocations(problem, criterion, success, figuresOf, count);
    },

    /**
     * Each target's strongest attack among those weighed: the best chance of success, then the least
     * strength committed (`strengths[target][unit]`: a target's attackers may be its own). None for a
     * target no attack on which could be weighed.
     */
    strongest(strengths: readonly (readonly number[])[], success: Success): StrongestAttack[] {
      const best = new Map<number, StrongestAttack>();
      for (const [k, dist] of weighed) {
        if (!dist) continue;
        const target = Math.floor(k / 2 ** 16);
        const mask = k % 2 ** 16;
        const own = strengths[target];
        if (!own) continue;
        const chance = successOf(dist, success);
        const strength = own.reduce((sum, s, u) => (mask & (1 << u) ? sum + s : sum), 0);
        const seen = best.get(target);
        const order = seen ? compareExact(chance, seen.chance) || seen.strength - strength : 1;
        if (order > 0) best.set(target, { target, mask, chance, strength });
      }
      return [...best.values()].sort((a, b) => a.target - b.target);
    },
  };
}

export type SearchSession = ReturnType<typeof searchSession>;
