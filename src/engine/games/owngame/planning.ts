import { type FigureDistribution, FigureTally, type Figures, type Planning } from '../../core/figures';
import { type CombatSpec, combatSpec, definitionOf } from './combat-spec';
import type { Result } from './definition/check';
import { type OwnOutcome, effectsOf, figuresOf, measureOf } from './results';
import type { OwnInput } from './schema';

/**
 * What a plan weighs of the player's own game (docs/games/owngame.md, "What a plan weighs"): each side's
 * loss in the definition's measure (steps or strength points, at most what the side has; the units a
 * result leaves to the players' rules are not counted) and who retreats or is eliminated. The fast
 * path is the explained path's own combat spec (strengths, column, shifts, modifier, the result each
 * roll reads), which has no words: only the words and the dice walk are left out.
 */

/** The explained path asks for each outcome's figures in turn: the combat is set up once for them all. */
const specs = new WeakMap<OwnInput, CombatSpec>();

function specOf(input: OwnInput): CombatSpec {
  let spec = specs.get(input);
  if (!spec) specs.set(input, (spec = combatSpec(input)));
  return spec;
}

function resultFigures(spec: CombatSpec, index: number): Figures {
  return figuresOf(effectsOf(spec.definition, spec.definition.results[index] as Result, spec.totals), spec.totals);
}

export function fastFigures(input: OwnInput): FigureDistribution {
  const spec = combatSpec(input);
  const tally = new FigureTally();
  spec.reads.forEach((weight, i) => {
    if (weight === 0) return;
    const f = resultFigures(spec, i);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, weight);
  });
  return tally.done(measureOf(spec.definition), spec.ways);
}

/** What decides the figures: how often each result is read, with its figures. Names, the order of the units and the results the dice never reach do not count. */
export function fastKey(input: OwnInput): string {
  const spec = combatSpec(input);
  const parts: string[] = [measureOf(spec.definition), String(spec.ways)];
  spec.reads.forEach((weight, i) => {
    if (weight === 0) return;
    const f = resultFigures(spec, i);
    parts.push(`${weight}:${f.attackerLoss}:${f.defenderLoss}:${f.marks}`);
  });
  return parts.join('|');
}

export const ownPlanning: Planning<OwnInput, OwnOutcome> = {
  measure: (input) => measureOf(definitionOf(input.definition)),
  figures: (o, input) => resultFigures(specOf(input), o.result),
  fast: { figures: fastFigures, key: fastKey },
};
