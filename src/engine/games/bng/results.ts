import type { CrtCode } from './crt';
import type { Sides } from './units';

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

const ADVERSE_TO_ATTACKER: readonly CrtCode[] = ['Ae', 'Ae*', 'Ar', 'Ex', 'Ex*'];

/** What one result does to every unit in the combat, attackers first, in the order given. */
export function unitResults(code: CrtCode, sides: Sides): UnitResult[] {
  const attackers = sides.attackers.map((a, index): UnitResult => {
    const base = { side: 'attacker' as const, index, name: a.input.name, automatic: 0, check: false };
    if (!ADVERSE_TO_ATTACKER.includes(code)) return { ...base, fate: 'none', ref: 'Combat Results Table' };
    if (a.bombarding) return code === 'Ar' ? { ...base, fate: 'mayRetreat', ref: '9.15, 9.17' } : { ...base, fate: 'exempt', ref: '9.15' };
    const zoc = a.inEnemyZoc;
    switch (code) {
      case 'Ae':
        return { ...base, fate: 'byYourChart', ref: 'Combat Results Table' };
      case 'Ae*':
        return { ...base, fate: 'byYourChart', automatic: zoc ? 1 : 0, ref: '12.11' };
      case 'Ar':
        return { ...base, fate: 'retreat', automatic: zoc ? (a.input.type === 'artillery' ? 2 : 1) : 0, ref: a.input.type === 'artillery' ? '9.43, 12.11' : '12.11' };
      default:
        return { ...base, fate: 'byYourChart', check: zoc, ref: '12.13, 12.26' };
    }
  });
  const defenders = sides.defenders.map((d, index): UnitResult => {
    const base = { side: 'defender' as const, index, name: d.input.name, automatic: 0, check: false };
    if (d.input.routedRetreat === 'retreats') return { ...base, fate: 'retreatedBeforeCombat', ref: '12.34' };
    if (d.input.routedRetreat === 'eliminated') return { ...base, fate: 'eliminatedBeforeCombat', ref: '12.34' };
    const zoc = d.inEnemyZoc;
    switch (code) {
      case 'Dr':
        return d.input.type === 'artillery' ? { ...base, fate: 'retreat', automatic: zoc ? 1 : 0, ref: '9.52, 12.12' } : { ...base, fate: 'retreat', check: zoc, ref: '12.12' };
      case 'De':
        return { ...base, fate: 'byYourChart', ref: 'Combat Results Table' };
      case 'Ex':
      case 'Ex*':
        return { ...base, fate: 'byYourChart', check: zoc, ref: '12.13, 12.26' };
      default:
        return { ...base, fate: 'none', ref: 'Combat Results Table' };
    }
  });
  return [...attackers, ...defenders];
}
