import { chartView, describeShift } from '../../core/chart';
import type { Highlight, Prepared } from '../../core/combat';
import type { DiceStream } from '../../core/dice';
import type { Distribution } from '../../core/distribution';
import { type Step, step } from '../../core/explain';
import { differenceOf, rowOf, unitConditionCounts } from './column';
import { type CombatSpec, combatSpec } from './combat-spec';
import { ROLL_WORDS, type Result, signed } from './definition/check';
import { ROUNDING_WORDS } from './definition/form';
import { type OwnEffects, type OwnOutcome, type SideEffects, effectsOf, standingOf } from './results';
import type { OwnInput, OwnUnit } from './schema';
import { ownSource } from './source';
import { type Applied, type Side, fractionWords, rounded, sideTotal, unitStrength } from './strength';

const METHOD_WORDS = { defender: 'in the defender’s favour', nearest: 'to the nearest (a half to the defender)', attacker: 'in the attacker’s favour' } as const;
const columnsWord = (n: number) => `${n} column${n === 1 ? '' : 's'}`;

function appliedWords(a: Applied): string {
  const c = a.condition;
  const moved = a.exact.num * a.after.den !== a.after.num * a.exact.den;
  const r = rounded(a.exact, c.rounding);
  const floor = c.least !== undefined && r.num < c.least * r.den ? `, never below ${c.least}` : '';
  const how = moved ? ` (${fractionWords(a.exact)} rounded ${ROUNDING_WORDS[c.rounding]}${floor})` : '';
  return `${c.name} ×${fractionWords(c.factor ?? { num: 1, den: 1 })} = ${fractionWords(a.after)}${how}`;
}

/** One unit's strength, each multiplier ticked on it in the definition's order. */
function unitStep(spec: CombatSpec, side: Side, unit: OwnUnit): Step {
  const seen: Applied[] = [];
  const value = unitStrength(spec.definition, side, unit, seen);
  const form = spec.definition.form;
  const ref = seen.length === 0 ? 'the strength it fights with' : seen.map((a) => `condition “${a.condition.name}”`).join(', ');
  const detail = seen.length === 0 ? `${unit.strength}, unadjusted` : `${unit.strength}; ${seen.map(appliedWords).join('; ')}`;
  return step(ownSource(form, ref), `${side === 'attacker' ? 'Attacker' : 'Defender'} ${unit.name}`, detail, { printed: unit.strength, adjusted: fractionWords(value) });
}

function strengthSteps(spec: CombatSpec): Step[] {
  const { definition, input } = spec;
  const form = definition.form;
  const steps = [...input.attackers.map((u) => unitStep(spec, 'attacker', u)), ...input.defenders.map((u) => unitStep(spec, 'defender', u))];
  for (const side of ['attacker', 'defender'] as const) {
    const seen: Applied[] = [];
    sideTotal(definition, side, input, seen);
    for (const a of seen) steps.push(step(ownSource(form, `condition “${a.condition.name}”`), `${side === 'attacker' ? 'Attack' : 'Defence'} total`, `${fractionWords(a.before)}; ${appliedWords(a)}`));
  }
  steps.push(step(ownSource(form, 'the method'), 'Totals', `attack ${fractionWords(spec.attack)}, defence ${fractionWords(spec.defence)}`, { attack: fractionWords(spec.attack), defence: fractionWords(spec.defence) }));
  return steps;
}

/** Unit conditions that would shift or modify but do not count: not every unit of their side is under them. */
function notCounting(spec: CombatSpec): Step[] {
  const { definition, input } = spec;
  return definition.conditionOrder.flatMap((c) => {
    if (c.effect === 'strength' || c.scope !== 'unit') return [];
    const units = c.side === 'attacker' ? input.attackers : input.defenders;
    if (!units.some((u) => u.conditions.includes(c.id)) || unitConditionCounts(c, units)) return [];
    const without = units.filter((u) => !u.conditions.includes(c.id)).map((u) => u.name);
    return [step(ownSource(definition.form, `condition “${c.name}”`), c.name, `not applied: ${without.join(', ')} ${without.length === 1 ? 'is' : 'are'} not under it, and every ${c.side === 'attacker' ? 'attacking' : 'defending'} unit must be`, { applies: false })];
  });
}

