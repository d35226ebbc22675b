import type { OutcomeBase } from '../../../core/combat';
import type { GroundKind } from '../schema/ground';
import type { UnitLoss } from './losses';

/** A side's combat supply roll: the die, the points the Combat Supply Table asks, and whether the side had them. */
export interface SupplyRoll {
  readonly die: number;
  readonly needed: number;
  readonly supplied: boolean;
}

/** The Combat Results Table reading and what it costs each side. */
export interface CombatReading {
  readonly column: string;
  readonly die: number;
  /** The rows the better-rated leader's side moved the die (signed). */
  readonly shift: number;
  readonly row: number;
  readonly cell: string;
  readonly attackerStrength: number;
  readonly defenderStrength: number;
  readonly attackerLossPercent: number;
  readonly defenderLossPercent: number;
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly attackerRetreats: boolean;
  readonly defenderRetreats: boolean;
}

export interface GroundOutcome extends OutcomeBase {
  readonly kind: 'ground';
  readonly initiative?: { readonly die: number; readonly passed: boolean };
  readonly attackerSupply: SupplyRoll | null;
  readonly defenderSupply: SupplyRoll | null;
  readonly combat: CombatReading | null;
  /** Only the supply dice were rolled: the combat's supply step, its combat die to come. */
  readonly supplyStep?: boolean;
  /** Only the combat die was rolled: the reading is the suggested change's, the change still to choose. */
  readonly dieStep?: boolean;
}

/** One die change the choosing side may make once the combat die is seen, with what it reads. */
export type DieChange = {
  readonly shift: number;
  /** The die as moved, within 1 to 6. */
  readonly die: number;
  readonly cell: string;
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly attackerRetreats: boolean;
  readonly defenderRetreats: boolean;
};

export type SideSupplyEffects = { readonly die: number; readonly needed: number; readonly spent: number; readonly supplied: boolean };

/** What a ground combat, storm, siege combat or attack from march does, for the desk to apply. */
export type GroundEffects = {
  readonly kind: GroundKind;
  /** The supply step: the supply dice as rolled, for the combat die that follows (`supplyDice`). */
  readonly supplyStep: boolean;
  /** The die step: the combat die as rolled (in `table`), its change still to choose (`combatDie`); nothing is applied. */
  readonly dieStep: boolean;
  readonly attackMade: boolean;
  readonly intensity: number;
  readonly initiative: { readonly leader: string; readonly die: number; readonly passed: boolean } | null;
  readonly supply: { readonly attacker: SideSupplyEffects | null; readonly defender: SideSupplyEffects | null };
  readonly table: { readonly crt: number; readonly column: string; readonly die: number; readonly shift: number; readonly row: number; readonly cell: string } | null;
  /**
   * At the die step: every change the choosing side may make to the die as rolled (up to the net
   * combat rating, within 1 to 6), each with what it reads at the supply rolled; none otherwise.
   */
  readonly dieChanges: readonly DieChange[];
  /** The die was moved by a leader's combat rating: the rules put that leader at risk of Leader loss. */
  readonly leaderShiftUsedBy: string | null;
  readonly attacker: { readonly lossPercent: number; readonly lossSp: number; readonly losses: readonly UnitLoss[]; readonly retreats: boolean; readonly mayAdvance: boolean };
  readonly defender: { readonly lossPercent: number; readonly lossSp: number; readonly losses: readonly UnitLoss[]; readonly retreats: boolean; readonly mayIgnoreRetreat: boolean };
};

// Outcomes that differ only in the supply spent are one chance: the spending is in the effects of the one rolled.
function supplyKey(s: SupplyRoll | null): string {
  return s === null || s.supplied ? '' : 'u';
}

export function groundKey(o: Omit<GroundOutcome, 'key' | 'label'>): string {
  if (o.initiative && !o.initiative.passed) return 'no-attack';
  const c = o.combat;
  const result = c ? `${c.attackerLoss}${c.attackerRetreats ? 'r' : ''}/${c.defenderLoss}${c.defenderRetreats ? '*' : ''}` : o.supplyStep ? 'supply' : 'contact';
  return `${o.dieStep && c ? `die${c.die}|` : ''}${supplyKey(o.attackerSupply)}|${supplyKey(o.defenderSupply)}|${result}`;
}

function supplyWords(side: string, s: SupplyRoll | null): string | undefined {
  return s === null || s.supplied ? undefined : `${side} short of supply`;
}

export function groundLabel(o: Omit<GroundOutcome, 'key' | 'label'>, leader: string): string {
  if (o.initiative && !o.initiative.passed) return `No attack: ${leader} fails his initiative roll`;
  const supply = [supplyWords('attacker', o.attackerSupply), supplyWords('defender', o.defenderSupply)].filter((x): x is string => x !== undefined);
  if (o.supplyStep && o.combat === null) return supply.length > 0 ? `Supply rolled: ${supply.join('; ')}` : 'Supply rolled: both sides fight at full strength';
  const c = o.combat;
  if (o.dieStep && c) {
    const change = c.shift === 0 ? 'suggested: leave it' : `suggested: move it ${c.shift > 0 ? '+' : ''}${c.shift}`;
    // Rolled with the initiative die and the supply dice, the die step says what they gave.
    const head = o.initiative?.passed ? `${leader} passes; combat die ${c.die}` : `Combat die ${c.die}`;
    const text = `${head} (${change}, and then the attacker loses ${c.attackerLoss} SP${c.attackerRetreats ? ' and retreats' : ''}, the defender ${c.defenderLoss} SP${c.defenderRetreats ? ' and retreats' : ''})`;
    return supply.length > 0 ? `${text} (${supply.join('; ')})` : text;
  }
  const result = c
    ? `Attacker loses ${c.attackerLoss} SP${c.attackerRetreats ? ' and retreats' : ''}, defender loses ${c.defenderLoss} SP${c.defenderRetreats ? ' and retreats' : ''}`
    : 'Contact: no combat';
  return supply.length > 0 ? `${result} (${supply.join('; ')})` : result;
}
