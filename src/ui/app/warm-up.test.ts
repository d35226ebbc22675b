import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../../store/games';
import { fakeEngine, freshDb, until } from '../test-helpers';
import type { AdjApp } from './app.component';
import './app';
import { GAME_IDS } from '../../engine/core/source';

// Each activity's code defines its element: defined means fetched. The order of the two tests
// matters, as a page keeps what it has fetched: the desk's start comes first.
const ACTIVITIES = ['adj-combat-activity', 'adj-phase-activity', 'adj-turn-activity', 'adj-record-activity'];
const screen = (el: AdjApp) => el.shadowRoot?.querySelector('main')?.firstElementChild;
const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));

describe('what the app fetches ahead of the player', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('fetches nothing more while a game’s desk starts than the activity it shows', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Started at the desk', GAME_IDS[0]);
    history.replaceState(null, '', `/games/${game.id}`);
    const el = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.shadowRoot?.querySelector('h1')?.textContent === 'Started at the desk', 'desk heading');
    await until(() => customElements.get('adj-combat-activity') !== undefined, 'the combat activity');
    for (let i = 0; i < 5; i++) await idle();
    expect(ACTIVITIES.filter((name) => customElements.get(name))).to.deep.equal(['adj-combat-activity']);
  });

  it('fetches every activity’s code once the home screen is idle, so a game opens at any of them without waiting on it', async () => {
    history.replaceState(null, '', '/');
    const el = await fixture<AdjApp>(html`<adj-app .db=${freshDb()} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.tagName === 'ADJ-HOME', 'home screen');
    await until(() => ACTIVITIES.every((name) => customElements.get(name)), 'every activity fetched');
    expect(screen(el)?.tagName).to.equal('ADJ-HOME');
  });
});
