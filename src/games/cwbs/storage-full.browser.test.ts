import { expect } from '@open-wc/testing';
import { FIRST_TURN } from '../../store/campaign-record';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import { openDesk, rootOf, shadow, showActivity } from '../../ui/desk/desk-test-helpers';
import { freshDb, until } from '../../ui/test-helpers';
import { FULL, saidOnce, stored, tap, whenFull } from '../../ui/app/storage-full-test-helpers';
// As in the app: every screen's elements defined.
import '../../ui/app/app';
import type { CwbsCampaign, Order } from './orders/orders';

describe('every write in the CWBS Order Log with the device’s storage full', () => {
  afterEach(() => history.replaceState(null, '', '/'));

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
});
