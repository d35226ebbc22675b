import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createGame } from '../../store/games';
import { DEFAULT_DISPLAY, type ThemeChoice, applyDisplay } from '../display-settings/display';
import { fakeEngine, freshDb, touchBox, until } from '../test-helpers';
import type { AdjApp } from './app.component';
import './app';
import { GAME_IDS } from '../../engine/core/source';

/** A phone held upright: the narrowest screen the app is made for. */
const PHONE = { width: 360, height: 740 };

const screen = (el: AdjApp) => el.shadowRoot?.querySelector('main')?.firstElementChild;

/** Every element of `tag`s on the page, through every shadow root. */
function everywhere(root: Document | ShadowRoot, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const host of root.querySelectorAll('*')) if (host.shadowRoot) found.push(...everywhere(host.shadowRoot, selector));
  return found;
}

/** Every control a finger has to hit on the page that shows: its box at least 44 px each way. */
function smallTargets(): string[] {
  return everywhere(document, 'button, summary, a, select, input')
    .filter((c) => c.getClientRects().length > 0 && !c.closest('.visually-hidden') && !c.classList.contains('visually-hidden'))
    .flatMap((c) => {
      const box = touchBox(c);
      return box.width < 44 || box.height < 44 ? [`${c.outerHTML.slice(0, 80)} is ${box.width.toFixed(0)}×${box.height.toFixed(0)}`] : [];
    });
}

/** Nothing runs past the screen's right edge: the page never scrolls sideways. */
function overflow(): number {
  return document.documentElement.scrollWidth - PHONE.width;
}

describe('the app on a phone, 360 px wide', () => {
  before(async () => {
    document.body.style.margin = '0';
    await setViewport(PHONE);
  });
  after(async () => {
    applyDisplay(DEFAULT_DISPLAY);
    history.replaceState(null, '', '/');
    await setViewport({ width: 800, height: 600 });
  });

  it('fits the home screen, the tables and a game’s desk, every target finger-sized, the Display control on screen and readable in every theme', async () => {
    const db = freshDb();
    const game = await createGame(db, 'W'.repeat(60), GAME_IDS[0]);
    history.replaceState(null, '', '/');
    const el = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => (screen(el)?.shadowRoot?.querySelectorAll('a.game').length ?? 0) === 1, 'the home screen with its game');
    const header = el.shadowRoot?.querySelector('adj-header') as HTMLElement;
    const display = header.querySelector('adj-display-settings')?.shadowRoot?.querySelector('button.open') as HTMLButtonElement;

    for (const [path, ready] of [
      ['/', () => screen(el)?.tagName === 'ADJ-HOME' && !!screen(el)?.shadowRoot?.querySelector('a.game')],
      ['/tables', () => !!screen(el)?.shadowRoot?.querySelector('caption')],
    ] as const) {
      history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
      await until(ready, `the screen at ${path}`, 10_000);
      expect(overflow(), `${path} runs past the screen by this many px`).to.equal(0);
      expect(smallTargets(), path).to.deep.equal([]);
      const [bar, button] = [header.getBoundingClientRect(), display.getBoundingClientRect()];
      expect(button.right <= PHONE.width && button.left >= 0 && button.bottom <= bar.bottom, 'the Display control on screen, on the bar').to.equal(true);
    }
    for (const theme of ['light', 'dark', 'contrast'] satisfies ThemeChoice[]) {
      applyDisplay({ theme, text: 'standard' });
      await expect(header, theme).to.be.accessible();
    }

    history.pushState(null, '', `/games/${game.id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await until(() => !!screen(el)?.shadowRoot?.querySelector('h1'), 'the game’s desk', 10_000);
    await until(() => everywhere(document, 'adj-roster').length > 0, 'the desk drawn whole');
    expect(overflow(), 'the desk runs past the screen by this many px').to.equal(0);
  });
});
