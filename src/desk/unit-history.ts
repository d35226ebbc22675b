import type { EntryWhen } from '../store/campaign-record';
import type { CombatRecord, UnitRecord } from '../store/records';
import type { UnitField } from './rules';
import { type FieldValue, fieldText } from './unit-fields';

/** One value of a unit changed by a result, in the game's words. */
export interface FieldChange {
  /** Where it is kept: "strength" or "state.<key>". */
  readonly key: string;
  /** Its name in the game's words: "Fatigue Level". */
  readonly label: string;
  readonly from: string;
  readonly to: string;
}

/** What one log entry's applied result did to the unit. */
export interface UnitChange {
  /** The entry's id on this device, when it has one. */
  readonly entryId?: number;
  /** The entry's outcome as the log shows it: "2DR". */
  readonly outcome: string;
  /** When the entry was written (ms since the epoch). */
  readonly at: number;
  /** The turn and phase the entry was made in, when the game's turn record gave them. */
  readonly when?: EntryWhen;
  readonly changes: readonly FieldChange[];
  /** The result was undone since: the unit went back to what it was before. */
  readonly undone: boolean;
}

/** Names of the markers the desk's results set that no game lists as a field of its own. */
const MARKER_WORDS: Readonly<Record<string, string>> = { eliminated: 'Eliminated', retreated: 'Retreated' };

const NONE = '—';

type Value = FieldValue | null | undefined;

/**
 * A value in the game's words: a choice's words, a number as it is, yes or no for a marker of no
 * field. A status not set is at its default (unit-status.ts): its first option, or 0.
 */
function words(field: UnitField | undefined, value: Value): string {
  if (value === null || value === undefined) {
    if (!field) return 'no';
    if (!field.status) return NONE;
    return field.kind === 'choice' ? (field.options[0]?.words ?? NONE) : '0';
  }
  if (field?.kind === 'choice') return field.options.find((o) => o.value === value)?.words ?? fieldText(field, value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The values a unit's record keeps that a result may change: its strength, then each state key. */
function values(unit: UnitRecord): Map<string, Value> {
  return new Map<string, Value>([['strength', unit.strength], ...Object.entries(unit.state).map(([k, v]): [string, Value] => [`state.${k}`, v])]);
}

function labelOf(key: string, field: UnitField | undefined): string {
  if (field) return field.label;
  if (key === 'strength') return 'Strength';
  const state = key.slice('state.'.length);
  return MARKER_WORDS[state] ?? state;
}

/** Each value that differs between the unit before and after, in the game's field order, then the rest. */
export function fieldChanges(before: UnitRecord, after: UnitRecord, fields: readonly UnitField[]): FieldChange[] {
  const was = values(before);
  const now = values(after);
  const order = fields.map((f) => f.key as string);
  const keys = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => {
    const [x, y] = [order.indexOf(a), order.indexOf(b)].map((i) => (i < 0 ? order.length : i)) as [number, number];
    return x - y || a.localeCompare(b);
  });
  return keys.flatMap((key) => {
    const from = was.get(key);
    const to = now.get(key);
    if ((from ?? null) === (to ?? null)) return [];
    const field = fields.find((f) => f.key === key);
    return [{ key, label: labelOf(key, field), from: words(field, from), to: words(field, to) }];
  });
}

/** What applying changed to a unit, in the game's words: "Iron Brigade: Stragglers 3 → 1, Strength points 5 → 7". */
export function appliedWords(before: UnitRecord, after: UnitRecord, fields: readonly UnitField[]): string {
  const changes = fieldChanges(before, after, fields);
  return `${before.name}: ${changes.length === 0 ? 'no change' : changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join(', ')}`;
}

/** What an applied result did to each unit it changed, a line a unit in the game's words: "Barlow: Fatigue Level Fatigue 1 → Fatigue 2". */
export function appliedLines(applied: CombatRecord['applied'], fields: readonly UnitField[]): string[] {
  const before = applied?.before ?? [];
  return (applied?.after ?? []).flatMap((after) => {
    const was = before.find((u) => u.id === after.id);
    return was && fieldChanges(was, after, fields).length > 0 ? [appliedWords(was, after, fields)] : [];
  });
}

/**
 * Every change the game's applied results made to one unit, oldest first, read from the game's log
 * entries (oldest first): what each result changed, from what to what, and which entry made it. A
 * result undone since stays in the history, marked undone, as the log keeps its roll.
 */
export function unitHistory(unitId: string, entries: readonly CombatRecord[], fields: readonly UnitField[]): UnitChange[] {
  return entries.flatMap((entry): UnitChange[] => {
    const before = entry.applied?.before.find((u) => u.id === unitId);
    const after = entry.applied?.after.find((u) => u.id === unitId);
    if (!before || !after) return [];
    const changes = fieldChanges(before, after, fields);
    if (changes.length === 0) return [];
    return [
      {
        ...(entry.id === undefined ? {} : { entryId: entry.id }),
        outcome: entry.outcome.label,
        at: entry.at,
        ...(entry.when ? { when: entry.when } : {}),
        changes,
        undone: entry.undone === true,
      },
    ];
  });
}
