import type * as v from 'valibot';
import type { FieldError } from './errors';
import type { DiceStream, DieRecord } from './dice';
import type { Distribution } from './distribution';
import type { Fraction } from './fraction';
import type { QuickRoll } from './quick-roll';
import type { RngState } from './rng';
import type { ScenarioCatalog } from './scenarios';
import type { Variation } from './breakpoints';
import type { ChartReading, ChartSlot } from './chart';
import type { GameId } from './source';
import type { Step } from './explain';
import type { Analysis, Highlight, TableView } from './analysis';
import type { Standings } from './standing';
import type { Planning } from './figures';

/** The least every outcome says: a stable key (for merging and charts) and a label players read. */
export interface OutcomeBase {
  readonly key: string;
  readonly label: string;
}

export type { Analysis, Highlight, OutcomeChance, TableView } from './analysis';

/**
 * A result's effects on the units, as plain data. Each game exports the type of its own (declared
 * as a type alias, so that it is one of these); the desk hands them back to that game's rules.
 */
export type Effects = Readonly<Record<string, unknown>>;

/** What to do on the board, as a checklist. */
export interface ResolvedOutcome extends OutcomeBase {
  readonly checklist: readonly string[];
  readonly steps: readonly Step[];
  readonly effects: Effects;
}

export interface Resolution {
  readonly analysis: Analysis;
  readonly outcome: ResolvedOutcome;
  readonly dice: readonly DieRecord[];
  /** The generator's state after the roll, when the generator rolled. */
  readonly rngAfter?: RngState;
  /**
   * Where the rolled outcome falls among all possible ones for the attacker, by the exact chances:
   * P(worse) + ½·P(as good), from 0 to 1 (the defender's is 1 minus it). Absent when the game does
   * not rank this kind's outcomes (a morale check, a table roll: no attacker).
   */
  readonly percentile?: Fraction;
  /**
   * The chances of the outcomes grouped by how good each is for the attacker, worst first, and the
   * rolled outcome's group: present exactly when `percentile` is.
   */
  readonly standings?: Standings;
}

/**
 * A test on one outcome, for `highlights`. Declared through a method so that it is compared
 * bivariantly: a module's Prepared<ItsOutcome> can then be held as Prepared<OutcomeBase> in the
 * registry (the engine only ever passes back outcomes the module's own `roll` produced).
 */
export type OutcomePredicate<O> = { check(outcome: O): boolean }['check'];

/**
 * A game's combat procedure, split where the dice fall: `prepare` does everything that does not
 * depend on dice (and raises rule restrictions); `roll` is the pure dice step that the engine both
 * runs once for a result and enumerates for the exact distribution.
 */
export interface Prepared<O extends OutcomeBase, E extends Effects = Effects> {
  readonly steps: readonly Step[];
  readonly table?: TableView;
  readonly dicePlan: readonly string[];
  /** The faces of each die in `dicePlan`, where one is not six-sided; absent when all are. */
  readonly diceSides?: readonly number[];
  roll(dice: DiceStream): O;
  /**
   * The exact distribution of `roll`'s outcomes, when the game can give it more directly than by
   * walking the dice tree (e.g. from the dice's difference). It must equal `enumerate(roll)` outcome
   * for outcome, which each game that supplies one tests; without it the engine enumerates.
   */
  distribution?(): Distribution<O>;
  describe(outcome: O): { readonly steps: readonly Step[]; readonly checklist: readonly string[]; readonly effects: E };
  highlights(chance: (predicate: OutcomePredicate<O>) => Fraction): readonly Highlight[];
}

/**
 * The engine half of a game, served from the worker: its combat description, charts, quick rolls,
 * scenarios and procedure. The main-thread half (desk, map, set-up) is its plug-in in src/games.
 */
export interface GameModule<TSchema extends v.GenericSchema = v.GenericSchema, O extends OutcomeBase = OutcomeBase, E extends Effects = Effects> {
  readonly id: GameId;
  readonly name: string;
  /** The combat description for this game (the part after `format` and `game`). */
  readonly schema: TSchema;
  /** Every chart of the game as the engine holds it, for the tables browser (no column chosen). */
  readonly tables: readonly TableView[];
  /** The tables other than combat that can be rolled or looked up on their own, with the fields each needs. */
  readonly quickRolls?: readonly QuickRoll[];
  readonly scenarios?: ScenarioCatalog;
  /** The charts the procedure reads cell by cell, each with its lookup (see ChartReading). */
  readonly charts?: readonly ChartReading[];
  /** The charts the game reads from the player's own sheet, which travel inside each description (`charts.<id>`). */
  readonly chartSlots?: readonly ChartSlot[];
  /**
   * The single changes a player could make to this combat (a strength point more or less, a unit
   * taken away, another kind of attack), for the breakpoint hints: the engine keeps those that move
   * it to another table, column or rows.
   */
  variations?(input: v.InferOutput<TSchema>): readonly Variation[];
  /**
   * How good an outcome is for the attacker (higher is better), for the luck report's percentiles;
   * undefined for kinds with no attacker. Pure, and the same for outcomes with the same key (they
   * are merged in the distribution). Each game documents the order it uses where it declares it.
   */
  standing(outcome: O): number | undefined;
  /**
   * What a plan weighs of each result (figures.ts): its losses in the game's measure and the marks
   * (retreat, elimination, shaken), on the explained path and on the game's fast path. Every game
   * has one: without it the phase plan and the search could weigh none of its attacks.
   */
  readonly planning: Planning<v.InferOutput<TSchema>, O>;
  /**
   * For a game whose rules the players define in its own campaign data (`Campaign.game`): that data
   * checked, every problem by its field inside it, none when it reads. An import checks it before
   * anything is written.
   */
  checkData?(data: unknown): readonly FieldError[];
  prepare(input: v.InferOutput<TSchema>): Prepared<O, E>;
}
