import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../../store/games';
import { controls, freshDb, until } from '../test-helpers';
import type { AdjHome } from './home.component';
import './home';

const rules = [{ id: 'wilderness' as const, name: 'The Wilderness Campaign (SPI)' }];

describe('adj-home', () => {
  it('tells a newcomer what to do when there are no games', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules} persist="persistent"></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'empty state');
    expect(el.shadowRoot?.querySelector('.empty')?.textContent).to.contain('Start game');
    expect(el.shadowRoot?.querySelector('.storage')?.textContent).to.contain('agreed to keep');
    await expect(el).to.be.accessible();
  });

  it('lists saved games, most recent first, as links to their desks', async () => {
    const db = freshDb();
    await createGame(db, 'Older', 'wilderness', 1000);
    await createGame(db, 'Newer', 'wilderness', 2000);
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    await until(() => (el.shadowRoot?.querySelectorAll('a.game').length ?? 0) === 2, 'two games');
    const links = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a.game') ?? [])];
    expect(links.map((a) => a.querySelector('strong')?.textContent)).to.deep.equal(['Newer', 'Older']);
    expect(links[0]?.getAttribute('href')).to.match(/^\/games\//);
    await expect(el).to.be.accessible();
  });

  it('names the field when a game has no name, and saves nothing', async () => {
    const db = freshDb();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    el.shadowRoot?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => !!el.shadowRoot?.querySelector('#name-error'), 'error message');
    expect(el.shadowRoot?.querySelector('#name-error')?.textContent).to.contain('Game name');
    expect(el.shadowRoot?.querySelector('input[name=name]')?.getAttribute('aria-invalid')).to.equal('true');
    expect(await db.games.count()).to.equal(0);
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules}></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'empty state');
    for (const control of controls(el.shadowRoot as ShadowRoot)) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.outerHTML).to.be.at.least(44);
      expect(box.width, control.outerHTML).to.be.at.least(44);
    }
  });
});
