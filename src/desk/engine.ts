import type { EngineAnswer } from '../engine/api';
import type { Breakpoint } from '../engine/core/breakpoints';
import type { Resolution } from '../engine/core/combat';
import type { DiceInput } from '../engine/engine';
import type { ForceEngine } from './force';
import type { PlanEngine } from './plan';
import type { ReplyEngine } from './replies';

/** What the desk needs from the engine worker. */
export interface DeskEngine extends PlanEngine, ForceEngine, ReplyEngine {
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
  breakpoints(input: unknown): Promise<EngineAnswer<readonly Breakpoint[]>>;
}
