import { describe, expect, it } from 'vitest';
import type { GameRules } from './contract';
import { checkPlugin } from '.';
import { rules as ownRules } from './own';
import type { GameViews } from './views';

/** A plug-in's two halves as the registry loads them; the views are plain data here (nothing is drawn). */
const views: GameViews = { desk: { conditions: () => undefined as never, picked: () => undefined as never }, mapAnalyses: [], forGameData: () => views };
const rules = ownRules as unknown as GameRules;

describe('loading a plug-in', () => {
  it('takes one with every part it owes', () => {
    expect(() => checkPlugin('own', rules, views)).not.toThrow();
  });

  it('refuses, naming the game and the part, one with no sequence of play, no desk example or halves that disagree', () => {
    expect(() => checkPlugin('own', { ...rules, sequence: undefined } as unknown as GameRules, views)).toThrow('The own plug-in has no sequence of play (rules.sequence): the turn record reads it');
    expect(() => checkPlugin('own', { ...rules, desk: { ...rules.desk, example: undefined } } as unknown as GameRules, views)).toThrow('The own plug-in has no desk rules, map claims and documented example');
    expect(() => checkPlugin('own', rules, { ...views, desk: undefined })).toThrow("The own plug-in's views draw no set-up for its desk");
    expect(() => checkPlugin('own', rules, { ...views, forGameData: undefined })).toThrow("The own plug-in's views are not bound to the game’s data as its rules are");
    expect(() => checkPlugin('bng', rules, views)).toThrow("The bng plug-in's rules say they are own's");
  });
});
