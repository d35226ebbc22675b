import { type Fraction, formatFraction } from '../../../core/fraction';
import { oddsInDefendersFavour } from '../../../core/rounding';
import { RATIO } from '../data/index';

export interface RatioModifier {
  readonly label: string;
  readonly modifier: number;
  /** The ratio before the chart's end columns, e.g. "29-6 → 4-1". */
  readonly detail: string;
}

type RatioEntry = (typeof RATIO)[number];

const FIRST = RATIO[0];
const LAST = RATIO[RATIO.length - 1];
// Odds in the defender's favour are always n-1 or 1-n: the chart's columns by that n.
const BY_ATTACKER_ODDS: RatioEntry[] = [];
const BY_DEFENDER_ODDS: RatioEntry[] = [];
for (const r of RATIO) {
  if (r.odds[1] === 1) BY_ATTACKER_ODDS[r.odds[0]] = r;
  if (r.odds[0] === 1) BY_DEFENDER_ODDS[r.odds[1]] = r;
}

/** The Ratio Chart column for odds already rounded in the defender's favour; the end columns take every worse or better ratio. */
export function ratioEntry(odds: { readonly attacker: number; readonly defender: number }): RatioEntry {
  if (!FIRST || !LAST) throw new RangeError('the Ratio Chart is empty');
  const exact = odds.defender === 1 ? BY_ATTACKER_ODDS[odds.attacker] : odds.attacker === 1 ? BY_DEFENDER_ODDS[odds.defender] : undefined;
  return exact ?? (odds.attacker > 1 ? LAST : FIRST);
}

/** The ratio modifier alone, from the two Combat Values (in halves; the defender's counting entrenchment): the plan's fast path. */
export function ratioModifierOf(attackerCv: number, defenderCv: number): number {
  // Combat Values are whole or half, so twice each over 2 is exact.
  return ratioEntry(oddsInDefendersFavour({ num: attackerCv * 2, den: 2 }, { num: defenderCv * 2, den: 2 })).modifier;
}

/**
 * Ratio Chart: attacker's to defender's Combat Value (entrenchment counted), in the defender's
 * favour — A ≥ D gives floor(A/D)-1, A < D gives 1-ceil(D/A) — then the chart's column.
 */
export function ratioModifier(attacker: Fraction, defender: Fraction): RatioModifier {
  const odds = oddsInDefendersFavour(attacker, defender);
  const entry = ratioEntry(odds);
  const ratio = `${odds.attacker}-${odds.defender}`;
  const detail = `${formatFraction(attacker)} to ${formatFraction(defender)} is ${ratio}${ratio === entry.label ? '' : `, which is in the "${entry.label}" column`}`;
  return { label: entry.label, modifier: entry.modifier, detail };
}
