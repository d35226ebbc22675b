import { type Step, step } from '../../../core/explain';
import { STRAGGLER_MODIFIERS } from '../data/straggler';
import type { MoraleUnit } from '../schema/units';
import { STRAGGLER_TABLE } from '../source';

type ModifierLine = keyof typeof STRAGGLER_MODIFIERS;
const LINES = Object.keys(STRAGGLER_MODIFIERS) as ModifierLine[];

function lineApplies(line: ModifierLine, target: MoraleUnit, night: boolean): boolean {
  switch (line) {
    case 'disorganizedMountedOrFlank':
      return target.state === 'disorganized' || target.formation === 'mounted' || target.flank;
    case 'routedWreckedOrNight':
      return target.state === 'routed' || target.wrecked !== 'no' || night;
  }
}

/** The straggler check's die modifier for a target, each printed line once. */
export function stragglerDieModifier(target: MoraleUnit, night: boolean): number {
  let modifier = 0;
  for (const line of LINES) if (lineApplies(line, target, night)) modifier += STRAGGLER_MODIFIERS[line].value;
  return modifier;
}

/** The straggler check's die modifier for a target, each printed line once, with a step for each line that applies. */
export function stragglerModifier(target: MoraleUnit, night: boolean, who: string): { modifier: number; steps: Step[] } {
  const lines = LINES.filter((line) => lineApplies(line, target, night)).map((line) => STRAGGLER_MODIFIERS[line]);
  const steps = lines.map((line) => step(STRAGGLER_TABLE, `${who}: straggler die modifier`, `${line.label}: +${line.value} (if a straggler check is made)`, { modifier: line.value }));
  return { modifier: stragglerDieModifier(target, night), steps };
}
