import { type SlotChart, rangeColumn } from '../charts/read';

/** The column of a side's Combat Supply Table sheet its force falls in, by its SP: refused naming the sheet when it has none. */
export function supplyColumn(use: SlotChart<number>, forceSp: number): number {
  return rangeColumn(use, forceSp, forceWords);
}

/** "a force of 12 SP", for a refusal. */
export const forceWords = (sp: number): string => `a force of ${sp} SP`;
