import type { Fraction } from './fraction';

/**
 * Rounding helpers, named for what the rules say. Each takes an exact fraction so that a halving
 * is never rounded before the rule says so.
 */

/** Round down: what "rounded down to the advantage of the defender" means for an odds ratio. */
export function roundDown(f: Fraction): number {
  return Math.floor(f.num / f.den);
}

/** Round up: e.g. "halved rounding up". */
export function roundUp(f: Fraction): number {
  return Math.ceil(f.num / f.den);
}

/** Round to nearest, a half going up: what "rounded to the nearest whole number" means where a rule says no more. */
export function roundNearestHalfUp(f: Fraction): number {
  return Math.floor((2 * f.num + f.den) / (2 * f.den));
}

/**
 * Odds ratio in the defender's favour: attacker:defender reduced to "n-1" when the attacker is
 * stronger (n = floor(A/D)) or "1-n" when weaker (n = ceil(D/A)).
 */
export function oddsInDefendersFavour(attacker: Fraction, defender: Fraction): { readonly attacker: number; readonly defender: number } {
  if (attacker.num <= 0 || defender.num <= 0) throw new RangeError('odds need two positive strengths');
  const a = attacker.num * defender.den;
  const d = defender.num * attacker.den;
  // roundDown and roundUp only divide num by den, so the ratio need not be reduced first.
  return a >= d ? { attacker: roundDown({ num: a, den: d }), defender: 1 } : { attacker: 1, defender: roundUp({ num: d, den: a }) };
}
