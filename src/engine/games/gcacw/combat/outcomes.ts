import type { Distribution } from '../../../core/distribution';
import { clampRow, resultsAt } from './chart';
import type { CombatResult } from '../results';
import { type CombatOutcome, combatKey, combatLabel } from './outcome';

/** What fixes a combat's outcome for given dice: the two columns and the modifiers. */
export interface OutcomeSpec {
  readonly defenderColumn: number;
  readonly attackerColumn: number;
  readonly attackerModifier: number;
  readonly defenderModifier: number;
  /** The artillery modifier on an even and an odd sub-roll, when there is a sub-roll. */
  readonly subRoll?: { readonly even: number; readonly odd: number };
  /** The artillery modifier already counted in `attackerModifier`, when there is no sub-roll. */
  readonly fixedArtillery: number;
}

/** The artillery modifier a sub-roll face gives (0 when the combat has no sub-roll: it is then in `attackerModifier`). */
function subRollArtillery(spec: OutcomeSpec, subRoll: number | undefined): number {
  if (subRoll === undefined || !spec.subRoll) return 0;
  return subRoll % 2 === 0 ? spec.subRoll.even : spec.subRoll.odd;
}

/** The outcome for one set of dice faces (`subRoll` undefined when the combat has none). */
export function outcomeAt(spec: OutcomeSpec, subRoll: number | undefined, a: number, d: number): CombatOutcome {
  const art = subRollArtillery(spec, subRoll);
  const difference = a + spec.attackerModifier + art - (d + spec.defenderModifier);
  const row = clampRow(difference);
  const { defender, attacker } = resultsAt(row, spec.defenderColumn, spec.attackerColumn);
  return {
    kind: 'combat',
    key: combatKey(defender, attacker),
    label: combatLabel(defender, attacker),
    row,
    difference,
    defender,
    attacker,
    artillery: subRoll === undefined ? spec.fixedArtillery : art,
    dice: subRoll === undefined ? { attacker: a, defender: d } : { subRoll, attacker: a, defender: d },
  };
}

/**
 * Every chart cell a combat's dice can reach, with its weight over `cellsTotal(spec)`. The dice matter
 * only through their difference (and the sub-roll's parity), so each difference from -5 to +5 is read
 * once, weighted by the number of the 36 pairs that give it (6 − |difference|); with a sub-roll, each
 * parity is 3 of its 6 faces. `visit` gets the sub-roll face standing for its parity (an even face,
 * then an odd one; undefined without a sub-roll) and the dice's difference.
 */
export function forEachCell(spec: OutcomeSpec, visit: (defender: CombatResult, attacker: CombatResult, weight: number, subRoll: number | undefined, difference: number) => void): void {
  // An even face and an odd face stand for their parity.
  const subRolls = spec.subRoll ? [2, 1] : [undefined];
  const facesPerParity = spec.subRoll ? 3 : 1;
  for (const subRoll of subRolls) {
    const net = spec.attackerModifier + subRollArtillery(spec, subRoll) - spec.defenderModifier;
    for (let difference = -5; difference <= 5; difference++) {
      const { defender, attacker } = resultsAt(clampRow(difference + net), spec.defenderColumn, spec.attackerColumn);
      visit(defender, attacker, (6 - Math.abs(difference)) * facesPerParity, subRoll, difference);
    }
  }
}

/** The dice combinations a combat's outcomes are counted over: 36, or 216 with a sub-roll. */
export function cellsTotal(spec: OutcomeSpec): number {
  return spec.subRoll ? 216 : 36;
}

/**
 * The exact distribution of a combat's outcomes, from every cell the dice reach. The same as walking
 * all 36 (or 216) dice, a test shows, at a fraction of the work. An outcome is built only for the
 * first dice that reach each pair of results (the chart shares one object per printed result, so a
 * pair is recognised by identity); the others add their weight.
 */
export function outcomeDistribution(spec: OutcomeSpec): Distribution<CombatOutcome> {
  const outcomes: { value: CombatOutcome; weight: number }[] = [];
  forEachCell(spec, (defender, attacker, weight, subRoll, difference) => {
    const seen = outcomes.find((o) => o.value.defender === defender && o.value.attacker === attacker);
    if (seen) {
      seen.weight += weight;
    } else {
      const a = difference > 0 ? 1 + difference : 1;
      outcomes.push({ value: outcomeAt(spec, subRoll, a, a - difference), weight });
    }
  });
  return { total: cellsTotal(spec), outcomes };
}
