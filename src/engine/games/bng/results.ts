import type { CrtCode } from './crt';
import type { AttackingUnit, DefendingUnit, Sides } from './units';

/**
 * What a result does to one unit, where the seed says: `retreat` (Ar, Dr), `mayRetreat` (bombarding
 * artillery on Ar, 9.17), `exempt` (bombarding artillery takes no adverse result, 9.15), `byYourChart`
 * (the result removes units but the seed does not say which: the player's Combat Results Table
 * does), `none`; and for a Routed defender retreated before combat (12.34), `retreatedBeforeCombat`
 * or `eliminatedBeforeCombat` (it could not retreat two hexes).
 */
export type Fate = 'none' | 'retreat' | 'mayRetreat' | 'exempt' | 'byYourChart' | 'retreatedBeforeCombat' | 'eliminatedBeforeCombat';

export interface UnitResult {
  readonly side: 'attacker' | 'defender';
  /** Index in its side's list. */
  readonly index: number;
  readonly name: string;
  readonly fate: Fate;
  /** Disorders it takes without a die (12.11, 12.12), if it survives. */
  readonly automatic: number;
  /** It rolls a die and is Disordered on 4-6 (12.12, 12.13), if it survives. */
  readonly check: boolean;
  /** The rules applied to it. */
  readonly ref: string;
}

/** What a result does to one unit: its fate, its automatic Disorders and whether it rolls a check (12.11-12.13). */
export interface UnitRule {
  readonly fate: Fate;
  readonly automatic: number;
  readonly check: boolean;
  /** The rules applied. */
  readonly ref: string;
}

// Every rule a unit can meet, made once: the fast path reads them for each result the dice reach.
const made = (fate: Fate, ref: string, automatic = 0, check = false): UnitRule => ({ fate, automatic, check, ref });
const NONE = made('none', 'Combat Results Table');
const MAY_RETREAT = made('mayRetreat', '9.15, 9.17');
const EXEMPT = made('exempt', '9.15');
const BY_CHART = made('byYourChart', 'Combat Results Table');
const PARTIAL = [made('byYourChart', '12.11'), made('byYourChart', '12.11', 1)] as const;
const ARTILLERY_RETREAT = [made('retreat', '9.43, 12.11'), made('retreat', '9.43, 12.11', 2)] as const;
const ATTACKER_RETREAT = [made('retreat', '12.11'), made('retreat', '12.11', 1)] as const;
const EXCHANGE = [made('byYourChart', '12.13, 12.26'), made('byYourChart', '12.13, 12.26', 0, true)] as const;
const RETREATED_BEFORE = made('retreatedBeforeCombat', '12.34');
const ELIMINATED_BEFORE = made('eliminatedBeforeCombat', '12.34');
const ARTILLERY_DR = [made('retreat', '9.52, 12.12'), made('retreat', '9.52, 12.12', 1)] as const;
const DEFENDER_DR = [made('retreat', '12.12'), made('retreat', '12.12', 0, true)] as const;

/** What a result does to one attacking unit (9.15, 9.17, 12.11, 12.13): in an enemy zone of control or not. */
export function attackerRule(code: CrtCode, a: AttackingUnit): UnitRule {
  if (code === 'Dr' || code === 'De' || code === '-') return NONE;
  if (a.bombarding) return code === 'Ar' ? MAY_RETREAT : EXEMPT;
  const zoc = a.inEnemyZoc ? 1 : 0;
  switch (code) {
    case 'Ae':
      return BY_CHART;
    case 'Ae*':
      return PARTIAL[zoc];
    case 'Ar':
      return a.input.type === 'artillery' ? ARTILLERY_RETREAT[zoc] : ATTACKER_RETREAT[zoc];
    default:
      return EXCHANGE[zoc];
  }
}

/** What a result does to one defending unit (12.12, 12.13, 12.34). */
export function defenderRule(code: CrtCode, d: DefendingUnit): UnitRule {
  if (d.input.routedRetreat === 'retreats') return RETREATED_BEFORE;
  if (d.input.routedRetreat === 'eliminated') return ELIMINATED_BEFORE;
  const zoc = d.inEnemyZoc ? 1 : 0;
  switch (code) {
    case 'Dr':
      return d.input.type === 'artillery' ? ARTILLERY_DR[zoc] : DEFENDER_DR[zoc];
    case 'De':
      return BY_CHART;
    case 'Ex':
    case 'Ex*':
      return EXCHANGE[zoc];
    default:
      return NONE;
  }
}

// Built whole, in one shape: spreading a shared base here was the costliest part of a resolve.
function unit(side: UnitResult['side'], index: number, name: string, r: UnitRule): UnitResult {
  return { side, index, name, fate: r.fate, automatic: r.automatic, check: r.check, ref: r.ref };
}

/** What one result does to every unit in the combat, attackers first, in the order given. */
export function unitResults(code: CrtCode, sides: Sides): UnitResult[] {
  const attackers = sides.attackers.map((a, index) => unit('attacker', index, a.input.name, attackerRule(code, a)));
  const defenders = sides.defenders.map((d, index) => unit('defender', index, d.input.name, defenderRule(code, d)));
  return [...attackers, ...defenders];
}
