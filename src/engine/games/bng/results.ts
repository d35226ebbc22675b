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

// Built whole, in one shape: spreading a shared base here was the costliest part of a resolve.
function unit(side: UnitResult['side'], index: number, name: string, fate: Fate, ref: string, automatic = 0, check = false): UnitResult {
  return { side, index, name, fate, automatic, check, ref };
}

/** What one result does to every unit in the combat, attackers first, in the order given. */
export function unitResults(code: CrtCode, sides: Sides): UnitResult[] {
  const attackers = sides.attackers.map((a, index): UnitResult => {
    const at = (fate: Fate, ref: string, automatic = 0, check = false) => unit('attacker', index, a.input.name, fate, ref, automatic, check);
    if (!ADVERSE_TO_ATTACKER.includes(code)) return at('none', 'Combat Results Table');
    if (a.bombarding) return code === 'Ar' ? at('mayRetreat', '9.15, 9.17') : at('exempt', '9.15');
    const zoc = a.inEnemyZoc;
    switch (code) {
      case 'Ae':
        return at('byYourChart', 'Combat Results Table');
      case 'Ae*':
        return at('byYourChart', '12.11', zoc ? 1 : 0);
      case 'Ar':
        return a.input.type === 'artillery' ? at('retreat', '9.43, 12.11', zoc ? 2 : 0) : at('retreat', '12.11', zoc ? 1 : 0);
      default:
        return at('byYourChart', '12.13, 12.26', 0, zoc);
    }
  });
  const defenders = sides.defenders.map((d, index): UnitResult => {
    const at = (fate: Fate, ref: string, automatic = 0, check = false) => unit('defender', index, d.input.name, fate, ref, automatic, check);
    if (d.input.routedRetreat === 'retreats') return at('retreatedBeforeCombat', '12.34');
    if (d.input.routedRetreat === 'eliminated') return at('eliminatedBeforeCombat', '12.34');
    const zoc = d.inEnemyZoc;
    switch (code) {
      case 'Dr':
        return d.input.type === 'artillery' ? at('retreat', '9.52, 12.12', zoc ? 1 : 0) : at('retreat', '12.12', 0, zoc);
      case 'De':
        return at('byYourChart', 'Combat Results Table');
      case 'Ex':
      case 'Ex*':
        return at('byYourChart', '12.13, 12.26', 0, zoc);
      default:
        return at('none', 'Combat Results Table');
    }
  });
  return [...attackers, ...defenders];
}
