import { type Step, step } from '../../../core/explain';
import { STRAGGLER_MODIFIERS } from '../data/straggler';
import type { MoraleUnit } from '../schema/units';
import { STRAGGLER_TABLE } from '../source';

/** The straggler check's die modifier for a target, each printed line once, with a step for each line that applies. */
export function stragglerModifier(target: MoraleUnit, night: boolean, who: string): { modifier: number; steps: Step[] } {
  const M = STRAGGLER_MODIFIERS;
  const lines = [
    (target.state === 'disorganized' || target.formation === 'mounted' || target.flank) && M.disorganizedMountedOrFlank,
    (target.state === 'routed' || target.wrecked !== 'no' || night) && M.routedWreckedOrNight,
  ].filter((x): x is (typeof M)[keyof typeof M] => x !== false);
  const steps = lines.map((line) => step(STRAGGLER_TABLE, `${who}: straggler die modifier`, `${line.label}: +${line.value} (if a straggler check is made)`, { modifier: line.value }));
  return { modifier: lines.reduce((sum, l) => sum + l.value, 0), steps };
}
