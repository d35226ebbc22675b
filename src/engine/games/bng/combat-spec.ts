import { type Chart, chartFromDescription } from '../../core/chart';
import { type Step, step } from '../../core/explain';
import type { Source } from '../../core/source';
import { CRT_SLOT, type CrtCode } from './crt';
import { type Column, MULTIPLIERS, MULTIPLIER_WORDS, NIGHT_MULTIPLIER, type Multiplier, column, nightTotal } from './odds';
import { checkBombardmentOdds, checkRestrictions } from './restrictions';
import { type UnitResult, unitResults } from './results';
import type { CombatInput } from './schema';
import { columnShifts } from './shifts';
import { MORALE_WORDS } from './morale';
import { rule } from './source';
import { attackStrength, defenceStrength } from './strength';
import { type Sides, readSides } from './units';

/** Everything about a combat that does not depend on dice. */
export interface CombatSpec {
  readonly input: CombatInput;
  readonly sides: Sides;
  readonly chart: Chart<CrtCode> | null;
  readonly chartSource: Source | null;
  /** The column read for each night die face (index 0-5), or for the day (one entry). */
  readonly columns: readonly Column[];
  /** What a result does to each unit, and which units roll a disorder check on it. */
  readonly result: (code: CrtCode) => ResultPlan;
  /** The most disorder checks any result in the columns read calls for. */
  readonly mostChecks: number;
  readonly steps: readonly Step[];
}

function beforeCombat(sides: Sides): Step[] {
  const trench = sides.acrossTrench.length === 0 ? [] : [trenchStep(sides)];
  const recovered = sides.attackers.filter((a) => a.recoveredAtNight).map((a) => {
    const town = a.input.inTown ? '; it stays Disordered in its town/urban hex (12.17)' : '';
    return step(rule('11.3, 12.41'), `${a.input.name} at night`, `in no enemy zone of control: its ${MORALE_WORDS[a.input.morale]} marker came off at the start of the Night Game-Turn Combat Phase${town}`, { morale: a.morale });
  });
  return [...recovered, ...trench, ...sides.defenders.flatMap((d) => {
    if (d.input.routedRetreat === 'none') return [];
    const what = d.input.routedRetreat === 'retreats' ? 'retreats two hexes before combat' : 'cannot retreat two hexes and is eliminated before combat';
    return [step(rule('12.34'), `Routed ${d.input.name}`, `at the attacker's choice, ${what}; it takes no part in the combat`, { routedRetreat: d.input.routedRetreat })];
  })];
}

/** Zones of control do not extend into a Trench hex across its Trench hexsides (10.39): who that leaves the defenders in the zone of. */
function trenchStep(sides: Sides): Step {
  const names = sides.acrossTrench.join(', ');
  const free = sides.defenders.filter((d) => d.input.inEnemyZoc === undefined && !d.inEnemyZoc).length > 0;
  const one = sides.acrossTrench.length === 1;
  const detail = `${names} ${one ? 'attacks' : 'attack'} across Trench hexsides, so ${one ? 'its zone of control does' : 'their zones of control do'} not extend into the defenders' hex${free ? ': the defenders are in no enemy zone of control' : ''}`;
  return step(rule('10.39'), 'Trench', detail, { acrossTrench: sides.acrossTrench.length });
}

export interface ResultPlan {
  readonly units: readonly UnitResult[];
  /** The units that roll a disorder check, attackers first. */
  readonly checking: readonly UnitResult[];
  readonly attackersChecking: number;
  readonly defendersChecking: number;
}

function resultPlans(sides: Sides): (code: CrtCode) => ResultPlan {
  const plans = new Map<CrtCode, ResultPlan>();
  return (code) => {
    let plan = plans.get(code);
    if (!plan) {
      const units = unitResults(code, sides);
      const checking = units.filter((u) => u.check);
      const attackersChecking = checking.filter((u) => u.side === 'attacker').length;
      plans.set(code, (plan = { units, checking, attackersChecking, defendersChecking: checking.length - attackersChecking }));
    }
    return plan;
  };
}

/** Who is Disordered on each result the columns read can give, and who rolls for it (12.11-12.13). */
function disorderSteps(reachable: ReadonlySet<CrtCode>, result: (code: CrtCode) => ResultPlan): Step[] {
  return [...reachable].flatMap((code) => {
    const parts = result(code).units.flatMap((u) => [...(u.check ? [`${u.name} rolls (4-6)`] : []), ...(u.automatic > 0 ? [`${u.name} ${u.automatic === 2 ? 'twice' : 'automatically'}`] : [])]);
    return parts.length === 0 ? [] : [step(rule('12.11-12.13'), `Disorder on ${code}`, `if they survive: ${parts.join('; ')}`)];
  });
}

