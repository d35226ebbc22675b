import type { DeskRules, Sides, SideWords, UnitField } from './rules';
import { type FieldValue, type UnitValues, fieldText, fieldValue, fieldsFor, readField, unitNamed, withField } from './unit-fields';
import { brief } from '../engine/core/brief';

/**
 * A roster as text, one unit a line, as a player types it or copies it from a spreadsheet:
 * `Hancock, union, infantry, CV 12, MP 8, T 2`, or the same cells separated by tabs. The name comes
 * first (commas and all, up to the side), then the side, the type (the game's first when left out),
 * then each value by the code the game gives it; values with no code fill the type's fields in the
 * game's order. A first line naming its columns (`Name, Side, Type, CV, MP`) places every cell by
 * its column instead. The same text is what a roster is exported as, so it can be pasted again.
 */

/** What a pasted roster is read by: the game's sides, types and fields. */
export type RosterGame = Pick<DeskRules<Sides>, 'rosterTypes' | 'sides' | 'unitFields'>;

export interface RosterUnit extends UnitValues {
  readonly name: string;
  readonly side: string;
  readonly type: string;
}

export type PastedLine =
  | { readonly line: number; readonly text: string; readonly ok: true; readonly unit: RosterUnit }
  | { readonly line: number; readonly text: string; readonly ok: false; readonly reason: string };

