import { FigureTally, type FigureDistribution, type Figures, MARK, type Planning } from '../../../core/figures';
import type { CombatResult } from '../results';
import type { CombatInput, CombatUnitInput } from '../schema/combat';
import type { GcacwInput } from '../schema/index';
import type { GcacwOutcome } from '../index';
import { cellsTotal, forEachCell } from './outcomes';
import { combatSetting } from './prepare';

/**
 * What a GCACW plan weighs (docs/games/gcacw.md, "What a plan weighs"): a combat's Manpower losses per
 * side, and its retreats, routs, disorganization and demoralization. The series' other kinds (retreat
 * and march tables, events) are no attack.
 */

const MEASURE = 'Manpower';

/** A side's Manpower, when every unit's was entered. */
function manpowerOf(units: readonly CombatUnitInput[]): number | undefined {
  let sum = 0;
  for (const u of units) {
    if (u.manpower === undefined) return undefined;
    sum += u.manpower;
  }
  return sum;
}

/** One side's loss and marks from its half of the chart cell (Summary of Combat Results). */
function side(units: readonly CombatUnitInput[], r: CombatResult, has: number | undefined): { loss: number; eliminated: boolean; retreats: boolean; shaken: boolean } {
  // R* takes 1 more Manpower from each unit already Demoralized-2.
  let loss = r.manpower;
  if (r.retreat === 'R*') for (const u of units) if (u.demoralized === 2) loss += 1;
  const capped = has === undefined ? loss : Math.min(loss, has);
  return {
    loss: capped,
    eliminated: has !== undefined && has > 0 && loss >= has,
    retreats: r.retreat !== undefined,
    shaken: r.status === 'D' || r.retreat === 'R' || r.retreat === 'R*',
  };
}

function figuresOf(input: CombatInput, defender: CombatResult, attacker: CombatResult, defenderHas: number | undefined, attackerHas: number | undefined): Figures {
  const d = side(input.defender.units, defender, defenderHas);
  const a = side(input.attacker.units, attacker, attackerHas);
  let marks = 0;
  if (d.retreats) marks |= MARK.defenderRetreats;
  if (d.eliminated) marks |= MARK.defenderEliminated;
  if (d.shaken) marks |= MARK.defenderShaken;
  if (a.retreats) marks |= MARK.attackerRetreats;
  if (a.eliminated) marks |= MARK.attackerEliminated;
  if (a.shaken) marks |= MARK.attackerShaken;
  return { attackerLoss: a.loss, defenderLoss: d.loss, marks };
}

function fastFigures(input: CombatInput): FigureDistribution {
  const { spec } = combatSetting(input);
  const defenderHas = manpowerOf(input.defender.units);
  const attackerHas = manpowerOf(input.attacker.units);
  const tally = new FigureTally();
  forEachCell(spec, (defender, attacker, weight) => {
    const f = figuresOf(input, defender, attacker, defenderHas, attackerHas);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, weight);
  });
  return tally.done(MEASURE, cellsTotal(spec));
}

function demoralizedTwice(units: readonly CombatUnitInput[]): number {
  let n = 0;
  for (const u of units) if (u.demoralized === 2) n++;
  return n;
}

export const gcacwPlanning: Planning<GcacwInput, GcacwOutcome> = {
  measure: (input) => (input.kind === 'combat' ? MEASURE : undefined),
  figures(o, input) {
    if (!('defender' in o) || input.kind !== 'combat') throw new RangeError(`${input.kind} is not an attack a plan weighs`);
    return figuresOf(input, o.defender, o.attacker, manpowerOf(input.defender.units), manpowerOf(input.attacker.units));
  },
  fast: {
    figures: (input) => (input.kind === 'combat' ? fastFigures(input) : undefined),
    key(input) {
      if (input.kind !== 'combat') return input.kind;
      // The columns and modifiers fix the chart cells reached; the Manpower entered and the Demoralized-2 units fix each side's loss.
      const { spec } = combatSetting(input);
      const sub = spec.subRoll ? `${spec.subRoll.even}/${spec.subRoll.odd}` : `${spec.fixedArtillery}`;
      return `${spec.defenderColumn}|${spec.attackerColumn}|${spec.attackerModifier}|${spec.defenderModifier}|${sub}|${manpowerOf(input.defender.units) ?? '?'}|${manpowerOf(input.attacker.units) ?? '?'}|${demoralizedTwice(input.defender.units)}|${demoralizedTwice(input.attacker.units)}`;
    },
  },
};
