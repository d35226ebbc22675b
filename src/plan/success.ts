import { type FigureDistribution, type Figures, HEX_CLEARED, MARK } from '../engine/core/figures';
import { type Exact, ZERO, exact, plus, times } from './exact';

/**
 * What the player counts as an attack's success, from the game's own results: every condition set
 * must hold. `marks`: at least one of these MARK bits (the defender retreats or is eliminated...);
 * `defenderLossAtLeast` / `attackerLossAtMost`: losses in the kind's measure. An attack that did not
 * take place (MARK.noCombat) never succeeds.
 */
export interface Success {
  readonly marks?: number;
  readonly defenderLossAtLeast?: number;
  readonly attackerLossAtMost?: number;
}

/** The usual aim of an attack: the defenders leave the hex, by retreat or elimination. */
export const TAKE_THE_HEX: Success = { marks: HEX_CLEARED };

export function succeeds(f: Figures, success: Success): boolean {
  if (f.marks & MARK.noCombat) return false;
  if (success.marks !== undefined && success.marks !== 0 && (f.marks & success.marks) === 0) return false;
  if (success.defenderLossAtLeast !== undefined && f.defenderLoss < success.defenderLossAtLeast) return false;
  if (success.attackerLossAtMost !== undefined && f.attackerLoss > success.attackerLossAtMost) return false;
  return true;
}

/** A success the player set, in words: "the defender retreats or is eliminated, and loses at least 2 strength points". */
export function successWords(success: Success, measure: string): string {
  const parts: string[] = [];
  const marks = success.marks ?? 0;
  const said: string[] = [];
  if (marks & MARK.defenderRetreats) said.push('retreats');
  if (marks & MARK.defenderEliminated) said.push('is eliminated');
  if (marks & MARK.defenderShaken) said.push('is shaken');
  if (said.length > 0) parts.push(`the defender ${said.join(' or ')}`);
  if (success.defenderLossAtLeast !== undefined) parts.push(`the defender loses at least ${success.defenderLossAtLeast} ${measure}`);
  if (success.attackerLossAtMost !== undefined) parts.push(`the attacker loses at most ${success.attackerLossAtMost} ${measure}`);
  return parts.length === 0 ? 'the attack takes place' : parts.join(', and ');
}

/** One attack's exact chance of success and its expected losses per side, in its measure. */
export interface AttackChances {
  readonly success: Exact;
  readonly attackerLoss: Exact;
  readonly defenderLoss: Exact;
}

/** The weight of an attack's results that count as success, over its distribution's total. */
export function successWeight(dist: FigureDistribution, success: Success): number {
  let won = 0;
  for (const { figures, weight } of dist.outcomes) if (succeeds(figures, success)) won += weight;
  return won;
}

/** An attack's exact chance of success alone: what a search compares, without the losses' fractions. */
export function successOf(dist: FigureDistribution, success: Success): Exact {
  return exact(successWeight(dist, success), dist.total);
}

export function chancesOf(dist: FigureDistribution, success: Success): AttackChances {
  let won = 0n;
  let attacker = ZERO;
  let defender = ZERO;
  for (const { figures, weight } of dist.outcomes) {
    if (succeeds(figures, success)) won += BigInt(weight);
    attacker = plus(attacker, times(exact(weight), lossOf(figures.attackerLoss)));
    defender = plus(defender, times(exact(weight), lossOf(figures.defenderLoss)));
  }
  const total = exact(1, dist.total);
  return { success: exact(won, dist.total), attackerLoss: times(attacker, total), defenderLoss: times(defender, total) };
}

/** A loss as an exact fraction: whole in most games, a half or a third where a game halves strengths. */
export function lossOf(n: number): Exact {
  for (let den = 1; den <= 1000; den++) {
    const num = n * den;
    if (Number.isInteger(num)) return exact(num, den);
  }
  throw new RangeError(`a loss of ${n} is not a fraction with a small denominator`);
}

/** Sums of exact expectations (a plan's totals). */
export function sumOf(values: readonly Exact[]): Exact {
  return values.reduce(plus, ZERO);
}
