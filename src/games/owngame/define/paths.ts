/**
 * The definition being written, as plain JSON reached by dotted paths ("units.values.1.use"): the
 * form binds each control to a path, and the engine's check names each problem by the same path.
 */
export type Json = unknown;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function getAt(value: Json, path: string): Json {
  let at: unknown = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (Array.isArray(at)) at = at[Number(part)];
    else if (isRecord(at)) at = at[part];
    else return undefined;
  }
  return at;
}

/** A copy of `value` with `path` set (created where missing); `undefined` removes it from its object. */
export function setAt(value: Json, path: string, next: Json): Json {
  const [head, ...rest] = path.split('.').filter(Boolean);
  if (head === undefined) return next;
  if (Array.isArray(value) && /^\d+$/.test(head)) {
    const i = Number(head);
    const copy = [...value];
    copy[i] = setAt(value[i], rest.join('.'), next);
    return copy;
  }
  const object = isRecord(value) ? value : {};
  const inner = setAt(object[head], rest.join('.'), next);
  const { [head]: _, ...others } = object;
  return inner === undefined ? others : { ...object, [head]: inner };
}

/** A typed number, or the text as typed when it is not one (for the check to name it). */
export function typedNumber(text: string): number | string {
  const t = text.trim();
  return t !== '' && /^[-+]?\d+$/.test(t) ? Number(t) : t;
}

/** A short name made from a name: lower case letters, digits and dashes, not one of `taken`. */
export function shortName(name: string, taken: readonly string[], fallback: string): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').replace(/^(\d)/, 'x$1').slice(0, 20) || fallback;
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

const PART_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  source: 'where its rules come from',
  sides: 'sides',
  types: 'unit types',
  code: 'code',
  use: 'what it is for',
  min: 'least',
  max: 'most',
  id: 'short name',
  kind: 'method',
  rounding: 'rounding',
  lowest: 'lowest column',
  highest: 'highest column',
  belowLowest: 'below the lowest column',
  aboveHighest: 'above the highest column',
  roll: 'dice',
  modifier: 'modifier',
  shifts: 'how shifts combine',
  losses: 'what losses count',
  side: 'side',
  scope: 'where it applies',
  when: 'when it counts',
  effect: 'what it does',
  columns: 'columns',
  multiplier: 'multiplier',
  least: 'never below',
  loss: 'loss',
  retreat: 'retreat',
  table: 'the table',
};

/**
 * A field in the form's words: "Value 2 (Steps): least", "Result DR: defender: retreat",
 * "Condition 3 (Woods): columns", "The table, row 2, column 1-1".
 */
export function fieldWords(path: string, form: Json): string {
  const parts = path.split('.').filter(Boolean);
  const [head, a, b, ...rest] = parts;
  const named = (what: string, i: string | undefined, label: unknown) => `${what} ${Number(i) + 1}${typeof label === 'string' && label.trim() ? ` (${label.trim()})` : ''}`;
  const words = (list: readonly string[]) => list.map((p) => PART_WORDS[p] ?? p).join(': ');
  if (head === 'definition') return fieldWords(parts.slice(1).join('.'), form);
  if (head === 'units' && a === 'values' && b !== undefined) return [named('Value', b, getAt(form, `units.values.${b}.name`)), ...(rest.length ? [words(rest)] : [])].join(': ');
  if (head === 'units' && a === 'types') return b === undefined ? 'Unit types' : `Unit type ${Number(b) + 1}`;
  if (head === 'conditions' && a !== undefined) return [named('Condition', a, getAt(form, `conditions.${a}.name`)), ...(b ? [words([b, ...rest])] : [])].join(': ');
  if (head === 'results' && a !== undefined) {
    const code = getAt(form, `results.${a}.code`);
    return [`Result ${typeof code === 'string' && code.trim() ? code.trim() : Number(a) + 1}`, ...(b ? [words([b, ...rest])] : [])].join(': ');
  }
  if (head === 'sides' && a !== undefined) return a === '0' ? 'First side' : 'Second side';
  if (head === 'method' && a !== undefined) return `Method: ${words([a])}`;
  if (head === 'dice' && a !== undefined) return `Dice: ${words([a])}`;
  if (head === 'table' && a === 'cells' && b !== undefined && rest[0] !== undefined) {
    const row = getAt(form, `table.rows.${b}`);
    const column = getAt(form, `table.columns.${rest[0]}`);
    return `The table, row ${String(row ?? Number(b) + 1)}, column ${String(column ?? Number(rest[0]) + 1)}`;
  }
  if (head === 'table') return a ? `The table: ${a}` : 'The table';
  const w = words(parts);
  return w ? `${w[0]?.toUpperCase()}${w.slice(1)}` : 'The definition';
}
