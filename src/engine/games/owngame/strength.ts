import { type Fraction, add, fraction, mul } from '../../core/fraction';
import type { Condition, Definition } from './definition/check';
import type { Rounding } from './definition/form';
import type { OwnInput, OwnUnit } from './schema';

export type Side = 'attacker' | 'defender';

/** A strength multiplier met on the way, with the value before and after it (for the explained path's words). */
export interface Applied {
  readonly condition: Condition & { readonly effect: 'strength' };
  readonly before: Fraction;
  readonly after: Fraction;
  /** The rounding or the least left moved the exact product. */
  readonly exact: Fraction;
}

/** `x` rounded as a condition says; a fraction kept exact for "exact". */
export function rounded(x: Fraction, rounding: Rounding): Fraction {
  const down = Math.floor(x.num / x.den);
  const up = Math.ceil(x.num / x.den);
  switch (rounding) {
    case 'exact':
      return x;
    case 'down':
      return fraction(down);
    case 'up':
      return fraction(up);
    case 'nearest-up':
      return fraction(Math.floor((2 * x.num + x.den) / (2 * x.den)));
    case 'nearest-down':
      return fraction(Math.ceil((2 * x.num - x.den) / (2 * x.den)));
  }
}

/** One multiplier applied to a value: the product, rounded, then raised to the least it leaves. */
export function multiply(value: Fraction, c: Condition & { readonly effect: 'strength' }): { readonly value: Fraction; readonly exact: Fraction } {
  const exact = mul(value, c.factor ?? fraction(1));
  const r = rounded(exact, c.rounding);
  const least = c.least ?? 0;
  return { value: r.num < least * r.den ? fraction(least) : r, exact };
}

/** The strength multipliers of a side, in the definition's order, ticked on a unit (`unit`) or for the whole combat (`combat`). */
export function multipliers(definition: Definition, side: Side, scope: 'unit' | 'combat', ticked: readonly string[]): (Condition & { readonly effect: 'strength' })[] {
  const out: (Condition & { readonly effect: 'strength' })[] = [];
  for (const c of definition.conditionOrder) if (c.effect === 'strength' && c.side === side && c.scope === scope && ticked.includes(c.id)) out.push(c);
  return out;
}

/** A unit's strength after its own multipliers, each in turn, as the fast path needs it (no words). */
export function unitStrength(definition: Definition, side: Side, unit: OwnUnit, seen?: Applied[]): Fraction {
  let value = fraction(unit.strength);
  for (const c of multipliers(definition, side, 'unit', unit.conditions)) {
    const next = multiply(value, c);
    seen?.push({ condition: c, before: value, after: next.value, exact: next.exact });
    value = next.value;
  }
  return value;
}

/** A side's total: its units' strengths, then the combat's multipliers on that side, each in turn. */
export function sideTotal(definition: Definition, side: Side, input: OwnInput, seen?: Applied[]): Fraction {
  const units = side === 'attacker' ? input.attackers : input.defenders;
  let total = fraction(0);
  for (const u of units) total = add(total, unitStrength(definition, side, u));
  for (const c of multipliers(definition, side, 'combat', input.conditions)) {
    const next = multiply(total, c);
    seen?.push({ condition: c, before: total, after: next.value, exact: next.exact });
    total = next.value;
  }
  return total;
}

/** A fraction in words: "7", "3½", "10/3". */
export function fractionWords(x: Fraction): string {
  if (x.den === 1) return String(x.num);
  if (x.den === 2) return `${x.num === 1 ? '' : Math.floor(x.num / 2)}½`;
  return `${x.num}/${x.den}`;
}
