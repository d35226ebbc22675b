import { COMBAT_FORMAT_VERSION } from './format';
import type { GameId, Source } from './source';

/** One choice of a field: the value that goes into the description, and the words the player reads. */
export interface QuickRollChoice {
  readonly value: string | number;
  readonly label: string;
}

interface FieldBase {
  /** Dotted path of the value in the description (inside its list item, for a list's fields); field errors name the same path. */
  readonly path: string;
  readonly label: string;
  /**
   * May be left empty: it is then left out of the description and the engine's default applies. A
   * field inside a group (a dotted path such as "terrain.defenderHex") that is not optional is needed
   * only when the group is sent, that is when some field of the group is filled in.
   */
  readonly optional?: true;
}

export type QuickRollValueField =
  | (FieldBase & { readonly type: 'choice'; readonly choices: readonly QuickRollChoice[]; readonly initial?: string | number })
  | (FieldBase & { readonly type: 'flag' })
  | (FieldBase & { readonly type: 'number'; readonly step: 1 | 0.5; readonly min?: number; readonly max?: number })
  | (FieldBase & { readonly type: 'date'; readonly min: string; readonly max: string })
  | (FieldBase & { readonly type: 'text'; readonly maxLength: number });

/** A list of items (e.g. the cavalry units in a hex), each with the same fields, at least `min` of them. */
export interface QuickRollListField extends FieldBase {
  readonly type: 'list';
  readonly itemLabel: string;
  readonly min: number;
  readonly item: readonly QuickRollValueField[];
}

export type QuickRollField = QuickRollValueField | QuickRollListField;

/**
 * A table that can be consulted on its own, away from a combat: the fields it needs, as data, and the
 * fixed part of its description. The fields' values fill in the rest (quickRollDescription).
 */
export interface QuickRoll {
  /** The description's kind. */
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  /** 'roll' when the table may ask for dice; 'lookup' when it is read without any. */
  readonly action: 'roll' | 'lookup';
  /** format, game and kind. */
  readonly base: Readonly<Record<string, string | number>>;
  readonly fields: readonly QuickRollField[];
}

export function quickRollBase(game: GameId, kind: string): QuickRoll['base'] {
  return { format: COMBAT_FORMAT_VERSION, game, kind };
}

/** What the player has entered: each field's text (a flag's on/off) by its full path, and each list's length. */
export interface QuickRollForm {
  readonly values: Readonly<Record<string, string | boolean>>;
  readonly lists: Readonly<Record<string, number>>;
}

/** The group a field belongs to ("terrain" for "terrain.defenderHex"); undefined for a field of its own or a list item's. */
export function groupOf(path: string): string | undefined {
  const [head, next] = path.split('.');
  return next === undefined || /^\d+$/.test(next) ? undefined : head;
}

/** The full path of a list item's field: "units.0.combatValue". */
export function itemPath(list: QuickRollListField, index: number, field: QuickRollValueField): string {
  return `${list.path}.${index}.${field.path}`;
}

function initialValue(field: QuickRollValueField): string | boolean {
  if (field.type === 'flag') return false;
  return field.type === 'choice' && field.initial !== undefined ? String(field.initial) : '';
}

/** The form as first shown: the engine's defaults where it has them, and each list at its least length. */
export function initialForm(roll: QuickRoll): QuickRollForm {
  const values: Record<string, string | boolean> = {};
  const lists: Record<string, number> = {};
  for (const field of roll.fields) {
    if (field.type !== 'list') {
      values[field.path] = initialValue(field);
      continue;
    }
    const length = Math.max(1, field.min);
    lists[field.path] = length;
    for (let i = 0; i < length; i++) for (const f of field.item) values[itemPath(field, i, f)] = initialValue(f);
  }
  return { values, lists };
}

/**
 * The value a field puts in the description, or undefined to leave it out. A required field left
 * empty goes in as null, so the engine's own message for it comes back at its path.
 */
function valueOf(field: QuickRollValueField, raw: string | boolean | undefined): unknown {
  if (field.type === 'flag') return raw === true ? true : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return field.optional ? undefined : null;
  if (field.type === 'choice') return field.choices.find((c) => String(c.value) === text)?.value ?? text;
  if (field.type === 'number') {
    const n = Number(text);
    return Number.isNaN(n) ? text : n;
  }
  return text;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else node = node[key] = {};
  });
  node[keys[keys.length - 1] ?? ''] = value;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An optional group (e.g. terrain) that the player left wholly empty is left out, not sent as nulls. */
function withoutEmptyGroups(node: Record<string, unknown>): Record<string, unknown> {
  const kept: [string, unknown][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) kept.push([key, value.map((item: unknown) => (isGroup(item) ? withoutEmptyGroups(item) : item))]);
    else if (!isGroup(value)) kept.push([key, value]);
    else {
      const group = withoutEmptyGroups(value);
      if (!Object.values(group).every((v) => v === null)) kept.push([key, group]);
    }
  }
  return Object.fromEntries(kept);
}

/** The combat description the form stands for: the quick roll's base, and each entered field at its path. */
export function quickRollDescription(roll: QuickRoll, form: QuickRollForm): Record<string, unknown> {
  const description: Record<string, unknown> = { ...roll.base };
  const put = (path: string, value: unknown): void => {
    if (value !== undefined) setAt(description, path, value);
  };
  for (const field of roll.fields) {
    if (field.type !== 'list') {
      put(field.path, valueOf(field, form.values[field.path]));
      continue;
    }
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < (form.lists[field.path] ?? 0); i++) {
      const item: Record<string, unknown> = {};
      for (const f of field.item) {
        const value = valueOf(f, form.values[itemPath(field, i, f)]);
        if (value !== undefined) setAt(item, f.path, value);
      }
      items.push(item);
    }
    put(field.path, items);
  }
  return withoutEmptyGroups(description);
}

/** The form with one more item at the end of a list, its fields at their first values. */
export function withItemAdded(form: QuickRollForm, list: QuickRollListField): QuickRollForm {
  const index = form.lists[list.path] ?? 0;
  const values = { ...form.values };
  for (const f of list.item) values[itemPath(list, index, f)] = initialValue(f);
  return { values, lists: { ...form.lists, [list.path]: index + 1 } };
}

/** The form without one item of a list; the items after it move up. */
export function withItemRemoved(form: QuickRollForm, list: QuickRollListField, removed: number): QuickRollForm {
  const length = form.lists[list.path] ?? 0;
  if (length <= list.min || removed < 0 || removed >= length) return form;
  const inList = new Set<string>();
  for (let i = 0; i < length; i++) for (const f of list.item) inList.add(itemPath(list, i, f));
  const values = Object.fromEntries(Object.entries(form.values).filter(([path]) => !inList.has(path)));
  for (let i = 0, to = 0; i < length; i++) {
    if (i === removed) continue;
    for (const f of list.item) {
      const value = form.values[itemPath(list, i, f)];
      if (value !== undefined) values[itemPath(list, to, f)] = value;
    }
    to++;
  }
  return { values, lists: { ...form.lists, [list.path]: length - 1 } };
}
