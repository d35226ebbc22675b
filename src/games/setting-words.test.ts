import { describe, expect, it } from 'vitest';
import type { Sides } from '../desk/rules';
import { variantNames } from '../desk/variant-names';
import type { UnitRecord } from '../store/records';
import { GAME_PLUGINS } from '.';

/**
 * Every game names a variant of its documented combat by what was changed, in its set-up's words: one
 * change to the example's set-up is named, and nothing else is.
 */
const CHANGES: Readonly<Record<string, { readonly change: Record<string, unknown>; readonly words: readonly [string, string] }>> = {
  wilderness: { change: { hastyAttack: true }, words: ['Not a Hasty Attack', 'Hasty Attack'] },
  gcacw: { change: { attack: 'prepared' }, words: ['Assault action', 'Prepared attack'] },
  cwbs: { change: { night: true }, words: ['By day', 'Night'] },
  bng: { change: { fieldworks: 'trench' }, words: ['Breastworks', 'Trench'] },
  wbts: { change: { terrain: 'city' }, words: ['Defender in rough terrain', 'Defender in a city'] },
};

describe("each game's settings in its set-up's words", () => {
  for (const [game, { change, words }] of Object.entries(CHANGES)) {
    it(`${game}: names a variant of its example by the one setting changed`, async () => {
      const loader = GAME_PLUGINS[game as keyof typeof GAME_PLUGINS];
      const [desk, views] = [(await loader.rules()).desk, (await loader.views()).desk];
      if (!desk || !views) throw new Error('no desk');
      const units = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
      const draft = desk.example.draft;
      const other = desk.rules.read({ ...draft, ...change }) as Sides;
      const settings = views.settingWords(draft, units);
      expect(new Set(settings.map((s) => s.key)).size).toBe(settings.length);
      const name = (id: string) => units.get(id)?.name ?? id;
      expect(variantNames([draft, other].map((d) => ({ attackers: d.attackers, defenders: d.defenders, settings: views.settingWords(d, units) })), name).names).toEqual(words);
    });
  }
});
