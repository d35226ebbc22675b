import type { ChainReport } from '../../store/chain';
import type { DeskEngine } from '../../desk/engine';
import type { LogVerdict } from '../../store/log-audit';
import type { Sides } from '../../desk/rules';
import type { DeskGame } from '../../games/contract';
import type { DeskViews } from '../../games/views';
import type { AdjutantDb } from '../../store/db';
import type { LogWriter } from '../../store/log-writer';
import type { GameRecord, SetUpChange, UnitRecord } from '../../store/records';
import type { NotSavedWords } from '../../store/write-errors';
import type { MapGame } from '../map/analyses';

/** Checks a game's whole log against its audit chain: the audit worker, or the page itself in tests. */
export interface LogAuditor {
  checkLog(gameId: string): Promise<{ readonly report: ChainReport; readonly verdict?: LogVerdict }>;
}

export type { DeskEngine } from '../../desk/engine';

/**
 * The desk as its controllers (odds, roll, log, map) see it: the open game, its set-up and units,
 * and the line of words the desk shows the player. Each controller keeps its own part of the
 * desk's state and asks the desk to draw again when it changes.
 */
export interface DeskHost {
  readonly db?: AdjutantDb | undefined;
  readonly engine?: DeskEngine | undefined;
  readonly auditor: LogAuditor;
  /** Writes the rolls to the log; undefined until there is a database. */
  readonly logWriter: LogWriter | undefined;
  /** undefined while opening; null when there is no such game. */
  game: GameRecord | null | undefined;
  /** The game at the desk, from its plug-in; undefined for a game whose desk is not ready. */
  readonly desk: DeskGame<Sides> | undefined;
  /** How the game's set-up is drawn and said, from its plug-in's views. */
  readonly deskViews: DeskViews<Sides> | undefined;
  /** The game's own campaign data, for a game whose rules the players define there (GameRules.forGameData). */
  readonly gameData: unknown;
  /** The combat being set up, as the game's rules read it. */
  draft: Sides;
  units: UnitRecord[];
  /** The units by id, the same map object until the units change. */
  readonly unitMap: ReadonlyMap<string, UnitRecord>;
  /** A line of words for the player, shown above the activity. */
  message: string;
  /** Says that `what` was not saved (or not `done`) and why, then `after`: beside a failure said a moment before, not over it (DeskSession.sayNotSaved). */
  sayNotSaved(what: string, e: unknown, words?: NotSavedWords): void;
  setDraft(patch: Partial<Sides>): void;
  /** The combat description of a draft, with the player's charts for the game's slots in it; from the units on the desk unless others are given. */
  describe(draft: Sides, units?: ReadonlyMap<string, UnitRecord>): Record<string, unknown>;
  /** An attack as the phase plan declares it: whole, from its first roll (DeskRules.declared), with the player's charts. */
  describeDeclared(draft: Sides, units?: ReadonlyMap<string, UnitRecord>): Record<string, unknown>;
  /** Writes the set-up or the map to the game record once the player pauses. */
  saveLater(patch: SetUpChange): void;
  /**
   * What waits for the player's pause to be written to the game record, taken away: a roll's write
   * carries it, so it is neither written apart (the roll's write waiting behind it) nor written after the roll, over what it saved.
   */
  takeUnsaved(): SetUpChange | undefined;
  /** The game's map from its plug-in. */
  readonly mapGame: MapGame | undefined;
  /** Where the desk is drawn. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Settles once the desk has drawn what has changed. */
  readonly updateComplete: Promise<boolean>;
  /** Draws the desk again: a controller's state has changed. */
  requestUpdate(): void;
}
