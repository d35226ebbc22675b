import type { Highlight, OutcomeBase, Prepared, TableView } from '../../../core/combat';
import type { Step } from '../../../core/explain';
import type { Fraction } from '../../../core/fraction';

/** The outcome of a GCACW table check other than a combat: its kind, and the dice it took (none for a lookup). */
export interface TableOutcome extends OutcomeBase {
  readonly kind: string;
  readonly dice: readonly number[];
}

export interface Described {
  readonly steps: readonly Step[];
  readonly checklist: readonly string[];
  readonly effects: Readonly<Record<string, unknown>>;
}

/** A lookup with no dice: one certain outcome, described the same whichever way it is asked. */
export function settled(
  steps: readonly Step[],
  outcome: TableOutcome,
  described: Described,
  table?: TableView,
  highlights: readonly { readonly label: string; readonly test: (o: TableOutcome) => boolean }[] = [],
): Prepared<TableOutcome> {
  const base = {
    steps,
    dicePlan: [] as readonly string[],
    roll: (): TableOutcome => outcome,
    describe: (): Described => described,
    highlights: (chance: (p: (o: TableOutcome) => boolean) => Fraction): Highlight[] => highlights.map((h) => ({ label: h.label, probability: chance(h.test) })),
  };
  return table ? { ...base, table } : base;
}
