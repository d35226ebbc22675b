import { expect, fixture, html } from '@open-wc/testing';
import { GAME_NAMES } from '../../engine/core/source';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { AdjNewGame } from '../../ui/new-game/new-game.component';
import '../../ui/new-game/new-game';
import { root, started } from '../../ui/new-game/new-game-test-helpers';

const rules = [{ id: 'wilderness' as const, name: GAME_NAMES.wilderness }];

describe('adj-new-game for The Wilderness Campaign', () => {
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
});
