import { type Fraction, formatFraction, toNumber } from '../../core/fraction';
import type { Odds } from './charts';

export function oddsText(odds: Odds): string {
  return `${odds.attacker}-${odds.defender}`;
}

/** "29 : 6 (4.83 : 1)", or "3 : 7 (1 : 2.33)" when the attacker is weaker. */
export function ratioText(attacker: Fraction, defender: Fraction): string {
  const a = toNumber(attacker);
  const d = toNumber(defender);
  const reduced = a >= d ? `${(a / d).toFixed(2)} : 1` : `1 : ${(d / a).toFixed(2)}`;
  return `${formatFraction(attacker)} : ${formatFraction(defender)} (${reduced})`;
}

/** Index of the chart column with exactly these odds, or -1 when the chart has none. */
export function columnOf(columns: readonly Odds[], odds: Odds): number {
  return columns.findIndex((c) => c.attacker === odds.attacker && c.defender === odds.defender);
}
