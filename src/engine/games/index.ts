import type { GameModule } from '../core/combat';
import type { GameId } from '../core/source';
import { registered } from './registry';
import { bngGame } from './bng';
import { cwbsGame } from './cwbs';
import { gcacwGame } from './gcacw';
import { ownGame } from './owngame';
import { wbtsGame } from './wbts';
import { wilderness } from './wilderness';

/** Each game's engine half, by id, checked as it is registered (registry.ts). */
export const GAMES: Readonly<Record<GameId, GameModule>> = registered({
  wilderness,
  gcacw: gcacwGame,
  cwbs: cwbsGame,
  bng: bngGame,
  wbts: wbtsGame,
  owngame: ownGame,
});
