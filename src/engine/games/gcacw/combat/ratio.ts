import { type Fraction, formatFraction } from '../../../core/fraction';
import { oddsInDefendersFavour } from '../../../core/rounding';
import { RATIO } from '../data/index';

export interface RatioModifier {
  readonly label: string;
  readonly modifier: number;
  /** The ratio before the chart's end columns, e.g. "29-6 → 4-1". */
  readonly detail: string;
}

/**
 * Ratio Chart: attacker's to defender's Combat Value (entrenchment counted), in the defender's
 * favour — A ≥ D gives floor(A/D)-1, A < D gives 1-ceil(D/A) — then the chart's column.
 */
export function ratioModifier(attacker: Fraction, defender: Fraction): RatioModifier {
  const odds = oddsInDefendersFavour(attacker, defender);
  const [first, last] = [RATIO[0], RATIO[RATIO.length - 1]];
  if (!first || !last) throw new RangeError('the Ratio Chart is empty');
  const match = RATIO.find((r) => r.odds[0] === odds.attacker && r.odds[1] === odds.defender);
  const entry = match ?? (odds.attacker > 1 ? last : first);
  const ratio = `${odds.attacker}-${odds.defender}`;
  const detail = `${formatFraction(attacker)} to ${formatFraction(defender)} is ${ratio}${ratio === entry.label ? '' : `, which is in the "${entry.label}" column`}`;
  return { label: entry.label, modifier: entry.modifier, detail };
}
