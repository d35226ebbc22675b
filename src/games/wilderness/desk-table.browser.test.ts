import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createGame } from '../../store/games';
import { freshDb, until } from '../../ui/test-helpers';
import '../../ui/desk/desk';
import { openDesk, pickSides, rootOf, tapper } from '../../ui/desk/desk-test-helpers';

/** The Wilderness desk at the table: the map full screen, with the claims about the combat. */

const root = rootOf;
const { tap } = tapper();

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;

describe('the Wilderness desk at the table', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of VIEWPORTS) {
    const at = `at ${viewport.width}×${viewport.height}`;

    it(`fills the screen with the map, the claims beside or below it, and goes back to the set-up (${at})`, async () => {
      await setViewport(viewport);
      const db = freshDb();
      const game = await createGame(db, 'May 1864', 'wilderness');
      await db.units.bulkAdd([
        { id: 'v', gameId: game.id, name: 'V', side: 'union', type: 'infantry', strength: 12, state: {} },
        { id: 'heth', gameId: game.id, name: 'Heth', side: 'confederate', type: 'infantry', strength: 5, state: {} },
      ]);
      const el = await openDesk(db, game.id);
      await pickSides(el, tap, ['V'], ['Heth']);
      tap(root(el), 'Full screen');
      await until(() => !!root(el).querySelector('.map-full adj-map')?.shadowRoot?.querySelector('.viewport'), 'the full-screen map');
      tap(root(el), 'Place Heth');
      await el.updateComplete;
      tap(root(el), 'Place V');
      await until(() => root(el).querySelectorAll('.map-claims li').length > 0, 'the claims beside the map');

      const full = (root(el).querySelector('.map-full') as HTMLElement).getBoundingClientRect();
      expect([full.left, full.top, full.width, full.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
      const drawing = (root(el).querySelector('.map-full adj-map')?.shadowRoot?.querySelector('.viewport') as HTMLElement).getBoundingClientRect();
      const claims = (root(el).querySelector('.map-claims') as HTMLElement).getBoundingClientRect();
      if (viewport.width > viewport.height) {
        expect(drawing.width, 'the map beside the claims').to.be.above(innerWidth * 0.6);
        expect(claims.left).to.be.at.least(drawing.right);
      } else {
        expect(drawing.width, 'the map across the screen').to.be.above(innerWidth * 0.9);
        expect(claims.top).to.be.at.least(drawing.bottom);
      }
      expect(drawing.height, 'the map down the screen').to.be.above(innerHeight * 0.4);
      expect(claims.bottom).to.be.at.most(innerHeight + 1);
      expect(document.activeElement === el && el.shadowRoot?.activeElement?.textContent?.trim()).to.equal('Close the full-screen map');
      await expect(el).to.be.accessible();

      // Escape in the map clears its selection and leaves the map open; anywhere else it closes it.
      const escape = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
      escape(root(el).querySelector('.map-full adj-map')?.shadowRoot?.querySelector('.viewport') as Element);
      await el.updateComplete;
      expect(root(el).querySelector('.map-full')).to.not.equal(null);
      escape(root(el).querySelector('.map-full button.close') as Element);
      await until(() => !root(el).querySelector('.map-full'), 'the set-up');
      // Back on the set-up's own Full screen button, in the combat activity within the desk.
      expect(el.shadowRoot?.activeElement?.shadowRoot?.activeElement?.textContent).to.equal('Full screen');
      expect(root(el).querySelectorAll('ul.claims li').length).to.be.above(0);
    });
  }
});
