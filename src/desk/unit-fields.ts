import type { UnitRecord } from '../store/records';
import type { UnitField } from './rules';

export type FieldValue = string | number | boolean;

/** What a roster holds of a unit: its values, without where it is saved. */
export type UnitValues = Pick<UnitRecord, 'strength' | 'state'>;

/** The fields a unit of this type has. */
export function fieldsFor(fields: readonly UnitField[], type: string): UnitField[] {
  return fields.filter((f) => !f.types || f.types.includes(type));
}

const stateKey = (field: UnitField): string | undefined => (field.key === 'strength' ? undefined : field.key.slice('state.'.length));

/** A unit's value for a field; null when it has none. */
export function fieldValue(unit: UnitValues, field: UnitField): FieldValue | null {
  const key = stateKey(field);
  if (key === undefined) return unit.strength;
  return unit.state[key] ?? null;
}

/** The unit with the field set, or cleared when the value is null. */
export function withField<U extends UnitValues>(unit: U, field: UnitField, value: FieldValue | null): U {
  const key = stateKey(field);
  if (key === undefined) return { ...unit, strength: typeof value === 'number' ? value : null };
  const state = Object.fromEntries(Object.entries(unit.state).filter(([k]) => k !== key));
  return { ...unit, state: value === null ? state : { ...state, [key]: value } };
}

/** The longest name a unit field refers to another unit by. */
const NAME_MAX = 80;

/**
 * The unit a unit field names, among `units`: of its unit's side and of one of the field's types,
 * by name as typed (case aside); undefined when there is none.
 */
export function unitNamed<U extends { readonly name: string; readonly side: string; readonly type?: string }>(field: UnitField, value: FieldValue | null, side: string, units: Iterable<U>): U | undefined {
  if (field.kind !== 'unit' || typeof value !== 'string') return undefined;
  const want = value.trim().toLowerCase();
  for (const u of units) if (u.side === side && u.type !== undefined && field.of.includes(u.type) && u.name.trim().toLowerCase() === want) return u;
  return undefined;
}

export type FieldReading = { readonly ok: true; readonly value: FieldValue | null } | { readonly ok: false; readonly reason: string };

const decimals = (n: number) => (Number.isInteger(n) ? 0 : String(n).split('.')[1]?.length ?? 0);

/** Whether `n` is a whole number of steps, allowing for the binary fractions of decimal steps. */
function onStep(n: number, step: number): boolean {
  const places = Math.max(decimals(n), decimals(step));
  const scale = 10 ** places;
  return Math.round(n * scale) % Math.round(step * scale) === 0;
}

/** The bounds of a number field in words: "a whole number from 0 to 99". */
export function numberRule(field: Extract<UnitField, { kind: 'number' }>): string {
  const what = field.step === 1 ? 'a whole number' : `a number in steps of ${field.step}`;
  return `${what} from ${field.min} to ${field.max}`;
}

/** A value as typed for a field: its value (null when left empty), or why it is not one the field takes. */
export function readField(field: UnitField, text: string): FieldReading {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  if (field.kind === 'number') {
    const n = Number(typed.replace(',', '.'));
    if (!Number.isFinite(n) || !/^[-+]?\d*[.,]?\d+$/.test(typed)) return { ok: false, reason: `“${typed}” is not a number; it must be ${numberRule(field)}` };
    if (n < field.min || n > field.max || !onStep(n, field.step)) return { ok: false, reason: `${typed} is not allowed; it must be ${numberRule(field)}` };
    return { ok: true, value: n };
  }
  if (field.kind === 'unit') return typed.length > NAME_MAX ? { ok: false, reason: `a name is at most ${NAME_MAX} characters` } : { ok: true, value: typed };
  const want = typed.toLowerCase();
  const option = field.options.find((o) => o.code.toLowerCase() === want || o.words.toLowerCase() === want || String(o.value).toLowerCase() === want);
  if (!option) return { ok: false, reason: `“${typed}” is not one of ${field.options.map((o) => o.code).join(', ')}` };
  return { ok: true, value: option.value };
}

/** A value as a pasted roster gives it: the number, the option's code, or the unit's name. */
export function fieldText(field: UnitField, value: FieldValue): string {
  if (field.kind === 'number' || field.kind === 'unit') return String(value);
  return field.options.find((o) => o.value === value)?.code ?? String(value);
}

/** What is wrong with a saved value, checked as if it had been typed; '' when nothing is. */
export function valueProblem(field: UnitField, value: FieldValue | null): string {
  if (value === null) return '';
  const read = readField(field, field.kind === 'number' ? String(value) : fieldText(field, value));
  return read.ok ? '' : read.reason;
}
