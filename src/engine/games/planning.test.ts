import { describe, expect, it } from 'vitest';
import { figureChances } from '../core/figures';
import { figuresOf } from '../engine';
import { goodDescriptions } from '../test-descriptions';
import { expectFastAgrees, fastKey } from '../test-figures';
import { GAMES } from '.';

/**
 * What every game that weighs its attacks for a plan owes: on each documented example of a kind it
 * weighs, the fast path gives exactly the explained path's figures, and examples that share a fast
 * key share their figures. Each game adds its own property test over random set-ups beside its code.
 */

for (const module of Object.values(GAMES)) {
  if (!module.planning) continue;
  const examples = goodDescriptions().filter((d) => d.input['game'] === module.id);
  describe(`${module.name} (${module.id}) figures`, () => {
    it('gives the same figures on the fast path as on the explained path for every documented example it weighs', () => {
      const weighed = examples.filter((d) => expectFastAgrees(d.input, d.name));
      expect(weighed.length, 'documented examples of an attack').toBeGreaterThan(0);
    });

    it('gives the same figures for examples with the same fast key', () => {
      const byKey = new Map<string, string>();
      for (const d of examples) {
        if (!expectFastAgrees(d.input, d.name)) continue;
        const key = fastKey(d.input);
        const shown = JSON.stringify(figureChances(figuresOf(d.input)));
        const seen = byKey.get(key);
        if (seen !== undefined) expect(shown, d.name).toBe(seen);
        byKey.set(key, shown);
      }
    });
  });
}
