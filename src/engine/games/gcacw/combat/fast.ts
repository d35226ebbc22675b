import { type FigureDistribution, FigureTally } from '../../../core/figures';
import { HIGHEST_ROW, LOWEST_ROW } from '../data/combat-chart';
import { DEFENDER_TERRAIN } from '../data/modifiers';
import { flankBonus } from '../flank';
import type { CombatInput } from '../schema/combat';
import { artilleryCell, artilleryOnEven, artilleryOnOdd, hasSubRoll } from './artillery';
import { attackerColumn, clampRow, defenderColumn, rowIndex } from './chart';
import { ATTACKER_FIGURES, DEFENDER_FIGURES, type HalfFigures } from './chart-figures';
import { flankQueryOf } from './flank-query';
import { MANPOWER } from './measure';
import { attackTypeValue, demoralizedApplies, demoralizedTwoCombatValue, forEachGameSpecific, generalAttackerValue, tacticalValue, terrainValue } from './modifiers';
import { ratioModifierOf } from './ratio';
import { ATTACKER_MARKS, DEFENDER_MARKS, cappedLoss, eliminatedMark } from './side-figures';
import { artilleryOf, checkEntrenched, combatValueOf, demoralizedTwoCount, manpowerOf } from './sides';

/**
 * The plan's fast path for a GCACW combat: the figures' distribution straight from the description,
 * with no steps, labels, outcomes or words. The modifiers are the sum of the same rule functions the
 * explained path puts into words (modifiers.ts, ratio.ts, artillery.ts, flank.ts, sides.ts); each
 * dice difference reads its chart row as plain numbers (chart-figures.ts). Tests hold it to the
 * explained path on the documented combats, on changed ones and on random set-ups.
 */

/** What decides which chart cells the dice reach. */
interface Reach {
  readonly defenderColumn: number;
  readonly attackerColumn: number;
  /** The attacker's modifiers less the defender's, the artillery modifier counted (on an even sub-roll, when there is one). */
  readonly net: number;
  /** The same on an odd sub-roll; undefined when the artillery cell calls for no sub-roll. */
  readonly netOdd: number | undefined;
}

/** The columns and the net modifier, in the explained path's order of refusals. */
function reachOf(input: CombatInput): Reach {
  const attackers = input.attacker.units;
  const defenders = input.defender.units;
  const attackerCv = combatValueOf(attackers);
  const defenderCv = combatValueOf(defenders);
  const defenderPrinted = artilleryOf(defenders);
  checkEntrenched(input, defenderCv, defenderPrinted);
  const entrenched = input.defender.entrenched;

  let attacker = ratioModifierOf(attackerCv, entrenched?.combatValue ?? defenderCv) + attackTypeValue(input) + tacticalValue(attackers, defenders) + generalAttackerValue(input);
  const flank = input.flank;
  if (flank?.from === 'player') attacker += flank.bonus;
  else if (flank?.from === 'board') attacker += flankBonus(flankQueryOf(input, flank, defenderCv));

  const cell = artilleryCell(input.terrain.defenderHex, input.rain, artilleryOf(attackers) - (entrenched?.artillery ?? defenderPrinted));
  let defender = terrainValue(input.terrain, input.rain, 'terrain');
  if (demoralizedApplies(demoralizedTwoCombatValue(defenders), defenderCv)) defender += DEFENDER_TERRAIN.demoralized2;
  let specific = 0;
  forEachGameSpecific(input, (die, _key, value) => {
    specific += die === 'attacker' ? value : -value;
  });

  const net = attacker - defender + specific;
  const even = artilleryOnEven(cell, defenderPrinted);
  return {
    defenderColumn: defenderColumn(defenderCv),
    attackerColumn: attackerColumn(attackerCv),
    net: net + even,
    netOdd: hasSubRoll(cell) ? net + artilleryOnOdd(cell, defenderPrinted) : undefined,
  };
}

/** What each side has, for its loss and marks. */
interface Sides {
  readonly defenderHas: number | undefined;
  readonly attackerHas: number | undefined;
  readonly defenderDemoralizedTwo: number;
  readonly attackerDemoralizedTwo: number;
}

function sidesOf(input: CombatInput): Sides {
  return {
    defenderHas: manpowerOf(input.defender.units),
    attackerHas: manpowerOf(input.attacker.units),
    defenderDemoralizedTwo: demoralizedTwoCount(input.defender.units),
    attackerDemoralizedTwo: demoralizedTwoCount(input.attacker.units),
  };
}

/**
 * Adds the cells the two dice reach at one net modifier: a difference of −5 to +5, each in 6 − |difference|
 * of the 36 pairs, weighed `faces` times more. Neighbouring differences with the same figures (beyond
 * the chart's end rows, or results alike) are added once.
 */
