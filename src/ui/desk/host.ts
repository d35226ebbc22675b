import type { EngineAnswer } from '../../engine/api';
import type { Breakpoint } from '../../engine/core/breakpoints';
import type { Resolution } from '../../engine/core/combat';
import type { ChainReport } from '../../store/chain';
import type { LogVerdict } from '../../store/log-audit';
import type { DiceInput } from '../../engine/engine';
import type { ForceEngine } from '../../desk/force';
import type { PlanEngine } from '../../desk/plan';
import type { ReplyEngine } from '../../desk/replies';
import type { Sides } from '../../desk/rules';
import type { DeskGame } from '../../games/contract';
import type { AdjutantDb } from '../../store/db';
import type { GameRecord, UnitRecord } from '../../store/records';
import type { MapGame } from '../map/analyses';

/** Checks a game's whole log against its audit chain: the audit worker, or the page itself in tests. */
export interface LogAuditor {
  checkLog(gameId: string): Promise<{ readonly report: ChainReport; readonly verdict?: LogVerdict }>;
}

/** What the desk needs from the engine worker. */
export interface DeskEngine extends PlanEngine, ForceEngine, ReplyEngine {
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
  breakpoints(input: unknown): Promise<EngineAnswer<readonly Breakpoint[]>>;
}

/**
 * The desk as its controllers (odds, roll, log, map) see it: the open game, its set-up and units,
 * and the line of words the desk shows the player. Each controller keeps its own part of the
 * desk's state and asks the desk to draw again when it changes.
 */
export interface DeskHost {
  readonly db?: AdjutantDb | undefined;
  readonly engine?: DeskEngine | undefined;
  readonly auditor: LogAuditor;
  /** undefined while opening; null when there is no such game. */
  game: GameRecord | null | undefined;
  /** The game at the desk, from its plug-in; undefined for a game whose desk is not ready. */
  readonly desk: DeskGame<Sides> | undefined;
  /** The combat being set up, as the game's rules read it. */
  draft: Sides;
  units: UnitRecord[];
  /** The units by id, the same map object until the units change. */
  readonly unitMap: ReadonlyMap<string, UnitRecord>;
  message: string;
  setDraft(patch: Partial<Sides>): void;
  /** The combat description of a draft, with the player's charts for the game's slots in it; from the units on the desk unless others are given. */
  describe(draft: Sides, units?: ReadonlyMap<string, UnitRecord>): Record<string, unknown>;
  /** An attack as the phase plan declares it: whole, from its first roll (DeskRules.declared), with the player's charts. */
  describeDeclared(draft: Sides, units?: ReadonlyMap<string, UnitRecord>): Record<string, unknown>;
  /** Writes the set-up or the map to the game record once the player pauses. */
  saveLater(patch: Partial<Pick<GameRecord, 'draft' | 'map' | 'plan'>>): void;
  /** The game's map from its plug-in. */
  readonly mapGame: MapGame | undefined;
  /** Where the desk is drawn. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Settles once the desk has drawn what has changed. */
  readonly updateComplete: Promise<boolean>;
  /** Draws the desk again: a controller's state has changed. */
  requestUpdate(): void;
}

/** Runs `work` in the frame after the one being drawn, so what is on its way to the screen is not held up. */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}
