import { CellRefusal, type Chart, type ChartKey, type ChartSlot, playerChartProblems, rangeIndex } from '../../../core/chart';
import type { FieldError } from '../../../core/errors';
import { type Fraction, fraction } from '../../../core/fraction';
import { readNumber } from '../../../core/chart';
import { ownSource } from '../source';
import type { ConditionForm, DefinitionForm, LossForm, RollKind, ValueForm } from './form';

/**
 * A definition whose parts agree: what the procedure reads. Made only by `checkDefinition`, which
 * names every part that does not agree, by its field, in the form's words.
 */
export interface Definition {
  readonly form: DefinitionForm;
  /** The table with each cell as its result's index in `results`. */
  readonly chart: Chart<number>;
  readonly results: readonly Result[];
  readonly conditions: ReadonlyMap<string, Condition>;
  /** The conditions in the definition's order: strength multipliers apply in it. */
  readonly conditionOrder: readonly Condition[];
  /** The unit value each side fights with: one strength for both, or an attack and a defence. */
  readonly attackValue: ValueForm;
  readonly defenceValue: ValueForm;
  /** The value that counts a unit's steps; none when each unit is one step. */
  readonly stepsValue?: ValueForm;
  /** Each total the dice give (the dice's own modifier added), with how many of the `ways` give it. */
  readonly rolls: readonly { readonly total: number; readonly ways: number }[];
  readonly ways: number;
  /** Off the table's odds or differences: read at the edge column, refused, or a result (its index). */
  readonly below: Beyond;
  readonly above: Beyond;
}

export type Beyond = { readonly kind: 'edge' } | { readonly kind: 'refused' } | { readonly kind: 'result'; readonly index: number };

export type Condition = ConditionForm & { readonly factor?: Fraction };

export interface Result {
  readonly code: string;
  readonly name: string;
  readonly attacker: SideResult;
  readonly defender: SideResult;
}

export interface SideResult {
  readonly loss: LossForm;
  readonly retreat: boolean | number;
}

/** The dice, in words, as a chart slot and the editor say them. */
export const ROLL_WORDS: Readonly<Record<RollKind, string>> = { '1d6': 'one die', '2d6': 'two dice, added', '1d10': 'one ten-sided die' };

const FACES: Readonly<Record<RollKind, readonly number[]>> = {
  '1d6': [1, 2, 3, 4, 5, 6],
  '2d6': Array.from({ length: 36 }, (_, i) => Math.floor(i / 6) + (i % 6) + 2),
  '1d10': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

/** The table of a definition as a chart slot: its rows are die rolls, its columns odds or differences, its cells the definition's result codes. */
export function tableSlot(form: DefinitionForm): ChartSlot<number> {
  const codes = form.results.map((r) => r.code);
  const words = `a cell holds one of ${codes.join(' ')}`;
  return {
    id: 'table',
    title: `${form.name}: Combat Results Table`,
    source: ownSource(form, 'Combat Results Table'),
    rowHeader: 'Die roll',
    rowKind: 'range',
    columnKind: form.method.kind === 'odds' ? 'odds' : 'range',
    dice: ROLL_WORDS[form.dice.roll] + (form.dice.modifier === 0 ? '' : `, ${signed(form.dice.modifier)}`),
    vocabulary: { codes, words },
    readCell: (text) => {
      const i = codes.indexOf(text);
      return i >= 0 ? i : new CellRefusal(`"${text}" is not one of your results: ${words}`);
    },
  };
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** "1/2", "3/2", "2", "1.5", "½", "1½" as an exact fraction, or undefined. */
export function readMultiplier(text: string): Fraction | undefined {
  const t = text.trim();
  const ratio = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(t);
  if (ratio) return Number(ratio[2]) === 0 ? undefined : fraction(Number(ratio[1]), Number(ratio[2]));
  const decimal = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(t);
  if (decimal) {
    const places = decimal[2]?.length ?? 0;
    return fraction(Number(`${decimal[1]}${decimal[2] ?? ''}`), 10 ** places);
  }
  const n = readNumber(t);
  return n === undefined ? undefined : fraction(Math.round(n * 2), 2);
}

class Problems {
  readonly list: FieldError[] = [];
  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
}

function distinct(problems: Problems, items: readonly string[], path: (i: number) => string, what: string): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const key = item.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) problems.add(path(i), `${what} "${item.trim()}" is given twice (also number ${first + 1})`);
    else seen.set(key, i);
  });
}

