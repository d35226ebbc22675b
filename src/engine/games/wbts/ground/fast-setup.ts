import { type Chart, type PlayerChart, cellAt, oddsIndex } from '../../../core/chart';
import type { CrtCell } from '../charts/cells';
import { type Charts, type SlotChart, checkedChart, dieRows, slotChart } from '../charts/read';
import { ATTRITION_SLOT, CRT_SLOTS, type IntensityTotal, SUPPLY_SLOTS, supplyColumnOf } from '../charts/slots';
import type { GroundInput } from '../schema/ground';
import { checkDieStep, checkDieStepShift, checkKind, checkShift, checkSupplyDie, checkSupplyStep, suppliedDice } from './checks';
import { checkChitCaps, commandOf } from './command';
import { attackerLossDoubled, isSupplied, leaderShift, passingFaces, strengthForSupply } from './rules';
import { combatSp, fortAttacked, fortifiedStrength, hexStrength } from './strength';
import { supplyColumn } from './supply';

/**
 * A ground combat as the plan's fast path weighs it: the numbers that decide its figures, worked out
 * from the description with the explained path's own rules and checks (in its order, so both refuse
 * the same descriptions with the same words), and no words, steps or dice.
 */

/** A side's combat supply: on how many of its die's faces it has what the table asks, and whether the first face does (the explained path meets that case first). */
export interface SupplyChance {
  /** The faces its die can show: 6, or 1 when the die is given as rolled (a side that does not roll is always supplied: 1 of 1). */
  readonly faces: number;
  readonly supplied: number;
  readonly firstSupplied: boolean;
}

const ALWAYS: SupplyChance = { faces: 1, supplied: 1, firstSupplied: true };

/** Where `CombatSetup.columns` keeps each pair of supply cases' column: both supplied (BOTH, 0), the defender short (1), the attacker short (2), both short (3). */
export const BOTH = 0;

export function pairIndex(attackerSupplied: boolean, defenderSupplied: boolean): number {
  return (attackerSupplied ? 0 : 2) + (defenderSupplied ? 0 : 1);
}

/** What decides the combat die's reading: the chart, its columns, each side's force, the die change. */
export interface CombatSetup {
  readonly crt: Chart<CrtCell>;
  readonly crtSheet: PlayerChart;
  readonly attrition: SlotChart<number>;
  readonly attritionSheet: PlayerChart;
  /** The Combat Results Table column each pair of supply cases reaches (by `pairIndex`); -1 for a pair that cannot happen and is not read. */
  readonly columns: readonly [number, number, number, number];
  /** The attacker's SP: the force the Attrition Table reads, and all it can lose. */
  readonly attackerForce: number;
  /** The defenders' combat units' SP: the force the Attrition Table reads. */
  readonly defenderForce: number;
  /** Every defending unit's SP, trains and depots included: all the defender can lose. */
  readonly defenderAll: number;
  readonly attackerDoubled: boolean;
  /** The rows the better-rated leader's side may move the die, and which side: 1 the attacker, -1 the defender, 0 neither. */
  readonly net: number;
  readonly chooser: 1 | -1 | 0;
  /** A fixed die change; null where the side plays the best change for each die. */
  readonly fixed: number | null;
  /** The combat die as already rolled; 0 while it is still to roll. */
  readonly die: number;
}

export interface GroundSetup {
  /** The faces of the initiative die on which the attack goes ahead (6 without a roll). */
  readonly passing: number;
  readonly attacker: SupplyChance;
  readonly defender: SupplyChance;
  /** Null where no combat die is rolled: contact (an intensity of 0) or the supply step alone. */
  readonly combat: CombatSetup | null;
}

function supplyChance(chit: number, forceSp: number, available: number, charts: Charts, die: number | undefined): SupplyChance {
  const use = slotChart(SUPPLY_SLOTS[supplyColumnOf(chit)], charts);
  const rows = dieRows(use);
  const column = supplyColumn(use, forceSp);
  const sheet = use.chart;
  if (die !== undefined) {
    const supplied = isSupplied(cellAt(sheet, rows[die - 1] as number, column), available);
    return { faces: 1, supplied: supplied ? 1 : 0, firstSupplied: supplied };
  }
  let supplied = 0;
  for (let face = 1; face <= 6; face++) if (isSupplied(cellAt(sheet, rows[face - 1] as number, column), available)) supplied++;
  const firstSupplied = isSupplied(cellAt(sheet, rows[0] as number, column), available);
  return { faces: 6, supplied, firstSupplied };
}

