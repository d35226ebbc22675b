import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../../store/games';
import { expectTouchTargets, fakeEngine, freshDb, storageFull, until } from '../test-helpers';
import type { AdjNewGame } from './new-game.component';
import './new-game';

const rules = [
  { id: 'wilderness' as const, name: 'The Wilderness Campaign (SPI)' },
  { id: 'gcacw' as const, name: 'Great Campaigns of the American Civil War' },
];

const root = (el: Element) => el.shadowRoot as ShadowRoot;

/** Chooses an option of a select by its value, as a tap on it would. */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

/** Taps Start game and waits for the desk the app moves to; the page's address is put back after. */
async function started(el: AdjNewGame): Promise<void> {
  root(el).querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  await until(() => location.pathname.startsWith('/games/'), 'the new game');
  history.replaceState(null, '', '/');
}

describe('adj-new-game', () => {
  it('starts a game from a scenario with a variant, named for the game and the time when no name is given', async () => {
    const db = freshDb();
    const el = await fixture<AdjNewGame>(html`<adj-new-game .db=${db} .rules=${rules} .scenarioSource=${fakeEngine()}></adj-new-game>`);
    await until(() => !!root(el).querySelector('select[name=scenario]'), 'scenario choice');
    expect([...root(el).querySelectorAll('select[name=scenario] option')].map((o) => o.getAttribute('value'))).to.deep.equal(['1.0', '2.0', '3.0', '']);
    const summary = root(el).querySelector('details.variants summary') as HTMLElement;
    expect(summary.textContent).to.equal('What-if variants: none, as printed');
    summary.click();
    (root(el).querySelector('input[name=variant][value="1.6"]') as HTMLInputElement).click();
    await el.updateComplete;
    expect(summary.textContent).to.equal('What-if variants: 1 chosen');
    expect(summary.getBoundingClientRect().height).to.be.at.least(44);
    await expect(el).to.be.accessible();
    await started(el);
    const [game] = await db.games.toArray();
    expect(game?.scenario).to.equal('1.0 + 1.6');
    expect(game?.name).to.match(/^The Wilderness Campaign, /);
    const units = await db.units.toArray();
    // 1.6 puts a 10-6 at Winchester instead of the 5-6 and adds a Confederate 3-6 at New Market.
    expect(units.find((u) => u.placement === 'At Winchester')?.strength).to.equal(10);
    expect(units.some((u) => u.side === 'confederate' && u.placement === 'At New Market' && u.strength === 3)).to.equal(true);
  });

  it('starts a game with the player’s own units pasted in one go; a line that does not read is named and nothing is saved', async () => {
    const db = freshDb();
    const el = await fixture<AdjNewGame>(html`<adj-new-game .db=${db} .rules=${rules} .scenarioSource=${fakeEngine()}></adj-new-game>`);
    await until(() => !!root(el).querySelector('select[name=rules]:not([disabled])'), 'the games');
    choose(root(el).querySelector('select[name=rules]') as HTMLSelectElement, 'gcacw');
    await until(() => !!root(el).querySelector('textarea[name=roster]'), 'the roster box');
    const box = root(el).querySelector('textarea[name=roster]') as HTMLTextAreaElement;
    box.value = 'Barlow, union, infantry, CV 9, MP 10, A 5, T 3\nHeth, confedrate, infantry, CV 7, MP 7, A 1, T 2';
    box.dispatchEvent(new Event('input'));
    await until(() => root(el).querySelector('[role=status]')?.textContent?.includes('1 line to fix') ?? false, 'the refused line counted');
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => !!root(el).querySelector('[role=alert]'), 'the refusal');
    expect(root(el).querySelector('[role=alert]')?.textContent).to.contain('Your units, line 2: “confedrate” is not a side');
    expect(await db.games.count()).to.equal(0);

    box.value = 'Barlow, union, infantry, CV 9, MP 10, A 5, T 3\nHeth, confederate, infantry, CV 7, MP 7, A 1, T 2';
    box.dispatchEvent(new Event('input'));
    await until(() => root(el).querySelector('[role=status]')?.textContent?.trim() === '2 units read.', 'every line read');
    const name = root(el).querySelector('input[name=name]') as HTMLInputElement;
    name.value = 'Spotsylvania';
    await started(el);
    const [game] = await db.games.toArray();
    expect([game?.name, game?.rules, game?.scenario]).to.deep.equal(['Spotsylvania', 'gcacw', undefined]);
    const units = await db.units.toArray();
    expect(units.map((u) => [u.name, u.side, u.strength, u.state.combatValue]).sort()).to.deep.equal([
      ['Barlow', 'union', 10, 9],
      ['Heth', 'confederate', 7, 7],
    ]);
  });

  it('refuses a typed name that shows nothing, naming the field; and says a game was not saved when the storage is full, keeping the name typed', async () => {
    const db = freshDb();
    await createGame(db, 'Older', 'wilderness', 1000);
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
