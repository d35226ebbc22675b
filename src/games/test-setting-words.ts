import { expect } from 'vitest';
import type { Sides } from '../desk/rules';
import { variantNames } from '../desk/variant-names';
import type { GameId } from '../engine/core/source';
import type { UnitRecord } from '../store/records';
import { GAME_PLUGINS } from '.';

/**
 * A game names a variant of its documented combat by what was changed, in its set-up's words: one
 * change to the example's set-up is named (`words`: the example's setting, then the variant's), and
 * nothing else is.
 */
export async function expectVariantNamed(game: GameId, change: Record<string, unknown>, words: readonly [string, string]): Promise<void> {
  const loader = GAME_PLUGINS[game];
  const [desk, views] = [(await loader.rules()).desk, (await loader.views()).desk];
  if (!desk || !views) throw new Error('no desk');
  const units = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
  const draft = desk.example.draft;
  const other = desk.rules.read({ ...draft, ...change }) as Sides;
  const settings = views.settingWords(draft, units);
  expect(new Set(settings.map((s) => s.key)).size).toBe(settings.length);
  const name = (id: string) => units.get(id)?.name ?? id;
  expect(variantNames([draft, other].map((d) => ({ attackers: d.attackers, defenders: d.defenders, settings: views.settingWords(d, units) })), name).names).toEqual(words);
}
