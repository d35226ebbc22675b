import { expect, fixture, html } from '@open-wc/testing';
import { eventsFrom, expectTouchTargets, freshDb } from '../test-helpers';
import { DEFAULT_DISPLAY, type Display, START_KEY, applyDisplay, loadDisplay, saveDisplay } from './display';
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
    const el = await fixture<AdjDisplaySettings>(html`<adj-display-settings .display=${{ theme: 'dark', text: 'standard' }} canKeepAwake></adj-display-settings>`);
    const changes = eventsFrom<Display>(el, 'display-change');
    button(el, 'Display').click();
    await el.updateComplete;
    expect(button(el, 'Display').getAttribute('aria-expanded')).to.equal('true');
    const pressed = () => [...root(el).querySelectorAll('button[aria-pressed=true]')].map((b) => b.textContent?.trim());
    // The screen is kept on unless the player said otherwise.
    expect(pressed()).to.deep.equal(['Dark', 'Standard', 'Kept on']);
    button(el, 'High contrast').click();
    button(el, 'Larger').click();
    button(el, 'Sleeps as set').click();
    expect(changes).to.deep.equal([
      { theme: 'contrast', text: 'standard' },
      { theme: 'dark', text: 'large' },
      { theme: 'dark', text: 'standard', awake: false },
    ]);
    await expect(el).to.be.accessible();
    expectTouchTargets(root(el), 1 + 4 + 2 + 2);
  });

  it('says where the screen cannot be kept on, and a choice that was not saved', async () => {
    const el = await fixture<AdjDisplaySettings>(html`<adj-display-settings .canKeepAwake=${false} problem="Your display choice was not saved: this device’s storage is full."></adj-display-settings>`);
    button(el, 'Display').click();
    await el.updateComplete;
    expect(root(el).querySelector('.note')?.textContent).to.contain('not available in this browser');
    expect(root(el).querySelector('[role=alert]')?.textContent).to.contain('was not saved');
    expectTouchTargets(root(el), 1 + 4 + 2);
    await expect(el).to.be.accessible();
  });

  it('keeps the display per device in the settings table, and sets it on the page', async () => {
    const db = freshDb();
    expect(await loadDisplay(db)).to.deep.equal(DEFAULT_DISPLAY);
    await saveDisplay(db, { theme: 'contrast', text: 'large', awake: false });
    expect(await loadDisplay(db)).to.deep.equal({ theme: 'contrast', text: 'large', awake: false });
    await db.settings.put({ key: 'display', value: { theme: 'sepia', text: 3 } });
    expect(await loadDisplay(db)).to.deep.equal(DEFAULT_DISPLAY);

    applyDisplay({ theme: 'contrast', text: 'large' });
    const page = getComputedStyle(document.documentElement);
    expect([page.getPropertyValue('--adj-bg').trim(), document.documentElement.dataset.text]).to.deep.equal(['#ffffff', 'large']);
    applyDisplay({ theme: 'dark', text: 'standard' });
    expect(getComputedStyle(document.documentElement).getPropertyValue('--adj-bg').trim()).to.equal('#151a22');
    expect(document.documentElement.dataset.text).to.equal(undefined);
  });

  it('sets the display last shown before the app’s code runs at the next start', async () => {
    const start = async () => {
      delete document.documentElement.dataset.theme;
      delete document.documentElement.dataset.text;
      const script = document.createElement('script');
      script.src = '/public/display-start.js';
      const ran = new Promise((resolve) => script.addEventListener('load', resolve));
      document.head.append(script);
      await ran;
      script.remove();
      return [document.documentElement.dataset.theme, document.documentElement.dataset.text];
    };
    applyDisplay({ theme: 'dark', text: 'large' });
    expect(JSON.parse(localStorage.getItem(START_KEY) ?? 'null')).to.deep.equal({ theme: 'dark', text: 'large' });
    expect(await start()).to.deep.equal(['dark', 'large']);
    applyDisplay({ theme: 'device', text: 'standard' });
    expect(await start()).to.deep.equal([undefined, undefined]);
    // Whatever else is found there is left alone: the device's own colours until the settings are read.
    localStorage.setItem(START_KEY, '{"theme": "sepia"');
    expect(await start()).to.deep.equal([undefined, undefined]);
    localStorage.setItem(START_KEY, JSON.stringify({ theme: 'sepia', text: 3 }));
    expect(await start()).to.deep.equal([undefined, undefined]);
  });

  it('writes what the next start sets only when it changes: every start applies the display', () => {
    const setItem = Storage.prototype.setItem;
    const written: string[] = [];
    Storage.prototype.setItem = function (key: string, value: string) {
      written.push(value);
      setItem.call(this, key, value);
    };
    try {
      applyDisplay({ theme: 'contrast', text: 'standard' });
      applyDisplay({ theme: 'contrast', text: 'standard' });
      applyDisplay({ theme: 'contrast', text: 'large' });
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(written.map((w) => JSON.parse(w))).to.deep.equal([
      { theme: 'contrast', text: 'standard' },
      { theme: 'contrast', text: 'large' },
    ]);
    expect(JSON.parse(localStorage.getItem(START_KEY) ?? 'null')).to.deep.equal({ theme: 'contrast', text: 'large' });
    applyDisplay(DEFAULT_DISPLAY);
  });
});
