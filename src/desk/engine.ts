import type { EngineAnswer } from '../engine/api';
import type { Breakpoint } from '../engine/core/breakpoints';
import type { Analysis, Resolution } from '../engine/core/combat';
import type { ChartSlotDescriptor } from '../engine/core/chart';
import type { GameId } from '../engine/core/source';
import type { ChartChecker } from '../store/charts';
import type { DiceInput } from '../engine/engine';
import type { ForceEngine } from './force';
import type { PlanEngine } from './plan';
import type { ReplyEngine } from './replies';

/** What the player's charts need from the engine worker: the game's slots, and the check of a chart against one. */
export interface ChartEngine extends ChartChecker {
  chartSlots(game: GameId): Promise<readonly ChartSlotDescriptor[]>;
}

/** What the desk needs from the engine worker. */
export interface DeskEngine extends PlanEngine, ForceEngine, ReplyEngine, ChartEngine {
  /** The odds of a combat as set up: no die is drawn. */
  analyse(input: unknown): Promise<EngineAnswer<Analysis>>;
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
  breakpoints(input: unknown): Promise<EngineAnswer<readonly Breakpoint[]>>;
}
