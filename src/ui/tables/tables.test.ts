import { expect, fixture, html } from '@open-wc/testing';
import { sampleTable } from '../test-helpers';
import type { AdjTables } from './tables.component';
import './tables';

const rules = [
  { id: 'wilderness' as const, name: 'The Wilderness Campaign (SPI)' },
  { id: 'gcacw' as const, name: 'GCACW' },
];

describe('adj-tables', () => {
  it('draws each table with its source, and marks the cell the dice can reach in the column in use', async () => {
    const el = await fixture<AdjTables>(html`<adj-tables .rules=${rules} selected="wilderness" .tables=${[sampleTable]}></adj-tables>`);
    const root = el.shadowRoot as ShadowRoot;
    expect(root.querySelector('caption')?.textContent).to.equal('Sample table');
    expect(root.querySelector('figcaption')?.textContent).to.contain('Combat Results Table');
    expect(root.querySelector('th[part=in-use]')?.textContent).to.equal('2-1');
    expect([...root.querySelectorAll('td[part=hit]')].map((c) => c.textContent)).to.deep.equal(['1/1']);
    await expect(el).to.be.accessible();
  });

  it('asks for another game’s tables when the player picks it', async () => {
    const el = await fixture<AdjTables>(html`<adj-tables .rules=${rules} selected="wilderness" .tables=${[sampleTable]}></adj-tables>`);
    let asked = '';
    el.addEventListener('rules-change', (e) => (asked = (e as CustomEvent<string>).detail));
    const select = el.shadowRoot?.querySelector('select') as HTMLSelectElement;
    select.value = 'gcacw';
    select.dispatchEvent(new Event('change'));
    expect(asked).to.equal('gcacw');
  });
});
