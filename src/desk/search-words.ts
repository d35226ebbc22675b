import { type Criterion, type PhaseFigures, scoreOf } from '../plan/allocation';
import type { PlanChances } from '../plan/combine';
import { type Exact, approx, decimal, minus, percent } from '../plan/exact';

/** A search's answers in the player's words: each allocation's score and figures, how it stands against the plan, how long a search would take. */

/** Each criterion as a result's title names it. */
export const CRITERION_WORDS: Readonly<Record<Criterion, string>> = {
  every: 'every attack succeeds',
  exchange: 'loss inflicted less loss taken',
  cleared: 'hexes cleared',
};

/** A duration as a player reads an estimate: "about 40 s", "about 3 min", "about 1 h 20 min". */
export function aboutHowLong(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  if (s < 90) return `about ${s} s`;
  const min = Math.round(s / 60);
  if (min < 90) return `about ${min} min`;
  return `about ${Math.floor(min / 60)} h ${min % 60} min`;
}

/** An allocation's value by the criterion: a chance, or an expected number to one decimal. */
export function scoreWords(f: PhaseFigures, criterion: Criterion): string {
  return criterion === 'every' ? percent(f.allSucceed) : decimal(scoreOf(f, criterion));
}

/** An allocation's exact figures, each as a player reads it. */
export function figureWords(f: PhaseFigures): string {
  return `Every attack succeeds ${percent(f.allSucceed)}; expected losses: attacker ${decimal(f.attackerLoss)}, defender ${decimal(f.defenderLoss)}; hexes cleared ${decimal(f.cleared)}; strength committed ${f.strength}.`;
}

/** Why it beats the plan on the desk (or not), by the criterion; an empty plan is no plan to compare with. */
export function againstPlan(f: PhaseFigures, plan: PlanChances | undefined, criterion: Criterion): string {
  if (!plan || plan.attacks.length === 0) return 'Your plan has no attack weighed to compare with.';
  const theirs = criterion === 'every' ? plan.allSucceed : criterion === 'exchange' ? minus(plan.defenderLoss, plan.attackerLoss) : plan.cleared;
  const ours = scoreOf(f, criterion);
  const diff = approx(ours) - approx(theirs);
  const shown = (x: Exact) => (criterion === 'every' ? percent(x) : decimal(x));
  if (Math.abs(diff) < 1e-12) return `Your plan: ${shown(theirs)}, the same.`;
  return `Your plan: ${shown(theirs)}; this is ${diff > 0 ? 'better' : 'worse'} by ${criterion === 'every' ? `${(Math.abs(diff) * 100).toFixed(1)} points` : Math.abs(diff).toFixed(1)}.`;
}
