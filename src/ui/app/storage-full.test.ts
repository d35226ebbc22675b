import { expect, fixture, html } from '@open-wc/testing';
import { backupAll } from '../../store/backup';
import { createGame } from '../../store/games';
import { exportGame } from '../../store/transfer';
import { caughtDownload, shadow } from '../desk/desk-test-helpers';
import { DEFAULT_DISPLAY, applyDisplay, loadDisplay } from '../display-settings/display';
import type { AdjHome } from '../home/home.component';
import { fakeEngine, freshDb, until } from '../test-helpers';
import type { AdjApp } from './app.component';
import './app';
import '../home/home';
import { FULL, setFile, tap, whenFull } from './storage-full-test-helpers';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';

/**
 * Every write a panel makes, with the device's storage full: each says what was not saved, once, in
 * the player's words (never the browser's error), and shows only what is stored. The desk's panels
 * are tested so in the folders of the games whose panels they are.
 */
describe('every write with the device’s storage full', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('on the home screen: a game or backup file imported, the time of a backup, and a new game’s name', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Cold Harbor', GAME_IDS[0]);
    const gameFile = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const backup = JSON.parse(JSON.stringify(await backupAll(db, Date.now())));
    await db.games.clear();
    await db.units.clear();
    await db.games.add({ ...game, id: 'kept', name: 'Kept' });
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${[{ id: GAME_IDS[0], name: GAME_NAMES[GAME_IDS[0]] }]}></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('a.game'), 'the saved game');
    const root = el.shadowRoot as ShadowRoot;
    const alert = () => root.querySelector('[role=alert]')?.textContent ?? '';
    const input = root.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    for (const [file, content, done] of [
      ['cold-harbor.json', gameFile, 'imported'],
      ['adjutant-backup.json', backup, 'restored'],
    ] as const) {
      await whenFull(() => setFile(input, file, content), alert, `${file} was not ${done}.`);
      expect((await db.games.toArray()).map((g) => g.name)).to.deep.equal(['Kept']);
    }
    const status = () => root.querySelector('.backup p[role=status]')?.textContent ?? '';
    await whenFull(() => void caughtDownload(() => tap(root, 'Back up every game')), status, `The time of this backup was not saved: ${FULL}`);
    expect(status()).to.match(/^Backed up 1 game to adjutant-backup-/);

    // A name is refused, naming the field, before anything is written.
    const form = shadow(root.querySelector('adj-new-game') as Element);
    const name = form.querySelector<HTMLInputElement>('input[name=name]') as HTMLInputElement;
    for (const [typed, refusal] of [
      ['\u200b\u200b \u2060', 'Game name: nothing in it shows on screen'],
      ['W'.repeat(100_000), 'Game name: at most 60 characters'],
    ]) {
      name.value = typed as string;
      form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
      await until(() => form.querySelector('#name-error')?.textContent?.startsWith(refusal as string) ?? false, refusal as string);
    }
    expect(await db.games.count()).to.equal(1);
  });

  it('in the Display settings: the choice is said not saved, and the page keeps the saved one', async () => {
    const db = freshDb();
    const app = await fixture<AdjApp>(html`<adj-app .db=${db} .engine=${fakeEngine()}></adj-app>`);
    await until(() => !!app.shadowRoot?.querySelector('adj-home'), 'the home screen');
    const settings = shadow(app.shadowRoot?.querySelector('adj-display-settings') as Element);
    tap(settings, 'Display');
    await until(() => !!settings.querySelector('.panel'), 'the Display panel');
    const problem = () => settings.querySelector('.problem')?.textContent ?? '';
    await whenFull(() => tap(settings, 'Dark'), problem, `Your display choice was not saved: ${FULL}`);
    expect(document.documentElement.dataset.theme).to.equal(undefined);
    expect(settings.querySelector('button[aria-pressed=true]')?.textContent?.trim()).to.equal('As the device');
    expect(await loadDisplay(db)).to.deep.equal(DEFAULT_DISPLAY);
    tap(settings, 'Dark');
    await until(() => document.documentElement.dataset.theme === 'dark', 'the saved choice shown');
    expect(problem()).to.equal('');
    applyDisplay(DEFAULT_DISPLAY);
  });
});
