import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { sampleTable } from '../test-helpers';
import type { AdjTables } from './tables.component';
import './tables';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';

const [first, second] = GAME_IDS;
const rules = [first, second].map((id) => ({ id, name: GAME_NAMES[id] }));

describe('adj-tables', () => {
  it('draws each table with its source, and marks the cell the dice can reach in the column in use', async () => {
    const el = await fixture<AdjTables>(html`<adj-tables .rules=${rules} selected=${first} .tables=${[sampleTable]}></adj-tables>`);
    const root = el.shadowRoot as ShadowRoot;
    expect(root.querySelector('caption')?.textContent).to.equal('Sample table');
    expect(root.querySelector('figcaption')?.textContent).to.contain('Combat Results Table');
    expect(root.querySelector('th[part=in-use]')?.textContent).to.equal('2-1');
    expect([...root.querySelectorAll('td[part=hit]')].map((c) => c.textContent)).to.deep.equal(['1/1']);
    await expect(el).to.be.accessible();
  });

  it('asks for another game’s tables when the player picks it', async () => {
    const el = await fixture<AdjTables>(html`<adj-tables .rules=${rules} selected=${first} .tables=${[sampleTable]}></adj-tables>`);
    let asked = '';
    el.addEventListener('rules-change', (e) => (asked = (e as CustomEvent<string>).detail));
    const select = el.shadowRoot?.querySelector('select') as HTMLSelectElement;
    select.value = second;
    select.dispatchEvent(new Event('change'));
    expect(asked).to.equal(second);
  });

  it('prints one chart on its own as a quick reference, and every chart without the page’s controls', async () => {
    const other = { ...sampleTable, title: 'Other table' };
    const el = await fixture<AdjTables>(html`<adj-tables .rules=${rules} selected=${first} .tables=${[sampleTable, other]}></adj-tables>`);
    const root = el.shadowRoot as ShadowRoot;
    const shown = () => [...root.querySelectorAll('.chart')].filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.querySelector('caption')?.textContent);
    const printed: number[] = [];
    const print = window.print;
    window.print = () => printed.push(1);
    try {
      await emulateMedia({ media: 'print' });
      expect(shown()).to.deep.equal(['Sample table', 'Other table']);
      expect(getComputedStyle(root.querySelector('.picker') as Element).display).to.equal('none');
      expect(getComputedStyle(root.querySelector('button.print') as Element).display).to.equal('none');
      (root.querySelectorAll('button.print')[1] as HTMLButtonElement).click();
      await el.updateComplete;
      expect(printed).to.have.length(1);
      expect(shown()).to.deep.equal(['Other table']);
      expect(getComputedStyle(root.querySelector('h1') as Element).display).to.equal('none');
      window.dispatchEvent(new Event('afterprint'));
      await el.updateComplete;
      expect(shown()).to.deep.equal(['Sample table', 'Other table']);
    } finally {
      window.print = print;
      await emulateMedia({ media: 'screen' });
    }
    expect(root.querySelector('button.print')?.getAttribute('aria-label')).to.equal('Print Sample table');
    await expect(el).to.be.accessible();
  });
});