/** Who attacks at night because it must and who by choice (11.21). */
function nightAttackStep(sides: Sides): Step {
  const named = (moved: boolean) => sides.attackers.filter((a) => a.input.movedIntoZoc === moved).map((a) => a.input.name);
  const must = named(true);
  const may = named(false);
  const parts = [...(must.length > 0 ? [`compulsory for ${must.join(', ')}: moved into an enemy zone of control this Night Game-Turn`] : []), ...(may.length > 0 ? [`voluntary for ${may.join(', ')}: stayed in an enemy zone of control (or did not say it moved into one)`] : [])];
  return step(rule('11.21'), 'Night attack', `${parts.join('; ')}. Every unit that moved into an enemy zone of control this Night Game-Turn must attack: list it`, { compulsory: must.length, voluntary: may.length });
}

/** Strengths unit by unit, totals, restrictions, odds, shifts and night: the combat up to its dice. */
export function combatSpec(input: CombatInput): CombatSpec {
  const sides = readSides(input);
  checkRestrictions(input, sides);
  const result = resultPlans(sides);
  const steps = beforeCombat(sides);
  const fighting = sides.defenders.filter((d) => d.staysForCombat);
  if (fighting.length === 0) {
    steps.push(step(rule('12.34'), 'No combat', 'every defending unit was retreated before combat: no die is rolled; the attacker may advance one unit into each vacated hex'));
    return { input, sides, chart: null, chartSource: null, columns: [], result, mostChecks: 0, steps };
  }
  const attackers = sides.attackers.map((a) => attackStrength(a, input.halfRounds));
  const defenders = fighting.map((d) => defenceStrength(d, sides.includesAdjacent, input.halfRounds));
  const attack = attackers.reduce((s, a) => s + a.strength, 0);
  const defence = defenders.reduce((s, d) => s + d.strength, 0);
  steps.push(...attackers.map((a) => a.step), ...defenders.map((d) => d.step));
  steps.push(step(rule('12.25'), 'Totals', `attack ${attack}, defence ${defence}${input.night ? '; the night die may still change the attack (11.23)' : ''}`, { attack, defence }));
  checkBombardmentOdds(sides, attack, defence);
  if (sides.attackers.some((a) => a.bombarding)) steps.push(step(rule('9.18'), 'Bombardment odds', `${attack} to ${defence}: 1-5 or better, so the artillery may bombard`, { attack, defence }));
  const chart = chartFromDescription(CRT_SLOT, input.charts);
  const chartSource = chart.source;
  steps.push(step(chartSource, 'Combat Results Table', `your chart, columns ${chart.columns.map((c) => c.label).join(', ')}; the odds column is the best the strengths reach (in the defender's favour)`));
  const shifts = columnShifts(input, sides);
  steps.push(...shifts.steps);
  let columns: Column[];
  if (!input.night) {
    const day = column(chart, chartSource, attack, defence, shifts.net, 'Odds and column');
    steps.push(day.step);
    columns = [day];
  } else {
    steps.push(nightAttackStep(sides));
    const byMultiplier = new Map<Multiplier, Column>();
    for (const m of MULTIPLIERS) {
      const total = nightTotal(attack, m, input.halfRounds);
      const c = column(chart, chartSource, total, defence, shifts.net, `Night die ${m === 2 ? '1' : m === 1 ? '2-3' : '4-6'}: attack ${MULTIPLIER_WORDS[String(m)]}`);
      steps.push(step(rule('11.23'), c.step.title, c.step.detail, c.step.values));
      byMultiplier.set(m, c);
    }
    columns = NIGHT_MULTIPLIER.map((m) => byMultiplier.get(m) as Column);
  }
  const reachable = new Set<CrtCode>();
  for (const c of new Set(columns.map((c) => c.index))) for (const row of chart.cells) reachable.add(row[c] as CrtCode);
  const mostChecks = Math.max(...[...reachable].map((code) => result(code).checking.length));
  steps.push(...disorderSteps(reachable, result));
  return { input, sides, chart, chartSource, columns, result, mostChecks, steps };
}
