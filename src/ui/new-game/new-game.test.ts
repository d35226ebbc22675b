import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../../store/games';
import { expectTouchTargets, freshDb, storageFull, until } from '../test-helpers';
import type { AdjNewGame } from './new-game.component';
import './new-game';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';
import { root } from './new-game-test-helpers';

const rules = GAME_IDS.slice(0, 2).map((id) => ({ id, name: GAME_NAMES[id] }));

describe('adj-new-game', () => {
  it('refuses a typed name that shows nothing, naming the field; and says a game was not saved when the storage is full, keeping the name typed', async () => {
    const db = freshDb();
    await createGame(db, 'Older', GAME_IDS[0], 1000);
    const el = await fixture<AdjNewGame>(html`<adj-new-game .db=${db} .rules=${rules}></adj-new-game>`);
    await until(() => !!root(el).querySelector('select[name=rules]:not([disabled])'), 'the games');
    const name = root(el).querySelector('input[name=name]') as HTMLInputElement;
    name.value = '\u200b \u2060';
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => !!root(el).querySelector('#name-error'), 'the refused name');
    expect(root(el).querySelector('#name-error')?.textContent).to.match(/^Game name: /);
    expect(name.getAttribute('aria-invalid')).to.equal('true');

    name.value = 'Spotsylvania';
    const restore = storageFull();
    try {
      root(el).querySelector<HTMLButtonElement>('button[type=submit]')?.click();
      await until(() => root(el).querySelector('[role=alert] li')?.textContent?.startsWith('The new game was not saved') ?? false, 'the failed save said');
    } finally {
      restore();
    }
    expect(root(el).querySelector('[role=alert] li')?.textContent).to.match(/^The new game was not saved: this device’s storage is full\. .*Everything saved before is unchanged\.$/);
    expect(location.pathname.startsWith('/games/')).to.equal(false);
    expect((await db.games.toArray()).map((g) => g.name)).to.deep.equal(['Older']);
    expect(name.value).to.equal('Spotsylvania');
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await fixture<AdjNewGame>(html`<adj-new-game .db=${freshDb()} .rules=${rules}></adj-new-game>`);
    await until(() => !!root(el).querySelector('textarea[name=roster]'), 'the form');
    // The game, the name and Start game; the roster box is a text area, far larger.
    expectTouchTargets(root(el), 3);
    await expect(el).to.be.accessible();
  });
});
