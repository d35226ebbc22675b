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
  weighs: 'Fire combat: each brigade fires its small arms at an enemy hex up to 2 hexes away and each battery up to 10, with a line of sight beyond the next hex.',
  leftOut: ['Carr has no line of sight from hex 0501 to hex 0503: woods at level 1 — hex 0502'],
};

describe('adj-allocation-search', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`shows the best allocations with their figures and the enemy’s view, each control in reach, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await fixture<AdjAllocationSearch>(html`<adj-allocation-search .sides=${sides} side="union" criterion="every" .view=${done}></adj-allocation-search>`);
      expect([...root(el).querySelectorAll('ol.results > li h3')].map((h) => h.textContent)).to.deep.equal(['1. every attack succeeds: 41.7 %', '2. every attack succeeds: 33.3 %']);
      expect(root(el).querySelector('section[aria-label="The enemy’s view"] [role=status]')?.textContent?.trim()).to.equal('Weakest: hex 0204: 58.3 % that Heth take it.');
      // What a search weighs in this game, and who it left out and why.
      expect(root(el).querySelector('p.weighs')?.textContent).to.match(/^Fire combat: /);
      expect([...root(el).querySelectorAll('section[aria-label="Units left out"] li')].map((li) => li.textContent)).to.deep.equal(['Carr has no line of sight from hex 0501 to hex 0503: woods at level 1 — hex 0502']);
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

  it('says how long a long search would take, offers to go on or cancel, and shows no allocation meanwhile', async () => {
    const el = await fixture<AdjAllocationSearch>(html`<div><adj-allocation-search .sides=${sides} side="union" criterion="every"></adj-allocation-search></div>`).then((d) => d.firstElementChild as AdjAllocationSearch);
    el.view = { state: 'asking', progress: '3,000 of 262,143 attacks weighed', done: 3000, total: 262143, estimate: 'Weighing every allocation exactly would take about 3 min more on this device. Nothing is shown until it is done: no allocation is guessed at.' };
    await el.updateComplete;
    expect([...root(el).querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal(['Go on', 'Cancel the search']);
    expect(root(el).querySelector('[role=status]')?.textContent).to.match(/^Weighing every allocation exactly would take about 3 min more/);
    expect(root(el).querySelector('ol.results')).to.equal(null);
    const goOn = eventsFrom<undefined>(el, 'search-go-on');
    (root(el).querySelector('button') as HTMLButtonElement).click();
    expect(goOn).to.have.length(1);
    // Two sides and three criteria (held while it searches), Go on and Cancel.
    expectTouchTargets(root(el), 7);
    await expect(el).to.be.accessible();
  });
});
