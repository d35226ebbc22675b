import { type Figures, MARK } from '../../core/figures';
import type { Definition, Result, SideResult } from './definition/check';
import type { OwnInput } from './schema';
import type { Side } from './strength';

/** What each side has to lose, in the definition's measure. */
export interface Totals {
  readonly attacker: number;
  readonly defender: number;
}

/** A side's loss once read: so many steps or points, every unit, or the units the players' rules say. */
export type Loss = number | 'all' | 'chosen';

/** What a result does to one side, read for this combat (an exchange made a number). */
export interface SideEffects {
  readonly loss: Loss;
  /** Retreat: false, true (as far as the players' rules say) or hexes. */
  readonly retreat: boolean | number;
}

/**
 * A result's effects on the units, as plain data the desk applies: the result, what losses count,
 * and what each side loses and whether it retreats.
 */
export type OwnEffects = {
  readonly kind: 'combat';
  readonly result: string;
  readonly name: string;
  readonly measure: 'steps' | 'strength';
  readonly attacker: SideEffects;
  readonly defender: SideEffects;
};

export interface OwnOutcome {
  readonly key: string;
  readonly label: string;
  /** The result's index in the definition's results. */
  readonly result: number;
  /** How good it is for the attacker (standing.ts), worked out with the combat it came from. */
  readonly standing: number;
}

/** Each side's total in the definition's measure: its units' steps (one each without a steps value), or their strengths. */
export function totalsOf(definition: Definition, input: OwnInput): Totals {
  const total = (units: OwnInput['attackers']) => units.reduce((sum, u) => sum + (definition.form.losses === 'strength' ? u.strength : (u.steps ?? 1)), 0);
  return { attacker: total(input.attackers), defender: total(input.defenders) };
}

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/** A side's loss on a result: an exchange is as much as the other side actually loses. */
export function lossOf(result: Result, side: Side, totals: Totals): Loss {
  const loss = result[side].loss;
  if (loss !== 'exchange') return loss;
  const theirs = result[other(side)].loss;
  if (theirs === 'chosen' || theirs === 'exchange') return 'chosen';
  return theirs === 'all' ? totals[other(side)] : Math.min(theirs, totals[other(side)]);
}

export function effectsOf(definition: Definition, result: Result, totals: Totals): OwnEffects {
  const side = (s: Side): SideEffects => ({ loss: lossOf(result, s, totals), retreat: (result[s] as SideResult).retreat });
  return { kind: 'combat', result: result.code, name: result.name, measure: definition.form.losses, attacker: side('attacker'), defender: side('defender') };
}

/** What a side actually loses, for a plan: at most what it has; the units left to the players' rules are not counted. */
export function countedLoss(loss: Loss, total: number): number {
  if (loss === 'chosen') return 0;
  return loss === 'all' ? total : Math.min(loss, total);
}

const eliminated = (loss: Loss, total: number): boolean => loss === 'all' || (typeof loss === 'number' && loss >= total && total > 0);

/** A result as a plan weighs it: each side's loss, and who leaves the hex or is eliminated. */
export function figuresOf(effects: Pick<OwnEffects, 'attacker' | 'defender'>, totals: Totals): Figures {
  let marks = 0;
  if (eliminated(effects.defender.loss, totals.defender)) marks |= MARK.defenderEliminated;
  else if (effects.defender.retreat !== false) marks |= MARK.defenderRetreats;
  if (eliminated(effects.attacker.loss, totals.attacker)) marks |= MARK.attackerEliminated;
  else if (effects.attacker.retreat !== false) marks |= MARK.attackerRetreats;
  return { attackerLoss: countedLoss(effects.attacker.loss, totals.attacker), defenderLoss: countedLoss(effects.defender.loss, totals.defender), marks };
}

/**
 * How good a result is for the attacker, higher better: what the defender suffers less what the
 * attacker does. A side's suffering is its loss as a share of what it has (the units its rules choose
 * count as half), with a retreat adding ½, and elimination 1½. Results with the same code always
 * stand alike (a combat gives each code one meaning).
 */
export function standingOf(effects: Pick<OwnEffects, 'attacker' | 'defender'>, totals: Totals): number {
  const suffers = (e: SideEffects, total: number): number => {
    if (eliminated(e.loss, total)) return 1.5;
    const share = e.loss === 'chosen' ? 0.5 : total === 0 ? 0 : Math.min(1, (e.loss === 'all' ? total : e.loss) / total);
    return share + (e.retreat === false ? 0 : 0.5);
  };
  return suffers(effects.defender, totals.defender) - suffers(effects.attacker, totals.attacker);
}

/** The measure a plan counts losses in, saying when some results leave them to the players' rules. */
export function measureOf(definition: Definition): string {
  const base = definition.form.losses === 'steps' ? 'steps' : 'strength points';
  const chosen = definition.results.some((r) => r.attacker.loss === 'chosen' || r.defender.loss === 'chosen');
  return chosen ? `${base} (the units your rules choose are not counted)` : base;
}