/** Which value each side fights with, which counts steps, and what is wrong with the values. */
function checkValues(form: DefinitionForm, problems: Problems): Pick<Definition, 'attackValue' | 'defenceValue' | 'stepsValue'> | undefined {
  const values = form.units.values;
  distinct(problems, values.map((x) => x.id), (i) => `units.values.${i}.id`, 'the value short name');
  distinct(problems, values.map((x) => x.code), (i) => `units.values.${i}.code`, 'the roster code');
  values.forEach((x, i) => x.min > x.max && problems.add(`units.values.${i}.max`, `${x.name}: its most (${x.max}) is below its least (${x.min})`));
  const used = (use: ValueForm['use']) => values.filter((x) => x.use === use);
  const at = (x: ValueForm) => `units.values.${values.indexOf(x)}.use`;
  const strength = used('strength');
  const attack = used('attack');
  const defence = used('defence');
  const steps = used('steps');
  for (const [list, what] of [[strength, 'a strength'], [attack, 'an attack strength'], [defence, 'a defence strength'], [steps, 'steps']] as const) {
    for (const extra of list.slice(1)) problems.add(at(extra), `a unit has one value for ${what}; ${extra.name} is a second`);
  }
  const [one, a, d] = [strength[0], attack[0], defence[0]];
  if (one && (a || d)) problems.add(at((a ?? d) as ValueForm), 'a unit fights with one strength, or with an attack and a defence strength: not both');
  if (!one && !(a && d)) problems.add('units.values', 'give a unit the value it fights with: a strength, or an attack strength and a defence strength');
  if (form.losses === 'strength' && !one) problems.add('losses', 'losses in strength points need one strength a unit fights with (not an attack and a defence)');
  for (const x of [...strength, ...attack, ...defence]) if (x.min < 1) problems.add(`units.values.${values.indexOf(x)}.min`, `${x.name}: a strength a unit fights with is at least 1`);
  const stepsValue = steps[0];
  if (stepsValue && stepsValue.min < 1) problems.add(`units.values.${values.indexOf(stepsValue)}.min`, `${stepsValue.name}: a unit has at least 1 step`);
  if (one) return { attackValue: one, defenceValue: one, ...(stepsValue ? { stepsValue } : {}) };
  return a && d ? { attackValue: a, defenceValue: d, ...(stepsValue ? { stepsValue } : {}) } : undefined;
}

function checkConditions(form: DefinitionForm, problems: Problems): Condition[] {
  distinct(problems, form.conditions.map((c) => c.id), (i) => `conditions.${i}.id`, 'the condition short name');
  return form.conditions.map((c, i) => {
    if (c.effect !== 'strength') return c;
    const factor = readMultiplier(c.multiplier);
    if (!factor || factor.num === 0 || factor.num > 10 * factor.den || factor.den > 1000) {
      problems.add(`conditions.${i}.multiplier`, `${c.name}: "${c.multiplier}" is not a multiplier; write it as 1/2, 3/2, 2 or 1.5 (more than 0, at most 10)`);
      return c;
    }
    return { ...c, factor };
  });
}

function checkResults(form: DefinitionForm, problems: Problems): Result[] {
  distinct(problems, form.results.map((r) => r.code), (i) => `results.${i}.code`, 'the result code');
  form.results.forEach((r, i) => {
    if (/\s/.test(r.code.trim())) problems.add(`results.${i}.code`, `"${r.code}": a result code has no spaces`);
    if (r.attacker.loss === 'exchange' && r.defender.loss === 'exchange') problems.add(`results.${i}.defender.loss`, `${r.code}: an exchange is one side losing as much as the other; both cannot`);
  });
  return form.results.map((r) => ({ code: r.code.trim(), name: r.name, attacker: r.attacker, defender: r.defender }));
}

/** What the method says of a roll off the table's columns: an edge keyword, "refused", or a result code. */
function beyond(text: string, edge: 'lowest' | 'highest', results: readonly Result[], path: string, problems: Problems): Beyond {
  const t = text.trim();
  if (t === edge) return { kind: 'edge' };
  if (t === 'refused' && edge === 'lowest') return { kind: 'refused' };
  const index = results.findIndex((r) => r.code === t);
  if (index >= 0) return { kind: 'result', index };
  problems.add(path, `"${t}" is not "${edge}"${edge === 'lowest' ? ', "refused"' : ''} or one of your result codes (${results.map((r) => r.code).join(' ')})`);
  return { kind: 'edge' };
}

