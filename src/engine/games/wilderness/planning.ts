import { CombatInputError } from '../../core/errors';
import { FigureTally, type FigureDistribution, type Figures, MARK, type Planning } from '../../core/figures';
import { add, fraction } from '../../core/fraction';
import { columnOutcomes as cavalryOutcomes, cavalryColumn } from './cavalry';
import { crtForStrength } from './charts';
import { AUTOMATIC_LOSS, infantryDieModifier, infantryOdds, oddsTooLow, zeroAttack } from './infantry';
import { type Setting, columnOutcomes as infantryOutcomes, outcome } from './infantry-outcomes';
import { oddsText, ratioText } from './odds';
import { crtInUse } from './player-crts';
import { terrainRestrictions } from './restrictions';
import type { CavalryCombat, InfantryCombat, WildernessCombat } from './schema';
import { attackerStrength, defenderStrength } from './strength';
import type { WildernessOutcome } from './types';

/**
 * What a Wilderness plan weighs (docs/games/wilderness.md, "What a plan weighs"): infantry combats in
 * printed strength points, cavalry combats in cavalry units; a probe is no attack. The results are
 * losses only: a side whose loss reaches all it has is eliminated (the defender's hex is then clear).
 */

const INFANTRY_MEASURE = 'strength points';
const CAVALRY_MEASURE = 'cavalry units';

function sideFigures(attackerLoss: number, defenderLoss: number, attackerHas: number, defenderHas: number): Figures {
  let marks = 0;
  if (attackerLoss >= attackerHas) marks |= MARK.attackerEliminated;
  if (defenderLoss >= defenderHas) marks |= MARK.defenderEliminated;
  return { attackerLoss: Math.min(attackerLoss, attackerHas), defenderLoss: Math.min(defenderLoss, defenderHas), marks };
}

function printedOf(units: readonly { readonly strength: number }[]): number {
  let sum = 0;
  for (const u of units) sum += u.strength;
  return sum;
}

/** The table an infantry combat reads: the app's, or the player's own chart (checked once per description's charts). */
const tablesByCharts = new WeakMap<object, Map<string, Setting['table']>>();

function tableFor(input: InfantryCombat, defenderPrinted: number): Setting['table'] {
  const printedTable = crtForStrength(defenderPrinted);
  if (!input.charts) return printedTable;
  let tables = tablesByCharts.get(input.charts);
  if (!tables) tablesByCharts.set(input.charts, (tables = new Map()));
  let table = tables.get(printedTable.name);
  if (!table) tables.set(printedTable.name, (table = crtInUse(printedTable, input.charts)));
  return table;
}

function infantryFigures(input: InfantryCombat): FigureDistribution {
  const restrictions = terrainRestrictions(input, input.hastyAttack);
  if (restrictions.length > 0) throw new CombatInputError(restrictions);
  const attackerPrinted = printedOf(input.attackers);
  const defenderPrinted = printedOf(input.defenders);
  let attack = fraction(0);
  for (const u of input.attackers) attack = add(attack, attackerStrength(u, input.hastyAttack));
  if (attack.num === 0) throw zeroAttack();
  let fortified = false;
  for (const u of input.defenders) fortified ||= u.fortification;
  const hex = { withFortification: fortified, mountainPass: input.defenderHex.terrain === 'mountain-pass' };
  let defence = fraction(0);
  for (const u of input.defenders) defence = add(defence, defenderStrength(u, hex));
  const setting: Setting = { table: tableFor(input, defenderPrinted), printed: { attacker: attackerPrinted, defender: defenderPrinted }, fortified };
  const { raw, odds, column } = infantryOdds(attack, defence);
  const tally = new FigureTally();
  if (column < 0) {
    if (!input.hastyAttack) throw oddsTooLow(`${ratioText(attack, defence)}, rounded down in the defender's favour: ${oddsText(raw)}`);
    const automatic = outcome(setting, AUTOMATIC_LOSS).effects;
    const f = sideFigures(automatic.attackerLoss, automatic.defenderLoss, attackerPrinted, defenderPrinted);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, 1);
    return tally.done(INFANTRY_MEASURE, 1);
  }
  const set = infantryOutcomes(setting, column, oddsText(odds), infantryDieModifier(input), input.defenderHex.entrenched);
  for (const o of set.outcomes) {
    const f = sideFigures(o.effects.attackerLoss, o.effects.defenderLoss, attackerPrinted, defenderPrinted);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, 1);
  }
  return tally.done(INFANTRY_MEASURE, set.outcomes.length);
}

function cavalryFigures(input: CavalryCombat): FigureDistribution {
  const { odds, column } = cavalryColumn(input);
  const tally = new FigureTally();
  const outcomes = cavalryOutcomes(column, oddsText(odds));
  for (const o of outcomes) {
    const f = sideFigures(o.effects.attackerUnitsEliminated, o.effects.defenderUnitsEliminated, input.attackers.length, input.defenders.length);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, 1);
  }
  return tally.done(CAVALRY_MEASURE, outcomes.length);
}

function fastKey(input: WildernessCombat): string {
  switch (input.kind) {
    case 'infantry-combat': {
      // What sets the distribution: the adjusted strengths (so the odds), the printed totals (the table and the caps), the modifier, entrenchment, the player's chart read.
      let attack = fraction(0);
      for (const u of input.attackers) attack = add(attack, attackerStrength(u, input.hastyAttack));
      return `i|${attack.num}/${attack.den}|${printedOf(input.attackers)}|${printedOf(input.defenders)}|${input.attackers.every((u) => u.acrossRiver)}|${input.hastyAttack}|${input.defenderHex.terrain}|${input.defenderHex.entrenched}|${input.defenders.map((u) => `${u.strength}${u.supply}${u.entrained}${u.fortification}`).join(',')}|${tableFor(input, printedOf(input.defenders)).fingerprint ?? ''}`;
    }
    case 'cavalry-combat':
      return `c|${input.attackers.length}|${input.defenders.length}|${input.defenderHex.terrain}`;
    case 'cavalry-probe':
      return 'p';
  }
}

export const wildernessPlanning: Planning<WildernessCombat, WildernessOutcome> = {
  measure: (input) => (input.kind === 'infantry-combat' ? INFANTRY_MEASURE : input.kind === 'cavalry-combat' ? CAVALRY_MEASURE : undefined),
  figures(o, input) {
    const e = o.effects;
    if (e.kind === 'infantry-combat' && input.kind === 'infantry-combat') return sideFigures(e.attackerLoss, e.defenderLoss, printedOf(input.attackers), printedOf(input.defenders));
    if (e.kind === 'cavalry-combat' && input.kind === 'cavalry-combat') return sideFigures(e.attackerUnitsEliminated, e.defenderUnitsEliminated, input.attackers.length, input.defenders.length);
    throw new RangeError('a cavalry probe is not an attack a plan weighs');
  },
  fast: {
    figures: (input) => (input.kind === 'infantry-combat' ? infantryFigures(input) : input.kind === 'cavalry-combat' ? cavalryFigures(input) : undefined),
    key: fastKey,
  },
};
