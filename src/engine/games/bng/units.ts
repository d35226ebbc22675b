import { inTownMorale } from './morale';
import type { Attacker, CombatInput, Defender, Morale } from './schema';

/** An attacking unit as the procedure reads it: its state after 12.17 and how it attacks. */
export interface AttackingUnit {
  readonly input: Attacker;
  /** Its place in the description's list of attackers. */
  readonly index: number;
  readonly morale: Morale;
  readonly adjacent: boolean;
  /** Artillery or a gunboat (9.65: gunboats attack in the same manner as artillery). */
  readonly gun: boolean;
  readonly inEnemyZoc: boolean;
  /** Artillery attacking from a non-adjacent hex or an adjacent hex not in an enemy zone of control: no adverse results (9.15). */
  readonly bombarding: boolean;
  /** At night, out of any enemy zone of control: its morale marker came off at the start of the Combat Phase (11.3, 12.41 a). */
  readonly recoveredAtNight: boolean;
}

export interface DefendingUnit {
  readonly input: Defender;
  /** Its place in the description's list of defenders. */
  readonly index: number;
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
  /** Adjacent attackers across Trench hexsides, whose zones of control do not extend into the defenders' hex (10.39). */
  readonly acrossTrench: readonly string[];
}

export function readSides(input: CombatInput): Sides {
  const attackers = input.attackers.map((a, i): AttackingUnit => {
    const adjacent = a.range === 1;
    const gun = a.type === 'artillery' || a.type === 'gunboat';
    const inEnemyZoc = a.inEnemyZoc ?? (adjacent && a.type !== 'gunboat');
    const recoveredAtNight = input.night && !inEnemyZoc && a.morale !== 'normal';
    const morale = inTownMorale(recoveredAtNight ? 'normal' : a.morale, a.inTown);
    return { input: a, index: i, morale, adjacent, gun, inEnemyZoc, bombarding: gun && !inEnemyZoc, recoveredAtNight };
  });
  const includesAdjacent = attackers.some((a) => a.adjacent);
  // Zones of control do not extend into a Trench hex across its Trench hexsides (10.39).
  const trench = input.fieldworks === 'trench';
  let zocOnDefenders = 0;
  const acrossTrench: string[] = [];
  for (const a of attackers) {
    if (!a.adjacent || a.input.type === 'gunboat') continue;
    zocOnDefenders++;
    if (trench && a.input.throughFieldworks) acrossTrench.push(a.input.name);
  }
  const exertsZoc = zocOnDefenders > acrossTrench.length;
  const defenders = input.defenders.map(
    (d, i): DefendingUnit => ({ input: d, index: i, morale: inTownMorale(d.morale, d.inTown), inEnemyZoc: d.inEnemyZoc ?? exertsZoc, staysForCombat: d.routedRetreat === 'none' }),
  );
  return { attackers, defenders, includesAdjacent, acrossTrench };
}
