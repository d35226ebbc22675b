import { inTownMorale } from './morale';
import type { Attacker, CombatInput, Defender, Morale } from './schema';

/** An attacking unit as the procedure reads it: its state after 12.17 and how it attacks. */
export interface AttackingUnit {
  readonly input: Attacker;
  readonly path: string;
  readonly morale: Morale;
  readonly adjacent: boolean;
  /** Artillery or a gunboat (9.65: gunboats attack in the same manner as artillery). */
  readonly gun: boolean;
  readonly inEnemyZoc: boolean;
  /** Artillery attacking from a non-adjacent hex or an adjacent hex not in an enemy zone of control: no adverse results (9.15). */
  readonly bombarding: boolean;
}

export interface DefendingUnit {
  readonly input: Defender;
  readonly path: string;
  readonly morale: Morale;
  readonly inEnemyZoc: boolean;
  /** Still in its hex when the combat is resolved: not retreated before combat (12.34). */
  readonly staysForCombat: boolean;
}

export interface Sides {
  readonly attackers: readonly AttackingUnit[];
  readonly defenders: readonly DefendingUnit[];
  /** The attack includes units adjacent to the defenders (9.53). */
  readonly includesAdjacent: boolean;
}

export function readSides(input: CombatInput): Sides {
  const attackers = input.attackers.map((a, i): AttackingUnit => {
    const adjacent = a.range === 1;
    const gun = a.type === 'artillery' || a.type === 'gunboat';
    const inEnemyZoc = a.inEnemyZoc ?? (adjacent && a.type !== 'gunboat');
    return { input: a, path: `attackers.${i}`, morale: inTownMorale(a.morale, a.inTown), adjacent, gun, inEnemyZoc, bombarding: gun && !inEnemyZoc };
  });
  const includesAdjacent = attackers.some((a) => a.adjacent);
  const exertsZoc = attackers.some((a) => a.adjacent && a.input.type !== 'gunboat');
  const defenders = input.defenders.map(
    (d, i): DefendingUnit => ({ input: d, path: `defenders.${i}`, morale: inTownMorale(d.morale, d.inTown), inEnemyZoc: d.inEnemyZoc ?? exertsZoc, staysForCombat: d.routedRetreat === 'none' }),
  );
  return { attackers, defenders, includesAdjacent };
}
