import { expect, fixture, html } from '@open-wc/testing';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { AdjNewGame } from '../../ui/new-game/new-game.component';
import '../../ui/new-game/new-game';
import { choose, root, started } from '../../ui/new-game/new-game-test-helpers';

/** Every game, as the app offers them. */
const rules = GAME_IDS.map((id) => ({ id, name: GAME_NAMES[id] }));

describe('adj-new-game for GCACW', () => {
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
});
