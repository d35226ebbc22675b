import { FigureTally, type FigureDistribution, type Figures, MARK, type Planning } from '../../../core/figures';
import type { CwbsInput, FireInput } from '../schema/index';
import type { CwbsOutcome } from '../index';
import type { FireOutcome } from './chain';
import { prepareFire } from './prepare';

/**
 * What a CWBS plan weighs (docs/games/cwbs.md, "What a plan weighs"): a fire combat's strength points
 * lost by the target (casualties and stragglers) and its morale result. Close combat and the tables
 * are not weighed yet.
 */

const MEASURE = 'strength points';

function figuresOf(o: FireOutcome): Figures {
  let marks = 0;
  const morale = o.morale?.result;
  // A retreat the target may ignore (Back 1*) still counts as a retreat result.
  if (morale && morale.back > 0) marks |= MARK.defenderRetreats;
  if (morale && (morale.state === 'shaken' || morale.state === 'disorganized' || morale.state === 'routed')) marks |= MARK.defenderShaken;
  // The firers lose nothing; the target's strength is not in the description, so no loss is capped and none eliminates it.
  return { attackerLoss: 0, defenderLoss: o.casualties + o.stragglers, marks };
}

/**
 * The fire combat's figures from its distribution. It sets the combat up through the explained path's
 * own `prepareFire`, steps included: a split of the fire points, column and morale rows from their
 * words is still to come.
 */
function fastFigures(input: FireInput): FigureDistribution {
  const dist = prepareFire(input).distribution?.();
  if (!dist) throw new RangeError('a fire combat has its distribution');
  const tally = new FigureTally();
  for (const o of dist.outcomes) {
    const f = figuresOf(o.value);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, o.weight);
  }
  return tally.done(MEASURE, dist.total);
}

export const cwbsPlanning: Planning<CwbsInput, CwbsOutcome> = {
  measure: (input) => (input.kind === 'fire' ? MEASURE : undefined),
  figures(o, input) {
    if (input.kind !== 'fire' || o.kind !== 'fire') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(o);
  },
  fast: {
    figures: (input) => (input.kind === 'fire' ? fastFigures(input) : undefined),
    // The whole description: its parts are read through the explained path's own set-up.
    key: (input) => JSON.stringify(input),
  },
};
