import type { Prepared, TableView } from '../../../core/combat';
import { chartView, describeShift } from '../../../core/chart';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import {
  ACCEPTANCE_CHART,
  ACCEPTANCE_MEANING,
  COMMAND_POINT_CHARTS,
  DELAYED_ACCEPTANCE_CHART,
  ORDER_COST_CHARTS,
  ORDER_FORCES,
  ORDER_METHODS,
  ORDER_TYPES,
  acceptanceColumn,
  acceptanceResult,
  commandPoints,
  delayedAccepted,
  orderCost,
} from '../data/command';
import type { AcceptanceInput, CommandPointsInput, DelayedAcceptanceInput, OrderCostsInput } from '../schema/index';
import { ACCEPTANCE, ACCEPTANCE_NOTES, COMMAND_POINTS, EDITION_NAMES, ORDER_COSTS, type Edition } from '../source';
import { type CheckOutcome, checkKind, outcome, signed, twoDice } from './outcome';

/** The force a description gives, which only the seed's charts have: required there, refused under v3.2. */
function forceFor(edition: Edition, force: 0 | 1 | 2 | undefined): 0 | 1 | 2 | undefined {
  if (edition === 'v3.2') {
    if (force !== undefined) throw ruleError('force', 'the v3.2 charts have no Force line: leave force out, or choose the seed’s charts');
    return undefined;
  }
  if (force === undefined) throw ruleError('force', 'the seed’s charts count the order’s force (0, 1 or 2): it is needed');
  return force;
}

export function prepareAcceptance(input: AcceptanceInput): Prepared<CheckOutcome> {
  const purpose = 'acceptance dice';
  const force = forceFor(input.edition, input.force);
  const method = ORDER_METHODS[input.method];
  const type = ORDER_TYPES[input.type];
  const forceValue = force === undefined ? 0 : ORDER_FORCES[force].value;
  const n = input.senderRating + input.receiverRating + method.value + type.value + forceValue;
  const parts = [`sender ${input.senderRating}`, `receiver ${input.receiverRating}`, `${method.label.toLowerCase()} ${signed(method.value)}`, `${type.label.toLowerCase()} ${signed(type.value)}`];
  if (force !== undefined) parts.push(`${ORDER_FORCES[force].label} ${signed(forceValue)}`);
  const { column, shift } = acceptanceColumn(ACCEPTANCE_CHART, n, input.receiverHasOrders);
  const label = ACCEPTANCE_CHART.columns[column]?.label ?? '';
  const steps: Step[] = [
    step(ACCEPTANCE, 'Acceptance number', `${parts.join(', ')} = ${n}${force === undefined ? ' (v3.2: no Force line)' : ' (the seed’s charts count the force)'}`, { acceptanceNumber: n, edition: input.edition }),
  ];
  if (shift) steps.push(step(ACCEPTANCE, 'Receiver has orders', `one column left: ${describeShift(shift, -1, 'column')}`, { shift: -1 }));
  steps.push(step(ACCEPTANCE, 'Acceptance Table column', label, { column: label }));
  return checkKind({
    steps,
    table: chartView(ACCEPTANCE_CHART, { column, reachableRows: ACCEPTANCE_CHART.rows.map((_r, i) => i) }),
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice) {
      const [a, b] = twoDice(dice, purpose);
      const result = acceptanceResult(ACCEPTANCE_CHART, a + b, column);
      return outcome(result, `${result}: ${ACCEPTANCE_MEANING[result]}`, [step(ACCEPTANCE, 'Acceptance roll', `${a} + ${b} = ${a + b} in column ${label}: ${result}, ${ACCEPTANCE_MEANING[result].toLowerCase()}`, { roll: a + b })], [`${ACCEPTANCE_MEANING[result]}.`], {
        kind: 'acceptance',
        acceptanceNumber: n,
        column: label,
        roll: a + b,
        result,
      });
    },
    highlights: [
      { label: 'Accepted at once (A)', keys: ['A'] },
      { label: 'Delayed (D1 or D2)', keys: ['D1', 'D2'] },
      { label: 'Distorted and thrown away (Dt)', keys: ['Dt'] },
    ],
  });
}

