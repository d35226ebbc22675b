import type { Failure, FieldError } from '../engine/core/errors';
import type { UnitRecord } from '../store/records';
import type { Sides } from './rules';

/** A unit's place is written "attacker.units.1" in some descriptions and "attackers.1" in others; both read as the latter. */
function unitPath(parts: readonly string[]): readonly string[] {
  const [side, units, index, ...rest] = parts;
  if ((side === 'attacker' || side === 'defender') && units === 'units' && index !== undefined) return [`${side}s`, index, ...rest];
  return parts;
}

/**
 * The unit an engine path is about, and the rest of the path (the unit's field): by the paths the
 * game says its units stand at (the longest that fits), else as `attackers.<i>` or `defenders.<i>`
 * (`side` says which then).
 */
export function unitAtPath(
  path: string,
  draft: Sides,
  units: ReadonlyMap<string, UnitRecord>,
  unitPaths: Readonly<Record<string, string>> = {},
): { readonly unit: UnitRecord; readonly rest: readonly string[]; readonly side?: 'attackers' | 'defenders' } | undefined {
  const given = path.split('.').filter(Boolean);
  for (let n = given.length; n > 0; n--) {
    const id = unitPaths[given.slice(0, n).join('.')];
    const unit = id === undefined ? undefined : units.get(id);
    if (unit) return { unit, rest: given.slice(n) };
  }
  const [head, index, ...rest] = unitPath(given);
  if ((head === 'attackers' || head === 'defenders') && index !== undefined && /^\d+$/.test(index)) {
    const unit = units.get((head === 'attackers' ? draft.attackers : draft.defenders)[Number(index)] ?? '');
    if (unit) return { unit, rest, side: head };
  }
  return undefined;
}

/**
 * Says where an engine error is in the player's terms: "attackers.1.strength" becomes
 * "Attacker IX — strength", each field name in the game's words (`DeskRules.fieldWords`) where it
 * has them; a path the game says a unit stands at (`DeskRules.unitPaths`) is named by the unit.
 * The message itself is the engine's.
 */
export function describeFieldError(
  error: FieldError,
  draft: Sides,
  units: ReadonlyMap<string, UnitRecord>,
  gameWords: Readonly<Record<string, string>> = {},
  unitPaths: Readonly<Record<string, string>> = {},
): string {
  const word = (p: string): string => gameWords[p] ?? p;
  const given = error.path.split('.').filter(Boolean);
  const at = unitAtPath(error.path, draft, units, unitPaths);
  if (at) {
    const field = at.rest.map((p) => word(p)).join(' ');
    const who = at.side === undefined ? at.unit.name : `${at.side === 'attackers' ? 'Attacker' : 'Defender'} ${at.unit.name}`;
    return `${who}${field ? ` — ${field}` : ''}: ${error.message}`;
  }
  const parts = unitPath(given);
  const [head, index, ...rest] = parts;
  // A unit's place with no unit there (taken off the roster meanwhile): named by its place.
  if ((head === 'attackers' || head === 'defenders') && index !== undefined && /^\d+$/.test(index)) {
    const who = `${head === 'attackers' ? 'Attacker' : 'Defender'} ${Number(index) + 1}`;
    const field = rest.map((p) => word(p)).join(' ');
    return `${who}${field ? ` — ${field}` : ''}: ${error.message}`;
  }
  if (head === 'attackers' || head === 'defenders') return `${head === 'attackers' ? 'Attackers' : 'Defenders'}: ${error.message}`;
  if (head === 'attacker' || head === 'defender') {
    const field = parts.slice(1).map((p) => word(p)).join(' ');
    return `${head === 'attacker' ? 'Attacker' : 'Defender'}${field ? ` — ${field}` : ''}: ${error.message}`;
  }
  const field = parts.map((p) => word(p)).join(' ');
  return field ? `${field[0]?.toUpperCase()}${field.slice(1)}: ${error.message}` : error.message;
}

/** An engine's failure as the desk shows it: the same code and field, in the player's words naming the unit and field. */
export function describeFailure(
  failure: Failure,
  draft: Sides,
  units: ReadonlyMap<string, UnitRecord>,
  gameWords: Readonly<Record<string, string>> = {},
  unitPaths: Readonly<Record<string, string>> = {},
): Failure {
  return { ...failure, message: describeFieldError(failure, draft, units, gameWords, unitPaths) };
}
