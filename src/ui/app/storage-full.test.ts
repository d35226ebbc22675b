import { expect, fixture, html } from '@open-wc/testing';
import { FIRST_TURN } from '../../store/campaign-record';
import type { CwbsCampaign, Order } from '../../games/cwbs/orders/orders';
import { backupAll } from '../../store/backup';
import { listCombats } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { applyShown, caughtDownload, enterDice, openDesk, pickSides, readyToResolve, rootOf, shadow, showActivity, tapper } from '../desk/desk-test-helpers';
import type { AdjDesk } from '../desk/desk.component';
import { DEFAULT_DISPLAY, applyDisplay, loadDisplay } from '../display-settings/display';
import type { AdjHome } from '../home/home.component';
import { type Refusing, fakeEngine, freshDb, storageFull, until } from '../test-helpers';
import type { AdjApp } from './app.component';
import './app';
import '../home/home';

/**
 * Every write a panel makes, with the device's storage full: each says what was not saved, once, in
 * the player's words (never the browser's error), and shows only what is stored.
 */

const FULL = 'this device’s storage is full';
const REFUSED = 'this device’s storage refused it';
const { tap } = tapper();

/** The text of a paragraph the player reads: what was not saved, said once, with no error's own name or words. */
function saidOnce(text: string, what: string): void {
  expect(text, 'what was not saved').to.contain(what);
  expect(text.split(/storage (is full|refused it)/).length, `said once: ${text}`).to.equal(3);
  expect(text).not.to.match(/Error|quota|exceeded|Indexed Database/i);
}

/** With the storage full (as `refusing` says), does `act` and waits until `said()` says `what`; the storage has room again after. */
async function whenFull(act: () => void | Promise<void>, said: () => string, what: string, refusing: Refusing = {}): Promise<void> {
  const restore = storageFull(refusing);
  try {
    await act();
    await until(() => said().includes(what), `“${what}” said`, 5000).catch((e: unknown) => {
      throw new Error(`${String(e)}; said instead: “${said()}”`);
    });
  } finally {
    restore();
  }
  saidOnce(said(), what);
}

const setFile = (input: HTMLInputElement, name: string, content: unknown) => {
  const transfer = new DataTransfer();
  transfer.items.add(new File([JSON.stringify(content)], name, { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
};

async function wildernessDesk() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('Heth', 'confederate', 5), unit('Anderson', 'confederate', 5)]);
  const el = await openDesk(db, game.id);
  return { db, gameId: game.id, el };
}

const deskSaid = (el: AdjDesk) => () => shadow(el).querySelector('p[role=status]')?.textContent ?? '';
const turnRecord = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-turn-record') as Element);
const editor = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-roster-editor') as Element);
const handover = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-handover') as Element);
const stored = async (db: AdjutantDb, gameId: string) => db.games.get(gameId);

