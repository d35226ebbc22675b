import { ruleError } from '../../../core/errors';
import type { CombatInput, CombatUnitInput } from '../schema/combat';

/**
 * What each side of a combat brings, as totals of its units' values: the one place both the
 * explained path and the plan's fast path add them up.
 */

/** A side's Combat Value (whole or half). */
export function combatValueOf(units: readonly CombatUnitInput[]): number {
  let sum = 0;
  for (const u of units) sum += u.combatValue;
  return sum;
}

/** A side's printed Artillery Value. */
export function artilleryOf(units: readonly CombatUnitInput[]): number {
  let sum = 0;
  for (const u of units) sum += u.artillery;
  return sum;
}

/** A side's Manpower, when every unit's was entered. */
export function manpowerOf(units: readonly CombatUnitInput[]): number | undefined {
  let sum = 0;
  for (const u of units) {
    if (u.manpower === undefined) return undefined;
    sum += u.manpower;
  }
  return sum;
}

/** How many of a side's units are Demoralized-2 (each loses 1 more Manpower to an R*). */
export function demoralizedTwoCount(units: readonly CombatUnitInput[]): number {
  let n = 0;
  for (const u of units) if (u.demoralized === 2) n++;
  return n;
}

/** Entrenchment only adds: the values counting it cannot be below the units' own. */
export function checkEntrenched(input: CombatInput, combatValue: number, artillery: number): void {
  const e = input.defender.entrenched;
  if (e === undefined) return;
  if (e.combatValue < combatValue) throw ruleError('defender.entrenched.combatValue', `counting entrenchment, the defenders' Combat Value cannot be less than their units' total, ${combatValue}`);
  if (e.artillery < artillery) throw ruleError('defender.entrenched.artillery', `counting entrenchment, the defenders' Artillery Value cannot be less than their units' printed total, ${artillery}`);
}
