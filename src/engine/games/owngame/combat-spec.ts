import type { EdgeIndex, Shifted } from '../../core/chart';
import { CombatInputError, type FieldError } from '../../core/errors';
import type { Fraction } from '../../core/fraction';
import { type ShiftTotal, countingConditions, dieModifier, netShift, rowOf, shiftedColumn, strengthColumn } from './column';
import { type Condition, type Definition, checkDefinition } from './definition/check';
import type { DefinitionForm } from './definition/form';
import { type Totals, totalsOf } from './results';
import type { OwnInput } from './schema';
import { type Side, sideTotal } from './strength';

/** Each definition is checked once, however many combats carry it (the schema hands back the same object for the same definition). */
const checked = new WeakMap<DefinitionForm, Definition | readonly FieldError[]>();

/** The definition a combat is fought by, checked; refused at `definition.<field>` naming each part that does not agree. */
export function definitionOf(form: DefinitionForm): Definition {
  let known = checked.get(form);
  if (!known) {
    const result = checkDefinition(form);
    known = result.ok ? result.definition : result.problems;
    checked.set(form, known);
  }
  if (Array.isArray(known)) throw new CombatInputError((known as readonly FieldError[]).map((p) => ({ path: p.path ? `definition.${p.path}` : 'definition', message: p.message })));
  return known as Definition;
}

/** The unit types and conditions a combat names, checked against its definition: each wrong one refused by its field. */
function checkReferences(definition: Definition, input: OwnInput): void {
  const errors: FieldError[] = [];
  const { types } = definition.form.units;
  const conditionProblem = (id: string, scope: 'unit' | 'combat', side?: Side): string | undefined => {
    const c: Condition | undefined = definition.conditions.get(id);
    if (!c) return `"${id}" is not one of your game’s conditions`;
    if (c.scope !== scope) return `${c.name} is ticked ${c.scope === 'unit' ? 'on units' : 'for the whole combat'}, not ${scope === 'unit' ? 'on a unit' : 'for the combat'}`;
    if (side && c.side !== side) return `${c.name} is a condition of the ${c.side}’s units`;
    return undefined;
  };
  for (const side of ['attacker', 'defender'] as const) {
    const units = side === 'attacker' ? input.attackers : input.defenders;
    units.forEach((u, i) => {
      const at = `${side}s.${i}`;
      if (!types.includes(u.type)) errors.push({ path: `${at}.type`, message: `"${u.type}" is not one of your game’s unit types (${types.join(', ')})` });
      u.conditions.forEach((id, k) => {
        const problem = conditionProblem(id, 'unit', side);
        if (problem) errors.push({ path: `${at}.conditions.${k}`, message: problem });
      });
    });
  }
  input.conditions.forEach((id, k) => {
    const problem = conditionProblem(id, 'combat');
    if (problem) errors.push({ path: `conditions.${k}`, message: problem });
  });
  if (errors.length > 0) throw new CombatInputError(errors);
}

/** Everything about a combat that does not depend on the dice: the strengths, the column, the shifts, the modifier and which result each roll reads. */
export interface CombatSpec {
  readonly definition: Definition;
  readonly input: OwnInput;
  readonly attack: Fraction;
  readonly defence: Fraction;
  /** The column the strengths give, and whether they lay off the table. */
  readonly base: EdgeIndex;
  /** A result off the table gives without any dice, by its index; undefined when the dice are rolled. */
  readonly automatic?: number;
  readonly shifts: readonly Condition[];
  readonly shift: ShiftTotal;
  readonly column: Shifted;
  readonly dice: readonly Condition[];
  readonly modifier: number;
  /** By result index: how many of the `ways` the dice can fall give it. */
  readonly reads: readonly number[];
  readonly ways: number;
  readonly totals: Totals;
}

/** The combat up to its dice, as both paths read it. Refuses an attack the definition refuses off its table. */
export function combatSpec(input: OwnInput): CombatSpec {
  const definition = definitionOf(input.definition);
  checkReferences(definition, input);
  const attack = sideTotal(definition, 'attacker', input);
  const defence = sideTotal(definition, 'defender', input);
  const base = strengthColumn(definition, attack, defence);
  const beyond = base.clamped === 'low' ? definition.below : base.clamped === 'high' ? definition.above : undefined;
  if (beyond?.kind === 'refused') throw new CombatInputError([{ path: 'attackers', message: `your game refuses an attack below its lowest column (${definition.chart.columns[0]?.label}): add strength or leave it` }]);
  const shifts = countingConditions(definition, input, 'shift');
  const shift = netShift(definition, shifts);
  const column = shiftedColumn(definition, base, shift.net);
  const dice = countingConditions(definition, input, 'die');
  const modifier = dieModifier(dice);
  const reads = definition.results.map(() => 0);
  const totals = totalsOf(definition, input);
  if (beyond?.kind === 'result') {
    reads[beyond.index] = 1;
    return { definition, input, attack, defence, base, automatic: beyond.index, shifts, shift, column, dice, modifier, reads, ways: 1, totals };
  }
  for (const r of definition.rolls) {
    const code = definition.chart.cells[rowOf(definition, r.total + modifier).index]?.[column.index] as number;
    reads[code] = (reads[code] as number) + r.ways;
  }
  return { definition, input, attack, defence, base, shifts, shift, column, dice, modifier, reads, ways: definition.ways, totals };
}
