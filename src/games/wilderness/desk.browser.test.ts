import { expect, fixture, html } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { importGame } from '../../store/transfer';
import { createGame } from '../../store/games';
import type { CombatRecord, GameRecord, UnitRecord } from '../../store/records';
import { nextDie } from '../../engine/core/rng';
import { hexsideBetween } from '../../engine/hex/hexside';
import { parseHexKey } from '../../engine/hex/hex';
import { toggleHexsideFeature } from '../../map/edit';
import type { MapState } from '../../map/state';
import { engineApi } from '../../engine/api';
import { type WildernessDraft, toDescription } from './draft';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { DiceInput } from '../../engine/engine';
import type { AdjDesk, DeskEngine } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { caughtDownload, openDesk, pickSides, readyToResolve, tapper, rootOf, type Scope, inDesk, showActivity } from '../../ui/desk/desk-test-helpers';

async function deskWithRoster(engine: DeskEngine = fakeEngine()) {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('VI', 'union', 12), unit('Heth', 'confederate', 5), unit('Field', 'confederate', 4)]);
  const el = await openDesk(db, game.id, engine);
  return { db, game, el };
}

/** The in-page engine, whose answers can be held back, as a busy or slow worker would. */
function heldEngine() {
  const engine = fakeEngine();
  let held: Promise<void> | undefined;
  let release = (): void => undefined;
  return {
    engine: { ...engine, analyse: async (input: unknown) => (await held, engine.analyse(input)), resolve: async (input: unknown, dice: DiceInput) => (await held, engine.resolve(input, dice)) },
    hold: () => (held = new Promise((r) => (release = r))),
    release: () => release(),
  };
}

const root = rootOf;

/**
 * The next roll went on from the state the roll before left the game's dice in, with fresh entropy
 * folded in: never the same state, and its die replays from the state it records.
 */
function expectRolledOnFrom(next: CombatRecord | undefined, before: CombatRecord | undefined): void {
  const source = next?.dice[0]?.source;
  if (source?.kind !== 'generator' || !before?.rngAfter) throw new Error('expected two generator rolls');
  expect(source.stateBefore).to.not.deep.equal(before.rngAfter);
  expect(nextDie(source.stateBefore)[0]).to.equal(next?.dice[0]?.face);
}
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);
const hasButton = (scope: Scope, text: string) => [...scope.querySelectorAll('button')].some((b) => b.textContent?.includes(text));

/** A game whose combat, V against Heth, was set up at a desk now put away (which writes the set-up): ready to be opened again. */
async function savedCombat(engine: DeskEngine) {
  const { db, game, el } = await deskWithRoster(engine);
  const { tap } = tapper();
  await pickSides(el, tap, ['V'], ['Heth']);
  await readyToResolve(el);
  el.remove();
  const savedDefenders = async () => ((await db.games.get(game.id))?.draft as { defenders?: readonly string[] } | undefined)?.defenders ?? [];
  while ((await savedDefenders()).length === 0) await new Promise((r) => setTimeout(r, 20));
  return { db, game };
}

/** A desk with V attacking Heth, ready to roll, and the result card when one is shown. */
async function readyVAgainstHeth() {
  const { db, game, el } = await deskWithRoster();
  const { tap } = tapper();
  await pickSides(el, tap, ['V'], ['Heth']);
  await readyToResolve(el);
  const shownCard = () => root(el).querySelector('.sheet:not(.unseen) adj-result-card');
  return { db, game, el, tap, shownCard };
}

