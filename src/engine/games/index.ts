import type { GameModule } from '../core/combat';
import type { GameId } from '../core/source';
import { bngGame } from './bng';
import { cwbsGame } from './cwbs';
import { gcacwGame } from './gcacw';
import { ownGame } from './own';
import { wbtsGame } from './wbts';
import { wilderness } from './wilderness';

/** Each game's combat procedure, by id. A game without one here is not resolvable yet. */
export const GAMES: Partial<Record<GameId, GameModule>> = {
  wilderness,
  gcacw: gcacwGame,
  cwbs: cwbsGame,
  bng: bngGame,
  wbts: wbtsGame,
  own: ownGame,
};
