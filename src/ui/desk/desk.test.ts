import { expect, fixture, html } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { hexsideBetween } from '../../engine/hex/hexside';
import { parseHexKey } from '../../engine/hex/hex';
import { toggleHexsideFeature } from '../../map/edit';
import type { MapState } from '../../map/state';
import { fakeEngine, freshDb, until } from '../test-helpers';
import type { AdjDesk } from './desk.component';
import './desk';

async function deskWithRoster() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('VI', 'union', 12), unit('Heth', 'confederate', 5), unit('Field', 'confederate', 4)]);
  const el = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${fakeEngine()} gameId=${game.id}></adj-desk>`);
  await until(() => !!el.shadowRoot?.querySelector('adj-roster'), 'the desk');
  return { db, game, el };
}

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);
const hasButton = (scope: ShadowRoot, text: string) => [...scope.querySelectorAll('button')].some((b) => b.textContent?.includes(text));

/** Taps a button found by its visible text or accessible name, counting the tap. */
function tapper() {
  let taps = 0;
  const tap = (scope: ShadowRoot, text: string) => {
    const button = [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.textContent?.replace(/\s+/g, ' ').trim().startsWith(text) || b.getAttribute('aria-label')?.startsWith(text),
    );
    if (!button) throw new Error(`no button "${text}"`);
    taps++;
    button.click();
  };
  return { tap, count: () => taps };
}

describe('adj-desk', () => {
  it('takes a typical combat from roster to a logged result in at most 8 taps', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap, count } = tapper();
    tap(roster(el), 'V,');
    await el.updateComplete;
    tap(roster(el), 'VI,');
    await el.updateComplete;
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    await until(() => roster(el).querySelector('button[aria-pressed=true]')?.textContent?.includes('Defenders') ?? false, 'defenders target');
    tap(roster(el), 'Heth,');
    await el.updateComplete;
    tap(root(el), 'Defender entrenched');
    await until(() => !!root(root(el).querySelector('adj-live-panel') as Element).querySelector('adj-outcome-chart'), 'live odds');
    tap(root(el), 'Roll');
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    expect(count()).to.be.at.most(8);

    // The result on screen is already in the log, with the dice and where they came from.
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(1);
    expect(log[0]?.dice[0]?.source.kind).to.equal('generator');
    expect((log[0]?.input as { defenderHex: { entrenched: boolean } }).defenderHex.entrenched).to.equal(true);
    // The game's generator moved on and was saved with the roll.
    expect((await db.games.get(game.id))?.rng).to.not.deep.equal(game.rng);
    await expect(el).to.be.accessible();
  });

  it('takes the physical dice, and the log says they were typed in', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    tap(roster(el), 'V,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    await until(() => !(root(el).querySelector('.roll button') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
    tap(root(el), 'Enter dice');
    await until(() => !!root(el).querySelector('adj-dice-entry'), 'die faces');
    tap(root(root(el).querySelector('adj-dice-entry') as Element), 'Rolled 4');
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    const card = root(root(el).querySelector('adj-result-card') as Element);
    expect(card.textContent).to.contain('typed in from the table');
    const [entry] = await listCombats(db, game.id);
    expect(entry?.dice.map((d) => [d.face, d.source.kind])).to.deep.equal([[4, 'physical']]);
  });

  it('applies the losses to the units and undoes them, keeping the roll', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    tap(roster(el), 'V,');
    tap(roster(el), 'VI,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    await until(() => !(root(el).querySelector('.roll button') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
    // 24 against 5 is 4-1 on the 5-8 table; a 1 costs the attacker 1 and the defender 4.
    tap(root(el), 'Enter dice');
    await until(() => !!root(el).querySelector('adj-dice-entry'), 'die faces');
    tap(root(root(el).querySelector('adj-dice-entry') as Element), 'Rolled 1');
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    const card = () => root(root(el).querySelector('adj-result-card') as Element);
    tap(card(), 'Apply to units');
    await until(() => hasButton(card(), 'Undo applied losses'), 'applied');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(1);
    expect((await db.units.get('V-id'))?.strength).to.equal(11);

    tap(card(), 'Undo applied losses');
    await until(() => hasButton(card(), 'Apply to units'), 'undone');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(5);
    expect((await db.units.get('V-id'))?.strength).to.equal(12);
    const [entry] = await listCombats(db, game.id);
    expect(entry?.undone).to.equal(true);
  });

  it('names the unit and field when the combat cannot be resolved', async () => {
    const { el } = await deskWithRoster();
    const { tap } = tapper();
    tap(roster(el), 'V,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    tap(root(el), 'Hasty Attack');
    await el.updateComplete;
    tap(root(el), 'Across river');
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element);
    await until(() => !!panel().querySelector('.problems'), 'a problem');
    expect(panel().querySelector('.problems')?.textContent).to.match(/river/i);
    expect((root(el).querySelector('.roll button') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('places the combat on the map, reads a river from it, and takes the claim; the map is saved with the game', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    tap(roster(el), 'V,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    await el.updateComplete;
    tap(root(el), 'Show the map');
    await until(() => !!root(el).querySelector('adj-map'), 'the map');
    tap(root(el), 'Place Heth');
    await el.updateComplete;
    tap(root(el), 'Place V');
    await until(() => root(el).querySelectorAll('ul.claims li.agrees').length === 4, 'claims for one attacker');
    expect(root(el).querySelectorAll('ul.claims li.differs')).to.have.length(0);
    expect(root(el).querySelector('details.agrees summary')?.textContent).to.equal('The map agrees on 4 settings');

    // A river drawn between V and Heth (as the map's hexside tool does) becomes a claim to take.
    const mapEl = root(el).querySelector('adj-map') as HTMLElement & { map: MapState };
    const at = (unitId: string) => parseHexKey(mapEl.map.counters.find((c) => c.unitId === unitId)?.hex ?? '');
    const withRiver = toggleHexsideFeature(mapEl.map, hexsideBetween(at('V-id'), at('Heth-id')), 'river');
    mapEl.dispatchEvent(new CustomEvent('map-change', { detail: withRiver, bubbles: true, composed: true }));
    await until(() => root(el).querySelector('ul.claims li.differs')?.textContent?.includes('V attacks across a river') ?? false, 'the river claim');
    tap(root(el), 'Use: V attacks across a river');
    await until(() => root(el).querySelector('ul.claims li.differs') === null, 'the claim taken');
    const pressed = [...root(el).querySelectorAll('ul.picked button[aria-pressed=true]')].map((b) => b.textContent);
    expect(pressed).to.deep.equal(['Across river']);

    const saved = await db.games.get(game.id);
    expect((saved?.map as MapState).counters.map((c) => c.unitId)).to.deep.equal(['Heth-id', 'V-id']);
    expect(Object.values((saved?.map as MapState).hexsides)).to.deep.equal([['river']]);
    expect((saved?.draft as { acrossRiver: string[] }).acrossRiver).to.deep.equal(['V-id']);
    await expect(el).to.be.accessible();
  });

  it('shows each new result fresh: the card put aside after a combat comes back with nothing ticked', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    tap(roster(el), 'V,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    await until(() => !(root(el).querySelector('.roll button') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
    const shownCard = () => root(el).querySelector('.sheet:not(.unseen) adj-result-card');
    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the first result');
    const card = root(shownCard() as Element);
    (card.querySelector('ul.checklist input') as HTMLInputElement).click();
    tap(card, 'New combat');
    await until(() => !shownCard(), 'the card put aside');

    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the second result');
    expect([...card.querySelectorAll<HTMLInputElement>('ul.checklist input')].some((box) => box.checked)).to.equal(false);
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(2);
    expect(card.querySelector('h3')?.textContent).to.equal(log[0]?.outcome.label);
  });
});
