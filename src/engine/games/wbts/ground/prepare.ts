import { type EdgeIndex, cellAt, chartView, oddsIndex } from '../../../core/chart';
import type { Highlight, Prepared, TableView } from '../../../core/combat';
import type { Distribution } from '../../../core/distribution';
import { type Fraction, fraction } from '../../../core/fraction';
import type { DiceStream } from '../../../core/dice';
import { type Step, step } from '../../../core/explain';
import { type ChartInUse, type Charts, dieRows, useChart } from '../charts/read';
import type { CrtCell } from '../charts/cells';
import { ATTRITION_SLOT, CRT_SLOTS, type IntensityTotal, SUPPLY_SLOTS, supplyColumnOf } from '../charts/slots';
import type { GroundInput } from '../schema/ground';
import { COMBAT_SUPPLY, LEADER_RATING, MARCH, SIEGE_COMBAT, STORM } from '../source';
import { checkDieStep, checkDieStepShift, checkKind, checkShift, checkSupplyDie, checkSupplyStep, suppliedDice } from './checks';
import { checkChits, checkCommand } from './command';
import { type GroundContext, describeGround, groundHighlights } from './describe';
import { AttritionReading } from './losses';
import { attackerMargin, comesOffBetter } from './margin';
import { type CombatReading, type GroundEffects, type GroundOutcome, type SupplyRoll, groundKey, groundLabel } from './outcome';
import { type LeaderShift, attackerLossDoubled, chosenRow, dieRow, initiativePasses, isSupplied, leaderShift, lossSp, passingFaces, strengthForSupply, triedRow, tries } from './rules';
import { attackerStrength, combatSp, defenderStrength, halfText } from './strength';
import { supplyColumn } from './supply';

const INITIATIVE_DIE = 'combat initiative';
const ATTACKER_SUPPLY_DIE = "attacker's combat supply";
const DEFENDER_SUPPLY_DIE = "defender's combat supply";
const COMBAT_DIE = 'combat die';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** One side's combat supply: its chart (by its own chit's column), the supply in reach, and its force's size. */
interface SupplySide {
  readonly use: ChartInUse<number>;
  readonly rows: readonly number[];
  readonly column: number;
  readonly available: number;
  /** The die as already rolled at the combat's supply step; absent, it is rolled with the combat. */
  readonly rolled?: number;
}

function supplySide(chit: number, forceSp: number, available: number, charts: Charts, rolled: number | undefined): SupplySide | null {
  if (forceSp === 0) return null;
  const use = useChart(SUPPLY_SLOTS[supplyColumnOf(chit)], charts);
  return { use, rows: dieRows(use), column: supplyColumn(use, forceSp), available, ...(rolled === undefined ? {} : { rolled }) };
}

/**
 * A War Between the States ground combat up to the dice: command, intensity, strengths, the charts
 * it reads; `roll` draws the initiative die (when it is still to roll), each side's combat supply
 * die, and the combat die, which the better-rated leader's side then moves.
 */
