import type { Figures, Planning } from '../../../core/figures';
import type { CwbsInput } from '../schema/index';
import type { CwbsOutcome } from '../outcome';
import type { FireOutcome } from './chain';
import { fastFireFigures } from './fast-figures';
import { fastFireKey } from './fast-key';
import { FIRE_MEASURE, moraleMarks, moraleStraggle } from './figure-marks';

/**
 * What a CWBS plan weighs (docs/games/cwbs.md, "What a plan weighs"): a fire combat's strength points
 * lost by the target (casualties, stragglers, and the steps a Back 2 morale result straggles) and its
 * morale result. Close combat and the tables are not weighed yet.
 */

function figuresOf(o: FireOutcome): Figures {
  // The firers lose nothing; the target's strength is not in the description, so no loss is capped and none eliminates it.
  return { attackerLoss: 0, defenderLoss: o.casualties + o.stragglers + moraleStraggle(o.morale?.result), marks: moraleMarks(o.morale?.result) };
}

export const cwbsPlanning: Planning<CwbsInput, CwbsOutcome> = {
  measure: (input) => (input.kind === 'fire' ? FIRE_MEASURE : undefined),
  figures(o, input) {
    if (input.kind !== 'fire' || o.kind !== 'fire') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(o);
  },
  fast: {
    figures: (input) => (input.kind === 'fire' ? fastFireFigures(input) : undefined),
    // Kinds other than a fire have no figures: the kind alone says so.
    key: (input) => (input.kind === 'fire' ? fastFireKey(input) : input.kind),
  },
};
