import type { GameModule } from '../core/combat';
import { GAME_IDS, type GameId } from '../core/source';

/**
 * The engine halves, checked as they are registered: a part every game owes that is missing is an
 * error here, naming the game and the part, rather than a quiet refusal when a player first needs it
 * (a phase plan that cannot weigh an attack, a luck report with no standing).
 */
export function registered(modules: Readonly<Record<GameId, GameModule>>): Readonly<Record<GameId, GameModule>> {
  for (const id of GAME_IDS) {
    const module = modules[id] as GameModule | undefined;
    const missing = (part: string) => new Error(`The ${id} game's engine half has no ${part} (docs/games/README.md says what a game owes)`);
    if (!module) throw missing('GameModule in src/engine/games/index.ts');
    if (module.id !== id) throw new Error(`The engine half registered as ${id} says it is ${String(module.id)}`);
    if (!module.schema || typeof module.prepare !== 'function') throw missing('combat description (schema) or procedure (prepare)');
    if (!Array.isArray(module.tables)) throw missing('tables (none is [])');
    if (typeof module.standing !== 'function') throw missing('standing: the luck report ranks its outcomes by it');
    const planning = module.planning as GameModule['planning'] | undefined;
    if (!planning || typeof planning.measure !== 'function' || typeof planning.figures !== 'function') throw missing('planning: the phase plan and the search weigh its attacks by it');
    if (!planning.fast || typeof planning.fast.figures !== 'function' || typeof planning.fast.key !== 'function') throw missing('planning fast path (planning.fast): the search weighs thousands of its attacks by it');
  }
  return modules;
}
