import { brief, briefMessage } from './core/brief';
import { type ChartCheck, type ChartSlotDescriptor, checkSheet, describeSlot } from './core/chart';
import type { Analysis, Resolution, TableView } from './core/combat';
import { CombatInputError, type Failure, FailureError, type FieldError } from './core/errors';
import { InvalidDieError, MissingDieError } from './core/dice';
import type { QuickRoll } from './core/quick-roll';
import type { GameId } from './core/source';
import type { Breakpoint } from './core/breakpoints';
import { type DiceInput, type PlanAnswer, analyse, breakpoints, fastFiguresOf, planOutcomesOf, repliesOf, resolve } from './engine';
import type { FigureDistribution } from './core/figures';
import { GAMES } from './games';
import { type ScenarioChoice, type ScenarioForces } from './core/scenarios';

/**
 * What the engine answers across a message boundary: errors become data (thrown errors lose their
 * fields when structured-cloned), so the UI can name the field or ask for the missing die.
 */
export type EngineAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly Failure[] }
  | { readonly ok: false; readonly missingDie: string; readonly sides?: 10; readonly errors: readonly Failure[] };

function answer<T>(run: () => T): EngineAnswer<T> {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof FailureError) return { ok: false, errors: e.errors };
    if (e instanceof MissingDieError) return { ok: false, missingDie: e.purpose, ...(e.sides === 10 ? { sides: 10 as const } : {}), errors: [{ code: 'missing-die', path: 'dice', message: e.message }] };
    if (e instanceof InvalidDieError) return { ok: false, errors: [{ code: 'refused', path: `dice.${e.index}`, message: e.message }] };
    throw e;
  }
}

export type { ChartCheck };

function checkChart(game: GameId, slotId: string, chart: unknown): ChartCheck {
  const slot = GAMES[game]?.chartSlots?.find((s) => s.id === slotId);
  if (!slot) return { ok: false, problems: [{ message: briefMessage(`this game reads no chart "${brief(slotId)}" from your sheet`) }] };
  return checkSheet(slot, chart);
}

/** One attack a plan asks the engine to weigh, and whether it needs each result's effects on the units. */
export interface PlanRequest {
  readonly input: unknown;
  readonly effects: boolean;
}

/** The engine's whole surface for the app, as plain functions of plain data. */
export const engineApi = {
  analyse: (input: unknown): EngineAnswer<Analysis> => answer(() => analyse(input)),
  resolve: (input: unknown, dice: DiceInput): EngineAnswer<Resolution> => answer(() => resolve(input, dice)),
  breakpoints: (input: unknown): EngineAnswer<readonly Breakpoint[]> => answer(() => breakpoints(input)),
  /** An attack's exact figures (losses per side, retreats, eliminations), by its game's fast path, for a plan. */
  figures: (input: unknown): EngineAnswer<FigureDistribution> => answer(() => fastFiguresOf(input)),
  /** The attack under each choice the opponent may still make once it is declared (none where he chooses nothing). */
  replies: (input: unknown): EngineAnswer<readonly Record<string, unknown>[]> => answer(() => repliesOf(input)),
  /** Several attacks' figures in one call (a search weighs hundreds of forces). */
  figuresMany: (inputs: readonly unknown[]): readonly EngineAnswer<FigureDistribution>[] => inputs.map((input) => answer(() => fastFiguresOf(input))),
  /**
   * Several attacks' results for a plan, in one call: with their effects where a later attack on the
   * same hex is weighed from each, by the fast path's figures alone where not.
   */
  planMany: (requests: readonly PlanRequest[]): readonly EngineAnswer<PlanAnswer>[] => requests.map((r) => answer(() => planOutcomesOf(r.input, r.effects))),
  tables: (game: GameId): readonly TableView[] => GAMES[game]?.tables ?? [],
  quickRolls: (game: GameId): readonly QuickRoll[] => GAMES[game]?.quickRolls ?? [],
  /** The charts a game reads from the player's own sheet, as plain data. */
  chartSlots: (game: GameId): readonly ChartSlotDescriptor[] => (GAMES[game]?.chartSlots ?? []).map(describeSlot),
  /** Checks a player's chart against one of the game's slots; the UI never checks a chart itself. */
  checkChart,
  /** A game's own campaign data checked, where the game keeps its rules there: every problem by its field, none when it reads (or the game keeps none). */
  checkGameData: (game: GameId, data: unknown): readonly FieldError[] => GAMES[game]?.checkData?.(data) ?? [],
  scenarios: (game: GameId): readonly ScenarioChoice[] => GAMES[game]?.scenarios?.choices() ?? [],
  setUp: (game: GameId, scenarioId: string, variantIds: readonly string[]): EngineAnswer<ScenarioForces> =>
    answer(() => {
      const catalog = GAMES[game]?.scenarios;
      if (!catalog) throw new CombatInputError([{ path: 'game', message: 'this game has no scenarios to set up' }]);
      return catalog.setUp(scenarioId, variantIds);
    }),
  games: (): readonly { readonly id: GameId; readonly name: string }[] =>
    Object.values(GAMES).map((g) => ({ id: g.id, name: g.name })),
};

export type EngineApi = typeof engineApi;
