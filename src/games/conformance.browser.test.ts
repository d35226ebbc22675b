import { expect, fixture, html } from '@open-wc/testing';
import type { GameId } from '../engine/core/source';
import { GAME_IDS } from '../engine/core/source';
import { saveChart } from '../store/charts';
import { createGame } from '../store/games';
import { FIRST_TURN } from '../store/campaign-record';
import type { AdjDesk } from '../ui/desk/desk.component';
import { inDesk } from '../ui/desk/desk-test-helpers';
import type { AdjMap } from '../ui/map/map.component';
import '../ui/map/map';
import { fakeEngine, freshDb, until } from '../ui/test-helpers';
import { loadPlugin } from '.';

/**
 * What every game's plug-in owes, checked from the registry: it is the plug-in its id says; its map
 * draws with no accessibility violation; and a game with a desk opens its documented combat, saved
 * and read back, with the set-up drawn accessibly and the engine answering with odds, not problems.
 */
const live = (el: AdjDesk) => inDesk(el).querySelector('adj-live-panel') as (HTMLElement & { analysis?: unknown; problems: readonly string[] }) | null;

for (const id of GAME_IDS) {
  describe(`the ${id} plug-in`, () => {
    it('is the plug-in of its id, and draws its map accessibly', async () => {
      const plugin = await loadPlugin(id);
      expect(plugin.rules.id).to.equal(id);
      expect(plugin.map.rules.terrains.length).to.be.greaterThan(0);
      const el = await fixture<AdjMap>(html`<adj-map .game=${plugin.map}></adj-map>`);
      await expect(el).to.be.accessible();
    });

    it('opens its documented combat at the desk, saved and read back, with odds', async function () {
      const { desk } = (await loadPlugin(id)).rules;
      if (!desk) return this.skip();
      const { example, rules } = desk;
      expect(rules.game).to.equal(id);
      expect(rules.read(JSON.parse(JSON.stringify(example.draft)))).to.deep.equal(example.draft);
      const db = freshDb();
      const game = await createGame(db, `${id} example`, id as GameId);
      await db.units.bulkAdd(example.units.map((u) => ({ ...u, gameId: game.id })));
      for (const [slot, chart] of Object.entries(example.charts ?? {})) await saveChart(db, { id: `${id}-${slot}`, rules: id, slot, chart, savedAt: 1 });
      await db.games.update(game.id, { draft: example.draft, ...(example.data === undefined ? {} : { campaign: { record: FIRST_TURN, game: example.data } }) });
      const el = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${fakeEngine()} gameId=${game.id}></adj-desk>`);
      await until(() => live(el)?.analysis !== undefined || (live(el)?.problems.length ?? 0) > 0, 'the odds');
      expect(live(el)?.problems).to.deep.equal([]);
      expect(el.session.draft).to.deep.equal(example.draft);
      await expect(el).to.be.accessible();
    });
  });
}
