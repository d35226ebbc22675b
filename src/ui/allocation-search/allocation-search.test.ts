import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { eventsFrom, expectTouchTargets } from '../test-helpers';
import type { AdjAllocationSearch, SearchView } from './allocation-search.component';
import './allocation-search';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const sides = [
  { id: 'union', name: 'Union' },
  { id: 'confederate', name: 'Confederate' },
];
const done: SearchView = {
  state: 'done',
  note: 'Every allocation of 3 units to 2 enemy hexes weighed exactly.',
  results: [
    { title: '1. every attack succeeds: 41.7 %', attacks: ['Barlow, Gibbon → Heth (hex 0304)', 'Birney → Wilcox (hex 0305)'], idle: [], figures: 'Every attack succeeds 41.7 %…', against: 'Your plan: 30.0 %; this is better by 11.7 points.' },
    { title: '2. every attack succeeds: 33.3 %', attacks: ['Barlow → Heth (hex 0304)', 'Gibbon, Birney → Wilcox (hex 0305)'], idle: [], figures: 'Every attack succeeds 33.3 %…', against: 'Your plan: 30.0 %; this is better by 3.3 points.' },
  ],
  exposure: { weakest: 'Weakest: hex 0204: 58.3 % that Heth take it.', rows: ['hex 0204: 58.3 % that Heth take it', 'hex 0205: 16.7 % that Wilcox take it'] },
};

describe('adj-allocation-search', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`shows the best allocations with their figures and the enemy’s view, each control in reach, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await fixture<AdjAllocationSearch>(html`<adj-allocation-search .sides=${sides} side="union" criterion="every" .view=${done}></adj-allocation-search>`);
      expect([...root(el).querySelectorAll('ol.results > li h3')].map((h) => h.textContent)).to.deep.equal(['1. every attack succeeds: 41.7 %', '2. every attack succeeds: 33.3 %']);
      expect(root(el).querySelector('section [role=status]')?.textContent?.trim()).to.equal('Weakest: hex 0204: 58.3 % that Heth take it.');
      // Two sides, three criteria, Find, the enemy's view and hiding it, and Take for each of two results.
      expectTouchTargets(root(el), 10);
      await expect(el).to.be.accessible();
    });
  }

  it('says what the player chose, and while searching offers only Cancel, with its progress', async () => {
    const el = await fixture<AdjAllocationSearch>(html`<div><adj-allocation-search .sides=${sides} side="union" criterion="every" .view=${done}></adj-allocation-search></div>`).then((d) => d.firstElementChild as AdjAllocationSearch);
    const side = eventsFrom<string>(el, 'search-side');
    const criterion = eventsFrom<string>(el, 'search-criterion');
    const take = eventsFrom<number>(el, 'search-take');
    const started = eventsFrom<undefined>(el, 'search-start');
    const enemy = eventsFrom<undefined>(el, 'search-enemy');
    (root(el).querySelectorAll('input[name=side]')[1] as HTMLInputElement).click();
    (root(el).querySelectorAll('input[name=criterion]')[2] as HTMLInputElement).click();
    (root(el).querySelector('button[aria-label="Take into the plan: allocation 2"]') as HTMLButtonElement).click();
    const button = (text: string) => [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
    button('Find the best allocation').click();
    button('Where can the enemy hurt this side?').click();
    expect([side, criterion, take, started.length, enemy.length]).to.deep.equal([['confederate'], ['cleared'], [1], 1, 1]);

    el.view = { state: 'searching', progress: '120 of 766 attacks weighed', done: 120, total: 766 };
    await el.updateComplete;
    expect([...root(el).querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal(['Cancel the search']);
    expect((root(el).querySelector('progress') as HTMLProgressElement).value).to.equal(120);
    expect(root(el).querySelector('[role=status]')?.textContent).to.equal('120 of 766 attacks weighed');
    expect([...root(el).querySelectorAll('input')].every((i) => i.disabled)).to.equal(true);
    const cancelled = eventsFrom<undefined>(el, 'search-cancel');
    button('Cancel the search').click();
    expect(cancelled).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});
