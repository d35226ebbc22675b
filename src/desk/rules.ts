import type { Effects } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import type { Marker } from '../map/state';
import type { UnitRecord } from '../store/records';
import type { Allocation, LossPlan } from './losses';
import type { TableRollAppliers } from './table-rolls';

/**
 * A combat description as the desk writes it from a draft: `format` and `game`, then the game's own
 * fields as its engine schema defines them (`I`, the schema's valibot InferOutput: its fields, their
 * nesting, kinds and lists are checked here). The values are the player's as given: one not given yet
 * is left out or null, and a choice goes as the player made it (any text), for the engine to refuse
 * in its words, naming the field. The `kind` of a description is the desk's own, as the schema has it.
 * Unknown `I`: any game's.
 */
export type Described<I = unknown> = { readonly format: number; readonly game: GameId } & Unfinished<I>;

/** The player's values for T: every field, at every depth, may be left out or null, and every choice but `kind` is any text. */
export type Unfinished<T> = T extends readonly (infer U)[]
  ? readonly Unfinished<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: (K extends 'kind' ? T[K] : Unfinished<T[K]>) | null }
    : T extends string
      ? string
      : T;

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

/** A side a unit may be on: as saved, as shown, and the short words a pasted roster may give for it. */
export interface SideWords {
  readonly id: string;
  readonly words: string;
  readonly codes: readonly string[];
}

/** The sides of the American Civil War, as every game so far saves them. */
export const CIVIL_WAR_SIDES: readonly SideWords[] = [
  { id: 'union', words: 'Union', codes: ['US', 'USA', 'Federal'] },
  { id: 'confederate', words: 'Confederate', codes: ['CS', 'CSA', 'Rebel'] },
];

/** A value a unit of a game has, as the roster editor shows it and a pasted roster gives it. */
interface UnitFieldBase {
  /** Where it is kept: the unit's strength, or a key of its state. */
  readonly key: 'strength' | `state.${string}`;
  /** Its name in the game's words: "Combat Value". */
  readonly label: string;
  /** The short code a pasted roster gives it by: "CV" in `CV 12`. */
  readonly code: string;
  /** The unit types that have it; every type when absent. */
  readonly types?: readonly string[];
  /**
   * A status the game's results change (fatigue, morale state, stragglers …), as opposed to a printed
   * value: the roster shows it beside the unit while it is not at its first option (or 0, or unset).
   */
  readonly status?: true;
}

/** A number between bounds, in steps (1: a whole number). */
export interface NumberUnitField extends UnitFieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** One of a few values, each with the words the editor shows and the code a pasted roster gives. */
export interface ChoiceUnitField extends UnitFieldBase {
  readonly kind: 'choice';
  readonly options: readonly { readonly value: string | number | boolean; readonly words: string; readonly code: string }[];
}

/**
 * Another unit of the same side on the roster, by name: a unit's leader, say. A pasted roster gives
 * the name; a line naming no unit of those types on its side is refused.
 */
export interface UnitRefField extends UnitFieldBase {
  readonly kind: 'unit';
  /** The types the unit named must be of. */
  readonly of: readonly string[];
}

export type UnitField = NumberUnitField | ChoiceUnitField | UnitRefField;

/**
 * A map marker that shows one of a unit's statuses: carried while the field's status is not at its
 * default, or, given a value, while the field has that value (one morale state of several).
 */
export interface MapMarkerOf {
  readonly marker: Marker;
  readonly key: UnitField['key'];
  readonly value?: string | number | boolean;
}

/**
 * What the combat desk needs to know of one game, as plain functions of plain data: how its
 * draft is read and turned into a combat description, and how a result's losses are shared out
 * and applied to the units. Declared with method syntax so each game's rules (over its own draft
 * and effects) can be held as rules over any draft: the desk hands a game only the drafts its rules
 * read and the effects its engine half made. `I` is the game's description as its engine schema
 * defines it (v.InferOutput of the GameModule's schema).
 */
