import { CombatInputError, type FieldError } from '../engine/core/errors';
import type { FigureDistribution } from '../engine/core/figures';
import { fastFiguresRemembered } from '../engine/engine';
import { type Success, successWeight } from './success';

/** The figures of a description, or its first refusal: a search counts a refused attack as one that cannot be made. */
export function figuresOrRefusal(input: unknown, memo: Map<string, FigureDistribution>): FigureDistribution | FieldError {
  try {
    return fastFiguresRemembered(input, memo);
  } catch (e) {
    if (!(e instanceof CombatInputError)) throw e;
    return e.errors[0] ?? { path: '', message: 'refused' };
  }
}

/**
 * What a plan asks of the engine worker besides the engine's own surface: many attacks' chances of
 * success in one call, compactly. A thousand descriptions cross to the worker faster as one JSON text
 * than as objects, and the answers come back as plain numbers.
 */
export const planApi = {
  /**
   * For each description in `inputs` (a JSON array), the weight of its results that count as success
   * and its total weight, as pairs in one array; NaN, NaN for a description the rules refuse. Fields
   * every description has alike (the player's charts) may come once, in `shared`. Attacks that come
   * to the same figures (the game's fast key) are weighed once.
   */
  successMany(inputs: string, success: Success, shared: Readonly<Record<string, unknown>> = {}): Float64Array {
    const descriptions = (JSON.parse(inputs) as Record<string, unknown>[]).map((d) => ({ ...d, ...shared }));
    const out = new Float64Array(descriptions.length * 2);
    const memo = new Map<string, FigureDistribution>();
    descriptions.forEach((input, i) => {
      const dist = figuresOrRefusal(input, memo);
      const ok = 'outcomes' in dist;
      out[2 * i] = ok ? successWeight(dist, success) : Number.NaN;
      out[2 * i + 1] = ok ? dist.total : Number.NaN;
    });
    return out;
  },
};

export type PlanApi = typeof planApi;
