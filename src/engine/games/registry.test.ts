import { describe, expect, it } from 'vitest';
import type { GameModule } from '../core/combat';
import { GAME_IDS, type GameId } from '../core/source';
import { GAMES } from '.';
import { registered } from './registry';

/** The registry with one game's engine half changed. */
const with_ = (id: GameId, change: Partial<Record<keyof GameModule, unknown>>) => ({ ...GAMES, [id]: { ...GAMES[id], ...change } as GameModule });

describe('registering the engine halves', () => {
  it('takes every game that has each part it owes', () => {
    expect(registered(GAMES)).toBe(GAMES);
  });

  it('refuses, naming the game and the part, one with no planning, no fast path or no standing', () => {
    for (const id of GAME_IDS) {
      expect(() => registered(with_(id, { planning: undefined }))).toThrow(`The ${id} game's engine half has no planning: the phase plan and the search weigh its attacks by it`);
      expect(() => registered(with_(id, { planning: { ...GAMES[id].planning, fast: undefined } }))).toThrow(`The ${id} game's engine half has no planning fast path`);
      expect(() => registered(with_(id, { standing: undefined }))).toThrow(`The ${id} game's engine half has no standing`);
    }
    const [first, second] = GAME_IDS;
    expect(() => registered(with_(first, { id: second }))).toThrow(`The engine half registered as ${first} says it is ${second}`);
  });
});
