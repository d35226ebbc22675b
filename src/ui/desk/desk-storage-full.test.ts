import { expect } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { freshDb, storageFull, until } from '../test-helpers';
import { applyShown, openDesk, pickSides, readyToResolve, resultShown, shadow, tapper, rootOf } from './desk-test-helpers';
import { GAME_IDS } from '../../engine/core/source';

/** With the device's storage full, every write the desk makes fails out loud, and nothing saved before is lost. */

const FULL = 'was not saved: this device’s storage is full';

async function desk() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', GAME_IDS[0]);
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('Heth', 'confederate', 5)]);
  const el = await openDesk(db, game.id);
  const { tap } = tapper();
  const said = () => rootOf(el).querySelector('p[role=status]')?.textContent ?? '';
  return { db, game, el, tap, said };
}

describe('the desk when the device’s storage is full', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('says a result was not applied, and keeps the units and the roll as they were', async () => {
    const { db, game, el, tap, said } = await desk();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    tap(rootOf(el), 'Roll');
    await resultShown(el);
    restore = storageFull();
    const card = shadow(rootOf(el).querySelector('adj-result-card') as Element);
    tap(card, 'Apply to units');
    await until(() => said().includes(`The result applied to the units ${FULL}`), 'the failed apply said');
    restore();
    expect(said()).to.contain('Everything saved before is unchanged');
    expect((await db.units.get('V-id'))?.strength).to.equal(12);
    expect((await db.units.get('Heth-id'))?.strength).to.equal(5);
    const [entry] = await listCombats(db, game.id);
    expect(entry?.applied).to.equal(undefined);
    // Once there is room again, the same result applies.
    await applyShown(el, tap);
    expect((await listCombats(db, game.id))[0]?.applied).to.not.equal(undefined);
  });

  it('says a roll was not saved and shows no result', async () => {
    const { db, game, el, tap, said } = await desk();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    restore = storageFull();
    tap(rootOf(el), 'Roll');
    await until(() => said().includes(`The roll ${FULL}`), 'the failed roll said');
    expect(rootOf(el).querySelector('.sheet:not(.unseen) adj-result-card')).to.equal(null);
    expect(await listCombats(db, game.id)).to.have.length(0);
  });

  it('says a roll and the change it carried were both not saved, neither over the other, the reason once', async () => {
    const { db, game, el, tap, said } = await desk();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    restore = storageFull();
    // A change still waiting for the player's pause goes with the roll; refused, it is written again after the pause, and refused again.
    tap(rootOf(el), 'Defender entrenched');
    tap(rootOf(el), 'Roll');
    await until(() => said().includes('Your set-up was not saved either.'), 'the set-up said after the roll', 5000);
    expect(said()).to.match(/^The roll was not saved: this device’s storage is full\. .+ It is not shown\. Your set-up was not saved either\. It stays on this screen until the game is closed\.$/);
    expect(said().split('storage is full')).to.have.length(2);
    expect(await listCombats(db, game.id)).to.have.length(0);
    expect(el.session.draft).to.deep.include({ entrenched: true });
  });

  it('says a new unit was not saved, and adds nothing', async () => {
    const { db, game, el, tap, said } = await desk();
    restore = storageFull();
    tap(shadow(rootOf(el).querySelector('adj-roster') as Element), 'Add unit');
    await until(() => said().includes(FULL), 'the failed new unit said');
    expect(said()).to.match(/^The new unit .+ was not saved/);
    restore();
    expect(await db.units.where('gameId').equals(game.id).count()).to.equal(2);
    expect(el.session.units).to.have.length(2);
  });

  it('says several new units were not saved, beside a failure said a moment before, the reason once', async () => {
    const { db, game, el, tap, said } = await desk();
    restore = storageFull();
    tap(shadow(rootOf(el).querySelector('adj-roster') as Element), 'Add unit');
    await until(() => said().includes(FULL), 'the failed new unit said');
    const pasted = ['A. P. Hill', 'Ewell'].map((name) => ({ name, side: 'confederate', type: 'infantry', strength: 5, state: {} }));
    expect(await el.session.addRoster(pasted)).to.equal(false);
    expect(said()).to.match(/^The new unit .+ was not saved: this device’s storage is full\. .+ The 2 new units were not saved either\.$/);
    // The same units refused again for the same reason are said already.
    const before = said();
    expect(await el.session.addRoster(pasted)).to.equal(false);
    expect(said()).to.equal(before);
    restore();
    expect(await db.units.where('gameId').equals(game.id).count()).to.equal(2);
  });

  it('says a new name was not saved, and keeps the old one', async () => {
    const { db, game, el, tap, said } = await desk();
    tap(rootOf(el), 'Rename');
    await el.updateComplete;
    restore = storageFull();
    (rootOf(el).querySelector('input[name=name]') as HTMLInputElement).value = 'Spotsylvania';
    (rootOf(el).querySelector('.title form') as HTMLFormElement).requestSubmit();
    await until(() => said().includes(`The new name ${FULL}`), 'the failed rename said');
    restore();
    expect((await db.games.get(game.id))?.name).to.equal('May 1864');
    expect(rootOf(el).querySelector('input[name=name]')).to.not.equal(null);
  });

  it('says the set-up was not saved when the pause after a change comes, and keeps it on the desk', async () => {
    const { db, game, el, tap, said } = await desk();
    restore = storageFull();
    await pickSides(el, tap, ['V'], ['Heth']);
    await until(() => said().includes(`Your set-up ${FULL}`), 'the failed set-up save said', 5000);
    // Changed again, and refused again after the pause: said once, as it was.
    const first = said();
    tap(rootOf(el), 'Defender entrenched');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(said()).to.equal(first);
    restore();
    expect((await db.games.get(game.id))?.draft).to.equal(undefined);
    expect(el.session.draft).to.deep.include({ attackers: ['V-id'], defenders: ['Heth-id'] });
  });
});
