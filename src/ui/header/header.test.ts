import { expect, fixture, html } from '@open-wc/testing';
import type { AdjHeader } from './header.component';
import './header';

function setOnline(value: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('adj-header', () => {
  afterEach(() => setOnline(true));

  it('shows the app name, marks the current section and is accessible', async () => {
    const el = await fixture<AdjHeader>(html`<adj-header section="tables"></adj-header>`);
    expect(el.shadowRoot?.querySelector('.brand')?.textContent).to.equal('Adjutant');
    expect(el.shadowRoot?.querySelector('a[aria-current=page]')?.textContent).to.equal('Tables');
    await expect(el).to.be.accessible();
  });

  it('follows the connection going away and coming back', async () => {
    const el = await fixture<AdjHeader>(html`<adj-header></adj-header>`);
    setOnline(false);
    await el.updateComplete;
    const status = () => el.shadowRoot?.querySelector('.status');
    expect(status()?.textContent?.trim()).to.equal('Offline');
    expect(status()?.getAttribute('aria-label')).to.contain('everything still works');
    setOnline(true);
    await el.updateComplete;
    expect(status()?.textContent?.trim()).to.equal('Online');
  });
});
