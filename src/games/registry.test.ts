import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../engine/core/source';
import type { GameRules } from './contract';
import { GAME_PLUGINS, checkPlugin } from '.';
import type { GameViews } from './views';

/** Views as plain data (nothing is drawn here), with a desk and bound to the game's data exactly when the rules are. */
const viewsFor = (rules: GameRules): GameViews => {
  const views: GameViews = { ...(rules.desk ? { desk: { conditions: () => undefined as never, picked: () => undefined as never, settingWords: () => [] } } : {}), mapAnalyses: [], ...(rules.forGameData ? { forGameData: () => views } : {}) };
  return views;
};

describe('loading a plug-in', () => {
  it('takes every game’s rules with views that agree, and refuses, naming the game and the part, rules with no sequence of play, desk example or halves that disagree', async () => {
    for (const id of GAME_IDS) {
      const rules = await GAME_PLUGINS[id].rules();
      const views = viewsFor(rules);
      expect(() => checkPlugin(id, rules, views)).not.toThrow();
      expect(() => checkPlugin(id, { ...rules, sequence: undefined } as unknown as GameRules, views)).toThrow(`The ${id} plug-in has no sequence of play (rules.sequence): the turn record reads it`);
      if (rules.desk) {
        expect(() => checkPlugin(id, { ...rules, desk: { ...rules.desk, example: undefined } } as unknown as GameRules, views)).toThrow(`The ${id} plug-in has no desk rules, map claims and documented example`);
        expect(() => checkPlugin(id, rules, { ...views, desk: undefined })).toThrow(`The ${id} plug-in's views draw no set-up for its desk`);
      }
      if (rules.forGameData) expect(() => checkPlugin(id, rules, { ...views, forGameData: undefined })).toThrow(`The ${id} plug-in's views are not bound to the game’s data as its rules are`);
      const other = GAME_IDS.find((x) => x !== id) ?? id;
      expect(() => checkPlugin(other, rules, views)).toThrow(`The ${other} plug-in's rules say they are ${id}'s`);
    }
  });
});
