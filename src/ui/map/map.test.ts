import { expect, fixture, html } from '@open-wc/testing';
import { loadPlugin } from '../../games';
import { GAME_IDS } from '../../engine/core/source';
import type { AdjMap } from './map.component';
import { ringedDefender, root } from './map-test-helpers';
import './map';

describe('adj-map in every game', () => {
  it('names every counter by its label or what it is, never by its id, in everything it says of the selected one, in every game', async () => {
    const map = ringedDefender();
    const el = await fixture<AdjMap>(html`<adj-map .map=${map}></adj-map>`);
    const said = () => [root(el).textContent ?? '', ...[...root(el).querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '')].join(' ');
    for (const game of await Promise.all(GAME_IDS.map(loadPlugin))) {
      el.game = game.map;
      for (const c of map.counters) {
        el.selectedId = c.id;
        await el.updateComplete;
        // Every retreat ranked, where the game ranks them; a line of sight to the defender, where it reads one.
        for (const b of [...root(el).querySelectorAll<HTMLButtonElement>('.panel button[aria-pressed=false]')].filter((x) => /retreat|Rout/i.test(x.textContent ?? ''))) {
          b.click();
          await el.updateComplete;
          expect(said(), `${c.id} in ${game.map.rules}`).not.to.match(/\bc\d+\b/);
        }
        expect(said()).not.to.match(/\bc\d+\b/);
      }
    }
  });
});