/** A line's cells: split at tabs when it has any, otherwise at commas outside double quotes. */
export function splitCells(line: string): string[] {
  const unquote = (cell: string) => {
    const c = cell.trim();
    return c.length >= 2 && c.startsWith('"') && c.endsWith('"') ? c.slice(1, -1).replace(/""/g, '"').trim() : c;
  };
  if (line.includes('\t')) return line.split('\t').map(unquote);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map(unquote);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sideOf = (sides: readonly SideWords[], cell: string) => sides.find((s) => [s.id, s.words, ...s.codes].some((w) => same(w, cell)));
const typeOf = (game: RosterGame, cell: string) => game.rosterTypes.find((t) => same(t, cell));

/** A cell that gives a field by its code or label ("CV 12", "MP: 8", "Combat Value=12"), split into the field and the value. */
function coded(fields: readonly UnitField[], cell: string): { field: UnitField; text: string } | undefined {
  const lower = cell.toLowerCase();
  const tokens = fields.flatMap((field) => [field.label, field.code].map((token) => ({ field, token: token.toLowerCase() }))).sort((a, b) => b.token.length - a.token.length);
  for (const { field, token } of tokens) {
    if (!lower.startsWith(token)) continue;
    const rest = /^\s*[:=]?\s*(\S.*)$/.exec(cell.slice(token.length));
    if (rest?.[1] !== undefined && !/^[a-z]/i.test(cell.slice(token.length))) return { field, text: rest[1] };
  }
  return undefined;
}

/** The roles of a header line's columns, when the line is one: it names a Name and a Side column. */
type Column = 'name' | 'side' | 'type' | UnitField | undefined;
function headerOf(cells: readonly string[], game: RosterGame): Column[] | undefined {
  const roles = cells.map((c): Column => {
    if (same(c, 'name')) return 'name';
    if (same(c, 'side')) return 'side';
    if (same(c, 'type')) return 'type';
    return game.unitFields.find((f) => same(f.code, c) || same(f.label, c));
  });
  return roles.includes('name') && roles.includes('side') ? roles : undefined;
}

interface Cells {
  name: string;
  side: string;
  type: string;
  values: { readonly field: UnitField | undefined; readonly text: string }[];
}

/** A line's cells by their place in it: name, side, maybe a type, then values. */
function byPlace(cells: readonly string[], game: RosterGame): Cells | string {
  const at = cells.findIndex((c, i) => i > 0 && sideOf(game.sides, c) !== undefined);
  if (at < 0) {
    const sides = game.sides.map((s) => s.id).join(', ');
    // The word where the side would be, most likely the side mistyped.
    const word = cells.slice(1).find((c) => /^[a-z]+$/i.test(c) && typeOf(game, c) === undefined);
    return word ? `“${brief(word)}” is not a side: give one of ${sides} after the name` : `no side: give one of ${sides} after the name`;
  }
  const rest = cells.slice(at + 1).filter((c) => c !== '');
  // A word after the side is its type, known or not ("infantary" is a type mistyped, not a value).
  const typed = rest[0] !== undefined && (typeOf(game, rest[0]) !== undefined || (/^[a-z-]+$/i.test(rest[0]) && coded(game.unitFields, rest[0]) === undefined));
  const all = game.unitFields;
  return {
    name: cells.slice(0, at).join(', '),
    side: cells[at] ?? '',
    type: typed ? (rest[0] ?? '') : '',
    values: (typed ? rest.slice(1) : rest).map((text) => {
      const c = coded(all, text);
      return c ?? { field: undefined, text };
    }),
  };
}

function byHeader(cells: readonly string[], header: readonly Column[]): Cells {
  const out: Cells = { name: '', side: '', type: '', values: [] };
  header.forEach((role, i) => {
    const text = cells[i] ?? '';
    if (role === 'name' || role === 'side' || role === 'type') out[role] = text;
    else if (role && text !== '') out.values.push({ field: role, text });
  });
  return out;
}

/** One unit from its cells, or why the line is refused. */
function unitOf(cells: Cells, game: RosterGame): RosterUnit | string {
  const name = cells.name.trim();
  if (name === '') return 'no name: a line starts with the unit’s name';
  const side = sideOf(game.sides, cells.side);
  if (!side) return `“${brief(cells.side)}” is not a side: give one of ${game.sides.map((s) => s.id).join(', ')}`;
  const type = cells.type === '' ? game.rosterTypes[0] : typeOf(game, cells.type);
  if (type === undefined) return `“${brief(cells.type)}” is not a unit type: give one of ${game.rosterTypes.join(', ')}`;
  const own = fieldsFor(game.unitFields, type);
  let unit: RosterUnit = { name, side: side.id, type, strength: null, state: {} };
  const given = new Set<UnitField>();
  for (const { field: coded, text } of cells.values) {
    // A value with no code is the type's next field not yet given.
    const unknownCode = coded === undefined ? /^([a-z]+)(?:\s+|\s*[:=]\s*)\S/i.exec(text)?.[1] : undefined;
    if (unknownCode !== undefined) return `no value has the code “${brief(unknownCode)}”: the codes are ${own.map((f) => f.code).join(', ')}`;
    const field = coded ?? own.find((f) => !given.has(f));
    if (!field) return coded === undefined && own.length > 0 ? `“${text}” is one value too many, or its code is not one of ${own.map((f) => f.code).join(', ')}` : `“${text}”: a ${type} has no values to give`;
    if (!own.includes(field)) return `a ${type} has no ${field.label}`;
    if (given.has(field)) return `${field.label} is given twice`;
    given.add(field);
    const read = readField(field, text);
    if (!read.ok) return `${field.label}: ${read.reason}`;
    unit = withField(unit, field, read.value);
  }
  return unit;
}

/** A unit already on the roster, as a pasted roster is checked against it. */
export interface RosterEntry {
  readonly name: string;
  readonly side: string;
  /** Not known, the unit is never the one another names. */
  readonly type?: string;
}

/**
 * Each accepted line whose unit names another (its leader, say) that is neither on the roster nor
 * on an accepted line, of its side and of the field's types: refused, naming the field.
 */
function checkNamed(lines: PastedLine[], game: RosterGame, existing: readonly RosterEntry[]): PastedLine[] {
  const known = [...existing, ...lines.flatMap((l) => (l.ok ? [l.unit] : []))];
  return lines.map((l) => {
    if (!l.ok) return l;
    const side = game.sides.find((s) => s.id === l.unit.side)?.words.toLowerCase() ?? l.unit.side;
    for (const field of fieldsFor(game.unitFields, l.unit.type)) {
      const value = fieldValue(l.unit, field);
      if (field.kind !== 'unit' || value === null || unitNamed(field, value, l.unit.side, known)) continue;
      return { line: l.line, text: l.text, ok: false, reason: `${field.label}: no ${side} ${field.of.join(' or ')} on the roster is named “${brief(String(value))}”` };
    }
    return l;
  });
}

/**
 * Every line of a pasted roster, accepted as a unit or refused with the reason. A unit whose name is
 * already on the roster on its side, or on an earlier line, is refused: units are picked by name. A
 * unit that names another (its leader) must name one on the roster or on an accepted line.
 */
export function parseRoster(text: string, game: RosterGame, existing: readonly RosterEntry[] = []): PastedLine[] {
  const taken = new Map(existing.map((u) => [`${u.side}\n${u.name.trim().toLowerCase()}`, 'already on the roster']));
  let header: Column[] | undefined;
  const out: PastedLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    const cells = splitCells(raw);
    if (out.length === 0 && !header) {
      header = headerOf(cells, game);
      if (header) return;
    }
    const read = header ? byHeader(cells, header) : byPlace(cells, game);
    const unit = typeof read === 'string' ? read : unitOf(read, game);
    if (typeof unit === 'string') {
      out.push({ line, text: raw, ok: false, reason: unit });
      return;
    }
    const key = `${unit.side}\n${unit.name.toLowerCase()}`;
    const clash = taken.get(key);
    if (clash) {
      out.push({ line, text: raw, ok: false, reason: `${brief(unit.name)} (${unit.side}) is ${clash}` });
      return;
    }
    taken.set(key, `on line ${line} too`);
    out.push({ line, text: raw, ok: true, unit });
  });
  return checkNamed(out, game, existing);
}

const quoted = (name: string) => (/[",\t]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);

/** A roster as text, one unit a line in the form parseRoster reads: names, sides, types and every value given. */
export function rosterText(units: readonly RosterUnit[], game: RosterGame): string {
  return units
    .map((u) => {
      const values = fieldsFor(game.unitFields, u.type).flatMap((f) => {
        const v: FieldValue | null = fieldValue(u, f);
        return v === null ? [] : [quoted(`${f.code} ${fieldText(f, v)}`)];
      });
      return [quoted(u.name), u.side, u.type, ...values].join(', ');
    })
    .join('\n')
    .concat(units.length > 0 ? '\n' : '');
}