export function prepareGround(input: GroundInput): Prepared<GroundOutcome, GroundEffects> {
  const { kind, attacker, defender } = input;
  const march = kind === 'attackFromMarch';
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  checkKind(input);

  const withoutInitiative = march
    ? { source: MARCH, why: 'an attack from march needs no initiative roll; the units are under command, stacked with him and moving' }
    : kind === 'siegeCombat'
      ? { source: SIEGE_COMBAT, why: 'attack initiative is automatic for any Leader present in siege combat' }
      : undefined;
  const initiative = 'orderedBy' in attacker ? { orderedBy: attacker.orderedBy, initiative: attacker.initiative } : {};
  const command = checkCommand({ leaders: attacker.leaders, commander: attacker.commander, hexes: attacker.hexes, ...initiative }, withoutInitiative);
  const rollInitiative = initiative.initiative === 'roll';
  const initiativeLeader = command.orderedBy ?? command.commander;

  const steps: Step[] = [...command.steps];
  steps.push(checkChits(attacker.chit, command.commander, defender.chit, defender.leader, march));
  const total = attacker.chit + defender.chit;

  const attackerForce = sum(attacker.hexes.flatMap((h) => h.units.map((u) => u.sp)));
  const defenderForce = combatSp(defender.units);
  const attackerAll = attackerForce;
  const defenderAll = sum(defender.units.map((u) => u.sp));

  const charts = input.charts as Charts;
  const supplyStep = 'supplyStep' in input && input.supplyStep;
  const rolled = suppliedDice(input);
  checkSupplyStep(supplyStep, rolled);
  const aSupply = march ? null : supplySide(attacker.chit, attackerForce, attacker.supply, charts, rolled?.attacker);
  const dSupply = march ? null : supplySide(defender.chit, defenderForce, defender.supply, charts, rolled?.defender);
  checkSupplyDie('attacker', aSupply !== null, aSupply?.rolled, attackerForce, rolled);
  checkSupplyDie('defender', dSupply !== null, dSupply?.rolled, defenderForce, rolled);
  const { dieStep, combatDie } = input;
  checkDieStep(input, supplyStep, [aSupply, dSupply].some((side) => side !== null && side.rolled === undefined));
  steps.push(
    march
      ? step(MARCH, 'Combat supply', 'no combat supply is used for an attack from march, by either side')
      : step(
          COMBAT_SUPPLY,
          'Combat supply',
          `each side rolls on the Combat Supply Table column of its own chit (a chit of 0 reads "0 or 1"): attacker ${supplyColumnOf(attacker.chit)} for ${attackerForce} SP with ${attacker.supply} supply in reach, defender ${supplyColumnOf(defender.chit)} for ${defenderForce} SP with ${defender.supply} supply in reach. A side short of what the table asks fights at half strength rounded down, its losses doubled, and cannot advance`,
          { attackerColumn: supplyColumnOf(attacker.chit), defenderColumn: supplyColumnOf(defender.chit) },
        ),
  );
  for (const s of [aSupply, dSupply]) if (s) steps.push(...s.use.errata);

  const shift = leaderShift(command.commander, defender.leader);
  checkShift(input.shift, shift.net);

  const supplyOnly = { initiative: rollInitiative ? initiativeLeader.initiative : null, aSupply, dSupply, combat: null, supplyStep };
  // An intensity of 0 is contact: the supply dice are the whole combat, supply step or not.
  if (total === 0) return finish(input, steps, undefined, { ...supplyOnly, supplyStep: false }, { command, total, shift, initiativeLeader: initiativeLeader.name, supplyStep: false });
  if (supplyStep) {
    steps.push(step(COMBAT_SUPPLY, 'The supply step', `only the combat supply dice are rolled now; the combat die follows, at odds the supply rolled sets`));
    return finish(input, steps, undefined, supplyOnly, { command, total, shift, initiativeLeader: initiativeLeader.name, supplyStep });
  }

  const crt = useChart(CRT_SLOTS[total as IntensityTotal], charts);
  const attrition = useChart(ATTRITION_SLOT, charts);
  steps.push(...crt.errata, ...attrition.errata);
  const a = attackerStrength(attacker.hexes, kind);
  const d = defenderStrength(defender, kind);
  steps.push(...a.steps, d.step);

  const columns = new Map<string, { as: number; ds: number; at: EdgeIndex }>();
  const columnFor = (aSupplied: boolean, dSupplied: boolean) => {
    const k = `${aSupplied ? 1 : 0}${dSupplied ? 1 : 0}`;
    let c = columns.get(k);
    if (c === undefined) {
      const as = strengthForSupply(a.total, aSupplied);
      const ds = strengthForSupply(d.total, dSupplied);
      c = { as, ds, at: oddsIndex(crt.chart.columns, as, ds) };
      columns.set(k, c);
    }
    return c;
  };
  const normal = columnFor(true, true);
  const columnLabel = (i: number) => crt.chart.columns[i]?.label ?? '';
  steps.push(
    step(
      crt.chart.source,
      'Odds',
      `${halfText(normal.as)} to ${halfText(normal.ds)}, rounded in the defender's favour: column ${columnLabel(normal.at.index)}${normal.at.clamped ? ` (the odds lie ${normal.at.clamped === 'low' ? 'below' : 'above'} your chart's columns and are held at its ${normal.at.clamped === 'low' ? 'first' : 'last'}; the rules available do not say how such odds are read)` : ''}${march ? '' : '. A side short of supply is halved again (rounding down), which may move the column'}`,
      { attacker: normal.as, defender: normal.ds, column: columnLabel(normal.at.index), ...(normal.at.clamped ? { unconfirmed: true } : {}) },
    ),
  );

  const attackerDoubled = attackerLossDoubled(kind);
  const attackerAttrition = new AttritionReading().reset(attrition, attackerForce);
  const defenderAttrition = new AttritionReading().reset(attrition, defenderForce);
  const cellOutcome = (column: number, rowIndex: number, die: number, shiftBy: number, aSupplied: boolean, dSupplied: boolean, as: number, ds: number): CombatReading => {
    const cell: CrtCell = cellAt(crt.chart, rowIndex, column);
    const aLoss = lossSp(attackerAttrition.sp(cell.attackerLoss), aSupplied, attackerDoubled, attackerAll);
    const dLoss = lossSp(defenderAttrition.sp(cell.defenderLoss), dSupplied, false, defenderAll);
    return {
      column: columnLabel(column),
      die,
      shift: shiftBy,
      row: rowIndex + 1,
      cell: crt.chart.printed[rowIndex]?.[column] ?? '',
      attackerStrength: as,
      defenderStrength: ds,
      attackerLossPercent: cell.attackerLoss,
      defenderLossPercent: cell.defenderLoss,
      attackerLoss: aLoss,
      defenderLoss: dLoss,
      attackerRetreats: cell.attackerRetreats,
      defenderRetreats: cell.defenderRetreats,
    };
  };
  const score = (c: CombatReading): number => (shift.chooser === 'defender' ? -attackerMargin(c) : attackerMargin(c));
  const read = (die: number, aSupplied: boolean, dSupplied: boolean, policy: 'best' | number): CombatReading => {
    const { as, ds, at } = columnFor(aSupplied, dSupplied);
    const atRow = (row: number) => cellOutcome(at.index, row, die, row + 1 - die, aSupplied, dSupplied, as, ds);
    if (policy !== 'best' || shift.net === 0) return atRow(dieRow(die, policy === 'best' ? 0 : policy) - 1);
    // Each row the side tries scored in its order, then the best of them.
    const scores = [Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN, Number.NaN];
    for (let attempt = 0, n = tries(shift.net); attempt < n; attempt++) {
      const row = triedRow(die, attempt);
      if (Number.isNaN(scores[row])) scores[row] = score(atRow(row));
    }
    return atRow(chosenRow(die, shift.net, scores));
  };

  if (shift.net > 0) steps.push(shiftStep(shift, (s) => [1, 2, 3, 4, 5, 6].map((die) => read(die, true, true, s)), march));
  if (march) {
    const infantryOnly = attacker.hexes.every((h) => h.units.every((u) => u.type !== 'cavalry'));
    const cavalry = defender.units.filter((u) => u.type === 'cavalry');
    if (infantryOnly && cavalry.length > 0) steps.push(step(MARCH, 'Cavalry may retreat first', `${cavalry.map((u) => u.name).join(', ')} may retreat one hex before this purely infantry attack from march (and again if attacked from march where it retreats to)`));
  }
  if (fortAttack) steps.push(step(kind === 'storm' ? STORM : SIEGE_COMBAT, kind === 'storm' ? 'Storm' : 'Special siege combat', kind === 'storm' ? 'terrain in the hex has no effect; the attacker’s losses are doubled' : 'like a storm, but without initiative and without doubled attacker losses; terrain other than the fort is ignored'));

  // Each die reading once per combat and die change: the distribution asks for the same ones many times.
  const memoised = (policy: 'best' | number) => {
    const kept = new Map<string, CombatReading>();
    return (die: number, aSupplied: boolean, dSupplied: boolean): CombatReading => {
      const k = `${die}${aSupplied ? 1 : 0}${dSupplied ? 1 : 0}`;
      let r = kept.get(k);
      if (r === undefined) {
        r = read(die, aSupplied, dSupplied, policy);
        kept.set(k, r);
      }
      return r;
    };
  };
  // The die step reads the suggested change: the change itself is chosen once the die is seen.
  const combat = memoised(dieStep ? 'best' : input.shift);
  const table = chartView(crt.chart, {
    column: normal.at.index,
    reachableRows: [0, 1, 2, 3, 4, 5],
    note: `Your chart, read for a battle intensity of ${total}; the column is the one both sides fully supplied reach.`,
  });
  const stages: Stages = { initiative: rollInitiative ? initiativeLeader.initiative : null, aSupply, dSupply, combat, supplyStep: false, dieStep, ...(combatDie === undefined ? {} : { combatDie }) };
  // The chance the choosing side comes off better over every die, for each fixed change: only the supply
  // outcomes that change the column and the combat die matter, each weighed by how many faces give it.
  const choices = (): Highlight[] => {
    const side = shift.chooser ?? 'attacker';
    const passing = rollInitiative ? Math.min(6, initiativeLeader.initiative) : 1;
    const total = 6 ** dicePlan(stages).length;
    const supplied = (side: SupplySide | null) => supplyGroups(side).map((g) => ({ supplied: g.roll?.supplied ?? true, weight: g.weight }));
    const aGroups = supplied(aSupply);
    const dGroups = supplied(dSupply);
    const out: Highlight[] = [];
    for (let s = -shift.net; s <= shift.net; s++) {
      let better = 0;
      // A die already rolled is the only one: the chances are over the dice still to roll.
      for (const ag of aGroups) for (const dg of dGroups) for (const die of combatDie === undefined ? [1, 2, 3, 4, 5, 6] : [combatDie]) if (comesOffBetter(read(die, ag.supplied, dg.supplied, s), side)) better += ag.weight * dg.weight;
      const change = s === 0 ? 'leaves every die as rolled' : `moves every die ${s > 0 ? '+' : ''}${s}`;
      out.push({ label: `The ${side} ${change}: the ${side} comes off better`, probability: fraction(better * passing, total) });
    }
    return out;
  };
  if (dieStep) {
    checkDieStepShift(dieStep, shift.net);
    const before = dicePlan(stages).filter((d) => d !== COMBAT_DIE);
    const rolledNow = before.length === 0 ? 'only the combat die is rolled now' : `the ${before.join(', ')} ${before.length === 1 ? 'die' : 'dice'} and the combat die are rolled now (no more when the initiative fails)`;
    steps.push(step(LEADER_RATING, 'The die step', `${rolledNow}; the ${shift.chooser} then chooses how to move the combat die, seeing it, with the suggested change beside it`));
  }
  return finish(input, steps, table, stages, {
    command,
    total,
    shift,
    initiativeLeader: initiativeLeader.name,
    supplyStep: false,
    dieStep,
    ...(shift.net > 0 ? { choices } : {}),
    ...(dieStep ? { readAt: (die: number, aSupplied: boolean, dSupplied: boolean, s: number) => read(die, aSupplied, dSupplied, s) } : {}),
  });
}

/** The dice of a ground combat, in order: each may be absent. */
interface Stages {
  /** The ordering leader's initiative, when his roll is part of this combat. */
  readonly initiative: number | null;
  readonly aSupply: SupplySide | null;
  readonly dSupply: SupplySide | null;
  readonly combat: ((die: number, aSupplied: boolean, dSupplied: boolean) => CombatReading) | null;
  /** Only the supply dice are rolled: the combat's supply step. */
  readonly supplyStep: boolean;
  /** The combat die as already rolled at the die step: nothing more is rolled. */
  readonly combatDie?: number;
  /** Only the combat die is rolled: its change is chosen once it is seen. */
  readonly dieStep?: boolean;
}

function make(o: Omit<GroundOutcome, 'key' | 'label' | 'kind' | 'supplyStep' | 'dieStep'>, leader: string, supplyStep: boolean, dieStep = false): GroundOutcome {
  const value = { kind: 'ground' as const, ...o, ...(supplyStep ? { supplyStep } : {}), ...(dieStep ? { dieStep } : {}) };
  return { ...value, key: groundKey(value), label: groundLabel(value, leader) };
}

function supplyRoll(side: SupplySide, die: number): SupplyRoll {
  const needed = cellAt(side.use.chart, side.rows[die - 1] ?? 0, side.column);
  return { die, needed, supplied: isSupplied(needed, side.available) };
}

function rollStages(st: Stages, dice: DiceStream, leader: string): GroundOutcome {
  let initiative: { die: number; passed: boolean } | undefined;
  if (st.initiative !== null) {
    const die = dice.d6(INITIATIVE_DIE);
    initiative = { die, passed: initiativePasses(die, st.initiative) };
    if (!initiative.passed) return make({ initiative, attackerSupply: null, defenderSupply: null, combat: null }, leader, st.supplyStep);
  }
  const attackerSupply = st.aSupply ? supplyRoll(st.aSupply, st.aSupply.rolled ?? dice.d6(ATTACKER_SUPPLY_DIE)) : null;
  const defenderSupply = st.dSupply ? supplyRoll(st.dSupply, st.dSupply.rolled ?? dice.d6(DEFENDER_SUPPLY_DIE)) : null;
  const combat = st.combat ? st.combat(st.combatDie ?? dice.d6(COMBAT_DIE), attackerSupply?.supplied ?? true, defenderSupply?.supplied ?? true) : null;
  return make({ ...(initiative ? { initiative } : {}), attackerSupply, defenderSupply, combat }, leader, st.supplyStep, st.dieStep);
}

/** A side's supply dice grouped by what they give: the faces asking the same points weigh together. */
function supplyGroups(side: SupplySide | null): { readonly roll: SupplyRoll | null; readonly weight: number }[] {
  if (side === null) return [{ roll: null, weight: 1 }];
  if (side.rolled !== undefined) return [{ roll: supplyRoll(side, side.rolled), weight: 1 }];
  const groups = new Map<number, { roll: SupplyRoll; weight: number }>();
  for (let die = 1; die <= 6; die++) {
    const roll = supplyRoll(side, die);
    const g = groups.get(roll.needed);
    if (g) g.weight++;
    else groups.set(roll.needed, { roll, weight: 1 });
  }
  return [...groups.values()];
}

/** The exact distribution of `rollStages`, from each die's faces grouped where they lead to the same place. */
function stagesDistribution(st: Stages, leader: string): Distribution<GroundOutcome> {
  const toRoll = (s: SupplySide | null) => (s && s.rolled === undefined ? 1 : 0);
  const later = toRoll(st.aSupply) + toRoll(st.dSupply) + (st.combat && st.combatDie === undefined ? 1 : 0);
  const combatDice = st.combatDie === undefined ? [1, 2, 3, 4, 5, 6] : [st.combatDie];
  const total = 6 ** (later + (st.initiative === null ? 0 : 1));
  const merged = new Map<string, { value: GroundOutcome; weight: number }>();
  const add = (value: GroundOutcome, weight: number) => {
    const seen = merged.get(value.key);
    if (seen) seen.weight += weight;
    else merged.set(value.key, { value, weight });
  };
  let passing = 1;
  if (st.initiative !== null) {
    passing = passingFaces(st.initiative);
    if (passing < 6) add(make({ initiative: { die: passing + 1, passed: false }, attackerSupply: null, defenderSupply: null, combat: null }, leader, st.supplyStep), (6 - passing) * 6 ** later);
    if (passing === 0) return { total, outcomes: [...merged.values()] };
  }
  const initiative = st.initiative === null ? {} : { initiative: { die: 1, passed: true } };
  for (const a of supplyGroups(st.aSupply)) {
    for (const d of supplyGroups(st.dSupply)) {
      const weight = passing * a.weight * d.weight;
      if (!st.combat) {
        add(make({ ...initiative, attackerSupply: a.roll, defenderSupply: d.roll, combat: null }, leader, st.supplyStep), weight);
        continue;
      }
      for (const die of combatDice) add(make({ ...initiative, attackerSupply: a.roll, defenderSupply: d.roll, combat: st.combat(die, a.roll?.supplied ?? true, d.roll?.supplied ?? true) }, leader, st.supplyStep, st.dieStep), weight);
    }
  }
  return { total, outcomes: [...merged.values()] };
}

function dicePlan(st: Stages): string[] {
  return [
    ...(st.initiative !== null ? [INITIATIVE_DIE] : []),
    ...(st.aSupply && st.aSupply.rolled === undefined ? [ATTACKER_SUPPLY_DIE] : []),
    ...(st.dSupply && st.dSupply.rolled === undefined ? [DEFENDER_SUPPLY_DIE] : []),
    ...(st.combat && st.combatDie === undefined ? [COMBAT_DIE] : []),
  ];
}

/** Each choice of die change with its chances (both sides supplied), and the engine's suggestion for each die. */
function shiftStep(shift: LeaderShift, readings: (policy: 'best' | number) => CombatReading[], march: boolean): Step {
  const side = shift.chooser === 'attacker' ? 'attacker' : 'defender';
  const good = (c: CombatReading) => comesOffBetter(c, side);
  const choices: string[] = [];
  for (let s = -shift.net; s <= shift.net; s++) {
    const n = readings(s).filter(good).length;
    choices.push(`${s > 0 ? '+' : ''}${s}: ${n} in 6`);
  }
  const best = readings('best')
    .map((c) => `${c.die}→${c.die + c.shift}`)
    .join(', ');
  return step(
    LEADER_RATING,
    'Leader’s die shift',
    `net combat rating ${shift.net}: the ${side}${shift.leader ? ` (${shift.leader})` : ''} may move the die up to ${shift.net} rows either way, within 1 to 6, risking Leader loss. Chance the ${side} comes off better (the enemy loses more SP, a retreat counting half a point)${march ? '' : ', both sides supplied'}, for each fixed change — ${choices.join('; ')}. Suggested change for each die: ${best}`,
    { net: shift.net, chooser: side },
  );
}

function finish(input: GroundInput, steps: readonly Step[], table: TableView | undefined, stages: Stages, ctx: GroundContext): Prepared<GroundOutcome, GroundEffects> {
  const prepared = {
    steps,
    dicePlan: dicePlan(stages),
    roll: (dice: DiceStream) => rollStages(stages, dice, ctx.initiativeLeader),
    distribution: () => stagesDistribution(stages, ctx.initiativeLeader),
    describe: (o: GroundOutcome) => describeGround(input, o, ctx),
    highlights: (chance: (p: (o: GroundOutcome) => boolean) => Fraction) => groundHighlights(chance, input, ctx),
  };
  return table ? { ...prepared, table } : prepared;
}