function checkColumns(form: DefinitionForm, chart: Chart<number>, problems: Problems): void {
  const { method } = form;
  const columns = chart.columns;
  const first = columns[0] as ChartKey;
  const last = columns[columns.length - 1] as ChartKey;
  if (method.kind === 'odds') {
    if (first.label !== method.lowest.trim()) problems.add('method.lowest', `the table’s first column is ${first.label}, not ${method.lowest}`);
    if (last.label !== method.highest.trim()) problems.add('method.highest', `the table’s last column is ${last.label}, not ${method.highest}`);
    return;
  }
  if (method.lowest > method.highest) problems.add('method.highest', `the highest difference (${method.highest}) is below the lowest (${method.lowest})`);
  const holds = (key: ChartKey, n: number) => key.kind === 'range' && key.low <= n && n <= key.high;
  if (!holds(first, method.lowest)) problems.add('method.lowest', `the table’s first column, ${first.label}, does not hold the lowest difference, ${method.lowest}`);
  if (!holds(last, method.highest)) problems.add('method.highest', `the table’s last column, ${last.label}, does not hold the highest difference, ${method.highest}`);
  for (let n = method.lowest; n <= method.highest && n - method.lowest < 2000; n++) {
    const at = rangeIndex(columns, n);
    if (!at || at.clamped) {
      problems.add('table.columns', `a difference of ${n} falls in no column of the table`);
      return;
    }
  }
}

function checkRows(form: DefinitionForm, chart: Chart<number>, problems: Problems): Definition['rolls'] {
  const counts = new Map<number, number>();
  for (const face of FACES[form.dice.roll]) counts.set(face + form.dice.modifier, (counts.get(face + form.dice.modifier) ?? 0) + 1);
  const rolls = [...counts].sort((a, b) => a[0] - b[0]).map(([total, ways]) => ({ total, ways }));
  const missing = rolls.find((r) => {
    const at = rangeIndex(chart.rows, r.total);
    return !at || at.clamped;
  });
  chart.rows.forEach((row, i) => {
    const before = chart.rows[i - 1];
    if (before?.kind === 'range' && row.kind === 'range' && row.low > before.high + 1) problems.add('table.rows', `the rows leave a gap between ${before.label} and ${row.label}`);
  });
  if (missing) problems.add('table.rows', `a roll of ${missing.total} (${ROLL_WORDS[form.dice.roll]}${form.dice.modifier === 0 ? '' : ` ${signed(form.dice.modifier)}`}) falls on no row of the table`);
  return rolls;
}

/**
 * The definition with every part checked against the others: the values a unit fights with, the
 * conditions' multipliers, the results' codes, the table against the method, the dice and the codes.
 * Every problem is named by its field (a path inside the definition), in the form's words.
 */
export function checkDefinition(form: DefinitionForm): { readonly ok: true; readonly definition: Definition } | { readonly ok: false; readonly problems: readonly FieldError[] } {
  const problems = new Problems();
  if (form.sides[0]?.trim().toLowerCase() === form.sides[1]?.trim().toLowerCase()) problems.add('sides.1', 'the two sides need different names');
  distinct(problems, form.units.types, (i) => `units.types.${i}`, 'the unit type');
  const values = checkValues(form, problems);
  const conditions = checkConditions(form, problems);
  const results = checkResults(form, problems);
  const checked = playerChartProblems(tableSlot(form), form.table);
  if ('problems' in checked) {
    for (const p of checked.problems) problems.add(p.row !== undefined && p.column !== undefined ? `table.cells.${p.row}.${p.column}` : 'table', `the table: ${p.message}`);
  }
  const below = beyond(form.method.belowLowest, 'lowest', results, 'method.belowLowest', problems);
  const above = beyond(form.method.aboveHighest, 'highest', results, 'method.aboveHighest', problems);
  if (!('chart' in checked) || !values) return { ok: false, problems: problems.list };
  checkColumns(form, checked.chart, problems);
  const rolls = checkRows(form, checked.chart, problems);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const definition: Definition = {
    form,
    chart: checked.chart,
    results,
    conditions: new Map(conditions.map((c) => [c.id, c])),
    conditionOrder: conditions,
    ...values,
    rolls,
    ways: FACES[form.dice.roll].length,
    below,
    above,
  };
  return { ok: true, definition };
}
