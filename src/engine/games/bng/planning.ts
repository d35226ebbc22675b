import { type Figures, MARK, type Planning } from '../../core/figures';
import { type CombatSpec, combatSpec } from './combat-spec';
import { fastFigures, fastKey } from './fast/figures';
import type { CombatOutcome, BngOutcome } from './outcome';
import { MEASURE, NO_COMBAT_MARKS, RESULT_MARKS, shakenWithoutDie } from './plan-marks';
import type { BngInput, CombatInput } from './schema';

/**
 * What a Blue & Grey plan weighs (docs/games/bng.md, "What a plan weighs"): which side leaves its hex,
 * is eliminated or is Disordered. Which units Ae*, Ex and Ex* remove is the player's own Combat
 * Results Table's to say, so no loss is counted: the plan weighs the results, not their strength.
 * The explained path reads each outcome of `prepare`; the fast path (fast/) reads the description
 * straight to its distribution through the same rules, with no steps.
 */

function figuresOf(spec: CombatSpec, o: CombatOutcome): Figures {
  if (o.result === null) return { attackerLoss: 0, defenderLoss: 0, marks: NO_COMBAT_MARKS };
  let marks = RESULT_MARKS[o.result];
  const plan = spec.result(o.result);
  const automatic = (side: 'attacker' | 'defender') => plan.units.some((u) => u.side === side && shakenWithoutDie(u));
  if (o.defendersDisordered > 0 || automatic('defender')) marks |= MARK.defenderShaken;
  if (o.attackersDisordered > 0 || automatic('attacker')) marks |= MARK.attackerShaken;
  return { attackerLoss: 0, defenderLoss: 0, marks };
}

/** The explained path asks for each outcome's figures in turn: the combat is set up once for them all. */
const specs = new WeakMap<CombatInput, CombatSpec>();

function specOf(input: CombatInput): CombatSpec {
  let spec = specs.get(input);
  if (!spec) specs.set(input, (spec = combatSpec(input)));
  return spec;
}

export const bngPlanning: Planning<BngInput, BngOutcome> = {
  measure: (input) => (input.kind === 'combat' ? MEASURE : undefined),
  figures(o, input) {
    if (o.kind !== 'combat' || input.kind !== 'combat') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(specOf(input), o);
  },
  fast: {
    figures: (input) => (input.kind === 'combat' ? fastFigures(input) : undefined),
    key: (input) => (input.kind === 'combat' ? fastKey(input) : input.kind),
  },
};
