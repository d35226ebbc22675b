import { describe, expect, it } from 'vitest';
import type { GameModule } from '../core/combat';
import { GAMES } from '.';
import { registered } from './registry';

/** A registry with one game's engine half changed. */
const with_ = (id: keyof typeof GAMES, change: Partial<Record<keyof GameModule, unknown>>) => ({ ...GAMES, [id]: { ...GAMES[id], ...change } as GameModule });

describe('registering the engine halves', () => {
  it('takes every game that has each part it owes', () => {
    expect(registered(GAMES)).toBe(GAMES);
  });

  it('refuses, naming the game and the part, one with no planning, no fast path or no standing', () => {
    expect(() => registered(with_('own', { planning: undefined }))).toThrow("The own game's engine half has no planning: the phase plan and the search weigh its attacks by it");
    expect(() => registered(with_('bng', { planning: { ...GAMES.bng.planning, fast: undefined } }))).toThrow("The bng game's engine half has no planning fast path");
    expect(() => registered(with_('gcacw', { standing: undefined }))).toThrow("The gcacw game's engine half has no standing");
    expect(() => registered(with_('wbts', { id: 'cwbs' }))).toThrow('The engine half registered as wbts says it is cwbs');
  });
});
