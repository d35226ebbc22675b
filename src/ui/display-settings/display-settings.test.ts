import { expect, fixture, html } from '@open-wc/testing';
import { eventsFrom, expectTouchTargets, freshDb } from '../test-helpers';
import { DEFAULT_DISPLAY, type Display, applyDisplay, loadDisplay, saveDisplay } from './display';
import type { AdjDisplaySettings } from './display-settings.component';
import './display-settings';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: Element, text: string) => {
  const found = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

describe('adj-display-settings', () => {
  afterEach(() => applyDisplay(DEFAULT_DISPLAY));

  it('offers the themes and reading sizes, marks the one in use, and says which the player chose', async () => {
    const el = await fixture<AdjDisplaySettings>(html`<adj-display-settings .display=${{ theme: 'dark', text: 'standard' }}></adj-display-settings>`);
    const changes = eventsFrom<Display>(el, 'display-change');
    button(el, 'Display').click();
    await el.updateComplete;
    expect(button(el, 'Display').getAttribute('aria-expanded')).to.equal('true');
    const pressed = () => [...root(el).querySelectorAll('button[aria-pressed=true]')].map((b) => b.textContent?.trim());
    expect(pressed()).to.deep.equal(['Dark', 'Standard']);
    button(el, 'High contrast').click();
    button(el, 'Larger').click();
    expect(changes).to.deep.equal([
      { theme: 'contrast', text: 'standard' },
      { theme: 'dark', text: 'large' },
    ]);
    await expect(el).to.be.accessible();
    expectTouchTargets(root(el), 1 + 4 + 2);
  });

  it('keeps the display per device in the settings table, and sets it on the page', async () => {
    const db = freshDb();
    expect(await loadDisplay(db)).to.deep.equal(DEFAULT_DISPLAY);
    await saveDisplay(db, { theme: 'contrast', text: 'large' });
    expect(await loadDisplay(db)).to.deep.equal({ theme: 'contrast', text: 'large' });
    await db.settings.put({ key: 'display', value: { theme: 'sepia', text: 3 } });
    expect(await loadDisplay(db)).to.deep.equal(DEFAULT_DISPLAY);

    applyDisplay({ theme: 'contrast', text: 'large' });
    const page = getComputedStyle(document.documentElement);
    expect([page.getPropertyValue('--adj-bg').trim(), page.getPropertyValue('--adj-reading').trim()]).to.deep.equal(['#ffffff', '1.3']);
    applyDisplay({ theme: 'dark', text: 'standard' });
    expect(getComputedStyle(document.documentElement).getPropertyValue('--adj-bg').trim()).to.equal('#151a22');
    expect(document.documentElement.dataset.text).to.equal(undefined);
  });
});
