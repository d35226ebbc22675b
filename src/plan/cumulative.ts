import type { FigureDistribution } from '../engine/core/figures';
import { HEX_CLEARED } from '../engine/core/figures';
import { type Exact, exact } from './exact';

/** One line of an "at least this result" view: what it says and its exact chance. */
export interface AtLeast {
  readonly words: string;
  readonly chance: Exact;
}

function chanceOf(dist: FigureDistribution, holds: (f: FigureDistribution['outcomes'][number]['figures']) => boolean): Exact {
  let won = 0;
  for (const o of dist.outcomes) if (holds(o.figures)) won += o.weight;
  return exact(won, dist.total);
}

/** The losses worth a line: each the defender can suffer, and each the attacker can suffer short of its worst. */
export function lossLevels(dists: readonly FigureDistribution[]): { readonly defenderLosses: readonly number[]; readonly attackerLosses: readonly number[] } {
  const all = dists.flatMap((d) => d.outcomes);
  return {
    defenderLosses: [...new Set(all.map((o) => o.figures.defenderLoss))].filter((n) => n > 0).sort((a, b) => a - b),
    attackerLosses: [...new Set(all.map((o) => o.figures.attackerLoss))].sort((a, b) => a - b).slice(0, -1),
  };
}

/** Several attacks side by side: each line once, with each attack's chance of it (in the measure of the first). */
export function compareView(dists: readonly FigureDistribution[]): { readonly words: string; readonly chances: readonly Exact[] }[] {
  const levels = lossLevels(dists);
  const views = dists.map((d) => atLeastView(d, levels));
  // The words of an attack that could be weighed (a refused one has no measure).
  const worded = views[Math.max(0, dists.findIndex((d) => d.outcomes.length > 0))] ?? [];
  return worded.map((line, i) => ({ words: line.words, chances: views.map((v) => v[i]?.chance ?? exact(0)) }));
}

/**
 * An attack's chances as a player compares attacks: the defenders leave the hex; the defender loses
 * at least each loss it can suffer; the attacker loses at most each loss it can suffer.
 */
export function atLeastView(dist: FigureDistribution, levels = lossLevels([dist])): AtLeast[] {
  const { defenderLosses, attackerLosses } = levels;
  return [
    { words: 'The defenders leave the hex (retreat or elimination)', chance: chanceOf(dist, (f) => (f.marks & HEX_CLEARED) !== 0) },
    ...defenderLosses.map((n) => ({ words: `The defender loses at least ${n} ${dist.measure}`, chance: chanceOf(dist, (f) => f.defenderLoss >= n) })),
    ...attackerLosses.map((n) => ({ words: `The attacker loses at most ${n} ${dist.measure}`, chance: chanceOf(dist, (f) => f.attackerLoss <= n) })),
  ];
}
