import type { Distribution } from '../../../core/distribution';
import { clampRow, resultsAt } from './chart';
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

// Outcomes are immutable plain data, so combats with the same columns and modifiers share them:
// analysing a combat again (as a player adjusts a description) allocates nothing in `roll`.
const CACHE = new Map<string, (CombatOutcome | undefined)[]>();
const CACHE_LIMIT = 64;

function build(spec: OutcomeSpec, subRoll: number | undefined, a: number, d: number): CombatOutcome {
  const art = subRoll === undefined || !spec.subRoll ? 0 : subRoll % 2 === 0 ? spec.subRoll.even : spec.subRoll.odd;
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

/** The outcome for one set of dice faces (`subRoll` undefined when the combat has none). */
export function outcomeLookup(spec: OutcomeSpec): (subRoll: number | undefined, a: number, d: number) => CombatOutcome {
  const id = `${spec.defenderColumn}|${spec.attackerColumn}|${spec.attackerModifier}|${spec.defenderModifier}|${spec.subRoll ? `${spec.subRoll.even}/${spec.subRoll.odd}` : `=${spec.fixedArtillery}`}`;
  let slots = CACHE.get(id);
  if (!slots) {
    if (CACHE.size >= CACHE_LIMIT) {
      const oldest = CACHE.keys().next();
      if (!oldest.done) CACHE.delete(oldest.value);
    }
    slots = [];
    CACHE.set(id, slots);
  }
  const table = slots;
  return (subRoll, a, d) => {
    const i = ((subRoll ?? 1) - 1) * 36 + (a - 1) * 6 + (d - 1);
    let o = table[i];
    if (!o) {
      o = build(spec, subRoll, a, d);
      table[i] = o;
    }
    return o;
  };
}

/**
 * The exact distribution of a combat's outcomes. The dice matter only through their difference
 * (and the sub-roll's parity), so each difference from -5 to +5 is read once, weighted by the
 * number of the 36 pairs that give it (6 − |difference|); with a sub-roll, each parity is 3 of its
 * 6 faces. The same as walking all 36 (or 216) dice, a test shows, at a fraction of the work.
 */
export function outcomeDistribution(spec: OutcomeSpec, lookup: ReturnType<typeof outcomeLookup>): Distribution<CombatOutcome> {
  // An even face and an odd face stand for their parity.
  const subRolls = spec.subRoll ? [2, 1] : [undefined];
  const facesPerParity = spec.subRoll ? 3 : 1;
  const merged = new Map<string, { value: CombatOutcome; weight: number }>();
  for (const subRoll of subRolls) {
    for (let difference = -5; difference <= 5; difference++) {
      const a = difference > 0 ? 1 + difference : 1;
      const value = lookup(subRoll, a, a - difference);
      const weight = (6 - Math.abs(difference)) * facesPerParity;
      const seen = merged.get(value.key);
      if (seen) seen.weight += weight;
      else merged.set(value.key, { value, weight });
    }
  }
  return { total: spec.subRoll ? 216 : 36, outcomes: [...merged.values()] };
}
