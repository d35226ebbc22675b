import { expect } from 'vitest';
import { figureChances } from './core/figures';
import { CombatInputError } from './core/errors';
import { GAMES } from './games';
import { fastFiguresOf, figuresOf } from './engine';
import { parseOrThrow } from './core/validate';

/**
 * For tests: checks that a combat's figures on the fast path are exactly those of the explained
 * path (the same figures with the same chances), and that its fast key is what it claims. Returns
 * false, checking nothing, for a description the engine refuses or a kind that is not an attack.
 */
export function expectFastAgrees(input: Record<string, unknown>, label = JSON.stringify(input)): boolean {
  let explained;
  try {
    explained = figuresOf(input);
  } catch (e) {
    if (e instanceof CombatInputError) return false;
    throw e;
  }
  const fast = fastFiguresOf(input);
  expect(fast.measure, label).toBe(explained.measure);
  expect(figureChances(fast), label).toEqual(figureChances(explained));
  for (const o of fast.outcomes) {
    expect(o.figures.attackerLoss, label).toBeGreaterThanOrEqual(0);
    expect(o.figures.defenderLoss, label).toBeGreaterThanOrEqual(0);
  }
  expect(fast.outcomes.reduce((sum, o) => sum + o.weight, 0), label).toBe(fast.total);
  return true;
}

/** The fast key of a description its game's schema accepts. */
export function fastKey(input: Record<string, unknown>): string {
  const { format: _format, game, ...rest } = input;
  const module = GAMES[game as keyof typeof GAMES];
  if (!module?.planning) throw new Error(`${String(game)} has no planning`);
  return module.planning.fast.key(parseOrThrow(module.schema, rest));
}