function columnSteps(spec: CombatSpec): Step[] {
  const { definition, base, shift, column } = spec;
  const form = definition.form;
  const labels = definition.chart.columns.map((k) => k.label);
  const method = form.method;
  const at = labels[base.index] ?? '';
  const strengths = `${fractionWords(spec.attack)} to ${fractionWords(spec.defence)}`;
  const reading = method.kind === 'odds' ? `odds ${METHOD_WORDS[method.rounding]}` : `difference (attack less defence), a fraction rounded ${METHOD_WORDS[method.rounding]}`;
  const off = base.clamped === 'low' ? `below the lowest column (${labels[0]})` : base.clamped === 'high' ? `above the highest column (${labels.at(-1)})` : '';
  const steps: Step[] = [];
  if (spec.automatic !== undefined) {
    const result = definition.results[spec.automatic] as Result;
    steps.push(step(ownSource(form, `the method, ${base.clamped === 'low' ? 'below the lowest column' : 'above the highest column'}`), 'Odds and column', `${strengths}: ${off}, so ${result.code} (${result.name}) without a roll`, { result: result.code }));
    return steps;
  }
  steps.push(...notCounting(spec));
  for (const c of spec.shifts) if (c.effect === 'shift') steps.push(step(ownSource(form, `condition “${c.name}”`), `Shift ${c.columns < 0 ? 'left' : 'right'}: ${c.name}`, `${columnsWord(Math.abs(c.columns))} ${c.columns < 0 ? 'left' : 'right'}`, { columns: c.columns }));
  const lefts = spec.shifts.filter((c) => c.effect === 'shift' && c.columns < 0).length;
  const rights = spec.shifts.filter((c) => c.effect === 'shift' && c.columns > 0).length;
  if (form.shifts === 'best' && (lefts > 1 || rights > 1)) steps.push(step(ownSource(form, 'how shifts combine'), 'Shifts', `each direction’s largest only: ${columnsWord(shift.left)} left, ${columnsWord(shift.right)} right`, { left: shift.left, right: shift.right }));
  const edge = off ? `, ${off}: read at ${at}` : '';
  const moved = shift.net === 0 ? '' : `; ${describeShift(column, shift.net, 'column')}: ${labels[column.index]}`;
  const exactDifference = spec.attack.den === 1 && spec.defence.den === 1;
  const difference = method.kind === 'difference' ? ` (difference ${signed(differenceOf(definition, spec.attack, spec.defence))}${exactDifference ? '' : `, rounded ${METHOD_WORDS[method.rounding]}`})` : '';
  steps.push(step(ownSource(form, `the method: ${reading}`), 'Odds and column', `${strengths}${difference}: ${at}${edge}${moved}`, { attack: fractionWords(spec.attack), defence: fractionWords(spec.defence), column: labels[column.index] ?? '', ...(off ? { offTable: true } : {}), ...(column.stopped ? { stoppedAtEdge: true } : {}) }));
  if (spec.modifier !== 0 || form.dice.modifier !== 0) {
    const parts = [...(form.dice.modifier === 0 ? [] : [`the dice’s own ${signed(form.dice.modifier)}`]), ...spec.dice.map((c) => `${c.name} ${signed(c.effect === 'die' ? c.modifier : 0)}`)];
    steps.push(step(ownSource(form, spec.dice.length > 0 ? spec.dice.map((c) => `condition “${c.name}”`).join(', ') : 'the dice'), 'Die modifier', `${signed(form.dice.modifier + spec.modifier)}: ${parts.join('; ')}; a roll off the table reads its first or last row`, { modifier: form.dice.modifier + spec.modifier }));
  }
  return steps;
}

function lossWords(e: SideEffects, measure: OwnEffects['measure']): string[] {
  const unit = measure === 'steps' ? 'step' : 'strength point';
  const loss = e.loss === 'all' ? ['every unit eliminated'] : e.loss === 'chosen' ? ['loses the units your rules say'] : e.loss === 0 ? [] : [`loses ${e.loss} ${unit}${e.loss === 1 ? '' : 's'}`];
  const retreat = e.retreat === false || e.loss === 'all' ? [] : [e.retreat === true ? 'retreats (as far as your rules say)' : `retreats ${e.retreat} hex${e.retreat === 1 ? '' : 'es'}`];
  return [...loss, ...retreat];
}

