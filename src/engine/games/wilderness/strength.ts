import { type Step, step } from '../../core/explain';
import { type Fraction, compare, formatFraction, fraction, mul } from '../../core/fraction';
import { type SupplyState, TERRAIN_EFFECTS, strengthFactor, supplyEffect } from './charts';
import { REF, wildernessSource } from './source';

/**
 * Adjusted combat strength of each unit, kept as exact fractions (how a halving rounds is not
 * stated, so nothing is rounded before the odds). A unit takes at most one reduction and at most
 * one increase (Summary of Effects on Combat Strength): several reductions still halve once.
 */

export interface AdjustedUnit {
  readonly name: string;
  readonly printed: number;
  readonly adjusted: Fraction;
  readonly step: Step;
}

interface Effect {
  readonly cause: string;
  readonly factor: Fraction;
}

const HALF = strengthFactor('Halved');
const DOUBLE = strengthFactor('Doubled');
const CAVALRY_NOTE = ' (a cavalry unit: the charts give no other strength for cavalry in this combat, so its printed strength is used)';

/** Applies the first of `effects` (they are all the same size: halving or doubling) and says why. */
function applyOnce(adjusted: Fraction, effects: readonly Effect[], verb: string, kind: string, words: string[]): Fraction {
  const first = effects[0];
  if (!first) return adjusted;
  if (effects.length === 1) {
    words.push(`${verb} for ${first.cause}`);
  } else {
    words.push(`${verb} once for ${effects.map((e) => e.cause).join(' and ')} (a unit takes only one ${kind})`);
  }
  return mul(adjusted, first.factor);
}

function applyAtMostOne(printed: number, increases: readonly Effect[], reductions: readonly Effect[]): { adjusted: Fraction; words: string[] } {
  const words: string[] = [];
  const increased = applyOnce(fraction(printed), increases, 'doubled', 'increase', words);
  return { adjusted: applyOnce(increased, reductions, 'halved', 'reduction', words), words };
}

function unitStep(ref: string, side: string, name: string, printed: number, adjusted: Fraction, how: string): Step {
  const result = formatFraction(adjusted);
  return step(wildernessSource(ref), `${side}: ${name}`, `printed ${printed}, ${how} → ${result}`, { printed, adjusted: result });
}

export interface AttackerUnit {
  readonly name: string;
  readonly strength: number;
  readonly supply: SupplyState;
  readonly cavalry: boolean;
}

const ONE = fraction(1);

/** An attacking unit's adjusted strength, with no words: what `adjustAttacker` says, as a number (the plan's fast path reads this). */
export function attackerStrength(unit: AttackerUnit, hastyAttack: boolean): Fraction {
  const word = supplyEffect('offensive', unit.supply);
  if (word === '0*') return mul(fraction(unit.strength), hastyAttack ? HALF : strengthFactor(word));
  // At most one reduction, whichever applies first: a Hasty Attack, then unsupplied.
  const reduction = hastyAttack ? HALF : word !== 'Normal' ? strengthFactor(word) : ONE;
  return mul(fraction(unit.strength), reduction);
}

/** A defending unit's adjusted strength, with no words: what `adjustDefender` says, as a number. */
export function defenderStrength(unit: DefenderUnit, hex: DefenderHexEffects): Fraction {
  const increase = hex.withFortification && !unit.fortification ? DOUBLE : hex.mountainPass ? TERRAIN_EFFECTS.mountainPassDefender : ONE;
  const supplyWord = supplyEffect('defensive', unit.supply);
  const reduction = supplyWord !== 'Normal' ? strengthFactor(supplyWord) : unit.entrained ? TERRAIN_EFFECTS.entrainedDefender : ONE;
  return mul(mul(fraction(unit.strength), increase), reduction);
}

export function adjustAttacker(unit: AttackerUnit, hastyAttack: boolean): AdjustedUnit {
  const word = supplyEffect('offensive', unit.supply);
  const cavalry = unit.cavalry ? CAVALRY_NOTE : '';
  let adjusted: Fraction;
  let how: string;
  let ref: string = REF.strengthEffects;
  if (word === '0*') {
    ref = REF.supply;
    if (hastyAttack) {
      // The chart's footnote lets isolated units make Hasty Attacks but gives no strength for them.
      adjusted = mul(fraction(unit.strength), HALF);
      how = 'isolated, in a Hasty Attack: the Supply Effects Chart lets isolated units make Hasty Attacks but does not say at what strength; treated here as one halving';
    } else {
      adjusted = mul(fraction(unit.strength), strengthFactor(word));
      how = 'isolated: offensive strength 0 (isolated units use their strength only in Hasty Attacks)';
    }
  } else {
    const reductions: Effect[] = [];
    if (hastyAttack) reductions.push({ cause: 'making a Hasty Attack', factor: HALF });
    if (word !== 'Normal') reductions.push({ cause: 'attacking unsupplied', factor: strengthFactor(word) });
    const applied = applyAtMostOne(unit.strength, [], reductions);
    adjusted = applied.adjusted;
    how = applied.words.join(', ') || 'no change';
  }
  // The words say how; the number is the one the fast path reads too, so the two cannot drift apart.
  if (compare(adjusted, attackerStrength(unit, hastyAttack)) !== 0) throw new Error(`attacking strength of ${unit.name}: the words and the number disagree`);
  return { name: unit.name, printed: unit.strength, adjusted, step: unitStep(ref, 'Attacking unit', unit.name, unit.strength, adjusted, how + cavalry) };
}

export interface DefenderUnit {
  readonly name: string;
  readonly strength: number;
  readonly supply: SupplyState;
  readonly cavalry: boolean;
  readonly entrained: boolean;
  readonly fortification: boolean;
}

export interface DefenderHexEffects {
  /** A friendly Fortification unit defends in the hex. */
  readonly withFortification: boolean;
  readonly mountainPass: boolean;
}

export function adjustDefender(unit: DefenderUnit, hex: DefenderHexEffects): AdjustedUnit {
  const increases: Effect[] = [];
  if (hex.withFortification && !unit.fortification) increases.push({ cause: 'defending in a hex with a friendly Fortification unit', factor: DOUBLE });
  if (hex.mountainPass) increases.push({ cause: 'defending in a Mountain Pass hex', factor: TERRAIN_EFFECTS.mountainPassDefender });

  const reductions: Effect[] = [];
  const supplyWord = supplyEffect('defensive', unit.supply);
  if (supplyWord !== 'Normal') reductions.push({ cause: `attacked while ${unit.supply}`, factor: strengthFactor(supplyWord) });
  if (unit.entrained) reductions.push({ cause: 'attacked while entrained', factor: TERRAIN_EFFECTS.entrainedDefender });

  const { adjusted, words } = applyAtMostOne(unit.strength, increases, reductions);
  let ref: string = REF.strengthEffects;
  if (unit.fortification) {
    // The rules' example: a 4 with a Fortification unit 3 defends at 11, so the fortification's own 3 is not doubled.
    ref = REF.howToUseCrt;
    words.unshift('a Fortification unit: its own strength counts but is not doubled by the fortification');
  }
  const how = (words.join(', ') || 'no change') + (unit.cavalry ? CAVALRY_NOTE : '');
  if (compare(adjusted, defenderStrength(unit, hex)) !== 0) throw new Error(`defending strength of ${unit.name}: the words and the number disagree`);
  return { name: unit.name, printed: unit.strength, adjusted, step: unitStep(ref, 'Defending unit', unit.name, unit.strength, adjusted, how) };
}
