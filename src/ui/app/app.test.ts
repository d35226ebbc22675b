import { expect, fixture, html } from '@open-wc/testing';
import { AdjutantDb } from '../../store/db';
import { SCHEMA_VERSIONS } from '../../store/schema';
import { createGame } from '../../store/games';
import { fakeEngine, freshDb, until } from '../test-helpers';
import type { AdjApp } from './app.component';
import './app';
import { engineApi } from '../../engine/api';
import { GAME_IDS } from '../../engine/core/source';

const screen = (el: AdjApp) => el.shadowRoot?.querySelector('main')?.firstElementChild;

describe('adj-app', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('opens on the home screen with the engine’s games to choose from', async () => {
    history.replaceState(null, '', '/');
    const el = await fixture<AdjApp>(html`<adj-app .db=${freshDb()} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.tagName === 'ADJ-HOME', 'home screen');
    const form = () => screen(el)?.shadowRoot?.querySelector('adj-new-game')?.shadowRoot;
    await until(() => (form()?.querySelectorAll('select[name=rules] option').length ?? 0) === 2, 'game choices');
    await expect(el).to.be.accessible();
  });

  it('creates a game and moves to its desk; a deep link opens the same desk', async () => {
    history.replaceState(null, '', '/');
    const db = freshDb();
    const el = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.tagName === 'ADJ-HOME', 'home screen');
    const form = () => screen(el)?.shadowRoot?.querySelector('adj-new-game')?.shadowRoot;
    await until(() => !!form()?.querySelector('select:not([disabled])'), 'form ready');
    const input = form()?.querySelector('input[name=name]') as HTMLInputElement;
    input.value = 'Spotsylvania';
    form()?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => location.pathname.startsWith('/games/'), 'navigation to the desk');
    await until(() => screen(el)?.shadowRoot?.querySelector('h1')?.textContent === 'Spotsylvania', 'desk heading');

    const deep = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(deep)?.shadowRoot?.querySelector('h1')?.textContent === 'Spotsylvania', 'deep-linked desk');
  });

  it('shows a game’s tables at /games/:id/tables', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Tables test', GAME_IDS[0]);
    history.replaceState(null, '', `/games/${game.id}/tables`);
    const el = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.shadowRoot?.querySelector('caption')?.textContent === 'Sample table', 'tables for the game');
  });

  it('offers the game’s quick rolls on its tables, saved in its log; without a game, unsaved', async () => {
    const db = freshDb();
    const withRolls = GAME_IDS.find((id) => engineApi.quickRolls(id).length > 0);
    if (!withRolls) throw new Error('no game has quick rolls');
    const game = await createGame(db, 'Quick rolls', withRolls);
    history.replaceState(null, '', `/games/${game.id}/tables`);
    const el = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    const note = () => screen(el)?.shadowRoot?.querySelector('.quick .note')?.textContent ?? '';
    await until(() => note().includes('saved in its log'), 'quick rolls for the game');
    expect([...(screen(el)?.shadowRoot?.querySelectorAll('.quick-list button') ?? [])].map((b) => b.textContent?.trim())).to.include(engineApi.quickRolls(withRolls)[0]?.title);

    history.replaceState(null, '', '/tables');
    const loose = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => (screen(loose)?.shadowRoot?.querySelector('.quick .note')?.textContent ?? '').includes('not saved'), 'unsaved quick rolls');
  });

  it('explains, and offers an export, when the saved games were written by a newer version', async () => {
    const name = `adjutant-newer-${Date.now()}`;
    const newer = new AdjutantDb(name, [...SCHEMA_VERSIONS, { version: 7, stores: { extra: 'id' } }]);
    await createGame(newer, 'Kept safe', GAME_IDS[0]);
    newer.close();
    const el = await fixture<AdjApp>(html`<adj-app .db=${new AdjutantDb(name)} .engine=${fakeEngine()}></adj-app>`);
    await until(() => screen(el)?.tagName === 'ADJ-STORAGE-ERROR', 'storage error screen');
    expect(screen(el)?.shadowRoot?.textContent).to.contain('newer version');
    const check = new AdjutantDb(name, [...SCHEMA_VERSIONS, { version: 7, stores: { extra: 'id' } }]);
    expect((await check.games.toArray()).map((g) => g.name)).to.deep.equal(['Kept safe']);
    check.close();
  });

  it('offers an update only when one is waiting', async () => {
    const el = await fixture<AdjApp>(html`<adj-app .db=${freshDb()} .engine=${fakeEngine()}></adj-app>`);
    expect(el.shadowRoot?.querySelector('adj-update-prompt')).to.equal(null);
    el.applyUpdate = () => undefined;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('adj-update-prompt')).to.not.equal(null);
  });
});