describe('every write with the device’s storage full', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('at the desk: the turn record, the plan, the map, the roster editor, the undo, the hand-over and deleting the game', async () => {
    const { db, gameId, el } = await wildernessDesk();
    const said = deskSaid(el);
    const before = await stored(db, gameId);
    // Each step starts from no words at the desk, so the last step's are not taken for its own.
    const atDesk = async (act: () => void, what: string, refusing?: Refusing) => {
      el.session.say('');
      await el.updateComplete;
      await whenFull(act, said, what, refusing);
    };

    // The turn record: the turn does not move on, the reminder is not ticked.
    await showActivity(el, 'turn');
    await atDesk(() => tap(turnRecord(el), 'Next turn'), `The turn record was not saved: ${FULL}`);
    expect(turnRecord(el).querySelector('h2')?.textContent).to.equal('Turn 1');
    const box = turnRecord(el).querySelector<HTMLInputElement>('input[type=checkbox]') as HTMLInputElement;
    await atDesk(() => box.click(), `The turn record was not saved: ${FULL}`);
    await until(() => !box.checked, 'the reminder drawn back unticked');
    expect((await stored(db, gameId))?.campaign).to.deep.equal(before?.campaign);

    // The set-up, then the plan and the map, each written when the player pauses.
    await showActivity(el, 'combat');
    await pickSides(el, tap, ['V'], ['Heth']);
    for (let waited = 0; (await stored(db, gameId))?.draft === undefined; waited += 20) {
      if (waited > 3000) throw new Error('the set-up was never saved');
      await new Promise((r) => setTimeout(r, 20));
    }
    await readyToResolve(el);
    // A unit's value in the set-up: drawn back as stored.
    const field = (label: string) => rootOf(el).querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"]`) as HTMLInputElement & HTMLSelectElement;
    field('V printed strength').value = '20';
    await atDesk(() => void field('V printed strength').dispatchEvent(new Event('change')), `The change to V was not saved: ${FULL}`);
    await until(() => field('V printed strength').value === '12', 'the strength drawn back');
    field('V supply').selectedIndex = 1;
    await atDesk(() => void field('V supply').dispatchEvent(new Event('change')), `The change to V was not saved: ${FULL}`);
    await until(() => field('V supply').selectedIndex === 0, 'the supply drawn back');
    await atDesk(() => tap(rootOf(el), 'Add to the plan'), `Your plan was not saved: ${FULL}`);
    expect(said()).to.contain('It stays on this screen until the game is closed.');
    tap(rootOf(el), 'Show the map');
    await until(() => !!rootOf(el).querySelector('adj-map'), 'the map');
    await atDesk(() => tap(rootOf(el), 'Place Heth'), `The map was not saved: ${FULL}`);
    const kept = await stored(db, gameId);
    expect([kept?.plan, kept?.map]).to.deep.equal([before?.plan, before?.map]);

    // A result applied while there was room, its undo refused.
    await enterDice(el, tap, [1]);
    await applyShown(el, tap).catch((e: unknown) => {
      throw new Error(`${String(e)}: ${el.session.message} | ${shadow(rootOf(el).querySelector('adj-result-card') as Element).textContent}`);
    });
    const applied = (await db.units.get('Heth-id'))?.strength;
    expect(applied).to.be.below(5);
    // New combat empties the sides: that set-up is written while there is room.
    tap(shadow(rootOf(el).querySelector('adj-result-card') as Element), 'New combat');
    for (let waited = 0; ((await stored(db, gameId))?.draft as { attackers?: unknown[] } | undefined)?.attackers?.length !== 0; waited += 20) {
      if (waited > 3000) throw new Error('the emptied set-up was never saved');
      await new Promise((r) => setTimeout(r, 20));
    }
    await showActivity(el, 'record');
    await atDesk(() => tap(rootOf(el), 'Undo the last applied result'), `The undo was not saved: ${FULL}`);
    expect((await db.units.get('Heth-id'))?.strength).to.equal(applied);
    expect((await listCombats(db, gameId))[0]?.undone).to.not.equal(true);

    // The roster editor: a new name drawn back, a new unit not listed, a unit not taken off.
    await showActivity(el, 'combat');
    tap(rootOf(el), 'Edit, paste or export the roster');
    await until(() => !!rootOf(el).querySelector('adj-roster-editor')?.shadowRoot?.querySelector('input.name'), 'the roster editor');
    const name = editor(el).querySelector<HTMLInputElement>('input[aria-label="Name of Anderson"]') as HTMLInputElement;
    name.value = 'Anderson (First Corps)';
    await atDesk(() => void name.dispatchEvent(new Event('change')), `The change to Anderson was not saved: ${FULL}`);
    await until(() => editor(el).querySelector<HTMLInputElement>('input[aria-label="Name of Anderson"]')?.value === 'Anderson', 'the name drawn back');
    const newName = editor(el).querySelector<HTMLInputElement>('input[aria-label="New unit name"]') as HTMLInputElement;
    newName.value = 'Longstreet';
    newName.dispatchEvent(new Event('input'));
    await atDesk(() => tap(editor(el), 'Add'), `The new unit Longstreet was not saved: ${FULL}`);
    expect(editor(el).textContent).not.to.contain('Added Longstreet');
    tap(editor(el), 'Remove Anderson…');
    await el.updateComplete;
    await atDesk(() => tap(editor(el), 'Remove Anderson'), `Anderson was not taken off the roster: ${REFUSED}`, { deletes: true });
    expect((await db.units.where('gameId').equals(gameId).toArray()).map((u) => u.name).sort()).to.deep.equal(['Anderson', 'Heth', 'V']);
    expect(editor(el).querySelector('input[aria-label="Name of Anderson"]')).to.not.equal(null);
    tap(rootOf(el), '← Back to the combat');
    await showActivity(el, 'record');
    await until(() => !!rootOf(el).querySelector('adj-handover'), 'the record');

    // The hand-over: the note of a file handed over, and a file taken in.
    const note = () => [...handover(el).querySelectorAll('p[role=status], p[role=alert]')].map((p) => p.textContent).join(' ');
    const details = handover(el).querySelector('details') as HTMLDetailsElement;
    details.open = true;
    await until(() => [...handover(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Save as a file')), 'the hand-over');
    await whenFull(() => void caughtDownload(() => tap(handover(el), 'Save as a file')), note, `The note of what was handed over was not saved: ${FULL}`);
    const file = await exportGame(db, gameId);
    const input = handover(el).querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    await whenFull(() => setFile(input, 'other-tablet.json', file), note, 'other-tablet.json was not taken in.');

    // Deleting the game, from the game's menu.
    tap(rootOf(el), 'Delete');
    await el.updateComplete;
    await atDesk(() => tap(rootOf(el), 'Delete game'), `The game was not deleted: ${REFUSED}`, { deletes: true });
    expect(await stored(db, gameId)).to.not.equal(undefined);
    expect(await db.units.where('gameId').equals(gameId).count()).to.equal(3);
  });

  it('in the CWBS Order Log: a new order and an order’s status after its roll are not listed, and not there after a reload', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Gettysburg, July 2', 'cwbs');
    const order: Order = { number: 8, sender: 'Meade', senderRating: 3, receiver: 'Sickles', receiverRating: 2, type: 'complex', method: 'written', edition: 'seed', force: 2, receiverHasOrders: false, written: 1, deliveryTurns: 0, history: [] };
    const orders: CwbsCampaign = { orders: [order] };
    await db.games.update(game.id, { campaign: { record: FIRST_TURN, game: orders } });
    const savedOrders = async () => ((await stored(db, game.id))?.campaign?.game as CwbsCampaign).orders;
    let el = await openDesk(db, game.id);
    await showActivity(el, 'turn');
    const panel = () => shadow(rootOf(el).querySelector('adj-cwbs-orders') as Element);
    const problem = () => panel().querySelector('.problem[role=alert]')?.textContent ?? '';
    await until(() => panel().querySelector('li') !== null, 'the Order Log');

    tap(panel(), 'Write an order');
    await el.updateComplete;
    const fill = (id: string, value: string) => {
      const control = panel().querySelector<HTMLInputElement | HTMLSelectElement>(`#order-${id}`) as HTMLInputElement;
      control.value = value;
      control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input'));
    };
    for (const [id, value] of [['sender', 'Meade'], ['senderRating', '3'], ['receiver', 'Hancock'], ['receiverRating', '2'], ['type', 'complex'], ['force', '2'], ['deliveryTurns', '1']]) fill(id as string, value as string);
    await el.updateComplete;
    await whenFull(() => tap(panel(), 'Add to the Order Log'), problem, `The order was not saved: ${FULL}`);
    expect(panel().querySelector('.message')?.textContent).to.equal('');
    expect([...panel().querySelectorAll('h4')].map((h) => h.textContent)).to.deep.equal(['Order 8', 'Write an order']);
    expect((await savedOrders()).map((o) => o.number)).to.deep.equal([8]);

    // The roll is logged; the order's new status is refused (only the game record's campaign is full).
    const refuseCampaign = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    // The hook is given the changes key by key path, arrays whole whether changed or not: the log entry's write moves the log's head, the status's does not.
    const hook = (mods: object) => ('logHead.count' in mods ? undefined : refuseCampaign());
    db.games.hook('updating', hook);
    try {
      tap(panel(), 'Roll acceptance, order 8');
      await until(() => problem().includes('The order’s new status was not saved'), 'the status not saved said').catch((e: unknown) => {
        throw new Error(`${String(e)}: ${panel().textContent}`);
      });
    } finally {
      db.games.hook('updating').unsubscribe(hook);
    }
    saidOnce(problem(), `The order’s new status was not saved: ${FULL}`);
    const [logged] = await listCombats(db, game.id);
    expect(problem()).to.contain(`The roll is in the log (entry ${logged?.id}).`);
    expect(panel().querySelector('.status')?.textContent).to.equal('In delivery: acceptance is checked on turn 1.');
    expect((await savedOrders())[0]?.history).to.deep.equal([]);

    // Opened again: only what is stored.
    el.remove();
    el = await openDesk(db, game.id);
    await showActivity(el, 'turn');
    await until(() => panel().querySelector('li') !== null, 'the Order Log again');
    expect([...panel().querySelectorAll('h4')].map((h) => h.textContent)).to.deep.equal(['Order 8']);
    expect(panel().querySelector('.status')?.textContent).to.equal('In delivery: acceptance is checked on turn 1.');
  });

  it('on the home screen: a game or backup file imported, the time of a backup, and a new game’s name', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Cold Harbor', 'wilderness');
    const gameFile = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    const backup = JSON.parse(JSON.stringify(await backupAll(db, Date.now())));
    await db.games.clear();
    await db.units.clear();
    await db.games.add({ ...game, id: 'kept', name: 'Kept' });
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${[{ id: 'wilderness' as const, name: 'The Wilderness Campaign' }]}></adj-home>`);
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