/** A delayed order's roll for the turn (notes D1 and D2): one die, accepted or still delayed. */
export function prepareDelayedAcceptance(input: DelayedAcceptanceInput): Prepared<CheckOutcome> {
  const purpose = `${input.delay} acceptance die`;
  const needs = input.delay === 'D1' ? '1 or 2' : '1';
  const column = DELAYED_ACCEPTANCE_CHART.columns.findIndex((c) => c.label === input.delay);
  return checkKind({
    steps: [step(ACCEPTANCE_NOTES, 'Delayed order', `${input.delay}: die roll each turn for acceptance, ${needs} on one die to accept`, { delay: input.delay })],
    table: chartView(DELAYED_ACCEPTANCE_CHART, { column, reachableRows: DELAYED_ACCEPTANCE_CHART.rows.map((_r, i) => i) }),
    dicePlan: [purpose],
    roll(dice) {
      const die = dice.d6(purpose);
      const accepted = delayedAccepted(DELAYED_ACCEPTANCE_CHART, input.delay, die);
      const label = accepted ? 'Order is accepted' : `Still delayed (${input.delay})`;
      return outcome(
        accepted ? 'accepted' : 'delayed',
        label,
        [step(ACCEPTANCE_NOTES, 'Delayed acceptance roll', `${die}: ${accepted ? 'accepted' : `not ${needs}, still delayed; roll again next turn`}`, { die })],
        [accepted ? 'Order is accepted.' : `The order is still delayed (${input.delay}): roll again next turn.`],
        { kind: 'delayedAcceptance', delay: input.delay, die, accepted },
      );
    },
    highlights: [
      { label: 'Accepted', keys: ['accepted'] },
      { label: 'Still delayed', keys: ['delayed'] },
    ],
  });
}

/** A look-up: one certain outcome, no dice. */
function lookup(steps: Step[], table: TableView, o: CheckOutcome): Prepared<CheckOutcome> {
  return checkKind({ steps, table, dicePlan: [], roll: () => o, highlights: [] });
}

export function prepareCommandPoints(input: CommandPointsInput): Prepared<CheckOutcome> {
  const chart = COMMAND_POINT_CHARTS[input.edition];
  const printed = commandPoints(chart, input.rating);
  const row = chart.rows.findIndex((r) => r.kind === 'range' && input.rating >= r.low && input.rating <= r.high);
  let points: number;
  let detail: string;
  if (printed === null) {
    if (input.fromYourChart === undefined) throw ruleError('fromYourChart', `the seed’s command points for a leader rated ${input.rating} are lost (unconfirmed): enter them from your chart (v3.2, a different edition, gives 12)`);
    points = input.fromYourChart;
    detail = `leader rated ${input.rating}: ${points}, as entered from your chart (the seed’s value is unconfirmed)`;
  } else {
    if (input.fromYourChart !== undefined) throw ruleError('fromYourChart', `${EDITION_NAMES[input.edition]} give ${printed} for this rating: leave fromYourChart out`);
    points = printed;
    detail = `leader rated ${input.rating}: ${points} (${EDITION_NAMES[input.edition]})`;
  }
  const steps = [step(COMMAND_POINTS, 'Command points available', detail, printed === null ? { points, unconfirmed: true, edition: input.edition } : { points, edition: input.edition })];
  return lookup(steps, chartView(chart, { reachableRows: [row] }), outcome(String(points), `${points} command points`, [], [`${points} command points available.`], { kind: 'commandPoints', commandPoints: points }));
}

export function prepareOrderCosts(input: OrderCostsInput): Prepared<CheckOutcome> {
  const chart = ORDER_COST_CHARTS[input.edition];
  const force = forceFor(input.edition, input.force);
  const lines = [ORDER_METHODS[input.method].label, ...(force === undefined ? [] : [ORDER_FORCES[force].label]), ORDER_TYPES[input.type].label];
  const parts: string[] = [];
  let total = 0;
  let entered = false;
  for (const line of lines) {
    const cost = orderCost(chart, line)?.cost;
    if (cost === undefined) throw new RangeError(`${chart.title} has no line ${line}`);
    if (cost === null) {
      if (input.simpleCostFromYourChart === undefined) throw ruleError('simpleCostFromYourChart', 'the seed’s cost of a simple order is lost (unconfirmed): enter it from your chart (v3.2 gives 1)');
      total += input.simpleCostFromYourChart;
      entered = true;
      parts.push(`${line} ${input.simpleCostFromYourChart} (entered from your chart, unconfirmed)`);
    } else {
      total += cost;
      parts.push(`${line} ${cost}`);
    }
  }
  if (!entered && input.simpleCostFromYourChart !== undefined) throw ruleError('simpleCostFromYourChart', 'only the seed’s cost of a simple order is entered: leave simpleCostFromYourChart out');
  const steps = [step(ORDER_COSTS, 'Order cost', `${parts.join(' + ')} = ${total} command points (${EDITION_NAMES[input.edition]})`, entered ? { cost: total, unconfirmed: true, edition: input.edition } : { cost: total, edition: input.edition })];
  const rows = lines.map((l) => chart.rows.findIndex((r) => r.label === l));
  return lookup(steps, chartView(chart, { reachableRows: rows }), outcome(String(total), `${total} command points`, [], [`The order costs ${total} command points.`], { kind: 'orderCosts', cost: total }));
}