export interface DeskRules<D extends Sides, E extends Effects = Effects, I = unknown> {
  readonly game: GameId;
  /** The unit types the roster offers when a unit is added. */
  readonly unitTypes: readonly string[];
  /** The types the roster editor offers: the unit types, then counters that never fight (leaders). */
  readonly rosterTypes: readonly string[];
  /**
   * Counters that never fight which the desk's roster still offers to pick into a stack, because a
   * result reaches them there (a leader's loss check); none in most games.
   */
  readonly stackTypes: readonly string[];
  /** The sides a unit may be on. */
  readonly sides: readonly SideWords[];
  /** Every value the game's units have, in the order the roster editor and a pasted roster list them. */
  readonly unitFields: readonly UnitField[];
  /**
   * The map markers the game's unit statuses stand for: a counter standing for a unit carries them as
   * the unit does, and shows its other statuses with the status badge. None in most games.
   */
  readonly mapMarkers?: readonly MapMarkerOf[];
  /** What the roster's number is: "strength", "Combat Value". */
  readonly valueName: string;
  /** The saved draft, or the empty one when what was saved is not one (older or damaged). */
  read(saved: unknown): D;
  /** Whether the engine can be asked yet. */
  askable(draft: D): boolean;
  /** The combat description (docs/combat-format.md). */
  describe(draft: D, units: ReadonlyMap<string, UnitRecord>): Described<I>;
  /**
   * The attack as a phase plan declares it, whole, from its first roll: for a game whose combat is
   * played as a sequence of rolls (the desk's draft describes only the roll it is at). Absent, the
   * plan weighs `describe`.
   */
  declared?(draft: D, units: ReadonlyMap<string, UnitRecord>): Described<I>;
  /** The number the roster shows for a unit, or undefined when it is not known. */
  valueOf(unit: UnitRecord): number | undefined;
  /** A new unit's record from the roster's stepper. */
  newUnit(unit: NewUnit): Pick<UnitRecord, 'name' | 'side' | 'type' | 'strength' | 'state'>;
  /** The losses a result calls for that the players share out among the units (which of them can take a loss). */
  lossPlans(effects: E, draft: D, units: ReadonlyMap<string, UnitRecord>): LossPlan[];
  /** The units whose state the result changes, as they are after it, given how the losses were shared out. */
  applyResult(effects: E, draft: D, allocations: Readonly<Record<string, Allocation>>, plans: readonly LossPlan[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[];
  /**
   * A result that moves the combat on: the draft as it stands after it, for a game whose combat is
   * played as a sequence of rolls (a roll that decides whether the combat happens at all, then the
   * combat). The desk calls it once the result is saved and keeps the draft it gives as it keeps any
   * change to the set-up; absent, or giving the same draft, the set-up stays as it was.
   */
  afterResult?(effects: E, draft: D): D;
  /**
   * Whether the combat as set up now goes on to another roll with nothing for the players to choose
   * before it (the combat die after the supply dice): the desk rolls it (or asks for its dice) at
   * once, from the same tap. Absent, every roll is its own tap.
   */
  rollsOn?(draft: D): boolean;
  /**
   * The set-up New combat leaves after a result, for a roll made in the middle of setting up a combat
   * (a rally, say): that combat, to go back to. Absent, New combat empties both sides for the next units.
   */
  nextCombat?(draft: D): Partial<D>;
  /**
   * A unit just tapped onto a side (`draft` has it there): what else the game's rules change with it
   * (the leader it is with put in charge of that side, say). Absent, the unit only joins the side.
   */
  picked?(draft: D, id: string, side: 'attackers' | 'defenders', units: ReadonlyMap<string, UnitRecord>): Partial<D>;
  /**
   * Where the units stand in the description, when the game's description does not list them as
   * `attackers.<i>` and `defenders.<i>`: each path ("firers.0", "target") with its unit's id, so a
   * refusal there names the unit.
   */
  unitPaths?(draft: D, units: ReadonlyMap<string, UnitRecord>): Readonly<Record<string, string>>;
  /** The player's words for the names in the engine's field paths ("combatValue" → "Combat Value"). */
  readonly fieldWords: Readonly<Record<string, string>>;
  /** The game's quick rolls whose result the player may apply to a unit, by quick roll id; none in most games. */
  readonly tableRolls?: TableRollAppliers;
}

/** The list with `id` in it (once) or without it. */
export function toggle<T>(list: readonly T[], id: T, on: boolean): T[] {
  return on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
}
