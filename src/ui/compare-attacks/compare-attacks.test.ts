import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { eventsFrom, expectTouchTargets } from '../test-helpers';
import type { AdjCompareAttacks } from './compare-attacks.component';
import './compare-attacks';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const variants = [
  { id: 'a', title: 'Without VI Corps', problems: [] },
  { id: 'b', title: 'Hasty Attack, with VI Corps', problems: [] },
];
const lines = [
  { words: 'The defender loses at least 1 strength points', chances: ['50.0 %', '83.3 %'] },
  { words: 'The attacker loses at most 1 strength points', chances: ['66.7 %', '100 %'] },
];

describe('adj-compare-attacks', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`puts the variants side by side, line by line, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await fixture<AdjCompareAttacks>(html`<adj-compare-attacks attack="V Corps → Heth" .variants=${variants} .lines=${lines} canAdd></adj-compare-attacks>`);
      expect(root(el).querySelector('caption')?.textContent?.trim()).to.equal('V Corps → Heth: the variants side by side, each line the chance of at least that result');
      const rows = [...root(el).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));
      expect(rows).to.deep.equal([
        ['The defender loses at least 1 strength points', '50.0 %', '83.3 %'],
        ['The attacker loses at most 1 strength points', '66.7 %', '100 %'],
      ]);
      expect([...root(el).querySelectorAll('thead th')].map((th) => th.textContent?.replace(/\s+/g, ' ').trim().split(' Keep')[0])).to.deep.equal(['Result', 'A. Without VI Corps', 'B. Hasty Attack, with VI Corps']);
      // Per variant Keep, To the desk, Remove; then Compare.
      expectTouchTargets(root(el), 7);
      await expect(el).to.be.accessible();
    });
  }

  it('says which variant to keep, open or remove, and offers no fourth', async () => {
    const el = await fixture<AdjCompareAttacks>(html`<adj-compare-attacks .variants=${variants} .lines=${lines} canAdd></adj-compare-attacks>`);
    const kept = eventsFrom<string>(el, 'compare-keep');
    const opened = eventsFrom<string>(el, 'compare-open');
    const removed = eventsFrom<string>(el, 'compare-remove');
    const button = (name: string) => root(el).querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
    button('Keep in the plan: variant B').click();
    button('To the desk: variant A').click();
    button('Remove variant A').click();
    expect([kept, opened, removed]).to.deep.equal([['b'], ['a'], ['a']]);
    el.variants = [...variants, { id: 'c', title: 'The same as A', problems: [] }];
    await el.updateComplete;
    const compare = [...root(el).querySelectorAll('button')].at(-1) as HTMLButtonElement;
    expect([compare.disabled, compare.textContent]).to.deep.equal([true, 'Compare at most 3 at once']);
  });
});
