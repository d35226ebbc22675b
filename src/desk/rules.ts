import type { Effects } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import type { UnitRecord } from '../store/records';
import type { Allocation, LossPlan } from './losses';

/** What every game's draft has: the units picked to attack and to defend, by roster id. */
export interface Sides {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

/** A unit added at the desk with the roster's stepper: the stepper gives the number the game fights with. */
export interface NewUnit {
  readonly name: string;
  readonly side: string;
  readonly type: string;
  readonly value: number;
}

/**
 * What the combat desk needs to know of one game, as plain functions of plain data: how its
 * draft is read and turned into a combat description, and how a result's losses are shared out
 * and applied to the units. Declared with method syntax so each game's rules (over its own draft
 * and effects) can be held as rules over any draft: the desk hands a game only the drafts its rules
 * read and the effects its engine half made.
 */
export interface DeskRules<D extends Sides, E extends Effects = Effects> {
  readonly game: GameId;
  /** The unit types the roster offers when a unit is added. */
  readonly unitTypes: readonly string[];
  /** What the roster's number is: "strength", "Combat Value". */
  readonly valueName: string;
  /** The saved draft, or the empty one when what was saved is not one (older or damaged). */
  read(saved: unknown): D;
  /** Whether the engine can be asked yet. */
  askable(draft: D): boolean;
  /** The combat description (docs/combat-format.md). */
  describe(draft: D, units: ReadonlyMap<string, UnitRecord>): Record<string, unknown>;
  /** The number the roster shows for a unit, or undefined when it is not known. */
  valueOf(unit: UnitRecord): number | undefined;
  /** A new unit's record from the roster's stepper. */
  newUnit(unit: NewUnit): Pick<UnitRecord, 'name' | 'side' | 'type' | 'strength' | 'state'>;
  /** The losses a result calls for that the players share out among the units. */
  lossPlans(effects: E, draft: D): LossPlan[];
  /** The units whose state the result changes, as they are after it, given how the losses were shared out. */
  applyResult(effects: E, draft: D, allocations: Readonly<Record<string, Allocation>>, plans: readonly LossPlan[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[];
  /** The player's words for the names in the engine's field paths ("combatValue" → "Combat Value"). */
  readonly fieldWords: Readonly<Record<string, string>>;
}

/** The list with `id` in it (once) or without it. */
export function toggle<T>(list: readonly T[], id: T, on: boolean): T[] {
  return on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
}