/** The numbers of a ground combat (`combat`, `storm`, `siegeCombat`, `attackFromMarch`) its figures are made of; refused as the explained path refuses it. */
export function groundSetup(input: GroundInput): GroundSetup {
  const { kind, attacker, defender } = input;
  const march = kind === 'attackFromMarch';
  checkKind(input);
  const command = commandOf(attacker);
  const rollsInitiative = 'initiative' in attacker && attacker.initiative === 'roll';
  checkChitCaps(attacker.chit, command.commander, defender.chit, defender.leader, march);
  const total = attacker.chit + defender.chit;

  let attackerForce = 0;
  for (const hex of attacker.hexes) for (const u of hex.units) attackerForce += u.sp;
  const defenderForce = combatSp(defender.units);
  let defenderAll = 0;
  for (const u of defender.units) defenderAll += u.sp;

  const charts = input.charts as Charts;
  const supplyStep = 'supplyStep' in input && input.supplyStep;
  const rolled = suppliedDice(input);
  checkSupplyStep(supplyStep, rolled);
  const attackerRolls = !march && attackerForce > 0;
  const defenderRolls = !march && defenderForce > 0;
  const a = attackerRolls ? supplyChance(attacker.chit, attackerForce, attacker.supply, charts, rolled?.attacker) : ALWAYS;
  const d = defenderRolls ? supplyChance(defender.chit, defenderForce, defender.supply, charts, rolled?.defender) : ALWAYS;
  checkSupplyDie('attacker', attackerRolls, rolled?.attacker, attackerForce, rolled);
  checkSupplyDie('defender', defenderRolls, rolled?.defender, defenderForce, rolled);
  checkDieStep(input, supplyStep, (attackerRolls && rolled?.attacker === undefined) || (defenderRolls && rolled?.defender === undefined));

  const shift = leaderShift(command.commander, defender.leader);
  checkShift(input.shift, shift.net);
  const passing = rollsInitiative ? passingFaces((command.orderedBy ?? command.commander).initiative) : 6;
  if (total === 0 || supplyStep) return { passing, attacker: a, defender: d, combat: null };

  const crtSlot = CRT_SLOTS[total as IntensityTotal];
  const crt = checkedChart(crtSlot, charts);
  const attrition = slotChart(ATTRITION_SLOT, charts);
  let attackerStrength = 0;
  for (let h = 0; h < attacker.hexes.length; h++) attackerStrength += hexStrength(attacker.hexes[h] as (typeof attacker.hexes)[number], h, kind);
  const fort = fortAttacked(defender, kind);
  const defenderStrength = fort ? fortifiedStrength(defenderForce, fort) : defenderForce;
  checkDieStepShift(input.dieStep, shift.net);

  // Each pair of supply cases the dice can give is read at its own column; both supplied is read whenever a leader may move the die (the explained path lists every change there).
  const aMayBeShort = a.supplied < a.faces;
  const dMayBeShort = d.supplied < d.faces;
  const column = (aSupplied: boolean, dSupplied: boolean) => oddsIndex(crt.columns, strengthForSupply(attackerStrength, aSupplied), strengthForSupply(defenderStrength, dSupplied)).index;
  const both = (a.supplied > 0 && d.supplied > 0) || shift.net > 0 ? column(true, true) : -1;
  const fixed = input.dieStep || input.shift === 'best' || shift.net === 0 ? null : input.shift;
  return {
    passing,
    attacker: a,
    defender: d,
    combat: {
      crt,
      crtSheet: (charts as Readonly<Record<string, PlayerChart>>)[crtSlot.id] as PlayerChart,
      attrition,
      attritionSheet: (charts as Readonly<Record<string, PlayerChart>>)[ATTRITION_SLOT.id] as PlayerChart,
      columns: [both, a.supplied > 0 && dMayBeShort ? column(true, false) : -1, aMayBeShort && d.supplied > 0 ? column(false, true) : -1, aMayBeShort && dMayBeShort ? column(false, false) : -1],
      attackerForce,
      defenderForce,
      defenderAll,
      attackerDoubled: attackerLossDoubled(kind),
      net: shift.net,
      chooser: shift.chooser === 'attacker' ? 1 : shift.chooser === 'defender' ? -1 : 0,
      fixed,
      die: input.combatDie ?? 0,
    },
  };
}
