import { type Figures, MARK, type Planning } from '../../../core/figures';
import type { GroundInput } from '../schema/ground';
import type { WbtsInput } from '../schema/index';
import type { WbtsOutcome } from '../outcome';
import { MEASURE, fastGroundFigures } from './fast-figures';
import { fastGroundKey } from './fast-key';
import { resultMarks } from './figure-marks';
import type { GroundOutcome } from './outcome';
import { chitCap } from './rules';

/**
 * What a War Between the States plan weighs (docs/games/wbts.md, "What a plan weighs"): a ground
 * combat, storm, siege combat or attack from march, in strength points (SP) lost by each side, with
 * their retreats. Initiative alone, bombardment and the naval kinds are no attack it weighs yet.
 */

const GROUND: readonly string[] = ['combat', 'storm', 'siegeCombat', 'attackFromMarch'];

const isGround = (input: WbtsInput): input is GroundInput => GROUND.includes(input.kind);

function sideSp(input: GroundInput): { readonly attacker: number; readonly defender: number } {
  let attacker = 0;
  for (const h of input.attacker.hexes) for (const u of h.units) attacker += u.sp;
  let defender = 0;
  for (const u of input.defender.units) defender += u.sp;
  return { attacker, defender };
}

function figuresOf(o: GroundOutcome, has: { readonly attacker: number; readonly defender: number }): Figures {
  // No combat die: the initiative failed, or an intensity of 0 made it contact (the supply dice alone).
  const c = o.combat;
  if (!c) return { attackerLoss: 0, defenderLoss: 0, marks: MARK.noCombat };
  // The reading already caps each loss at what the side has.
  return { attackerLoss: c.attackerLoss, defenderLoss: c.defenderLoss, marks: resultMarks(c.attackerLoss, c.defenderLoss, c.attackerRetreats, c.defenderRetreats, has.attacker, has.defender) };
}

export const wbtsPlanning: Planning<WbtsInput, WbtsOutcome> = {
  measure: (input) => (isGround(input) ? MEASURE : undefined),
  figures(o, input) {
    if (!isGround(input) || o.kind !== 'ground') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(o, sideSp(input));
  },
  /**
   * The defender's intensity chit is picked once the attack is declared: each chit his leader may
   * choose (up to his initiative, at most 1 in an attack from march; 0 without a leader). The
   * leader's die change needs no reply here: the engine already plays it as the side that makes it would.
   */
  replies(input) {
    if (!isGround(input)) return [];
    const cap = chitCap(input.defender.leader?.initiative ?? 0, input.kind === 'attackFromMarch');
    return Array.from({ length: cap + 1 }, (_, chit) => ({ ...input, defender: { ...input.defender, chit } }));
  },
  fast: {
    figures: (input) => (isGround(input) ? fastGroundFigures(input) : undefined),
    // Not an attack: no figures, whatever the description says.
    key: (input) => (isGround(input) ? fastGroundKey(input) : `-${input.kind}`),
  },
};
