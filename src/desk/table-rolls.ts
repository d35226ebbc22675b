import type { Effects } from '../engine/core/combat';
import type { UnitRecord } from '../store/records';

/**
 * How a table rolled on its own (a quick roll) reaches one unit the player picks: which units it may
 * be applied to, what of the unit the roll reads, and the unit after the result.
 */
export interface TableRollApply {
  /** Whether the roll may be applied to this unit (its type, and its state: a brigade with stragglers). */
  takes(unit: UnitRecord): boolean;
  /** The roll's fields as the unit's record fills them in, by field path: its morale grade, its morale state. */
  prefill(unit: UnitRecord): Readonly<Record<string, string | boolean>>;
  /**
   * The unit after the result, given the roll's description as logged; undefined when the result
   * leaves it as it is.
   */
  apply(effects: Effects, unit: UnitRecord, input: Readonly<Record<string, unknown>>): UnitRecord | undefined;
  /** What the game's sources leave unsaid about applying it, for the player to read before applying. */
  readonly note?: string;
}

/** A game's quick rolls that change a unit, by quick roll id. */
export type TableRollAppliers = Readonly<Record<string, TableRollApply>>;

/** The prefilled fields whose values the roll was made with differ from the unit's record: their paths. */
export function differingPrefill(apply: TableRollApply, unit: UnitRecord, values: Readonly<Record<string, string | boolean>>): string[] {
  return Object.entries(apply.prefill(unit))
    .filter(([path, value]) => (values[path] ?? '') !== value)
    .map(([path]) => path);
}