function checklistOf(effects: OwnEffects): string[] {
  const lines = (['attacker', 'defender'] as const).flatMap((side) => {
    const words = lossWords(effects[side], effects.measure);
    return words.length === 0 ? [] : [`${side === 'attacker' ? 'Attacker' : 'Defender'}: ${words.join(', ')}`];
  });
  return lines.length > 0 ? lines : ['No effect on either side'];
}

function highlightsOf(spec: CombatSpec, chance: (predicate: (o: OwnOutcome) => boolean) => ReturnType<Parameters<Prepared<OwnOutcome>['highlights']>[0]>): Highlight[] {
  const { definition } = spec;
  const reached = definition.results.map((r, i) => ({ r, i })).filter(({ i }) => (spec.reads[i] as number) > 0);
  const leaves = reached.filter(({ r }) => r.defender.loss === 'all' || r.defender.retreat !== false).map(({ i }) => i);
  const lines: Highlight[] = reached.map(({ r, i }) => ({ label: `${r.code}: ${r.name}`, probability: chance((o) => o.result === i) }));
  if (leaves.length > 0 && leaves.length < reached.length) lines.push({ label: 'The defenders leave the hex (retreat or eliminated)', probability: chance((o) => leaves.includes(o.result)) });
  return lines;
}

/** A ten-sided die, from dice that can give one (the generator's, the players'); the six-sided walk of every die cannot, and says so. */
function tenSided(dice: DiceStream): number {
  if (!dice.d10) throw new RangeError('these dice give no ten-sided die: the chances are counted from its ten faces instead');
  return dice.d10('combat die');
}

/** One combat of the player's own game: everything but the dice in `combatSpec`, then one roll on the table. */
export function prepareCombat(input: OwnInput): Prepared<OwnOutcome, OwnEffects> {
  const spec = combatSpec(input);
  const { definition } = spec;
  const form = definition.form;
  const results = definition.results.map((r) => effectsOf(definition, r, spec.totals));
  const outcome = (i: number): OwnOutcome => {
    const r = definition.results[i] as Result;
    return { key: r.code, label: `${r.code}: ${r.name}`, result: i, standing: standingOf(results[i] as OwnEffects, spec.totals) };
  };
  const outcomes = definition.results.map((_, i) => outcome(i));
  const fingerprintStep = step(definition.chart.source, 'Combat Results Table', `${ROLL_WORDS[form.dice.roll]} against columns ${definition.chart.columns.map((c) => c.label).join(', ')}`);
  const automatic = spec.automatic;
  return {
    steps: [...strengthSteps(spec), fingerprintStep, ...columnSteps(spec)],
    table: chartView(definition.chart, automatic === undefined ? { column: spec.column.index, reachableRows: [...new Set(definition.rolls.map((r) => rowOf(definition, r.total + spec.modifier).index))] } : {}),
    dicePlan: automatic !== undefined ? [] : form.dice.roll === '2d6' ? ['first combat die', 'second combat die'] : ['combat die'],
    ...(automatic === undefined && form.dice.roll === '1d10' ? { diceSides: [10] } : {}),
    roll(dice: DiceStream): OwnOutcome {
      if (automatic !== undefined) return outcomes[automatic] as OwnOutcome;
      const natural = form.dice.roll === '1d6' ? dice.d6('combat die') : form.dice.roll === '2d6' ? dice.d6('first combat die') + dice.d6('second combat die') : tenSided(dice);
      const row = rowOf(definition, natural + form.dice.modifier + spec.modifier).index;
      return outcomes[definition.chart.cells[row]?.[spec.column.index] as number] as OwnOutcome;
    },
    distribution(): Distribution<OwnOutcome> {
      return { total: spec.ways, outcomes: spec.reads.flatMap((weight, i) => (weight > 0 ? [{ value: outcomes[i] as OwnOutcome, weight }] : [])) };
    },
    describe(o) {
      const effects = results[o.result] as OwnEffects;
      const checklist = checklistOf(effects);
      return { steps: [step(ownSource(form, `result ${effects.result}`), `Result ${effects.result}`, `${effects.name}: ${checklist.join('; ')}`, { result: effects.result })], checklist, effects };
    },
    highlights: (chance) => highlightsOf(spec, chance),
  };
}
