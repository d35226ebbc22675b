import type { Highlight, OutcomeBase, Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import type { Step } from '../../../core/explain';
import type { Fraction } from '../../../core/fraction';
import type { MoraleCheckEffects, TableEffects } from '../effects';

/** The outcome of a check other than fire or close combat: what the dice did, said in full. */
export interface CheckOutcome extends OutcomeBase {
  readonly kind: 'check';
  readonly steps: readonly Step[];
  readonly checklist: readonly string[];
  readonly effects: TableEffects | MoraleCheckEffects;
}

export interface CheckParts {
  readonly steps: readonly Step[];
  readonly table: TableView;
  readonly dicePlan: readonly string[];
  readonly roll: (dice: DiceStream) => CheckOutcome;
  /** Named outcomes whose chances are shown, by key. */
  readonly highlights: readonly { readonly label: string; readonly keys: readonly string[] }[];
}

export function checkKind(parts: CheckParts): Prepared<CheckOutcome> {
  return {
    steps: parts.steps,
    table: parts.table,
    dicePlan: parts.dicePlan,
    roll: parts.roll,
    describe: (o) => ({ steps: o.steps, checklist: o.checklist, effects: o.effects }),
    highlights: (chance: (p: (o: CheckOutcome) => boolean) => Fraction): Highlight[] => parts.highlights.map((h) => ({ label: h.label, probability: chance((o) => h.keys.includes(o.key)) })),
  };
}

export function outcome(key: string, label: string, steps: readonly Step[], checklist: readonly string[], effects: CheckOutcome['effects']): CheckOutcome {
  return { kind: 'check', key, label, steps, checklist, effects };
}

export const twoDice = (dice: DiceStream, purpose: string): [number, number] => [dice.d6(`${purpose}, first die`), dice.d6(`${purpose}, second die`)];
export const d66Dice = (dice: DiceStream, purpose: string): number => 10 * dice.d6(`${purpose}, tens die`) + dice.d6(`${purpose}, units die`);
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