/** V attacks Heth, both placed on the sketch map from the desk. */
async function placeDuel(el: AdjDesk, tap: ReturnType<typeof tapper>['tap']): Promise<void> {
  await pickSides(el, tap, ['V'], ['Heth']);
  tap(root(el), 'Show the map');
  await until(() => !!root(el).querySelector('adj-map'), 'the map');
  tap(root(el), 'Place Heth');
  await el.updateComplete;
  tap(root(el), 'Place V');
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
    // Ranked for the attackers' side against the defenders', for the campaign's luck.
    expect(log[0]?.sides).to.deep.equal({ for: 'union', against: 'confederate' });
    expect(log[0]?.standings?.chances.length).to.be.greaterThan(1);
    // The game's generator moved on: saved with the roll, then on the game record once the result is up.
    expect(log[0]?.rngAfter).to.not.deep.equal(game.rng);
    const rngAfter = log[0]?.rngAfter;
    let saved: unknown;
    await until(() => {
      void db.games.get(game.id).then((g) => (saved = g?.rng));
      return JSON.stringify(saved) === JSON.stringify(rngAfter);
    }, 'the game record moved on');
    await expect(el).to.be.accessible();
  });

  it('takes the physical dice, and the log says they were typed in', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
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
    await pickSides(el, tap, ['V', 'VI'], ['Heth']);
    await readyToResolve(el);
    // 24 against 5 is 4-1 on the 5-8 table; a 1 costs the attacker 1 and the defender 4.
    tap(root(el), 'Enter dice');
    await until(() => !!root(el).querySelector('adj-dice-entry'), 'die faces');
    tap(root(root(el).querySelector('adj-dice-entry') as Element), 'Rolled 1');
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    const card = () => root(root(el).querySelector('adj-result-card') as Element);
    tap(card(), 'Apply to units');
    await until(() => hasButton(card(), 'Undo the applied result'), 'applied');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(1);
    expect((await db.units.get('V-id'))?.strength).to.equal(11);

    tap(card(), 'Undo the applied result');
    await until(() => hasButton(card(), 'Apply to units'), 'undone');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(5);
    expect((await db.units.get('V-id'))?.strength).to.equal(12);
    const [entry] = await listCombats(db, game.id);
    expect(entry?.undone).to.equal(true);
  });

  it('names the unit and field when the combat cannot be resolved', async () => {
    const { el } = await deskWithRoster();
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    tap(root(el), 'Hasty Attack');
    await el.updateComplete;
    tap(root(el), 'Across river');
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element);
    await until(() => !!panel().querySelector('.problems'), 'a problem');
    expect(panel().querySelector('.problems')?.textContent).to.match(/river/i);
    expect((root(el).querySelector('.actions button.primary') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('places the combat on the map, reads a river from it, and takes the claim; the map is saved with the game', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await placeDuel(el, tap);
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

    await expect(el).to.be.accessible();

    // Closing the desk writes what waits for a pause; the game opens again where it was left.
    el.remove();
    let saved: GameRecord | undefined;
    await until(() => {
      void db.games.get(game.id).then((g) => (saved = g));
      return (saved?.draft as { acrossRiver?: string[] } | undefined)?.acrossRiver?.length === 1;
    }, 'the set-up saved');
    expect((saved?.map as MapState).counters.map((c) => c.unitId)).to.deep.equal(['Heth-id', 'V-id']);
    expect(Object.values((saved?.map as MapState).hexsides)).to.deep.equal([['river']]);
    expect((saved?.draft as { acrossRiver: string[] }).acrossRiver).to.deep.equal(['V-id']);
    const again = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${fakeEngine()} gameId=${game.id}></adj-desk>`);
    await until(() => root(again).querySelectorAll('ul.picked li').length === 2, 'the set-up back');
    expect([...root(again).querySelectorAll('ul.picked button[aria-pressed=true]')].map((b) => b.textContent)).to.deep.equal(['Across river']);
  });

  it('takes a unit’s counter off the map when the unit is removed from the roster, and saves the map so', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await placeDuel(el, tap);
    const counters = () => (root(el).querySelector('adj-map') as HTMLElement & { map: MapState }).map.counters.map((c) => c.unitId);
    await until(() => counters().length === 2, 'both counters placed');

    tap(root(el), 'Edit, paste or export the roster');
    const editor = () => root(root(el).querySelector('adj-roster-editor') as Element);
    await until(() => !!root(el).querySelector('adj-roster-editor')?.shadowRoot?.querySelector('textarea'), 'the roster editor');
    // Asked twice, as the editor asks: the second button's words are the first's without the ellipsis.
    const exactly = (text: string) => [...editor().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text || b.getAttribute('aria-label') === text);
    tap(editor(), 'Remove V…');
    await until(() => !!exactly('Remove V'), 'the removal asked again');
    exactly('Remove V')?.click();
    tap(root(el), '← Back to the combat');
    await until(() => !!root(el).querySelector('adj-map'), 'the map again');
    // The counter goes once the removal is written.
    await until(() => counters().length === 1, 'the counter taken off');
    expect(counters()).to.deep.equal(['Heth-id']);

    el.remove();
    let saved: GameRecord | undefined;
    await until(() => {
      void db.games.get(game.id).then((g) => (saved = g));
      return (saved?.map as MapState | undefined)?.counters.length === 1;
    }, 'the map saved without the counter');
    expect((saved?.map as MapState).counters.map((c) => c.unitId)).to.deep.equal(['Heth-id']);
  });

  it('fetches the map once the desk is idle, so the first tap on Show the map draws it at once', async () => {
    // The map's modules already in the page: only the desk's own fetch is waited for below.
    await Promise.all([import('../../ui/map/prepare'), import('../../ui/map-shape/map-shape')]);
    const { el } = await deskWithRoster();
    await new Promise((r) => requestIdleCallback(r));
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    // The map drawn out of sight to prepare it is gone again.
    expect(document.querySelector('adj-map') === null, 'the map is taken away').to.equal(true);
    const { tap } = tapper();
    tap(root(el), 'Show the map');
    await el.updateComplete;
    expect(root(el).textContent).to.not.contain('Opening the map…');
    expect(root(el).querySelector('adj-map')).to.not.equal(null);
  });

  it('takes the printed map instead of a sketch, places the combat on it, and saves it with the game', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    tap(root(el), 'Show the map');
    await until(() => !!root(el).querySelector('adj-map-shape'), 'the map shape');
    const shape = root(el).querySelector('adj-map-shape') as HTMLElement;
    const [columns, rows] = [...(shape.shadowRoot as ShadowRoot).querySelectorAll('input')];
    if (!columns || !rows) throw new Error('no size fields');
    columns.value = '34';
    rows.value = '22';
    tap(shape.shadowRoot as ShadowRoot, 'Use a map this size');
    const mapEl = root(el).querySelector('adj-map') as HTMLElement & { map: MapState };
    await until(() => mapEl.map.shape.kind === 'grid', 'the printed map');
    expect(mapEl.map.shape).to.deep.equal({ kind: 'grid', columns: 34, rows: 22 });
    tap(root(el), 'Place Heth');
    await el.updateComplete;
    tap(root(el), 'Place V');
    await until(() => mapEl.map.counters.length === 2, 'both on the map');
    el.remove();
    let saved: GameRecord | undefined;
    await until(() => {
      void db.games.get(game.id).then((g) => (saved = g));
      return (saved?.map as MapState | undefined)?.counters.length === 2;
    }, 'the map saved');
    expect((saved?.map as MapState).shape).to.deep.equal({ kind: 'grid', columns: 34, rows: 22 });
  });

  it('shows beside the odds what one change would do, as the engine works it out for the combat on the desk', async () => {
    const { el } = await readyVAgainstHeth();
    const hints = () => root(el).querySelector<HTMLElementTagNameMap['adj-breakpoints']>('adj-breakpoints');
    await until(() => (hints()?.hints.length ?? 0) > 0, 'the breakpoint hints');
    const live = root(el).querySelector('adj-live-panel') as HTMLElement & { analysis?: { steps: readonly unknown[] } };
    const expected = engineApi.breakpoints(toDescription(el.session.draft as WildernessDraft, el.session.unitMap));
    expect(expected.ok && expected.value.map((h) => h.change)).to.deep.equal(hints()?.hints.map((h) => h.change));
    expect(live.analysis).to.not.equal(undefined);
  });

  it('logs one roll for a double tap on Roll, and the next tap rolls on from the new dice state', async () => {
    const { db, game, el, tap, shownCard } = await readyVAgainstHeth();
    // Two taps before the desk has drawn anything in between, as a quick double tap lands.
    tap(root(el), 'Roll');
    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the result');
    await new Promise((r) => setTimeout(r, 200));
    const once = await listCombats(db, game.id);
    expect(once).to.have.length(1);

    // New combat empties the sides for the next units: the same two are picked again.
    tap(root(shownCard() as Element), 'New combat');
    await until(() => !shownCard(), 'the card put aside');
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the second result');
    const [second, first] = await listCombats(db, game.id);
    expectRolledOnFrom(second, first);
  });

  it('shows each new result fresh: the card put aside after a combat comes back with nothing ticked', async () => {
    const { db, game, el, tap, shownCard } = await readyVAgainstHeth();
    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the first result');
    const card = root(shownCard() as Element);
    (card.querySelector('ul.checklist input') as HTMLInputElement).click();
    tap(card, 'New combat');
    await until(() => !shownCard(), 'the card put aside');
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);

    tap(root(el), 'Roll');
    await until(() => !!shownCard(), 'the second result');
    expect([...card.querySelectorAll<HTMLInputElement>('ul.checklist input')].some((box) => box.checked)).to.equal(false);
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(2);
    expect(card.querySelector('h3')?.textContent).to.equal(log[0]?.outcome.label);
  });

  it('renames the game, exports it to a file the import takes, and deletes it only when asked twice', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    const submitName = async (name: string) => {
      const input = root(el).querySelector('input[name=name]') as HTMLInputElement;
      input.value = name;
      (root(el).querySelector('.title form') as HTMLFormElement).requestSubmit();
    };
    tap(root(el), 'Rename');
    await el.updateComplete;
    await submitName('   ');
    await until(() => root(el).querySelector('p[role=status]')?.textContent === 'Game name: give the game a name.', 'the name asked for');
    await submitName('Spotsylvania');
    await until(() => root(el).querySelector('h1')?.textContent === 'Spotsylvania', 'the new name');
    expect((await db.games.get(game.id))?.name).to.equal('Spotsylvania');

    const exported = await caughtDownload(() => tap(root(el), 'Export'));
    expect([exported.name]).to.deep.equal(['Spotsylvania.adjutant.json']);
    const other = freshDb();
    const imported = await importGame(other, JSON.parse(exported.text));
    expect(imported).to.deep.include({ ok: true });
    expect(await other.units.count()).to.equal(4);

    const here = location.pathname;
    try {
      tap(root(el), 'Delete');
      await el.updateComplete;
      expect(root(el).querySelector('[role=alertdialog]')?.textContent).to.contain('Delete “Spotsylvania”, its units and its log?');
      await expect(el).to.be.accessible();
      tap(root(el), 'Keep it');
      await el.updateComplete;
      expect(root(el).querySelector('[role=alertdialog]')).to.equal(null);
      expect(await db.games.get(game.id)).to.not.equal(undefined);
      tap(root(el), 'Delete');
      await el.updateComplete;
      tap(root(el), 'Delete game');
      await until(() => location.pathname === '/', 'back to the games');
      expect(await db.games.get(game.id)).to.equal(undefined);
      expect(await db.units.where('gameId').equals(game.id).count()).to.equal(0);
    } finally {
      history.replaceState(null, '', here);
    }
  });

  it('re-rolls from the result: both rolls stay in the log, each marked', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    tap(root(el), 'Roll');
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    tap(root(root(el).querySelector('adj-result-card') as Element), 'Re-roll');
    await until(() => el.session.log.combats.length === 2, 'both rolls logged');
    await showActivity(el, 'record');
    await until(() => (root(el).querySelector('adj-combat-log')?.shadowRoot?.querySelectorAll('li').length ?? 0) === 2, 'both rolls in the log');
    const [second, first] = await listCombats(db, game.id);
    expect(second?.rerollOf).to.equal(first?.id);
    expectRolledOnFrom(second, first);
    const flags = [...(root(el).querySelector('adj-combat-log')?.shadowRoot?.querySelectorAll('li') ?? [])].map((li) => [...li.querySelectorAll('.flag')].map((f) => f.textContent));
    expect(flags).to.deep.equal([['re-roll', 'not applied'], ['re-rolled']]);
  });

  it('draws a change together with the odds it makes, and waits only briefly for an engine that is slow to answer', async () => {
    const held = heldEngine();
    const { el } = await deskWithRoster(held.engine);
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    await readyToResolve(el);
    const toggle = () => [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Defender entrenched');
    const pressed = () => toggle()?.getAttribute('aria-pressed') === 'true';
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element);
    const entrenchedOdds = () => panel().querySelector('ol.steps')?.textContent?.includes('entrench') ?? false;
    expect(entrenchedOdds()).to.equal(false);
    // What every frame drawn from here on shows.
    const frames: (readonly [boolean, boolean])[] = [];
    let watching = true;
    const watch = () => {
      frames.push([pressed(), entrenchedOdds()]);
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);

    held.hold();
    tap(root(el), 'Defender entrenched');
    await new Promise((r) => setTimeout(r, 40));
    expect(pressed(), 'the change waits for its odds').to.equal(false);
    held.release();
    await until(() => pressed() && entrenchedOdds(), 'the change and its odds');
    watching = false;
    expect(frames.some(([p, odds]) => p !== odds), 'no frame shows the change beside stale odds').to.equal(false);

    // An engine that does not answer holds the change up only briefly, with the odds it has made
    // stale marked as being worked out again; the new odds follow when they come.
    const busy = () => root(el).querySelector('adj-live-panel')?.getAttribute('aria-busy');
    expect(busy()).to.equal('false');
    held.hold();
    tap(root(el), 'Defender entrenched');
    await until(() => !pressed(), 'the change drawn without its odds', 500);
    expect(entrenchedOdds()).to.equal(true);
    expect(busy(), 'the stale odds are marked').to.equal('true');
    held.release();
    await until(() => !entrenchedOdds(), 'the odds that follow');
    expect(busy()).to.equal('false');
  });

  it('opens a game with its odds: the first frame that shows the set-up shows the odds for it', async () => {
    const held = heldEngine();
    const { db, game } = await savedCombat(held.engine);
    // An engine a little slower than the page, as a worker is: it answers a few frames later.
    held.hold();
    setTimeout(held.release, 40);
    const frames: (readonly [boolean, boolean])[] = [];
    // Filled in once the desk is made; the frames before that show nothing of it.
    const opened: { desk?: AdjDesk } = {};
    const watch = () => {
      const desk = opened.desk && inDesk(opened.desk);
      const roster = !!desk?.querySelector('adj-roster');
      frames.push([roster, !!desk?.querySelector('adj-live-panel')?.shadowRoot?.querySelector('adj-outcome-chart')]);
      if (frames.filter(([r]) => r).length < 2) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    opened.desk = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${held.engine} gameId=${game.id}></adj-desk>`);
    await until(() => frames.filter(([roster]) => roster).length >= 2, 'the desk drawn');
    expect(frames.every(([roster, odds]) => !roster || odds), 'no frame shows the set-up without its odds').to.equal(true);
  });

  it('says the odds are being worked out, not to pick the units, while a reopened combat waits for its engine', async () => {
    const held = heldEngine();
    const { db, game } = await savedCombat(held.engine);
    held.hold();
    const again = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${held.engine} gameId=${game.id}></adj-desk>`);
    await until(() => !!inDesk(again).querySelector('adj-live-panel'), 'the desk');
    const panel = root(root(again).querySelector('adj-live-panel') as Element);
    expect(panel.querySelector('.placeholder')?.textContent).to.equal('Working out the odds…');
    expect((root(again).querySelector('.actions button.primary') as HTMLButtonElement).disabled).to.equal(true);
    await expect(again).to.be.accessible();
    held.release();
    await readyToResolve(again);
    expect(panel.querySelector('.placeholder')).to.equal(null);
    expect(panel.querySelector('adj-outcome-chart')).to.not.equal(null);
  });
});