function addCells(tally: FigureTally, net: number, faces: number, reach: Reach, s: Sides): void {
  const D = DEFENDER_FIGURES;
  const A = ATTACKER_FIGURES;
  const defenderColumn = reach.defenderColumn * D.rows;
  const attackerColumn = reach.attackerColumn * A.rows;
  let attackerLoss = 0;
  let defenderLoss = 0;
  let marks = 0;
  let weight = 0;
  for (let difference = -5; difference <= 5; difference++) {
    const row = rowIndex(clampRow(net + difference));
    const di = defenderColumn + row;
    const ai = attackerColumn + row;
    const d = (D.loss[di] as number) + (D.perDemoralizedTwo[di] as number) * s.defenderDemoralizedTwo;
    const a = (A.loss[ai] as number) + (A.perDemoralizedTwo[ai] as number) * s.attackerDemoralizedTwo;
    const m =
      (D.marks[di] as number) | eliminatedMark(d, s.defenderHas, DEFENDER_MARKS) | (A.marks[ai] as number) | eliminatedMark(a, s.attackerHas, ATTACKER_MARKS);
    const cappedA = cappedLoss(a, s.attackerHas);
    const cappedD = cappedLoss(d, s.defenderHas);
    const w = (6 - Math.abs(difference)) * faces;
    if (weight > 0 && cappedA === attackerLoss && cappedD === defenderLoss && m === marks) {
      weight += w;
      continue;
    }
    if (weight > 0) tally.add(attackerLoss, defenderLoss, marks, weight);
    attackerLoss = cappedA;
    defenderLoss = cappedD;
    marks = m;
    weight = w;
  }
  tally.add(attackerLoss, defenderLoss, marks, weight);
}

/** The exact distribution of a combat's figures, over 36 dice pairs (216 with an artillery sub-roll). */
export function fastCombatFigures(input: CombatInput): FigureDistribution {
  const reach = reachOf(input);
  const sides = sidesOf(input);
  const tally = new FigureTally();
  if (reach.netOdd === undefined) {
    addCells(tally, reach.net, 1, reach, sides);
    return tally.done(MANPOWER, 36);
  }
  // Each parity of the sub-roll is 3 of its 6 faces.
  addCells(tally, reach.net, 3, reach, sides);
  addCells(tally, reach.netOdd, 3, reach, sides);
  return tally.done(MANPOWER, 216);
}

/** A net modifier held where every difference the dice give already reads an end row. */
const heldNet = (net: number): number => Math.min(HIGHEST_ROW + 5, Math.max(LOWEST_ROW - 5, net));

/**
 * What decides a combat's figures, as a short key: the two columns, the net modifier (on each parity
 * of an artillery sub-roll), and for each side its Manpower and Demoralized-2 units where they can
 * change a figure. Inputs that differ only in what the figures do not see share a key: unit names and
 * order, strengths in the same columns and ratio, modifiers that sum alike, a net beyond the end rows,
 * a Manpower above any loss the reached cells can take (no cap, never eliminated, as when unknown),
 * Demoralized-2 units where no reached cell is an R*.
 */
export function fastCombatKey(input: CombatInput): string {
  const reach = reachOf(input);
  const s = sidesOf(input);
  const low = reach.netOdd === undefined ? reach.net : Math.min(reach.net, reach.netOdd);
  const high = reach.netOdd === undefined ? reach.net : Math.max(reach.net, reach.netOdd);
  const defender = sideKey(DEFENDER_FIGURES, reach.defenderColumn, low, high, s.defenderHas, s.defenderDemoralizedTwo);
  const attacker = sideKey(ATTACKER_FIGURES, reach.attackerColumn, low, high, s.attackerHas, s.attackerDemoralizedTwo);
  // Each parity of a sub-roll is half the faces, so which net is the even one does not matter.
  const nets = reach.netOdd === undefined ? `${heldNet(reach.net)}` : `${heldNet(low)}/${heldNet(high)}`;
  return `${reach.defenderColumn}.${reach.attackerColumn}:${nets}:${defender}:${attacker}`;
}

/** A side's Manpower and Demoralized-2 units in the key, each only where a cell between nets `low` and `high` can feel it. */
function sideKey(half: HalfFigures, column: number, low: number, high: number, has: number | undefined, demoralizedTwo: number): string {
  let most = 0;
  let routStar = false;
  for (let row = rowIndex(clampRow(low - 5)); row <= rowIndex(clampRow(high + 5)); row++) {
    const i = column * half.rows + row;
    const extra = half.perDemoralizedTwo[i] as number;
    most = Math.max(most, (half.loss[i] as number) + extra * demoralizedTwo);
    if (extra > 0) routStar = true;
  }
  return `${has === undefined || has > most ? '?' : has}/${routStar ? demoralizedTwo : 0}`;
}
